/** The command line's text output in English (`cli` of the catalogue). */
import type { Mark, Outcome, SearchOptions } from '$lib/engine';
import { DEFAULT_GAME, gameDef } from '$lib/engine/games';
import type { TallyParts, UsageProblem } from '../cli-messages';
import type { Renderers } from '../renderers';
import { CLI_GAME_NAMES_EN } from './game-names';
import { numbersEn } from './numbers';

const { integer, milliseconds } = numbersEn;

/** The option line's name of game `id` (its message key, GameDef.names). */
function gameNameCliEN(id: string): string {
	const game = gameDef(id);
	return CLI_GAME_NAMES_EN[game.names.game](game);
}

export const cliEn = {
	/** analyze's --help, before the options. */
	analyzeUsage:
		'Usage: npm run --silent analyze -- [options] POSITION [SIDE]\n' +
		"The AI's decision in POSITION (for example 'XOX/.O./X..', 'XOX/.O./X.. o' or '-X-/---/---';\n" +
		'with --game ttt4 four rows of four cells, with --game connect4 six rows of seven, with\n' +
		"--game ultimate nine rows of nine, a space and the board to play in, 1-9 or '*' for any).\n" +
		'A textbook tree instead of a position (see --tree --help for its options):\n' +
		"  --tree TEXT               the tree as nested lists, '[[3,12,8],[2,4,6],[14,5,2]]'\n" +
		'  --tree-file PATH          the tree read from a file (a big tree: no limit of the shell)\n' +
		'  --tree -                  the tree read from standard input (a pipe or a redirection)\n' +
		'                            (at most 100,000 nodes and 4,000,000 bytes of text)',
	/** verify's --help, before the options. */
	verifyUsage:
		'Usage: npm run --silent verify -- [options]\n' +
		'Plays every game where the human (X) tries every move and the AI (O) answers.',
	/** The options both commands share, one per line, for --help. */
	optionsHelp: [
		'Each game has its defaults: ttt3 and ttt4 plain minimax, index order, no table, no iterative',
		'deepening, depth limit none (ttt3) or 5 (ttt4); connect4 alpha-beta, center-first order, the',
		'transposition table, iterative deepening with no depth limit and the exact solver in the same',
		'time budget (its proof is played when it finishes); ultimate the same without a solver (depth',
		'limit 5 without iterative deepening). The --no- flags turn a default off.',
		'  --alpha-beta, --no-alpha-beta  alpha-beta pruning, or plain minimax',
		'  --order index|center-first  move order ("center" also accepted)',
		'  --no-depth-penalty        score wins +WIN and losses -WIN at any depth (WIN: 10, 1000 beyond 3x3)',
		'  --game ttt3|ttt4|connect4|ultimate  the game (default: ttt3, tic-tac-toe 3x3)',
		'  --transposition-table, --no-transposition-table  look positions already searched up in a table',
		'  --depth-limit N|none      plies searched before the evaluation function scores a position',
		'                            (default without iterative deepening: none for ttt3, 5 for ttt4',
		'                            and ultimate, 7 for connect4; with it: none for ttt3, connect4 and',
		'                            ultimate, 5 for ttt4)',
		'  --iterative-deepening, --no-iterative-deepening  depths 1, 2, 3... within --time-budget',
		'                            (--depth-limit: the deepest)',
		'  --time-budget MS          milliseconds for the solver and the iterations (default: 1000)',
		'  --no-solver               connect4: no exact solver beside iterative deepening',
		'  --solve                   connect4: the exact solver alone, no time limit: every column',
		"                            exactly (score 22 - the winner's discs, as Pascal Pons' solver)",
		'  --mcts                    Monte Carlo tree search (UCT) instead of minimax: per move its visits,',
		'                            win rate and the exact minimax value (3x3, 4x4; connect4 when solved)',
		'  --iterations N            MCTS iterations, 1 to 1,000,000 (default: 1000)',
		'  --seed S                  MCTS random seed, 0 to 4294967295 (default: 0): the same seed replays',
		'  --exploration C           the UCT exploration constant, a number >= 0 (default: 1.414, sqrt 2)',
		'                            (with --mcts, --time-budget MS runs for MS milliseconds instead)',
		'  --json                    one JSON object on stdout (cells from 0, the same in every language)',
		'  --lang en|fr              language of the text output (default: en)',
		'  -h, --help                this help'
	].join('\n'),
	/**
	 * "plain minimax, depth penalty on, index order", then the game and the techniques when they
	 * are not the defaults: "Connect Four, transposition table, depth limit 7".
	 */
	options: (o: SearchOptions) =>
		[
			o.alphaBeta ? 'alpha-beta' : 'plain minimax',
			o.depthPenalty ? 'depth penalty on' : 'depth penalty off',
			`${o.order} order`,
			...(o.game && o.game !== DEFAULT_GAME.id ? [gameNameCliEN(o.game)] : []),
			...(o.transpositionTable ? ['transposition table'] : []),
			...(o.depthLimit ? [`depth limit ${o.depthLimit}`] : []),
			...(o.solver ? ['exact solver'] : [])
		].join(', '),
	/** "Position XOX/.O./X.., O to move (…)"; `toMove` null for a finished position. */
	positionLine: (notation: string, toMove: Mark | null, options: string) =>
		toMove === null
			? `Position ${notation} (${options})`
			: `Position ${notation}, ${toMove} to move (${options})`,
	/** "The game is over: X won." */
	over: (outcome: Outcome) =>
		outcome === 'draw' ? 'The game is over: draw.' : `The game is over: ${outcome} won.`,
	/**
	 * Ultimate tic-tac-toe, under the grid: where the side to move must play, `board` 0-8 (shown
	 * 1-9), or null for any open board: "To play in: board 5." / "To play in: any open board."
	 */
	ultimateToPlay: (board: number | null) =>
		board === null ? 'To play in: any open board.' : `To play in: board ${board + 1}.`,
	/** The candidate table's headers; the numbers are right-aligned under them. */
	cellHeader: 'Cell',
	scoreHeader: 'Score',
	/** After the best move's row: "<- best move". */
	bestMarker: '<- best move',
	/** "Best move: cell 8. Minimax value: 9." */
	best: (cell: number, value: number) => `Best move: cell ${cell + 1}. Minimax value: ${value}.`,
	/** "Iterative deepening within 1,000 ms:" before the iterations. */
	deepening: (ms: number) => `Iterative deepening within ${milliseconds(ms, 0)}:`,
	/** One complete iteration: "  depth 3: best move cell 39, value 12, 400 nodes, 0.4 ms". */
	iteration: (depth: number, bestMove: number | null, value: number, nodes: number, ms: number) =>
		`  depth ${depth}: best move ${bestMove === null ? 'none' : `cell ${bestMove + 1}`}, value ${value}, ${integer(nodes)} nodes, ${milliseconds(ms, 2)}`,
	/** Why the iterations stopped: the time budget, the deepest iteration, or no horizon leaf left. */
	stoppedBy: (reason: 'complete' | 'max-depth' | 'time') =>
		({
			complete: 'Stopped: the last iteration met no horizon leaf (a deeper one finds the same).',
			'max-depth': 'Stopped: the deepest iteration asked for is done.',
			time: 'Stopped: the time budget ran out (the iteration it interrupted is dropped).'
		})[reason],
	/**
	 * After the candidates when the exact solver ran (Connect Four, iterative deepening): proved
	 * ("Proved by the exact solver: X wins in 7 moves (…)"; the move and the scores are the
	 * proof's), or not within `budgetMs` (null winner and moves: a draw).
	 */
	proved: (winner: Mark | null, moves: number, nodes: number, ms: number) =>
		`Proved by the exact solver (${integer(nodes)} nodes, ${milliseconds(ms, 2)}): ` +
		(winner === null
			? 'a draw with best play.'
			: `${winner} wins in ${moves} ${moves === 1 ? 'move' : 'moves'}.`) +
		" The best move and the scores above are the proof's; the iterations estimate.",
	notProved: (budget: number) =>
		`Not proved: the exact solver did not finish within ${milliseconds(budget, 0)}; the best move is the search's.`,
	/** `--solve`: the heading before the columns, the columns' header and one column's line. */
	solveHeading:
		"Exact solver (Pascal Pons' scores: 22 - the winner's discs when it connects four):",
	solveHeader: 'Column  Cell  Score  Value',
	/** "  4     39      11      999" (null score: a full column). */
	solveColumn: (column: number, cell: number | null, score: number | null, value: number | null) =>
		cell === null || score === null || value === null
			? `${String(column + 1).padStart(6)}  full`
			: `${String(column + 1).padStart(6)}  ${String(cell + 1).padStart(4)}  ${String(score).padStart(5)}  ${String(value).padStart(5)}`,
	/** `--solve`'s verdict: "Score 11: X wins with its 11th disc, in 3 moves; best column 4." */
	solveVerdict: (score: number, winner: Mark | null, moves: number, disc: number, column: number) =>
		(winner === null
			? `Score 0: a draw with best play`
			: `Score ${score}: ${winner} wins with its disc number ${disc}, in ${moves} ${moves === 1 ? 'move' : 'moves'}`) +
		`; best column ${column + 1}.`,
	/** "Nodes: 34. Search time: 0.12 ms." */
	nodes: (nodes: number, ms: number) =>
		`Nodes: ${integer(nodes)}. Search time: ${milliseconds(ms, 2)}.`,
	/** "The AI searches with plain minimax, …." */
	searchesWith: (options: string) => `The AI searches with ${options}.`,
	humanFirst: 'Human first',
	aiFirst: 'AI first',
	/** "Human first: 569 games. Human wins: 0. AI wins: 386 (188 on ply 6, 198 on ply 8). Draws: 183." */
	tally: (title: string, t: TallyParts) => {
		const byPly = t.aiWinsByPly.length
			? t.aiWinsByPly.map(([ply, n]) => `${integer(n)} on ply ${ply}`).join(', ')
			: 'none';
		return (
			`${title}: ${integer(t.games)} games. Human wins: ${integer(t.humanWins)}. ` +
			`AI wins: ${integer(t.aiWins)} (${byPly}). Draws: ${integer(t.draws)}.`
		);
	},
	/** "642 games in all; the human wins 0." */
	total: (games: number, humanWins: number) =>
		`${integer(games)} games in all; the human wins ${integer(humanWins)}.`,
	unbeatable: 'The AI is unbeatable.',
	beatable: 'The AI can be beaten!',
	usage: {
		'unknown-option': (p) =>
			p.takesPosition
				? `Unknown option '${p.option}'. To give a position starting with '-', put it after '--'.`
				: `Unknown option '${p.option}'.`,
		'missing-value': (p) => `Option '${p.option}' needs a value.`,
		'bad-arguments': (p) => p.message,
		'unknown-order': (p) => `Unknown move order "${p.value}": use ${p.orders.join(' or ')}.`,
		'unknown-language': (p) => `Unknown language "${p.value}": use ${p.languages.join(' or ')}.`,
		'unknown-game': (p) => `Unknown game "${p.value}": use ${p.games.join(', ')}.`,
		'bad-depth-limit': (p) =>
			`Bad depth limit "${p.value}": give a whole number of plies from 1 to ${p.max}, or none.`,
		'bad-time-budget': (p) =>
			`Bad time budget "${p.value}": give a whole number of milliseconds from 1 to 600000.`,
		'bad-iterations': (p) =>
			`Bad number of iterations "${p.value}": give a whole number from 1 to ${integer(p.max)}.`,
		'bad-seed': (p) =>
			`Bad seed "${p.value}": give a whole number from 0 to ${integer(4294967295)}.`,
		'bad-exploration': (p) =>
			`Bad exploration constant "${p.value}": give a number from 0 up, for example 1.414 (the default, sqrt 2).`,
		'mcts-option': (p) => `${p.option} sets Monte Carlo tree search: give --mcts too.`,
		'not-with-mcts': (p) =>
			`${p.option} is a minimax option; Monte Carlo tree search (--mcts) does not use it.`,
		'conflicting-options': (p) => `Give ${p.option} or ${p.negated}, not both.`,
		'time-budget-without-deepening': () =>
			'--time-budget bounds iterative deepening: give --iterative-deepening too (it is on by default in Connect Four only).',
		'repeated-option': (p) =>
			`Option '${p.option}' is given twice, as "${p.first}" and "${p.second}": give it once.`,
		'solve-game': (p) => `--solve solves Connect Four only (--game connect4), not "${p.value}".`,
		'verify-game': (p) => `verify proves tic-tac-toe 3x3 only, not "${p.value}".`,
		'missing-position': () => 'Missing POSITION, for example XOX/.O./X..',
		'unexpected-argument': (p) =>
			`Unexpected argument "${p.value}": give one position, optionally followed by x or o (quote a position with spaces).`,
		'verify-position': (p) => `verify takes no position, got "${p.value}".`,
		'solver-game': (p) =>
			`--no-solver turns off Connect Four's exact solver (--game connect4); --game ${p.game} has no solver to turn off.`,
		'solver-without-deepening': (p) =>
			`--no-solver does not apply with --no-iterative-deepening: in --game ${p.game} the exact solver runs only beside iterative deepening.`,
		'not-with-solve': (p) =>
			p.option === '--no-solver'
				? `--solve runs the exact solver and --no-solver turns it off (--game ${p.game}): give one of them.`
				: `${p.option} does not apply with --solve: in --game ${p.game} it runs the exact solver alone, with no time limit.`,
		'verify-option': (p) =>
			`verify does not take ${p.option}: it proves the minimax AI of tic-tac-toe 3x3 (--game ttt3).`
	} satisfies Renderers<UsageProblem>
};
