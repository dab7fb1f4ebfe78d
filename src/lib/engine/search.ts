/**
 * The search: minimax with optional alpha-beta pruning, depth penalty and move ordering, recording
 * every node it examines (see record.ts). Scores are from the point of view of the side to move at the
 * root (the maximizer): win +10, loss -10, draw 0; with the depth penalty a win at depth d scores
 * 10 - d and a loss d - 10 (PRODUCT.md, "Conventions").
 *
 * Alpha-beta is the fail-soft variant (Knuth & Moore, "An analysis of alpha-beta pruning", 1975):
 * a node searched with window (alpha, beta) returning v <= alpha gives an upper bound, v >= beta a
 * lower bound, anything between an exact value. Alpha is kept from one root child to the next.
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
	allocateRecordArrays,
	copyRecordArrays,
	isMaximizerDepth,
	nodeBound,
	nodeOutcome,
	type Bound,
	type RecordArrays,
	type SearchRecord
} from './record';

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
 * Upper bound on the nodes of a search from a position with `empty` empty cells: every ordered
 * sequence of distinct empty cells, sum over k of empty!/(empty-k)! (986,410 for the empty board).
 */
export function maxNodes(empty: number): number {
	let total = 1;
	let term = 1;
	for (let k = 0; k < empty; k++) {
		term *= empty - k;
		total += term;
	}
	return total;
}

/** Scratch arrays reused between searches (the search is synchronous, never re-entered). */
let scratch: RecordArrays | null = null;
let scratchCapacity = 0;

function scratchFor(capacity: number): RecordArrays {
	if (capacity > scratchCapacity) {
		scratch = allocateRecordArrays(capacity);
		scratchCapacity = capacity;
	}
	return scratch as RecordArrays;
}

/**
 * Searches `position` for the side to move and records the whole search.
 * The input position is not modified.
 * @param position a valid position (see parsePosition); it may be finished.
 * @param options search switches; missing ones take DEFAULT_OPTIONS.
 * @returns best move, root value, root move scores with bounds, node count and the record.
 */
export function search(position: Position, options: Partial<SearchOptions> = {}): SearchResult {
	const opts: SearchOptions = { ...DEFAULT_OPTIONS, ...options };
	const rootMover: Mark = position.toMove;
	const [x0, o0] = toMasks(position);
	let empty = 0;
	for (let c = 0; c < 9; c++) if (((x0 | o0) & (1 << c)) === 0) empty++;
	const a = scratchFor(maxNodes(empty));
	const { parent: aParent, move: aMove, depth: aDepth, alpha: aAlpha, beta: aBeta } = a;
	const { xMask: aX, oMask: aO, flags: aFlags, value: aValue, bound: aBound, end: aEnd } = a;
	let count = 0;
	const order = ORDER_CELLS[opts.order];
	const { alphaBeta, depthPenalty } = opts;

	/**
	 * Searches the node reached by `move` from `parent`, with `mover`'s mask `m` and the other side's
	 * mask `n`, window (alpha, beta). Returns its value (root mover's view).
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
		// 1. Record the node on entry.
		const i = count++;
		aParent[i] = parent;
		aMove[i] = move;
		aDepth[i] = depth;
		aAlpha[i] = alpha;
		aBeta[i] = beta;
		aX[i] = x;
		aO[i] = o;
		a.pruned[i] = 0;
		if (alphaBeta && !(alpha < beta))
			throw new Error(`Window invariant broken: ${alpha} >= ${beta}`);

		// 2. A finished game: score it from the root mover's view.
		const xWon = hasLine(x);
		if (xWon || hasLine(o)) {
			const winnerIsRoot = (xWon ? 'X' : 'O') === rootMover;
			const score = depthPenalty ? WIN - depth : WIN;
			const v = winnerIsRoot ? score : -score;
			aFlags[i] = xWon ? OUTCOME_X : OUTCOME_O;
			aValue[i] = v;
			aBound[i] = BOUND_EXACT;
			aEnd[i] = count;
			return v;
		}
		if ((x | o) === FULL) {
			aFlags[i] = OUTCOME_DRAW;
			aValue[i] = 0;
			aBound[i] = BOUND_EXACT;
			aEnd[i] = count;
			return 0;
		}

		// 3. Try the moves in order; the maximizer is the root mover (even depth).
		const maximizing = isMaximizerDepth(depth);
		const xToMove = maximizing === (rootMover === 'X');
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
			if (flags & FLAG_CUTOFF) {
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
			if (alphaBeta && lo >= hi) flags |= FLAG_CUTOFF;
		}

		// 6. Store the value with its bound (fail-soft: outside the window it is only a bound).
		aValue[i] = best;
		aBound[i] = !alphaBeta
			? BOUND_EXACT
			: best <= alpha
				? BOUND_UPPER
				: best >= beta
					? BOUND_LOWER
					: BOUND_EXACT;
		aFlags[i] = flags;
		a.pruned[i] = pruned;
		aEnd[i] = count;
		return best;
	}

	const value = visit(-1, -1, 0, x0, o0, NEG_INF, POS_INF);
	const trimmed = copyRecordArrays(a, count);
	const record: SearchRecord = { count, rootMover, ...trimmed };

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
