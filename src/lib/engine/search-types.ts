/**
 * What a search is asked and what it answers, apart from the search itself (search.ts): the
 * switches (SearchOptions) and their 3x3 defaults, the result's shape, and how many nodes a 3x3
 * record can hold. A module of its own so that code that only reads options or results (the page,
 * whose searches run in the search worker) does not load the search kernels.
 */
import type { Outcome, Position } from './board';
import type { GameId } from './games';
import type { MoveOrder } from './order';
import type { SearchRecord } from './record';
import type { MoveScore } from './game-search-types';
import { GAME_SEARCH_DEFAULTS } from './search-options';

/**
 * Search switches. Defaults: plain minimax, depth penalty on, index order; the optional ones: game
 * 'ttt3', no transposition table, no depth limit (absent and default are the same search).
 */
export interface SearchOptions {
	alphaBeta: boolean;
	depthPenalty: boolean;
	order: MoveOrder;
	/** The game (games.ts); the position must have its number of cells. */
	game?: GameId;
	/** Look positions already searched up in a transposition table (transposition.ts). */
	transpositionTable?: boolean;
	/**
	 * Plies below the root at which an unfinished position becomes a horizon leaf scored by the
	 * evaluation function (evaluation.ts); null or absent for none. A whole number from 1.
	 */
	depthLimit?: number | null;
	/**
	 * What a horizon leaf scores (with a depth limit): 'lines', the evaluation function
	 * (evaluation.ts; the default), or 'none', 0 as if it were a draw, so that the search sees only
	 * wins and losses within the limit (the computer level "Looks N plies ahead", game/lookahead.ts).
	 */
	evaluation?: 'lines' | 'none';
	/**
	 * Search by iterative deepening (deepening.ts) instead: read by decide.ts and the CLI, which
	 * call iterativeDeepening with these options; `search` itself runs one search.
	 */
	iterativeDeepening?: boolean;
	/**
	 * Connect Four: also run the exact solver (connect4-solver.ts) and play its proof when it
	 * finishes within the time budget (decide.ts); `search` and `iterativeDeepening` ignore it.
	 */
	solver?: boolean;
}

/**
 * The 3x3 techniques every search starts from when it is given none (search-options.ts
 * GAME_SEARCH_DEFAULTS.ttt3): plain minimax, depth penalty, index order.
 */
export const DEFAULT_OPTIONS: Readonly<SearchOptions> = Object.freeze({
	alphaBeta: GAME_SEARCH_DEFAULTS.ttt3.alphaBeta,
	depthPenalty: GAME_SEARCH_DEFAULTS.ttt3.depthPenalty,
	order: GAME_SEARCH_DEFAULTS.ttt3.order
});

/** One root move with its score and bound (defined next to the search that fills it). */
export type { MoveScore } from './game-search-types';

/** What one search returns. */
export interface SearchResult {
	/**
	 * The cell the AI plays (with gravity, the lowest empty cell of the column it picks): the first
	 * best move in the order tried; null when the game is over.
	 */
	bestMove: number | null;
	/** Minimax value of the root (exact). For a finished position, its score (0 or +-WIN). */
	value: number;
	/** Root moves in the order they were tried. Empty for a finished position. */
	moves: MoveScore[];
	/** Every position examined, root and table hits included (the node count). */
	nodes: number;
	/** The same as `nodes`: every position examined, kept in the record or not. */
	examined: number;
	/** Nodes the record kept: `examined`, or the node budget when the search examined more. */
	kept: number;
	/** Positions stored in the transposition table (0 without it). */
	tableEntries: number;
	/** Nodes answered by the table (leaves flagged FLAG_TABLE_HIT). */
	tableHits: number;
	/** Nodes at the depth limit scored by the evaluation (leaves flagged FLAG_HORIZON). */
	horizonLeaves: number;
	/** Outcome of the root position when it is already finished, else null. */
	result: Outcome | null;
	record: SearchRecord;
	options: SearchOptions;
}

/**
 * MAX_TREE_NODES[e]: the most nodes a search can examine from a valid position with e empty cells,
 * the root included (plain minimax; alpha-beta examines a subset of the same tree). The empty board
 * gives 549,946; one mark on an edge 63,905. The size a record buffer needs, so that one allocation
 * for the largest tree serves every search. Recomputed over every valid position by
 * tests/unit/engine/search.test.ts.
 */
export const MAX_TREE_NODES: readonly number[] = [1, 2, 5, 16, 65, 294, 1585, 9400, 63905, 549946];

/**
 * Nodes a record buffer needs for a plain search of a 3x3 `position`: MAX_TREE_NODES by its empty
 * cells. For a bigger board (whose search grows its buffer), the first buffer's size: 4,096.
 */
export function recordCapacity(position: Position): number {
	if (position.cells.length !== 9) return 1 << 12;
	return MAX_TREE_NODES[position.cells.filter((c) => c === null).length];
}
