/**
 * English strings of practice and of the game's Coach (PRACTICE_WORDS.en, ../practice-page-words.ts).
 * Cells are "cell 9 (c1)": number and coordinates (docs/game-rules.md).
 */
import type { PracticeNodeRef } from '$lib/practice';
import type { Mark, SearchOptions } from '$lib/engine';
import { clip } from '../format';
import { coachEn } from './coach';
import { numbersEn } from './numbers';
import type {
	AnswerRenderers,
	HintRenderers,
	NodeNameParts,
	PracticeProblem,
	QuestionRenderers,
	TreeHelp
} from '../practice-messages';
import { cellName, cellsName, nodeName, nodesName, number, valueWithBound } from './practice-words';

function searchName(o: SearchOptions): string {
	return (
		`${o.alphaBeta ? 'alpha-beta' : 'plain minimax'}, depth penalty ${o.depthPenalty ? 'on' : 'off'}` +
		(o.order === 'center-first' ? ', centre-first order' : '')
	);
}

function penaltyName(o: SearchOptions): string {
	return `depth penalty ${o.depthPenalty ? 'on' : 'off'}`;
}

const quote = (text: string) => `"${clip(text).text}"`;

/** The practice page's words in English (PRACTICE_WORDS.en, ../practice-page-words.ts). */
export const practiceEn = {
	heading: 'Practice',
	intro:
		'Do the reasoning yourself: every answer is checked exactly against the recorded search, with the reason and its numbers.',
	kindsHeading: 'Exercise kinds',
	allKinds: 'All exercise kinds',
	kinds: {
		win: {
			title: 'Win now',
			description: 'Find the move that wins at once, or show there is none.'
		},
		threats: {
			title: 'Threats',
			description: 'Mark every cell where X, and every cell where O, would complete a line at once.'
		},
		'best-move': {
			title: 'Best move',
			description: 'Choose the move minimax plays, with or without the depth penalty.'
		},
		value: {
			title: 'Node value',
			description: 'Type the minimax value (or alpha-beta bound) of a highlighted node of the tree.'
		},
		'next-node': {
			title: 'Next node',
			description: 'Click the node the search (plain or alpha-beta) visits next.'
		},
		window: {
			title: 'Window',
			description: 'Type alpha and beta as alpha-beta enters a highlighted node.'
		},
		prune: {
			title: 'Pruning',
			description: 'Mark every child alpha-beta prunes in a tree; missing and extra marks count.'
		},
		uct: {
			title: 'Which child does UCT select next?',
			description:
				'Monte Carlo tree search: from the root children’s visits N and wins W, pick the child UCT selects at the next iteration.'
		}
	},
	/** "plain minimax, depth penalty on, index order". */
	searchName,
	/** What the exercise asks. */
	question: {
		win: (e) => `${e.side} to move. Find the move that wins at once, or choose "No immediate win".`,
		threats: (e) =>
			`Mark every cell where X would complete a line of three at once, and every cell where O would, whoever is to move (here ${e.position.toMove}).`,
		'best-move': (e) =>
			`${e.side} to move. Which move does minimax play (${searchName(e.options)})? Among equal scores it keeps the first cell in index order.`,
		value: (e, ctx) =>
			`The tree is the search of this position (${searchName(e.options)}; ${ctx.maximizer} to move at the root, the maximizer). ` +
			`Type the value it records for the highlighted ${nodeName(ctx.node(e.node))}` +
			(e.options.alphaBeta ? '; write a bound as "<= -8" or ">= 0".' : '.'),
		'next-node': (e, ctx) =>
			`The search (${searchName(e.options)}) is at the highlighted ${nodeName(ctx.node(e.current))}, step ${numbersEn.integer(e.step + 1)}. ` +
			'Which node does it enter next? Click it, or choose "No more nodes".' +
			(e.options.alphaBeta ? ' The tree shows every move, also those alpha-beta prunes.' : ''),
		window: (e, ctx) =>
			`Alpha-beta (${penaltyName(e.options)}) enters the highlighted ${nodeName(ctx.node(e.node))}. ` +
			'Type its window, alpha and beta; write -inf or +inf for an open end.',
		prune: (e, ctx) =>
			`Alpha-beta (${penaltyName(e.options)}) searches this tree from the root (${ctx.maximizer} to move, the maximizer). ` +
			'Mark every child it prunes; finished games show their scores.',
		uct: (e) =>
			`Monte Carlo tree search has run ${numbersEn.integer(e.mcts.iterations)} iterations from this position (${e.side} to move, seed ${e.mcts.seed}, c = √2 ≈ ${numbersEn.decimal(e.mcts.exploration, 3)}); ` +
			`the root has N = ${numbersEn.integer(e.parentVisits)} visits. Which child does UCT select at the next iteration? Pick its cell. ` +
			'UCT = W/N + c·√(ln N_root / N); equal values go to the centre, then the corners, then the edges.'
	} satisfies QuestionRenderers,
	/** "Score: 3 correct out of 5 attempted". */
	score: (correct: number, attempted: number) =>
		`Score: ${numbersEn.integer(correct)} correct out of ${numbersEn.integer(attempted)} attempted`,
	seedLine: (seed: number) => `Seed ${seed}`,
	check: 'Check',
	hint: 'Hint',
	showSolution: 'Show solution',
	next: 'Next exercise',
	openDebugger: 'Open in the debugger',
	link: 'Link to this exercise',
	boardLabel: 'Exercise board',
	cellLabel: (cell: number, mark: Mark | null) => `Cell ${cell + 1}: ${mark ?? 'empty'}`,
	noWin: 'No immediate win',
	noNext: 'No more nodes',
	threatsLegend: (side: Mark) => `Cells where ${side} wins at once`,
	threatToggle: (side: Mark, cell: number) => `${side} wins on cell ${cell + 1}`,
	valueLabel: 'Value',
	valueHelp: 'A whole number, or a bound: "<= -8", ">= 0".',
	alphaLabel: 'alpha',
	betaLabel: 'beta',
	windowHelp: 'Whole numbers, or -inf / +inf (also -∞, +∞).',
	treeLabel: 'Search tree of the exercise',
	treeHelp: {
		'next-node': 'Faded nodes are not visited yet. Click the next one.',
		prune: 'Click a node to mark it pruned; click again to unmark.',
		value: 'Scissors (✂) mark moves alpha-beta pruned.',
		window: 'Faded nodes are not visited yet.'
	} satisfies TreeHelp,
	nodeName: (ref: PracticeNodeRef, parts: NodeNameParts) =>
		(ref.path.length === 0
			? `Root: ${ref.toMove} to move, depth 0`
			: `Node ${ref.path.map((c) => c + 1).join('→')}: ${ref.played} on cell ${ref.path[ref.path.length - 1] + 1}, depth ${ref.depth}`) +
		(parts.value === null ? '' : `, value ${parts.value}`) +
		(parts.window === null ? '' : `, window ${parts.window}`) +
		(parts.asked ? ', highlighted' : '') +
		(parts.unvisited ? ', not visited yet' : ''),
	/** The ghost of a node's pruned children: "pruned: 6 and 9". */
	ghostLabel: (cells: readonly number[]) => `pruned: ${cells.map((c) => c + 1).join(', ')}`,
	/** The status line after a check: "Correct." / "Wrong:" plus the mistakes. */
	correct: 'Correct.',
	wrong: 'Wrong:',
	/** Before the solution's answer: "Solution:". */
	solution: 'Solution:',
	hintPrefix: 'Hint:',
	whyHeading: 'Why',
	scoresCaption: 'Every move’s score',
	moveColumn: 'Move',
	scoreColumn: 'Score',
	/** The UCT exercise's table of root children (N, W, and UCT once answered). */
	uctTable: {
		caption: (k: number, n: number) =>
			`The root’s children after ${numbersEn.integer(k)} iterations (root: N = ${numbersEn.integer(n)})`,
		visits: 'Visits N',
		wins: 'Wins W',
		uct: 'UCT value'
	},
	/** A count of wins, halves for draws: "3.5". */
	wins: (w: number) => (Number.isInteger(w) ? numbersEn.integer(w) : numbersEn.decimal(w, 1)),
	/** A UCT value or one of its parts, 3 decimals: "1.537". */
	uctNumber: (v: number) => numbersEn.decimal(v, 3),
	hints: {
		win: (h) => `Look for a line with two ${h.side} marks and an empty cell.`,
		threats: (h) => `X has ${h.X} immediate win${h.X === 1 ? '' : 's'} and O has ${h.O}.`,
		'best-move': (h) =>
			`The best move scores ${number(h.score)} (depth penalty ${h.depthPenalty ? 'on' : 'off'}).`,
		value: (h) =>
			h.leaf
				? 'This node is a finished game: score it.'
				: `A ${h.maximizing ? 'max' : 'min'} node with ${h.children} child${h.children === 1 ? '' : 'ren'}: it takes the ${h.maximizing ? 'largest' : 'smallest'} value` +
					(h.alphaBeta ? ', and a cutoff may stop it early, leaving only a bound.' : '.'),
		'next-node': (h) =>
			({
				enter: 'The node just entered tries its first move next (unless it is a finished game).',
				evaluate: 'A finished game returns at once; its parent goes on with its next move.',
				lookup: 'A table hit returns at once; its parent goes on with its next move.',
				heuristic: 'A horizon leaf returns at once; its parent goes on with its next move.',
				update:
					'A child just returned: its parent tries its next move' +
					(h.alphaBeta ? ', unless alpha >= beta cuts the rest off.' : '.'),
				cutoff: 'A cutoff just fired: the rest of this node’s moves are skipped.',
				return: 'The node returns; its parent goes on with its next move.',
				choose: 'The search is over.'
			})[h.stepKind],
		window: (h, ctx) =>
			`The node starts with its parent’s window; ${nodeName(ctx.node(h.parent))}, ${h.parentMaximizing ? 'a max' : 'a min'} node, has searched ${h.earlierChildren} child${h.earlierChildren === 1 ? '' : 'ren'} before it.`,
		prune: (h) =>
			`Alpha-beta makes ${h.cutoffs} cutoff${h.cutoffs === 1 ? '' : 's'} here, pruning ${h.pruned} child${h.pruned === 1 ? '' : 'ren'} in all.`,
		uct: (h) =>
			`Work out W/N + ${numbersEn.decimal(h.exploration, 3)}·√(ln ${numbersEn.integer(h.parentVisits)} / N) for each child and take the largest: a child visited less gets a larger exploration term.`
	} satisfies HintRenderers,
	/** An answer in words (the solution): "cell 9 (c1)". */
	answers: {
		win: (a) => (a.cell === null ? 'no immediate win' : cellName(a.cell)),
		threats: (a) => `X on ${cellsName(a.X)}; O on ${cellsName(a.O)}`,
		'best-move': (a) => cellName(a.cell),
		value: (a) => valueWithBound(a.value, a.bound),
		'next-node': (a, ctx) => (a.node === null ? 'no more nodes' : nodeName(ctx.node(a.node))),
		window: (a) => `alpha ${number(a.alpha)}, beta ${number(a.beta)}`,
		prune: (a, ctx) =>
			a.nodes.length === 0 ? 'no node' : nodesName(a.nodes.map((n) => ctx.node(n))),
		uct: (a) => cellName(a.cell)
	} satisfies AnswerRenderers,
	/** Link and typed-answer problems. */
	problem(p: PracticeProblem) {
		const value = String(p.details.value ?? p.details.seed ?? '');
		switch (p.code) {
			case 'unknown-kind':
				return `There is no exercise kind ${quote(value)}: choose one from the list.`;
			case 'bad-seed':
				return `The seed ${quote(value)} is not a whole number from 0 to ${numbersEn.integer(4294967295)}.`;
			case 'bad-position':
				return p.position
					? `The position in the link is not valid: ${p.position}`
					: `The position ${quote(value)} in the link is not valid.`;
			case 'missing-kind':
				return 'The link gives a position or a seed but no exercise kind: choose a kind.';
			case 'position-finished':
				return 'The game is already over in this position: it cannot hold this exercise.';
			case 'tree-too-large':
				return `This position’s tree has ${numbersEn.integer(Number(p.details.nodes))} nodes; an exercise shows at most ${p.details.max}: give a position with more marks.`;
			case 'too-few-moves':
				return 'This position has only one legal move: UCT has nothing to choose between. Give a position with at least two empty cells.';
			case 'empty':
				return 'Type an answer first.';
			case 'not-a-number':
				return `${quote(value)} is not a whole number.`;
			case 'out-of-range':
				return `${quote(value)} is out of range: type a whole number from −${p.details.max} to ${p.details.max}.`;
			case 'bad-bound':
				return `${quote(value)} has no bound sign: write <= or >=.`;
			default:
				return `This answer cannot be read (${p.code}).`;
		}
	},
	coach: coachEn
};
