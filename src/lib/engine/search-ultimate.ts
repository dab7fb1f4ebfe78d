/**
 * The search of ultimate tic-tac-toe (ultimate.ts): minimax with optional alpha-beta (fail-soft),
 * depth penalty, move ordering, transposition table, depth limit with the evaluation function
 * (ultimate-evaluation.ts), node budget, abort callback and first moves, recording every node in
 * the record every game shares (record.ts), numbered phases as in search-game.ts. search.ts calls
 * it for game 'ultimate'. Scores are from the root mover's view: win +1000, loss -1000, draw 0;
 * with the depth penalty a win at depth d scores 1000 - d.
 *
 * What the record holds for this game: `move` is the grid cell (0-80), `xMask` and `oMask` are 0
 * (81 cells do not fit; the readers replay the moves from the record's `root`, and take the root's
 * forced board from `rootForcedBoard`), and `pruned` is the NUMBER of moves pruned at the node,
 * not a mask (up to 80 moves do not fit 16 bits): record-read.ts `prunedMoves` lists them as the
 * node's legal moves that are not among its children.
 *
 * Move order: the game's order (GameDef.orders: index, cells 0-80; centre first, the centre board
 * first) restricted to the legal moves: the forced board's empty cells, or every open board's.
 * The transposition table (ultimate-table.ts) keys a position by both marks' cells and the forced
 * board, exactly. Module state, as in search-game.ts: the search is synchronous and never
 * re-entered, and `searchUltimate` sets all of it before the first node.
 */
import type { Position } from './board';
import { evaluationLimit } from './evaluation';
import type { GameDef } from './games';
import {
	BOUND_EXACT,
	BOUND_LOWER,
	BOUND_NAMES,
	BOUND_UPPER,
	FLAG_CUTOFF,
	FLAG_HORIZON,
	FLAG_TABLE_HIT,
	FLAG_TRUNCATED,
	NEG_INF,
	OUTCOME_DRAW,
	OUTCOME_O,
	OUTCOME_X,
	POS_INF,
	RECORD_BYTES_PER_NODE,
	bufferCapacity,
	grownRecordBuffer,
	recordArraysOver,
	type RecordArrays
} from './record';
import { ABORT_CHECK_INTERVAL, SearchAbortedError } from './search-control';
import type { GameSearchOutput, GameSearchSettings, MoveScore } from './game-search-types';
import { BOARD_OF, CELL_IN_BOARD, UltimateBoard } from './ultimate';
import { evaluateUltimateBoard } from './ultimate-evaluation';
import { UltimateTable } from './ultimate-table';

const INITIAL_CAPACITY = 1 << 12;
const CHECK_MASK = ABORT_CHECK_INTERVAL - 1;

let board = new UltimateBoard();
let order: Uint8Array = new Uint8Array(0);
/** The order restricted to each small board: orderIn[b * 9 + i], i = 0-8. */
let orderIn: Uint8Array = new Uint8Array(81);
let alphaBeta = false;
let depthPenalty = true;
let win = 1000;
let rootIsX = true;
let limit = 255;
let evalCap = 0;
let useEval = false;
let table: UltimateTable | null = null;
let abortFn: (() => boolean) | null = null;
let pv: Int8Array = new Int8Array(0);
let pvLen = 0;
let buf = new ArrayBuffer(0);
let capacity = 0;
let budget = 0;
let examined = 0;
let hits = 0;
let horizons = 0;
let lastBound = 0;
let rootMoves: MoveScore[] = [];
let rParent: Int32Array = new Int32Array(0);
let rEnd: Int32Array = new Int32Array(0);
let rLink: Int32Array = new Int32Array(0);
let rValue: Int16Array = new Int16Array(0);
let rAlpha: Int16Array = new Int16Array(0);
let rBeta: Int16Array = new Int16Array(0);
let rPruned: Uint16Array = new Uint16Array(0);
let rX: Uint16Array = new Uint16Array(0);
let rO: Uint16Array = new Uint16Array(0);
let rMove: Int8Array = new Int8Array(0);
let rDepth: Uint8Array = new Uint8Array(0);
let rBound: Uint8Array = new Uint8Array(0);
let rFlags: Uint8Array = new Uint8Array(0);

function bind(a: RecordArrays): void {
	({ parent: rParent, end: rEnd, link: rLink, value: rValue, alpha: rAlpha, beta: rBeta } = a);
	({ pruned: rPruned, xMask: rX, oMask: rO, move: rMove, depth: rDepth } = a);
	({ bound: rBound, flags: rFlags } = a);
}

/** Moves the record to a buffer four times as big (at most the budget), as search-game.ts. */
function grow(): void {
	buf = grownRecordBuffer(buf, capacity, Math.min(budget, Math.max(capacity * 4, 1024)));
	capacity = bufferCapacity(buf.byteLength);
	bind(recordArraysOver(buf, capacity));
}

/** Writes a leaf's fields (node i kept) and returns its value. */
function leaf(i: number, v: number, bound: number, flags: number): number {
	lastBound = bound;
	if (i >= budget) return v;
	rValue[i] = v;
	rBound[i] = bound;
	rFlags[i] = flags;
	rPruned[i] = 0;
	rEnd[i] = i + 1;
	return v;
}

/** True when `cell` is a legal move of `b` now (its board open and allowed, the cell empty). */
function legal(b: UltimateBoard, cell: number): boolean {
	const sb = BOARD_OF[cell];
	if (b.closed & (1 << sb)) return false;
	if (b.forced >= 0 && b.forced !== sb) return false;
	return ((b.x[sb] | b.o[sb]) & (1 << CELL_IN_BOARD[cell])) === 0;
}

/**
 * Searches the node reached by `move` (a grid cell) from `parent`, `depth` plies below the root,
 * with the window (alpha, beta); `onPv` says the node lies on the first-moves line. Returns its
 * value (root mover's view).
 */
function visit(
	parent: number,
	move: number,
	depth: number,
	alpha: number,
	beta: number,
	onPv: boolean
): number {
	// 1. Count the node; record it on entry when the budget keeps it; check for an abort.
	const b = board;
	const i = examined++;
	const keep = i < budget;
	if (keep) {
		if (i === capacity) grow();
		rParent[i] = parent;
		rMove[i] = move;
		rDepth[i] = depth;
		rAlpha[i] = alpha;
		rBeta[i] = beta;
		rLink[i] = -1;
		rX[i] = 0;
		rO[i] = 0;
	}
	if ((i & CHECK_MASK) === 0 && abortFn !== null && abortFn()) throw new SearchAbortedError(i);
	if (!(alpha < beta)) throw new Error(`Window invariant broken: ${alpha} >= ${beta}`);

	// 2. A finished game, scored before the table is consulted and never stored.
	const result = b.result;
	if (result !== 0) {
		if (result === 3) return leaf(i, 0, BOUND_EXACT, OUTCOME_DRAW);
		const winnerIsX = result === 1;
		const score = depthPenalty ? win - depth : win;
		const v = winnerIsX === rootIsX ? score : -score;
		return leaf(i, v, BOUND_EXACT, winnerIsX ? OUTCOME_X : OUTCOME_O);
	}

	// 3. The depth limit: a horizon leaf, scored by the evaluation (clamped below every win), or 0.
	if (depth >= limit) {
		horizons++;
		let v = 0;
		if (useEval) {
			const e = evaluateUltimateBoard(b);
			v = Math.max(-evalCap, Math.min(evalCap, rootIsX ? e : -e));
		}
		return leaf(i, v, BOUND_EXACT, FLAG_HORIZON);
	}

	// 4. The transposition table: an entry answers when exact, a lower bound >= beta or an upper
	// bound <= alpha; then the node is a table hit linked to the node that stored the entry.
	const t = table;
	if (t !== null) {
		t.setKey(b);
		const s = t.answering(alpha, beta);
		if (s >= 0) {
			hits++;
			if (keep) rLink[i] = t.node(s);
			return leaf(i, t.value(s), t.bound(s), FLAG_TABLE_HIT);
		}
	}

	// 5. Try the moves in order (the first-moves line's move first, when legal); the maximizer is
	// the root mover (even depth).
	const maximizing = (depth & 1) === 0;
	const first = onPv && depth < pvLen && legal(b, pv[depth]) ? pv[depth] : -1;
	const forced = b.forced;
	const list = forced >= 0 ? orderIn : order;
	const from = forced >= 0 ? forced * 9 : 0;
	const to = forced >= 0 ? from + 9 : 81;
	let best = maximizing ? NEG_INF : POS_INF;
	let lo = alpha;
	let hi = beta;
	let flags = 0;
	let pruned = 0;
	for (let k = first >= 0 ? from - 1 : from; k < to; k++) {
		const m = k < from ? first : list[k];
		if (k >= from) {
			if (m === first) continue;
			const sb = BOARD_OF[m];
			if (b.closed & (1 << sb)) continue;
			if ((b.x[sb] | b.o[sb]) & (1 << CELL_IN_BOARD[m])) continue;
		}
		if (flags !== 0) {
			// 6. After a cutoff, the remaining moves are pruned: never searched, not counted.
			pruned++;
			continue;
		}
		b.play(m);
		const v = visit(i, m, depth + 1, lo, hi, k < from);
		b.undo();
		if (depth === 0) rootMoves.push({ cell: m, score: v, bound: BOUND_NAMES[lastBound] });
		if (maximizing) {
			if (v > best) best = v;
			if (alphaBeta && best > lo) lo = best;
		} else {
			if (v < best) best = v;
			if (alphaBeta && best < hi) hi = best;
		}
		// 7. The pruning test: beta cutoff at a max node, alpha cutoff at a min node.
		if (alphaBeta && lo >= hi) flags = FLAG_CUTOFF;
	}

	// 8. Store the value with its bound (fail-soft), in the record and in the table.
	const bound = best <= alpha ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT;
	lastBound = bound;
	if (t !== null) {
		t.setKey(b);
		t.store(best, bound, i);
	}
	if (keep) {
		rValue[i] = best;
		rBound[i] = bound;
		rPruned[i] = pruned;
		if (examined > budget) {
			flags |= FLAG_TRUNCATED;
			rEnd[i] = budget;
		} else rEnd[i] = examined;
		rFlags[i] = flags;
	}
	return best;
}

/** The shared table, made on first use and cleared by each search that uses it. */
let sharedTable: UltimateTable | null = null;

/**
 * Searches the ultimate `position` and records the search into `buffer` (or new buffers,
 * growing). The position must be valid (parsePosition with game 'ultimate'); it may be finished.
 * `settings.order` is a move order of GameDef.orders (the 81 cells, each once).
 * @throws RangeError when the order is not a permutation of the 81 cells; SearchAbortedError
 *   when settings.shouldAbort says so.
 */
export function searchUltimate(
	game: GameDef,
	position: Position,
	settings: GameSearchSettings,
	buffer: ArrayBuffer | null
): GameSearchOutput {
	// 0. Set up: the root position, the options, the order per board, the record, the table.
	if (settings.order.length !== 81 || new Set(settings.order).size !== 81) {
		throw new RangeError('An ultimate move order lists each of the 81 cells once.');
	}
	board = new UltimateBoard(position);
	rootIsX = position.toMove === 'X';
	({ alphaBeta, depthPenalty, nodeBudget: budget } = settings);
	win = game.win;
	limit = settings.depthLimit ?? 255;
	useEval = settings.depthLimit !== null && settings.horizonEvaluation !== false;
	const empty = position.cells.filter((c) => c === null).length;
	evalCap = useEval ? evaluationLimit(game, Math.min(limit, empty), depthPenalty) : 0;
	order = Uint8Array.from(settings.order);
	orderIn = new Uint8Array(81);
	const fill = new Uint8Array(9);
	for (const cell of order) orderIn[BOARD_OF[cell] * 9 + fill[BOARD_OF[cell]]++] = cell;
	abortFn = settings.shouldAbort;
	pv = Int8Array.from(settings.firstMoves);
	pvLen = pv.length;
	buf = buffer ?? new ArrayBuffer(Math.min(budget, INITIAL_CAPACITY) * RECORD_BYTES_PER_NODE);
	capacity = Math.min(bufferCapacity(buf.byteLength), budget);
	bind(recordArraysOver(buf, capacity));
	examined = hits = horizons = 0;
	rootMoves = [];
	if (settings.transpositionTable) {
		sharedTable ??= new UltimateTable();
		sharedTable.clear();
		table = sharedTable;
	} else table = null;

	try {
		// 1-8. Visit the root and, through it, the tree (see visit).
		const value = visit(-1, -1, 0, NEG_INF, POS_INF, pvLen > 0);
		return {
			moves: rootMoves,
			value,
			examined,
			kept: Math.min(examined, budget),
			buffer: buf,
			tableEntries: table ? table.entries : 0,
			tableHits: hits,
			horizonLeaves: horizons
		};
	} finally {
		buf = new ArrayBuffer(0);
		bind(recordArraysOver(buf, 0));
		abortFn = null;
		table = null;
	}
}
