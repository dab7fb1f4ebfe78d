/**
 * What runs a search besides its options (docs/conventions.md, "Node budget" and "Cancelling a
 * search"): the node budget of the record, an abort callback checked every ABORT_CHECK_INTERVAL
 * nodes, and the moves to try first (iterative deepening's previous principal variation). None of
 * these change the values a search finds: the budget only limits what the record keeps, the first
 * moves only the order of the moves.
 */
/**
 * Nodes a record keeps by default: 3,000,000. Per node the page holds 28 bytes of record, 8 of
 * step index and about 32 of whole-tree layout (x, minX, maxX, byDepth): 68 bytes, so 3,000,000
 * nodes take about 195 MB, under the 300 MB heap target with room for the rest of the page
 * (docs/conventions.md, "Node budget"; scripts/bench/games.ts measures the record alone).
 */
export const DEFAULT_NODE_BUDGET = 3_000_000;

/** The abort callback is called once every this many nodes (a power of two). */
export const ABORT_CHECK_INTERVAL = 4096;

/** How to run one search. Every field is optional. */
export interface SearchControl {
	/**
	 * Most nodes the record keeps (an integer >= 1; default DEFAULT_NODE_BUDGET). Beyond it the
	 * search goes on and counts every node (`examined`) but records only the first `nodeBudget`
	 * (`kept`).
	 */
	nodeBudget?: number;
	/**
	 * Called every ABORT_CHECK_INTERVAL nodes (the plain 3x3 search, at most 549,946 nodes and
	 * tens of milliseconds, calls it once before it starts); returning true stops the search with
	 * a SearchAbortedError. See `deadline`.
	 */
	shouldAbort?: () => boolean;
	/**
	 * Moves (cells) to try first, from the root down: at the root the first, at its child reached
	 * by that move the second, and so on along that line (iterative deepening's previous principal
	 * variation). A move that is not legal where it would be tried is ignored.
	 */
	firstMoves?: readonly number[];
	/**
	 * What the search is expected to take, when known beforehand (a reference figure, for example
	 * the 4x4 draw proof's 725,254 nodes and 241,788 table entries): the record's first buffer and
	 * the transposition table are then made that big at once instead of growing (each growth
	 * allocates and copies). Only the speed depends on it: a wrong figure changes no node, value or
	 * byte of the record. Whole numbers from 0; the record's part is capped by the node budget.
	 */
	expected?: { nodes: number; tableEntries: number };
}

/** A search stopped by its abort callback. `examined`: nodes examined until then. */
export class SearchAbortedError extends Error {
	readonly code = 'aborted';
	constructor(readonly examined: number) {
		super(`The search was aborted after ${examined} nodes.`);
		this.name = 'SearchAbortedError';
	}
}

/**
 * An abort callback that says yes once `ms` milliseconds have passed since this call.
 * @param now the clock (milliseconds), performance.now by default.
 */
export function deadline(ms: number, now: () => number = () => performance.now()): () => boolean {
	const end = now() + ms;
	return () => now() >= end;
}
