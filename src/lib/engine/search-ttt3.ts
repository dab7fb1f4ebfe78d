/**
 * The lean path of the plain 3x3 search (no transposition table, no depth limit, no node budget):
 * minimax with optional alpha-beta pruning, depth penalty and move ordering over two 9-bit masks,
 * recording every node it examines (record.ts). Scores are from the point of view of the side to
 * move at the root (the maximizer): win +10, loss -10, draw 0; with the depth penalty a win at
 * depth d scores 10 - d and a loss d - 10 (docs/conventions.md, "Scores"). search-game.ts records
 * the same tree node for node; this path exists for speed (scripts/bench/record.ts holds it to at
 * most 1.3x a bare bit-mask minimax that records nothing, warm, and 2x as the first search of a
 * fresh process; docs/record-transport.md, "Cost").
 *
 * Alpha-beta is the fail-soft variant (Knuth & Moore, "An analysis of alpha-beta pruning", 1975):
 * a node searched with window (alpha, beta) returning v <= alpha gives an upper bound, v >= beta a
 * lower bound, anything between an exact value. Alpha is kept from one root child to the next
 * (docs/conventions.md, "Alpha-beta"; the tie-break: "Tie-break").
 *
 * Two visit functions, one for plain minimax and one for alpha-beta, so that each hot loop stays
 * small and monomorphic. Alpha-beta records a move that finishes the game as a leaf in the loop
 * that makes it (no call: about half the nodes are leaves); plain minimax records every node on
 * entry, which keeps the function small and quick to compile (see `visitPlain`). Only the side
 * that just moved can have made a line, so only that side's mask is checked (the root is checked
 * by `searchTtt3`). The loops walk a table of the empty cells of each mask in the move order
 * (FREE), so that no taken cell costs a test.
 */
import { FULL, LINES, hasLine } from './ttt3';
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
	type RecordArrays
} from './record';
import { RecordWriter } from './record-writer';
import { SearchAbortedError } from './search-control';

const WIN = 10;
// Module constants, not the imported bindings: the optimizing compiler folds a module constant,
// while an imported binding is read from its module cell (with an initialization check) at every
// use in the hot loops.
const NEG = NEG_INF;
const POS = POS_INF;
const EXACT = BOUND_EXACT;
const CUTOFF = FLAG_CUTOFF;
const X_WON = OUTCOME_X;
const O_WON = OUTCOME_O;
const DRAWN = OUTCOME_DRAW;
const FULL_BOARD = FULL;

/**
 * HAS_LINE[mask] is 1 when the 9-bit mask holds one of the eight lines: board.ts's `hasLine` as a
 * table the hot loops index directly (no call, even before the function is optimized).
 */
const HAS_LINE = new Uint8Array(512);
for (let mask = 0; mask < 512; mask++) {
	HAS_LINE[mask] = LINES.some(([a, b, c]) => {
		const line = (1 << a) | (1 << b) | (1 << c);
		return (mask & line) === line;
	})
		? 1
		: 0;
}

/**
 * The empty cells of every 9-bit mask of taken cells, in the move order: FREE[taken * 9 + k] is
 * the k-th empty cell tried, for k below FREE_COUNT[taken]. `searchTtt3` fills them from the
 * order of the search. The hot loops walk this list instead of testing the nine cells in order:
 * the test of a taken cell was a branch the processor mispredicted at most nodes, and the whole
 * recorded search took 1.6x the time it takes with the list (scripts/bench/record.ts, warm).
 */
const FREE = new Int8Array(512 * 9);
const FREE_COUNT = new Uint8Array(512);

/**
 * The running search's state: the record's writer (record-writer.ts: the views being filled), the
 * node count and the options. One module object, not module variables or a closure: the optimizing
 * compiler knows the object and the kind of array each field holds, so a store needs no check that
 * a variable is initialized or that it holds the right kind of array, and the writer's small
 * methods are inlined into the hot loops. Measured when an object replaced module variables: the
 * visit compiled in about 3.3 ms instead of 4.4 ms (node --trace-opt
 * --no-concurrent-recompilation), and the cold ratio of scripts/bench/record.ts went from 2.5-2.8x
 * to 1.7-2.2x. One object for the module, not one per search: this search calls nothing outside
 * it between its first node and its last (`shouldAbort` is asked once, before the first node), so
 * no other 3x3 search can start while it runs; `searchTtt3` sets every field before the first node.
 */
class Ttt3Search extends RecordWriter {
	count = 0;
	depthPenalty = true;
	rootIsX = true;
}
const R = new Ttt3Search();

/**
 * Plain minimax: searches the node reached by `move` from `parent`, `depth` plies below the root,
 * with the masks `x` and `o`, and records it. Returns its value (root mover's view). Every node,
 * leaves included, is recorded here on entry, so the function holds one set of stores: it compiles
 * in about 2.4 ms instead of 3.8 ms with the leaves recorded by the parent's loop, which a cold
 * search spends in unoptimized code (scripts/bench/record.ts, cold; warm, the same time). The
 * window, bound and pruned fields are left to `searchTtt3` (one fill for all nodes).
 */
function visitPlain(parent: number, move: number, depth: number, x: number, o: number): number {
	// 1. Record the node on entry. The arguments as Int32 first: the optimizing compiler then stores
	// them as they are, with no number check and conversion per store (about 10% of the search).
	parent |= 0;
	move |= 0;
	depth |= 0;
	x |= 0;
	o |= 0;
	// The writer's `node` and `closeUniform` written out here: in the first search of a process
	// this visit runs unoptimized for a while, where each call costs (scripts/bench/record.ts, cold).
	const i = R.count++;
	R.parent[i] = parent;
	R.move[i] = move;
	R.depth[i] = depth;
	R.xMask[i] = x;
	R.oMask[i] = o;

	// 2. A finished game is a leaf: only the side that just moved (not the one to move here) can
	// have made a line. The maximizer is the root mover (even depth).
	const maximizing = (depth & 1) === 0;
	const xToMove = maximizing === R.rootIsX;
	const taken = x | o;
	let best: number;
	let flags = 0;
	if (HAS_LINE[xToMove ? o : x] === 1) {
		const win = R.depthPenalty ? WIN - depth : WIN;
		best = maximizing ? -win : win;
		flags = xToMove ? O_WON : X_WON;
	} else if (taken === FULL_BOARD) {
		best = 0;
		flags = DRAWN;
	} else {
		// 3. Try the moves in order: the empty cells from the table, the mover's mask gaining the cell.
		best = maximizing ? NEG : POS;
		const d = depth + 1;
		const xBits = xToMove ? FULL_BOARD : 0;
		const oBits = xBits ^ FULL_BOARD;
		const first = taken * 9;
		const last = first + FREE_COUNT[taken];
		for (let k = first; k < last; k++) {
			const c = FREE[k];
			const bit = 1 << c;
			const v = visitPlain(i, c, d, x | (bit & xBits), o | (bit & oBits));
			if (maximizing ? v > best : v < best) best = v;
		}
	}

	// 4. Store the value (exact) and the outcome of a leaf.
	R.value[i] = best;
	R.flags[i] = flags;
	R.end[i] = R.count;
	return best;
}

/**
 * Alpha-beta: searches the unfinished node reached by `move` from `parent`, `depth` plies below the
 * root, with the masks `x` and `o` and the window (alpha, beta), and records it. Returns its value
 * (root mover's view), or a bound of it outside the window.
 */
function visitAlphaBeta(
	parent: number,
	move: number,
	depth: number,
	x: number,
	o: number,
	alpha: number,
	beta: number
): number {
	// 1. Record the node on entry; assert the window invariant alpha < beta.
	const i = R.count++;
	if (!(alpha < beta)) throw new Error(`Window invariant broken: ${alpha} >= ${beta}`);
	R.node(i, parent, move, depth, x, o);
	R.window(i, alpha, beta);

	// 2. Try the moves in order; the maximizer is the root mover (even depth).
	const maximizing = (depth & 1) === 0;
	const xToMove = maximizing === R.rootIsX;
	const taken = x | o;
	const d = depth + 1;
	const win = R.depthPenalty ? WIN - d : WIN;
	const winValue = maximizing ? win : -win;
	let best = maximizing ? NEG : POS;
	let lo = alpha;
	let hi = beta;
	let flags = 0;
	let pruned = 0;
	const first = taken * 9;
	const last = first + FREE_COUNT[taken];
	for (let k = first; k < last; k++) {
		const c = FREE[k];
		const bit = 1 << c;
		if (flags !== 0) {
			// 3. After a cutoff, the remaining moves are pruned: never searched, not counted.
			pruned |= bit;
			continue;
		}
		const nx = xToMove ? x | bit : x;
		const no = xToMove ? o : o | bit;
		let v: number;
		const won = HAS_LINE[xToMove ? nx : no] === 1;
		if (won || (nx | no) === FULL_BOARD) {
			// 4. A move that finishes the game: record the leaf here (its window is (lo, hi)).
			const j = R.count++;
			R.node(j, i, c, d, nx, no);
			R.window(j, lo, hi);
			v = won ? winValue : 0;
			R.done(j, v, EXACT, 0, won ? (xToMove ? X_WON : O_WON) : DRAWN, R.count);
		} else v = visitAlphaBeta(i, c, d, nx, no, lo, hi);
		if (maximizing) {
			if (v > best) best = v;
			if (best > lo) lo = best;
		} else {
			if (v < best) best = v;
			if (best < hi) hi = best;
		}
		// 5. The pruning test: beta cutoff at a max node, alpha cutoff at a min node.
		if (lo >= hi) flags = CUTOFF;
	}

	// 6. Store the value with its bound (fail-soft: outside the window it is only a bound).
	const bound = best <= alpha ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT;
	R.done(i, best, bound, pruned, flags, R.count);
	return best;
}

/**
 * Searches the 3x3 position with masks `x0` and `o0` and records the whole search into `arrays`
 * (views at full capacity; the caller checked it is big enough: MAX_TREE_NODES).
 *   In plain minimax, `arrays` are a uniform record's (recordArraysOver with `uniform`): the
 *   window, bound, pruned and link fields, the same in every node, are not stored.
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
	R.over(arrays);
	const { alphaBeta, order } = options;
	R.depthPenalty = options.depthPenalty;
	R.rootIsX = rootX;
	for (let taken = 0; taken < 512; taken++) {
		let n = 0;
		for (let k = 0; k < 9; k++) {
			const c = order[k];
			if ((taken & (1 << c)) === 0) FREE[taken * 9 + n++] = c;
		}
		FREE_COUNT[taken] = n;
	}
	R.count = 0;
	try {
		let value: number;
		// 1. A finished root is the one leaf; else search it.
		const xWon = hasLine(x0);
		const oWon = !xWon && hasLine(o0);
		if (xWon || oWon || (x0 | o0) === FULL) {
			value = xWon || oWon ? (xWon === R.rootIsX ? WIN : -WIN) : 0;
			R.count = 1;
			R.node(0, -1, -1, 0, x0, o0);
			const flags = xWon ? OUTCOME_X : oWon ? OUTCOME_O : OUTCOME_DRAW;
			if (alphaBeta) {
				R.window(0, NEG_INF, POS_INF);
				R.done(0, value, BOUND_EXACT, 0, flags, 1);
			} else R.closeUniform(0, value, flags, 1);
		} else if (alphaBeta) value = visitAlphaBeta(-1, -1, 0, x0, o0, NEG_INF, POS_INF);
		// Plain minimax: the uniform record leaves out the window, bound, pruned and link fields.
		else value = visitPlain(-1, -1, 0, x0, o0);
		// No transposition table: no node is a table hit.
		if (alphaBeta) arrays.link.fill(-1, 0, R.count);
		return { value, count: R.count };
	} finally {
		R.release();
	}
}
