/**
 * The search: minimax with optional alpha-beta pruning, depth penalty and move ordering, recording
 * every node it examines (see record.ts). Scores are from the point of view of the side to move at the
 * root (the maximizer): win +10, loss -10, draw 0; with the depth penalty a win at depth d scores
 * 10 - d and a loss d - 10 (docs/conventions.md, "Scores").
 *
 * Alpha-beta is the fail-soft variant (Knuth & Moore, "An analysis of alpha-beta pruning", 1975):
 * a node searched with window (alpha, beta) returning v <= alpha gives an upper bound, v >= beta a
 * lower bound, anything between an exact value. Alpha is kept from one root child to the next
 * (docs/conventions.md, "Alpha-beta"; the tie-break: "Tie-break"). The record's buffer and its reuse:
 * docs/record-transport.md.
 */
import { FULL, hasLine, toMasks, type Mark, type Outcome, type Position } from './board';
import { ORDER_CELLS, type MoveOrder } from './order';
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
	RECORD_BYTES_PER_NODE,
	bufferCapacity,
	allocateRecordArrays,
	recordArraysOver,
	type Bound,
	type RecordArrays,
	type SearchRecord
} from './record';
import { isMaximizerDepth, nodeBound, nodeOutcome } from './record-read';

/** Search switches. Defaults: plain minimax, depth penalty on, index order. */
export interface SearchOptions {
	alphaBeta: boolean;
	depthPenalty: boolean;
	order: MoveOrder;
}

/** The default options (the CLI's defaults too). */
export const DEFAULT_OPTIONS: Readonly<SearchOptions> = {
	alphaBeta: false,
	depthPenalty: true,
	order: 'index'
};

/** One root move with its score (root mover's view) and whether that score is exact or a bound. */
export interface MoveScore {
	cell: number;
	score: number;
	bound: Bound;
}

/** What one search returns. */
export interface SearchResult {
	/** The cell (0-8) the AI plays: the first best move in the order tried; null when the game is over. */
	bestMove: number | null;
	/** Minimax value of the root (exact). For a finished position, its score (0 or +-10). */
	value: number;
	/** Root moves in the order they were tried. Empty for a finished position. */
	moves: MoveScore[];
	/** Every position examined, root included. */
	nodes: number;
	/** Outcome of the root position when it is already finished, else null. */
	result: Outcome | null;
	record: SearchRecord;
	options: SearchOptions;
}

const WIN = 10;

/**
 * MAX_TREE_NODES[e]: the most nodes a search can examine from a valid position with e empty cells,
 * the root included (plain minimax; alpha-beta examines a subset of the same tree). The empty board
 * gives 549,946; one mark on an edge 63,905. The size a record buffer needs, so that one allocation
 * for the largest tree serves every search. Recomputed over every valid position by
 * tests/unit/engine/search.test.ts.
 */
export const MAX_TREE_NODES: readonly number[] = [1, 2, 5, 16, 65, 294, 1585, 9400, 63905, 549946];

/** Nodes a record buffer needs for a search of `position`: MAX_TREE_NODES by its empty cells. */
export function recordCapacity(position: Position): number {
	return MAX_TREE_NODES[position.cells.filter((c) => c === null).length];
}

// The running search's state. Module variables, not a closure: the hot loop's stores then need no
// context walk (measured with scripts/bench/record.ts: 10 to 15% faster). Safe because the search is
// synchronous and never re-entered; `search` sets every one of them before the first node.
let rParent: Int32Array, rEnd: Int32Array, rMove: Int8Array, rDepth: Uint8Array;
let rValue: Int8Array, rBound: Uint8Array, rAlpha: Int8Array, rBeta: Int8Array;
let rFlags: Uint8Array, rPruned: Uint16Array, rX: Uint16Array, rO: Uint16Array;
let count = 0;
let order: readonly number[] = ORDER_CELLS.index;
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
	const maximizing = isMaximizerDepth(depth);
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
 * Searches `position` for the side to move and records the whole search.
 * The input position is not modified.
 * @param position a valid position (see parsePosition); it may be finished.
 * @param options search switches; missing ones take DEFAULT_OPTIONS.
 * @param buffer where to record: a buffer of at least recordCapacity(position) *
 *   RECORD_BYTES_PER_NODE bytes, for example one handed back by the page to be reused (its old
 *   content is overwritten). When absent, a buffer of exactly that size is allocated.
 * @returns best move, root value, root move scores with bounds, node count and the record, whose
 *   arrays are views of `count` entries over the buffer (recordArraysOver).
 * @throws RangeError when `buffer` is too small for the position.
 */
export function search(
	position: Position,
	options: Partial<SearchOptions> = {},
	buffer?: ArrayBuffer
): SearchResult {
	// 0. Set up: options, the root's masks, the record's views at full capacity.
	const opts: SearchOptions = { ...DEFAULT_OPTIONS, ...options };
	const rootMover: Mark = position.toMove;
	const [x0, o0] = toMasks(position);
	const needed = recordCapacity(position);
	const buf = buffer ?? new ArrayBuffer(needed * RECORD_BYTES_PER_NODE);
	const capacity = bufferCapacity(buf.byteLength);
	if (capacity < needed) {
		throw new RangeError(
			`A record buffer of ${buf.byteLength} bytes holds ${capacity} nodes; this search may need ${needed}.`
		);
	}
	bind(recordArraysOver(buf, capacity));
	({ alphaBeta, depthPenalty } = opts);
	order = ORDER_CELLS[opts.order];
	rootIsX = rootMover === 'X';
	count = 0;

	// 1-6. Visit the root and, through it, the whole tree (see visit).
	const value = visit(-1, -1, 0, x0, o0, NEG_INF, POS_INF);
	if (!alphaBeta) {
		// Plain minimax: every node has the whole window, an exact value and nothing pruned.
		rAlpha.fill(NEG_INF, 0, count);
		rBeta.fill(POS_INF, 0, count);
		rBound.fill(BOUND_EXACT, 0, count);
		rPruned.fill(0, 0, count);
	}
	bind(NO_RECORD);
	// 7. The record: views of the `count` nodes used, over the same buffer (no copy).
	const record: SearchRecord = { count, rootMover, ...recordArraysOver(buf, count) };

	// 8. The root moves with their scores; the best move is the first best in the order tried.
	const moves: MoveScore[] = [];
	let bestMove: number | null = null;
	let bestScore = -Infinity;
	for (let c = 1; c < count; c = record.end[c]) {
		const score = record.value[c];
		moves.push({ cell: record.move[c], score, bound: nodeBound(record, c) });
		if (score > bestScore) {
			bestScore = score;
			bestMove = record.move[c];
		}
	}
	return {
		bestMove,
		value,
		moves,
		nodes: count,
		result: nodeOutcome(record, 0),
		record,
		options: opts
	};
}

/** The AI's move in `position` under `options`, or null when the game is over. */
export function bestMove(position: Position, options: Partial<SearchOptions> = {}): number | null {
	return search(position, options).bestMove;
}
