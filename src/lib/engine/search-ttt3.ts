/**
 * The lean path of the plain 3x3 search (no transposition table, no depth limit, no node budget):
 * minimax with optional alpha-beta pruning, depth penalty and move ordering over two 9-bit masks,
 * recording every node it examines (record.ts). Scores are from the point of view of the side to
 * move at the root (the maximizer): win +10, loss -10, draw 0; with the depth penalty a win at
 * depth d scores 10 - d and a loss d - 10 (docs/conventions.md, "Scores"). search-game.ts records
 * the same tree node for node; this path exists for speed (scripts/bench/record.ts holds it to at
 * most 2x a bare bit-mask minimax that records nothing).
 *
 * Alpha-beta is the fail-soft variant (Knuth & Moore, "An analysis of alpha-beta pruning", 1975):
 * a node searched with window (alpha, beta) returning v <= alpha gives an upper bound, v >= beta a
 * lower bound, anything between an exact value. Alpha is kept from one root child to the next
 * (docs/conventions.md, "Alpha-beta"; the tie-break: "Tie-break").
 */
import { FULL, hasLine } from './ttt3';
import {
	BOUND_EXACT,
	BOUND_LOWER,
	BOUND_UPPER,
	FLAG_CUTOFF,
	NEG_INF,
	OUTCOME_DRAW,
	OUTCOME_O,
	OUTCOME_X,
	POS_INF,
	allocateRecordArrays,
	type RecordArrays
} from './record';
import { SearchAbortedError } from './search-control';

const WIN = 10;

// The running search's state. Module variables, not a closure: the hot loop's stores then need no
// context walk (measured with scripts/bench/record.ts: 10 to 15% faster). Safe because the search is
// synchronous and never re-entered; `search` sets every one of them before the first node.
let rParent: Int32Array, rEnd: Int32Array, rMove: Int8Array, rDepth: Uint8Array;
let rValue: Int16Array, rBound: Uint8Array, rAlpha: Int16Array, rBeta: Int16Array;
let rFlags: Uint8Array, rPruned: Uint16Array, rX: Uint16Array, rO: Uint16Array;
let count = 0;
/** The move order, as an Int8Array: indexing a frozen array (GameDef.orders) in the hot loop
 * made the whole search 1.7x slower (scripts/bench/record.ts). */
let order: Int8Array = new Int8Array(0);
let alphaBeta = false;
let depthPenalty = true;
let rootIsX = true;

/** Points the running search's arrays at `a` (views over the buffer being filled). */
function bind(a: RecordArrays): void {
	[rParent, rEnd, rMove, rDepth, rValue, rBound] = [
		a.parent,
		a.end,
		a.move,
		a.depth,
		a.value,
		a.bound
	];
	[rAlpha, rBeta, rFlags, rPruned, rX, rO] = [a.alpha, a.beta, a.flags, a.pruned, a.xMask, a.oMask];
}
/** Empty views, bound between searches so that the module holds no record buffer. */
const NO_RECORD = allocateRecordArrays(0);

/**
 * Searches the node reached by `move` from `parent`, `depth` plies below the root, with the masks
 * `x` and `o` and the window (alpha, beta), and records it. Returns its value (root mover's view).
 * Plain minimax leaves the window, bound and pruned fields to `search` (one fill for all nodes).
 */
function visit(
	parent: number,
	move: number,
	depth: number,
	x: number,
	o: number,
	alpha: number,
	beta: number
): number {
	// 1. Record the node on entry; with alpha-beta, assert the window invariant alpha < beta.
	const i = count++;
	rParent[i] = parent;
	rMove[i] = move;
	rDepth[i] = depth;
	rX[i] = x;
	rO[i] = o;
	if (alphaBeta) {
		if (!(alpha < beta)) throw new Error(`Window invariant broken: ${alpha} >= ${beta}`);
		rAlpha[i] = alpha;
		rBeta[i] = beta;
	}

	// 2. A finished game: score it from the root mover's view.
	const xWon = hasLine(x);
	const oWon = !xWon && hasLine(o);
	if (xWon || oWon || (x | o) === FULL) {
		const score = depthPenalty ? WIN - depth : WIN;
		const v = xWon || oWon ? (xWon === rootIsX ? score : -score) : 0;
		rFlags[i] = xWon ? OUTCOME_X : oWon ? OUTCOME_O : OUTCOME_DRAW;
		rValue[i] = v;
		rEnd[i] = count;
		if (alphaBeta) {
			rBound[i] = BOUND_EXACT;
			rPruned[i] = 0;
		}
		return v;
	}

	// 3. Try the moves in order; the maximizer is the root mover (even depth).
	const maximizing = (depth & 1) === 0;
	const xToMove = maximizing === rootIsX;
	const taken = x | o;
	let best = maximizing ? NEG_INF : POS_INF;
	let lo = alpha;
	let hi = beta;
	let flags = 0;
	let pruned = 0;
	for (let k = 0; k < 9; k++) {
		const c = order[k];
		const bit = 1 << c;
		if (taken & bit) continue;
		if (flags !== 0) {
			// 4. After a cutoff, the remaining moves are pruned: never searched, not counted.
			pruned |= bit;
			continue;
		}
		const v = xToMove
			? visit(i, c, depth + 1, x | bit, o, lo, hi)
			: visit(i, c, depth + 1, x, o | bit, lo, hi);
		if (maximizing) {
			if (v > best) best = v;
			if (alphaBeta && best > lo) lo = best;
		} else {
			if (v < best) best = v;
			if (alphaBeta && best < hi) hi = best;
		}
		// 5. The pruning test: beta cutoff at a max node, alpha cutoff at a min node.
		if (alphaBeta && lo >= hi) flags = FLAG_CUTOFF;
	}

	// 6. Store the value with its bound (fail-soft: outside the window it is only a bound).
	rValue[i] = best;
	rFlags[i] = flags;
	rEnd[i] = count;
	if (alphaBeta) {
		rBound[i] = best <= alpha ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT;
		rPruned[i] = pruned;
	}
	return best;
}

/**
 * Searches the 3x3 position with masks `x0` and `o0` and records the whole search into `arrays`
 * (views at full capacity; the caller checked it is big enough: MAX_TREE_NODES).
 * @param shouldAbort checked once, before the first node (the whole search takes tens of
 *   milliseconds; a check per node cost 5% of it, scripts/bench/record.ts): true stops with a
 *   SearchAbortedError.
 * @returns the root value and the node count.
 */
export function searchTtt3(
	x0: number,
	o0: number,
	rootX: boolean,
	options: { alphaBeta: boolean; depthPenalty: boolean; order: Int8Array },
	arrays: RecordArrays,
	shouldAbort: (() => boolean) | null
): { value: number; count: number } {
	if (shouldAbort !== null && shouldAbort()) throw new SearchAbortedError(0);
	bind(arrays);
	({ alphaBeta, depthPenalty, order } = options);
	rootIsX = rootX;
	count = 0;
	try {
		const value = visit(-1, -1, 0, x0, o0, NEG_INF, POS_INF);
		if (!alphaBeta) {
			// Plain minimax: every node has the whole window, an exact value and nothing pruned.
			rAlpha.fill(NEG_INF, 0, count);
			rBeta.fill(POS_INF, 0, count);
			rBound.fill(BOUND_EXACT, 0, count);
			rPruned.fill(0, 0, count);
		}
		// No transposition table: no node is a table hit.
		arrays.link.fill(-1, 0, count);
		return { value, count };
	} finally {
		bind(NO_RECORD);
	}
}
