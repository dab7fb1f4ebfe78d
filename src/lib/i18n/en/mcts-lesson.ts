/** The MCTS lesson in English: its narrations and its figures' words (en/lessons.ts). */
import type { NarrationCatalogue, NarrationCode } from '$lib/lessons';
import { numbersEn } from './numbers';

const { integer, decimal } = numbersEn;
const rate = (v: number) => decimal(v, 3);
const wins = (w: number) => (Number.isInteger(w) ? integer(w) : decimal(w, 1));
const cell = (c: number) => `cell ${c + 1}`;
/** "cell 4", "4 → 6" (cells from the root), "the root". */
const path = (moves: readonly number[]) =>
	moves.length === 0
		? 'the root'
		: moves.length === 1
			? cell(moves[0])
			: `the node ${moves.map((m) => m + 1).join(' → ')}`;
const list = (items: readonly string[]) =>
	items.length <= 1
		? items.join('')
		: `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const outcome = (r: 'X' | 'O' | 'draw') => (r === 'draw' ? 'a draw' : `${r} wins`);
const scoreWord = (s: number) => (s > 0 ? 'a win' : s < 0 ? 'a loss' : 'a draw');
const other = (m: 'X' | 'O') => (m === 'X' ? 'O' : 'X');
/** How the trap's later runs are joined: " and " for two, ", " for more. */
const i18nAnd = (n: number) => (n === 2 ? ' and ' : ', ');

type Codes = Extract<NarrationCode, `mcts.${string}`>;

export const mctsNarrationEn: Pick<NarrationCatalogue, Codes> = {
	'mcts.too-big': (v) => {
		const rows = v.figure.kind === 'growth' ? v.figure.rows : [];
		return (
			`Minimax follows every game to its end. On tic-tac-toe that is ${integer(v.full3x3)} nodes from the empty board, easy for a computer. ` +
			`Connect Four is another matter: plain minimax from its empty board to a depth limit of ${list(rows.map((r) => String(r.depth)))} plies examines ${list(rows.map((r) => integer(r.nodes)))} nodes (counted by the engine); ` +
			`each ply multiplies the count by about ${decimal(v.ratio, 1)}, and a game lasts up to ${v.plies} plies. No search reaches the end of that tree from the start. ` +
			'Monte Carlo tree search does not try: it plays random games and grows a tree where they look best.'
		);
	},
	'mcts.selection': (v) =>
		`One iteration has four phases; here iteration ${v.iteration} of a seeded run (seed ${v.seed}) from this position. ` +
		`1. Selection: at the root (N = ${integer(v.parentVisits)}) every child has a UCT value, W/N + c·√(ln N_root / N) with c = √2 (the table): ` +
		`the highest, ${cell(v.chosen)} at ${rate(v.chosenUct)}, is taken. ` +
		`Selection goes down while every move of the node has a child; it stops at ${path(v.path)}, which still has moves never tried.`,
	'mcts.expansion': (v) =>
		`2. Expansion: at ${path(v.at)}, one untried move drawn at random, ${cell(v.expanded)}, becomes a new node of the tree (one new node per iteration). ` +
		`3. Playout: from the new node, random moves until the game ends: ` +
		(v.playout.length === 0
			? 'none, the game is already over'
			: v.playout
					.map((c, i) => `${i % 2 === 0 ? v.playoutFirst : other(v.playoutFirst)} ${c + 1}`)
					.join(', ')) +
		`; ${outcome(v.result)}.`,
	'mcts.backpropagation': (v) =>
		`4. Backpropagation: every node of the path gets one more visit and the result, counted for the player who moved into it: 1 for a win, ½ for a draw, 0 for a loss (${outcome(v.result)}: ` +
		`${list(v.updates.map((u) => `${path(u.path)} +${wins(u.reward)}`))}). ` +
		`So ${cell(v.child)} goes from N = ${integer(v.before.visits)}, W = ${wins(v.before.wins)} to N = ${integer(v.after.visits)}, W = ${wins(v.after.wins)}; the table shows the root's children after iteration ${v.iteration}. The next iteration starts at the root again.`,
	'mcts.exploration': (v) =>
		`The constant c weighs exploration against exploitation. ` +
		(v.scores.every((s) => s === 0)
			? 'Here every move draws with best play (minimax scores them all 0). '
			: '') +
		`With c = 0 UCT only exploits: ${cell(v.greedy.move)} takes ${integer(v.greedy.visits)} of the ${integer(v.iterations)} visits with a win rate of ${rate(v.greedy.winRate)}, after a few lucky playouts. ` +
		`With c = √2 the visits spread over the moves that look good; with c = 4 almost evenly, from ${integer(v.spread.fewest)} to ${integer(v.spread.most)} a move: too much exploring leaves the good moves looked at no closer than the bad ones.`,
	'mcts.convergence': (v) =>
		`Does MCTS find the right answer? The chart follows the most visited move's win rate as the iterations grow (one seeded run), against the exact value minimax proves: ${rate(v.exact)}, ${v.exact === 0.5 ? 'a draw' : v.exact === 1 ? 'a win' : 'a loss'}. ` +
		`After ${integer(v.first.iterations)} iterations the rate is ${rate(v.first.winRate)}, after ${integer(v.last.iterations)} it is ${rate(v.last.winRate)} (${cell(v.last.move)}): ` +
		'it comes closer to the minimax value, slowly; its win rates are estimates from random games, not proofs.',
	'mcts.trap': (v) => {
		const rows = v.figure.kind === 'trap' ? v.figure.rows : [];
		const [few, ...more] = rows;
		return (
			`Where MCTS goes wrong. Minimax proves that ${v.losing.length === 1 ? 'cell' : 'cells'} ${list(v.losing.map((c) => String(c + 1)))} ${v.losing.length === 1 ? 'loses' : 'lose'} and plays ${cell(v.best)} (${scoreWord(v.value)}). ` +
			(few
				? `MCTS with ${integer(few.iterations)} iterations plays ${cell(few.move)}, ${scoreWord(few.score)} for minimax, with a win rate of ${rate(few.winRate)}: the random playouts rarely find the reply that wins against it, so the move looks fine. `
				: '') +
			more
				.map(
					(r, i) =>
						`${i === 0 ? 'With' : 'with'} ${integer(r.iterations)} iterations it plays ${cell(r.move)} (${scoreWord(r.score)})`
				)
				.join(i18nAnd(more.length)) +
			'. The candidate table gives minimax’s exact scores.'
		);
	}
};

export const mctsFigureEn = {
	growthCaption: 'Plain minimax on Connect Four’s empty board: nodes to each depth limit',
	depth: 'Depth limit',
	nodes: 'Nodes',
	/** The root's children after k iterations. */
	childrenCaption: (k: number) =>
		`The root’s children after ${integer(k)} iterations (root: N = ${integer(k)})`,
	move: 'Move',
	visits: 'Visits N',
	wins: 'Wins W',
	winRate: 'Win rate W/N',
	uct: 'UCT value',
	/** Beside the child the selection takes. */
	selected: 'selected',
	explorationCaption: (n: number) =>
		`Visits of each move after ${integer(n)} iterations, for three values of c`,
	c: 'Constant c',
	played: 'Move played',
	convergenceCaption:
		'The most visited move’s win rate against iterations (log scale), and the exact value',
	iterations: 'Iterations',
	/** The exact value's line: "exact value (minimax): 0.500". */
	exact: (v: number) => `exact value (minimax): ${rate(v)}`,
	trapCaption: 'The move MCTS plays after each number of iterations, and its minimax score',
	score: 'Minimax score',
	/** A count: "1,000". */
	number: (v: number) => integer(v),
	/** A win rate or UCT value, 3 decimals. */
	rate,
	/** Wins W, halves for draws. */
	winsCount: wins,
	/** The exploration constant: "√2", "0", "4". */
	exploration: (c: number) => (c === Math.SQRT2 ? '√2' : decimal(c, Number.isInteger(c) ? 0 : 2))
};
