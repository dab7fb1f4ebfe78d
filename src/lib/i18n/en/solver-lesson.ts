/** The Connect Four solver lesson in English: its narrations and its chart (en/lessons.ts). */
import type { NarrationCatalogue, NarrationCode } from '$lib/lessons';
import type { SolvedFacts } from '$lib/lessons/data/connect4-solver';
import { numbersEn } from './numbers';

const { integer } = numbersEn;
const movesWord = (n: number) => `${n} ${n === 1 ? 'move' : 'moves'}`;
const result = (f: SolvedFacts) =>
	f.winner === null ? 'a draw with best play' : `${f.winner} wins in ${movesWord(f.moves)}`;
/** "1,087 nodes instead of 4,399" or "53 nodes, not fewer than 44". */
const against = (nodes: number, before: number) =>
	nodes < before
		? `${integer(nodes)} nodes instead of ${integer(before)}`
		: `${integer(nodes)} nodes against ${integer(before)}: here it costs more than it saves`;

type Codes = Extract<NarrationCode, `connect4-solver.${string}`>;

export const solverNarrationEn: Pick<NarrationCatalogue, Codes> = {
	'connect4-solver.plain': (v) =>
		`${v.toMove} to move, ${v.discs} discs on the board. The answer: ${result(v)} (moves of the winner, the last one included). Plain minimax proves it by playing out every game from here to its end: ${integer(v.nodes)} nodes. The chart adds the solver's techniques one at a time on this same position.`,
	'connect4-solver.alpha-beta': (v) =>
		`Alpha-beta skips the moves that cannot change the answer: ${against(v.nodes, v.plainNodes)}, the same answer. The tree is the engine's recorded search, columns tried left to right.`,
	'connect4-solver.centre': (v) =>
		`Centre first: columns 4, 3, 5, 2, 6, 1, 7. A disc in the centre is in more lines, so a good move tends to come early and cut the others off: ${against(v.nodes, v.alphaBetaNodes)}.`,
	'connect4-solver.table': (v) =>
		`The solver's transposition table. A bitboard holds the position: 7 bits a column (6 cells and a spare bit), the side to move's discs and all the discs, each as two 32-bit halves, so a position is a 49-bit key. An entry keeps a lower bound (after a cutoff) or an upper bound, which narrows the window when the same position comes back by other moves: ${against(v.nodes, v.centreNodes)}.`,
	'connect4-solver.null-window': (v) =>
		`The zero window: instead of one search with a wide window, the solver asks yes-or-no questions, "is the score above s?", each a search with the window (s, s + 1) that halves the interval of possible scores, asking near a draw first; each node also narrows its window to the best and worst scores still possible there. ${v.searches} searches, ${against(v.nodes, v.tableNodes)}.`,
	'connect4-solver.anticipate': (v) =>
		`Anticipating losses: a node wins at once when it can; otherwise it must block the opponent's winning cell (two of them: lost) and never plays just under one. Moves that lose at once are never searched: ${against(v.nodes, v.nullWindowNodes)}.`,
	'connect4-solver.threats': (v) =>
		`Threat ordering: the moves that create the most winning cells come first (ties centre first), ${against(v.nodes, v.anticipateNodes)}. The engine's solver (the same techniques in typed arrays, and the column that last cut off in a position tried first there) needs ${integer(v.solverNodes)} nodes.`,
	'connect4-solver.midgame': (v) =>
		`Ten moves earlier, ${v.discs} discs, ${v.toMove} to move (a position of the reference data scored by Pascal Pons' solver): ${result(v)}. Alpha-beta, centre first and the table pass ${integer(v.budget)} nodes without an answer. The zero window needs ${integer(v.nullWindow)}, anticipating losses ${integer(v.anticipate)}, threat ordering ${integer(v.threats)}, the engine's solver ${integer(v.solver)}: each technique pays on the bigger tree.`,
	'connect4-solver.in-game': (v) =>
		`In a game the computer gives the solver half of its ${integer(v.budgetMs)} ms (${integer(v.solverMs)} ms), then iterative deepening the rest: alpha-beta, centre first and the table, one ply deeper each time, for the tree on screen. On this position the solver answers: ${result(v)}, playing column ${v.column + 1}; when its answer comes within its time, the computer plays that column and the status says "Proved".`
};

export const ladderChartEn = {
	/** The chart's caption. */
	caption: 'Nodes searched, each technique added to the ones above (log scale)',
	/** Each rung's name: the technique it adds. */
	rungs: {
		plain: 'Plain minimax',
		'alpha-beta': 'Alpha-beta',
		'centre-first': 'Centre first',
		table: 'Transposition table',
		'null-window': 'Zero window',
		anticipate: 'Anticipating losses',
		'threat-order': 'Threat ordering',
		solver: 'The engine’s solver'
	},
	/** A rung's node count, "4,399 nodes". */
	nodes: (n: number) => `${integer(n)} ${n === 1 ? 'node' : 'nodes'}`,
	/** A rung that passed its node budget. */
	outOfReach: 'out of reach',
	/** The column headers: technique, nodes. */
	technique: 'Technique added',
	nodesHeader: 'Nodes'
};
