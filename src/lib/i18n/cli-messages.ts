/**
 * The command line's text output (scripts/analyze.ts and scripts/verify.ts, `--lang en|fr`): its
 * help, lines and usage errors. The JSON output is the same in every language.
 */
import type { Mark, Outcome, SearchOptions } from '$lib/engine';
import type { Renderers } from './renderers';
import type { UsageProblem } from '../../../scripts/cli-options';

/** One side's games in the proof (the engine's ProofTally, plies as written in JSON). */
export interface TallyParts {
	readonly games: number;
	readonly humanWins: number;
	readonly aiWins: number;
	/** AI wins by the ply they end on: [ply, games], ascending. */
	readonly aiWinsByPly: readonly (readonly [ply: number, games: number])[];
	readonly draws: number;
}

/** The CLI's strings. Cells are 0-8 in arguments and written 1-9. */
export interface CliMessages {
	/** analyze's --help, before the options. */
	analyzeUsage: string;
	/** verify's --help, before the options. */
	verifyUsage: string;
	/** The options both commands share, one per line, for --help. */
	optionsHelp: string;
	/**
	 * "plain minimax, depth penalty on, index order", then the game and the techniques when they
	 * are not the defaults: "Connect Four, transposition table, depth limit 7".
	 */
	options(options: SearchOptions): string;
	/** "Position XOX/.O./X.., O to move (…)"; `toMove` null for a finished position. */
	positionLine(notation: string, toMove: Mark | null, options: string): string;
	/** "The game is over: X won." */
	over(outcome: Outcome): string;
	/**
	 * Ultimate tic-tac-toe, under the grid: where the side to move must play, `board` 0-8 (shown
	 * 1-9), or null for any open board: "To play in: board 5." / "To play in: any open board."
	 */
	ultimateToPlay(board: number | null): string;
	/** The candidate table's headers; the numbers are right-aligned under them. */
	cellHeader: string;
	scoreHeader: string;
	/** After the best move's row: "<- best move". */
	bestMarker: string;
	/** "Best move: cell 8. Minimax value: 9." */
	best(cell: number, value: number): string;
	/** "Iterative deepening within 1,000 ms:" before the iterations. */
	deepening(timeBudgetMs: number): string;
	/** One complete iteration: "  depth 3: best move cell 39, value 12, 400 nodes, 0.4 ms". */
	iteration(
		depth: number,
		bestMove: number | null,
		value: number,
		nodes: number,
		ms: number
	): string;
	/** Why the iterations stopped: the time budget, the deepest iteration, or no horizon leaf left. */
	stoppedBy(reason: 'complete' | 'max-depth' | 'time'): string;
	/**
	 * After the candidates when the exact solver ran (Connect Four, iterative deepening): proved
	 * ("Proved by the exact solver: X wins in 7 moves (…)"; the move and the scores are the
	 * proof's), or not within `budgetMs` (null winner and moves: a draw).
	 */
	proved(winner: Mark | null, moves: number, nodes: number, ms: number): string;
	notProved(budgetMs: number): string;
	/** `--solve`: the heading before the columns, the columns' header and one column's line. */
	solveHeading: string;
	solveHeader: string;
	/** "  4     39      11      999" (null score: a full column). */
	solveColumn(
		column: number,
		cell: number | null,
		score: number | null,
		value: number | null
	): string;
	/** `--solve`'s verdict: "Score 11: X wins with its 11th disc, in 3 moves; best column 4." */
	solveVerdict(
		score: number,
		winner: Mark | null,
		moves: number,
		disc: number,
		column: number
	): string;
	/** "Nodes: 34. Search time: 0.12 ms." */
	nodes(nodes: number, ms: number): string;
	/** "The AI searches with plain minimax, …." */
	searchesWith(options: string): string;
	humanFirst: string;
	aiFirst: string;
	/** "Human first: 569 games. Human wins: 0. AI wins: 386 (188 on ply 6, 198 on ply 8). Draws: 183." */
	tally(title: string, tally: TallyParts): string;
	/** "642 games in all; the human wins 0." */
	total(games: number, humanWins: number): string;
	unbeatable: string;
	beatable: string;
	usage: Renderers<UsageProblem>;
}
