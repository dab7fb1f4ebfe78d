/**
 * The search for every game (games.ts): minimax with optional alpha-beta (fail-soft), depth
 * penalty, move ordering, transposition table, depth limit with the evaluation function, node
 * budget, abort callback and first moves (docs/conventions.md). search.ts calls it for everything
 * but the plain 3x3 search, which has its own lean path (search-ttt3.ts); both record the same
 * tree node for node (tests/unit/engine/search-game.test.ts).
 *
 * The position is kept in module state and changed in place (make and unmake a move): bit masks
 * of each mark over two 32-bit words (cells 0-31, 32-63), a count of each mark in every line (a
 * move that brings a line to `winLength` wins; only lines through the cell played are touched),
 * the evaluation kept up to date line by line, and with gravity the height of each column.
 * Module state, not a closure, as in search-ttt3.ts: the search is synchronous and never
 * re-entered, and `searchGame` sets all of it before the first node.
 */
import type { Position } from './board';
import { evaluationLimit, lineContribution } from './evaluation';
import type { GameDef } from './games';
import type { MoveScore } from './search';
import {
	BOUND_EXACT,
	BOUND_NAMES,
	BOUND_LOWER,
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
	RECORD_LAYOUT,
	bufferCapacity,
	recordArraysOver,
	type RecordArrays
} from './record';
import { ABORT_CHECK_INTERVAL, SearchAbortedError } from './search-control';
import {
	clearTable,
	entryCount,
	findSlot,
	slotBound,
	slotNode,
	slotValue,
	storeEntry
} from './transposition';

/** The switches the generic search reads (search.ts resolves the defaults). */
export interface GameSearchSettings {
	alphaBeta: boolean;
	depthPenalty: boolean;
	/** Moves in the order tried: cells, or columns with gravity. */
	order: readonly number[];
	transpositionTable: boolean;
	/** Plies; null for none. */
	depthLimit: number | null;
	nodeBudget: number;
	shouldAbort: (() => boolean) | null;
	/** Cells to try first along a line from the root (see SearchControl.firstMoves). */
	firstMoves: readonly number[];
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
	/** The first best root move (the tie-break), null for a finished root. */
	bestMove: number | null;
}

/** Nodes of the first buffer when the caller gives none (it doubles as needed, up to the budget). */
const INITIAL_CAPACITY = 1 << 12;
const CHECK_MASK = ABORT_CHECK_INTERVAL - 1;

// Game tables.
let W = 3;
let H = 3;
let N = 9;
let K = 3;
let S = 4;
let gravity = false;
let smallBoard = true;
let order: Int8Array = new Int8Array(0);
let lineStart: Int32Array = new Int32Array(0);
let lineIds: Int32Array = new Int32Array(0);
let contrib: Int32Array = new Int32Array(0);
// The position.
let cntX = new Int8Array(0);
let cntO = new Int8Array(0);
let heights = new Int8Array(0);
let xLo = 0;
let xHi = 0;
let oLo = 0;
let oHi = 0;
let filled = 0;
let evalX = 0;
let trackEval = false;
// Options.
let alphaBeta = false;
let depthPenalty = true;
let win = 10;
let rootIsX = true;
let rootWinnerIsX = true;
let limit = 255;
let evalCap = 0;
let useTable = false;
let abortFn: (() => boolean) | null = null;
let pv: Int8Array = new Int8Array(0);
let pvLen = 0;
// The record.
let buf = new ArrayBuffer(0);
let capacity = 0;
let budget = 0;
let examined = 0;
let hits = 0;
let horizons = 0;
/** The bound of the node visit last returned from (what the record holds, kept or not). */
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

/** Moves the record to a buffer twice as big (at most the budget), copying the nodes so far. */
function grow(): void {
	const next = Math.min(budget, Math.max(capacity * 2, 1024));
	const old = recordArraysOver(buf, capacity);
	buf = new ArrayBuffer(next * RECORD_BYTES_PER_NODE);
	const now = recordArraysOver(buf, next);
	for (const [field] of RECORD_LAYOUT) now[field].set(old[field]);
	capacity = next;
	bind(now);
}

/** Plays `cell` for X or O in the module state; true when the move completes a line. */
function place(cell: number, isX: boolean): boolean {
	const bit = 1 << (cell & 31);
	if (cell < 32) {
		if (isX) xLo |= bit;
		else oLo |= bit;
	} else if (isX) xHi |= bit;
	else oHi |= bit;
	if (gravity) heights[cell % W]++;
	filled++;
	const own = isX ? cntX : cntO;
	const opp = isX ? cntO : cntX;
	let won = false;
	for (let p = lineStart[cell], e = lineStart[cell + 1]; p < e; p++) {
		const l = lineIds[p];
		const a = own[l];
		const b = opp[l];
		own[l] = a + 1;
		if (a + 1 === K) won = true;
		if (trackEval) {
			evalX += isX
				? contrib[(a + 1) * S + b] - contrib[a * S + b]
				: contrib[b * S + a + 1] - contrib[b * S + a];
		}
	}
	return won;
}

/** Takes back `cell` (the evaluation is restored by the caller). */
function unplace(cell: number, isX: boolean): void {
	const bit = ~(1 << (cell & 31));
	if (cell < 32) {
		if (isX) xLo &= bit;
		else oLo &= bit;
	} else if (isX) xHi &= bit;
	else oHi &= bit;
	if (gravity) heights[cell % W]--;
	filled--;
	const own = isX ? cntX : cntO;
	for (let p = lineStart[cell], e = lineStart[cell + 1]; p < e; p++) own[lineIds[p]]--;
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

/**
 * Searches the node reached by `move` (a cell) from `parent`, `depth` plies below the root, with
 * the window (alpha, beta); `won` says the move completed a line; `onPv` that the node lies on the
 * first-moves line. Returns its value (root mover's view).
 */
function visit(
	parent: number,
	move: number,
	depth: number,
	alpha: number,
	beta: number,
	won: boolean,
	onPv: boolean
): number {
	// 1. Count the node; record it on entry when the budget keeps it; check for an abort.
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
		rX[i] = smallBoard ? xLo : 0;
		rO[i] = smallBoard ? oLo : 0;
	}
	if ((i & CHECK_MASK) === 0 && abortFn !== null && abortFn()) throw new SearchAbortedError(i);
	if (!(alpha < beta)) throw new Error(`Window invariant broken: ${alpha} >= ${beta}`);

	// 2. A finished game, scored before the table is consulted and never stored.
	if (won || filled === N) {
		if (!won) return leaf(i, 0, BOUND_EXACT, OUTCOME_DRAW);
		const winnerIsX = depth === 0 ? rootWinnerIsX : ((depth & 1) === 1) === rootIsX;
		const score = depthPenalty ? win - depth : win;
		const v = winnerIsX === rootIsX ? score : -score;
		return leaf(i, v, BOUND_EXACT, winnerIsX ? OUTCOME_X : OUTCOME_O);
	}

	// 3. The depth limit: a horizon leaf, scored by the evaluation (clamped below every win).
	if (depth >= limit) {
		horizons++;
		let v = rootIsX ? evalX : -evalX;
		if (v > evalCap) v = evalCap;
		else if (v < -evalCap) v = -evalCap;
		return leaf(i, v, BOUND_EXACT, FLAG_HORIZON);
	}

	// 4. The transposition table: an entry answers when exact, a lower bound >= beta or an upper
	// bound <= alpha; then the node is a table hit linked to the node that stored the entry.
	const k2 = xHi | (oHi << 16);
	if (useTable) {
		const s = findSlot(xLo, oLo, k2);
		if (s >= 0) {
			const tv = slotValue(s);
			const tb = slotBound(s);
			if (tb === BOUND_EXACT || (tb === BOUND_LOWER ? tv >= beta : tv <= alpha)) {
				hits++;
				if (keep) rLink[i] = slotNode(s);
				return leaf(i, tv, tb, FLAG_TABLE_HIT);
			}
		}
	}

	// 5. Try the moves in order (the first-moves line's move first); the maximizer is the root
	// mover (even depth).
	const maximizing = (depth & 1) === 0;
	const xToMove = maximizing === rootIsX;
	const taken = xLo | oLo;
	const first = onPv && depth < pvLen ? pv[depth] : -1;
	let best = maximizing ? NEG_INF : POS_INF;
	let lo = alpha;
	let hi = beta;
	let flags = 0;
	let pruned = 0;
	for (let k = first >= 0 ? -1 : 0; k < order.length; k++) {
		const m = k < 0 ? first : order[k];
		if (k >= 0 && m === first) continue;
		let cell = m;
		if (gravity) {
			const h = heights[m];
			if (h === H) continue;
			cell = (H - 1 - h) * W + m;
		} else if (m < 32 ? taken & (1 << m) : (xHi | oHi) & (1 << (m - 32))) continue;
		if (flags !== 0) {
			// 6. After a cutoff, the remaining moves are pruned: never searched, not counted.
			pruned |= 1 << m;
			continue;
		}
		const savedEval = evalX;
		const w = place(cell, xToMove);
		const v = visit(i, cell, depth + 1, lo, hi, w, k < 0);
		unplace(cell, xToMove);
		evalX = savedEval;
		if (depth === 0) rootMoves.push({ cell, score: v, bound: BOUND_NAMES[lastBound] });
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
	if (useTable) storeEntry(xLo, oLo, k2, best, bound, i);
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

/** Sets the game tables for `game`. */
function setGame(game: GameDef): void {
	({ width: W, height: H, cellCount: N, winLength: K, gravity } = game);
	S = K + 1;
	smallBoard = N <= 16;
	const perCell: number[][] = Array.from({ length: N }, () => []);
	game.lines.forEach((line, l) => line.forEach((c) => perCell[c].push(l)));
	lineStart = new Int32Array(N + 1);
	for (let c = 0; c < N; c++) lineStart[c + 1] = lineStart[c] + perCell[c].length;
	lineIds = Int32Array.from(perCell.flat());
	contrib = lineContribution(K);
	cntX = new Int8Array(game.lines.length);
	cntO = new Int8Array(game.lines.length);
	heights = new Int8Array(W);
}

/**
 * Searches `position` of `game` and records the search into `buffer` (or new buffers, growing).
 * The position must be valid for the game (see parsePosition); it may be finished.
 * @throws SearchAbortedError when settings.shouldAbort says so (the module holds no record then).
 */
export function searchGame(
	game: GameDef,
	position: Position,
	settings: GameSearchSettings,
	buffer: ArrayBuffer | null
): GameSearchOutput {
	// 0. Set up: the game, the root position, the options, the record's buffer, the table.
	setGame(game);
	xLo = xHi = oLo = oHi = filled = evalX = 0;
	trackEval = settings.depthLimit !== null;
	position.cells.forEach((c, cell) => {
		if (c !== null) place(cell, c === 'X');
	});
	let xLine = false;
	let oLine = false;
	for (let l = 0; l < cntX.length; l++) {
		if (cntX[l] === K) xLine = true;
		if (cntO[l] === K) oLine = true;
	}
	rootWinnerIsX = xLine;
	rootIsX = position.toMove === 'X';
	({ alphaBeta, depthPenalty, nodeBudget: budget } = settings);
	win = game.win;
	limit = settings.depthLimit ?? 255;
	evalCap = evaluationLimit(game, Math.min(limit, N - filled), depthPenalty);
	useTable = settings.transpositionTable;
	abortFn = settings.shouldAbort;
	order = Int8Array.from(settings.order);
	pv = Int8Array.from(settings.firstMoves, (c) => (gravity ? c % W : c));
	pvLen = pv.length;
	buf = buffer ?? new ArrayBuffer(Math.min(budget, INITIAL_CAPACITY) * RECORD_BYTES_PER_NODE);
	capacity = Math.min(bufferCapacity(buf.byteLength), budget);
	bind(recordArraysOver(buf, capacity));
	examined = hits = horizons = 0;
	rootMoves = [];
	if (useTable) clearTable();

	try {
		// 1-8. Visit the root and, through it, the tree (see visit).
		const value = visit(-1, -1, 0, NEG_INF, POS_INF, xLine || oLine, pvLen > 0);
		let bestMove: number | null = null;
		let bestScore = -Infinity;
		for (const m of rootMoves) {
			if (m.score > bestScore) {
				bestScore = m.score;
				bestMove = m.cell;
			}
		}
		return {
			moves: rootMoves,
			bestMove,
			value,
			examined,
			kept: Math.min(examined, budget),
			buffer: buf,
			tableEntries: useTable ? entryCount() : 0,
			tableHits: hits,
			horizonLeaves: horizons
		};
	} finally {
		// The module keeps no record buffer between searches.
		buf = new ArrayBuffer(0);
		bind(recordArraysOver(buf, 0));
		abortFn = null;
	}
}
