/**
 * The step index: every step of a recorded search, numbered 0..total-1, derived from the record
 * alone (no second search). Terms: docs/conventions.md, "Vocabulary"; cells are 0-8 in code.
 *
 * ## The step sequence
 *
 * The search is replayed as the recursive calls of search.ts would run them. Each node `i` owns the
 * following steps, in this order (`S(i)` = the number of steps from its `enter` to its last step,
 * inclusive, its descendants' steps included):
 *
 * - a leaf: `enter`, then `evaluate` (a finished game's score), `lookup` (a table hit: the
 *   transposition table answers) or `heuristic` (a horizon leaf: the evaluation function scores
 *   it), then `return` (3 steps);
 * - an inner node: `enter`; then for each child `c` in the order searched: all the steps of `c`'s
 *   subtree followed by one `update` step at `i` (best so far, and with alpha-beta the window:
 *   alpha raised at a max node, beta lowered at a min node); then, when the pruning test succeeded
 *   after the last searched child (record flag FLAG_CUTOFF), one `cutoff` step naming the pruned
 *   moves (possibly none, when the test succeeded after the last legal move); then `return`;
 * - the root ends with `choose` (the best move, first best in the order tried) instead of `return`.
 *   A finished root position gives `enter`, `evaluate`, `choose` (with no move).
 *
 * So S(leaf) = 3 and S(i) = 2 + [cutoff] + sum over children c of (S(c) + 1), and the total is
 * 3n - 1 + leaves + cutoffs for a record of n nodes. Steps are entered in preorder, so node `i` is
 * entered at step `stepStart[i]`, strictly increasing with `i`; its last step (`return`/`choose`) is
 * `stepStart[i] + stepCount[i] - 1`; the step after it is the `update` at its parent.
 *
 * ## Typed-array layout (one entry per node, `record.count` entries each)
 * | field     | type       | meaning                                                          |
 * |-----------|------------|------------------------------------------------------------------|
 * | stepStart | Int32Array | step number (0-based) of the node's `enter` step                  |
 * | stepCount | Int32Array | S(i): steps from the node's `enter` to its `return`, inclusive    |
 *
 * 8 bytes per node (4.4 MB for the 549,946-node plain search from the empty board).
 */
import { hasCutoff, isSearchLeaf, type SearchRecord } from '../engine/index';

/** The switches the replay needs (the record does not store them); a SearchResult's `options` fits. */
export interface StepOptions {
	/** The search used alpha-beta: windows narrow, cutoffs happen. */
	readonly alphaBeta: boolean;
	/** Finished games were scored with the depth penalty (10 - d / d - 10). */
	readonly depthPenalty: boolean;
	/** The search used a transposition table: its table hits are leaves with a `lookup` step. */
	readonly transpositionTable?: boolean;
	/** The search's depth limit (null or absent: none): horizon leaves have a `heuristic` step. */
	readonly depthLimit?: number | null;
	/** The tree is iterative deepening's last complete iteration (the pseudo-code says so). */
	readonly iterativeDeepening?: boolean;
}

/** The precomputed index over one record. Immutable once built. */
export interface StepIndex extends StepOptions {
	readonly record: SearchRecord;
	/** Number of steps; valid step numbers are 0..total-1. */
	readonly total: number;
	/** Per node: the step at which it is entered (see the layout in the module doc). */
	readonly stepStart: Int32Array;
	/** Per node: its number of steps, descendants included. */
	readonly stepCount: Int32Array;
}

/** True when node i is a finished game (outcome bits set). */
export function isLeaf(record: SearchRecord, i: number): boolean {
	return isSearchLeaf(record, i);
}

/**
 * Builds the step index of a record in O(n) time, with two loops (no recursion).
 * @param record a record from `search()`.
 * @param options the options the record was searched with (`result.options`).
 * @throws RangeError when the record is empty or has more steps than an Int32Array can number.
 */
export function buildStepIndex(record: SearchRecord, options: StepOptions): StepIndex {
	const n = record.count;
	if (!(n >= 1)) throw new RangeError('The record is empty: a search records at least its root.');
	const { parent, end } = record;
	const stepCount = new Int32Array(n);
	const stepStart = new Int32Array(n);
	// Own steps: enter + return (+ evaluate, lookup or heuristic for a leaf, + cutoff after the
	// last child).
	for (let i = 0; i < n; i++) {
		stepCount[i] = 2 + (isSearchLeaf(record, i) ? 1 : 0) + (hasCutoff(record, i) ? 1 : 0);
	}
	// Children have larger indices than their parent: a backward pass sums subtrees bottom-up.
	for (let i = n - 1; i >= 1; i--) {
		const sum = stepCount[parent[i]] + stepCount[i] + 1; // + 1: the update step after child i
		if (sum > 0x7fffffff) throw new RangeError(`The record has too many steps to index (${sum}).`);
		stepCount[parent[i]] = sum;
	}
	const total = stepCount[0];
	// Forward pass: a parent's start is known before its children's.
	stepStart[0] = 0;
	for (let p = 0; p < n; p++) {
		let s = stepStart[p] + 1;
		for (let c = p + 1; c < end[p]; c = end[c]) {
			stepStart[c] = s;
			s += stepCount[c] + 1;
		}
	}
	return {
		record,
		alphaBeta: options.alphaBeta,
		depthPenalty: options.depthPenalty,
		transpositionTable: options.transpositionTable ?? false,
		depthLimit: options.depthLimit ?? null,
		iterativeDeepening: options.iterativeDeepening ?? false,
		total,
		stepStart,
		stepCount
	};
}

/**
 * Checks a step number.
 * @throws RangeError when k is not an integer in 0..total-1.
 */
export function checkStep(index: StepIndex, k: number): void {
	if (!Number.isInteger(k) || k < 0 || k >= index.total) {
		throw new RangeError(
			`Step ${k} does not exist: expected an integer from 0 to ${index.total - 1}.`
		);
	}
}

/**
 * Checks a node index.
 * @throws RangeError when i is not an integer in 0..record.count-1.
 */
export function checkNode(index: StepIndex, i: number): void {
	if (!Number.isInteger(i) || i < 0 || i >= index.record.count) {
		throw new RangeError(`Node ${i} does not exist: the record has ${index.record.count} nodes.`);
	}
}

/** Step at which node i is entered. @throws RangeError for a bad node index. */
export function enterStep(index: StepIndex, i: number): number {
	checkNode(index, i);
	return index.stepStart[i];
}

/** Step at which node i returns its value (`choose` for the root). @throws RangeError for a bad node. */
export function exitStep(index: StepIndex, i: number): number {
	checkNode(index, i);
	return index.stepStart[i] + index.stepCount[i] - 1;
}

/** Step of node i's `cutoff`, or -1 when it has none. @throws RangeError for a bad node index. */
export function cutoffStep(index: StepIndex, i: number): number {
	checkNode(index, i);
	if (!hasCutoff(index.record, i)) return -1;
	return index.stepStart[i] + index.stepCount[i] - 2;
}

/**
 * The last node entered at or before step k: the largest i with stepStart[i] <= k (binary search,
 * O(log n)). k must already be checked.
 */
export function lastEnteredAt(index: StepIndex, k: number): number {
	const starts = index.stepStart;
	let lo = 0;
	let hi = starts.length - 1;
	while (lo < hi) {
		const mid = (lo + hi + 1) >>> 1;
		if (starts[mid] <= k) lo = mid;
		else hi = mid - 1;
	}
	return lo;
}

/**
 * The node that owns step k (whose frame is on top of the call stack), given the last node entered:
 * walks up from it to the first node whose step range contains k. O(depth). k must be checked.
 */
export function ownerOf(index: StepIndex, k: number, lastEntered: number): number {
	const { stepStart, stepCount } = index;
	const parent = index.record.parent;
	let a = lastEntered;
	while (stepStart[a] + stepCount[a] - 1 < k) a = parent[a];
	return a;
}

/**
 * The node that owns step k. O(log n + depth).
 * @throws RangeError when k is not a step number.
 */
export function nodeAtStep(index: StepIndex, k: number): number {
	checkStep(index, k);
	return ownerOf(index, k, lastEnteredAt(index, k));
}
