/**
 * What search.ts and the game searches it calls (search-game.ts for every game's board,
 * search-ultimate.ts for ultimate tic-tac-toe) agree on: the switches a game search reads, what it
 * hands back, and a root move's score.
 */
import type { Bound } from './record';

/** One root move with its score (root mover's view) and whether that score is exact or a bound. */
export interface MoveScore {
	/** The cell the move fills (with gravity, the lowest empty cell of its column). */
	cell: number;
	score: number;
	bound: Bound;
}

/** The switches the generic search reads (search.ts resolves the defaults). */
export interface GameSearchSettings {
	alphaBeta: boolean;
	depthPenalty: boolean;
	/** Moves in the order tried: cells, or columns with gravity. */
	order: readonly number[];
	transpositionTable: boolean;
	/** Plies; null for none. */
	depthLimit: number | null;
	/** Whether a horizon leaf scores the evaluation function (default), or 0 as a draw (false). */
	horizonEvaluation?: boolean;
	nodeBudget: number;
	shouldAbort: (() => boolean) | null;
	/** Cells to try first along a line from the root (see SearchControl.firstMoves). */
	firstMoves: readonly number[];
	/** Nodes and table entries the search is expected to take (SearchControl.expected); 0: unknown. */
	expectedNodes?: number;
	expectedEntries?: number;
}

/** What the generic search hands back to search.ts. */
export interface GameSearchOutput {
	value: number;
	examined: number;
	kept: number;
	/** The buffer holding the record (a new one when the search outgrew the one it was given). */
	buffer: ArrayBuffer;
	tableEntries: number;
	tableHits: number;
	horizonLeaves: number;
	/** The root moves in the order tried, with their scores and bounds (kept or not). */
	moves: MoveScore[];
}
