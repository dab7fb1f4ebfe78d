/**
 * The search for every game (games.ts): minimax with optional alpha-beta (fail-soft), depth
 * penalty, move ordering, transposition table, depth limit with the evaluation function, node
 * budget, abort callback and first moves (docs/conventions.md). search.ts calls it for everything
 * but the plain 3x3 search, which has its own lean path (search-ttt3.ts); both record the same
 * tree node for node (tests/unit/engine/search-game.test.ts). The position is a SearchBoard
 * (search-board.ts) the search makes and changes in place. Module state, not a closure, as in
 * search-ttt3.ts: the search is synchronous and never re-entered, and `searchGame` sets all of it
 * before the first node.
 */
import type { Position } from './board';
import { evaluationLimit } from './evaluation';
import type { GameDef } from './games';
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
	bufferCapacity,
	grownRecordBuffer,
	recordArraysOver,
	type RecordArrays
} from './record';
import type { GameSearchOutput, GameSearchSettings } from './game-search-types';
import { SearchBoard } from './search-board';
import { ABORT_CHECK_INTERVAL, SearchAbortedError } from './search-control';
import {
	clearTable,
	entryCount,
	findSlot,
	slotAnswers,
	slotBound,
	slotNode,
	slotValue,
	storeEntryAt,
	tableGeneration
} from './transposition';

/** Nodes of the first buffer when the caller gives none (it grows 4x as needed, up to the budget). */
const INITIAL_CAPACITY = 1 << 12;
const CHECK_MASK = ABORT_CHECK_INTERVAL - 1;

/** The position being searched, made by `searchGame`. */
let board: SearchBoard;
let smallBoard = true;
let order: Int8Array = new Int8Array(0);
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
/**
 * The root moves in the order tried: cell, score and bound code, the first `rootCount`. Every
 * node's move writes its slot `rootCount` and only a root child's moves it on (branch-free, so
 * that the search's optimized code has no path it first runs after the root's first child
 * returns, late in the search: such a path deoptimizes it).
 */
let rootCells: Int8Array = new Int8Array(0);
let rootScores: Int16Array = new Int16Array(0);
let rootBounds: Uint8Array = new Uint8Array(0);
let rootCount = 0;
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

/**
 * Moves the record to a buffer four times as big (at most the budget), copying the nodes so far:
 * growing by 4 rather than 2 copies a third of the final record instead of all of it (the 4x4
 * proof's 725,254 nodes: 4 moves instead of 8).
 */
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
		rX[i] = smallBoard ? b.xLo : 0;
		rO[i] = smallBoard ? b.oLo : 0;
	}
	if ((i & CHECK_MASK) === 0 && abortFn !== null && abortFn()) throw new SearchAbortedError(i);
	if (!(alpha < beta)) throw new Error(`Window invariant broken: ${alpha} >= ${beta}`);

	// 2. A finished game, scored before the table is consulted and never stored.
	if (won || b.filled === b.N) {
		if (!won) return leaf(i, 0, BOUND_EXACT, OUTCOME_DRAW);
		const winnerIsX = depth === 0 ? rootWinnerIsX : ((depth & 1) === 1) === rootIsX;
		const score = depthPenalty ? win - depth : win;
		const v = winnerIsX === rootIsX ? score : -score;
		return leaf(i, v, BOUND_EXACT, winnerIsX ? OUTCOME_X : OUTCOME_O);
	}

	// 3. The depth limit: a horizon leaf, scored by the evaluation (clamped below every win), or 0.
	if (depth >= limit) {
		horizons++;
		const v = Math.max(-evalCap, Math.min(evalCap, (rootIsX ? b.evalX : -b.evalX) | 0));
		return leaf(i, v, BOUND_EXACT, FLAG_HORIZON);
	}

	// 4. The transposition table: an entry answers when exact, a lower bound >= beta or an upper
	// bound <= alpha; then the node is a table hit linked to the node that stored the entry.
	const k2 = b.xHi | (b.oHi << 16);
	const s = useTable ? findSlot(b.xLo, b.oLo, k2) : -1;
	const generation = tableGeneration;
	if (s >= 0 && slotAnswers(s, alpha, beta)) {
		hits++;
		if (keep) rLink[i] = slotNode(s);
		return leaf(i, slotValue(s), slotBound(s), FLAG_TABLE_HIT);
	}

	// 5. Try the moves in order (the first-moves line's move first); the maximizer is the root
	// mover (even depth).
	const maximizing = (depth & 1) === 0;
	const xToMove = maximizing === rootIsX;
	const taken = b.xLo | b.oLo;
	const gravity = b.gravity;
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
			const h = b.heights[m];
			if (h === b.H) continue;
			cell = (b.H - 1 - h) * b.W + m;
		} else if (m < 32 ? taken & (1 << m) : (b.xHi | b.oHi) & (1 << (m - 32))) continue;
		if (flags !== 0) {
			// 6. After a cutoff, the remaining moves are pruned: never searched, not counted.
			pruned |= 1 << m;
			continue;
		}
		const savedEval = b.evalX;
		const w = b.place(cell, xToMove);
		const v = visit(i, cell, depth + 1, lo, hi, w, k < 0);
		b.unplace(cell, xToMove, savedEval);
		rootCells[rootCount] = cell;
		rootScores[rootCount] = v;
		rootBounds[rootCount] = lastBound;
		rootCount += depth === 0 ? 1 : 0;
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
	if (useTable) storeEntryAt(s, generation, b.xLo, b.oLo, k2, best, bound, i);
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

/** For visitCells: the masks of the lines through cell c, cellLines[cellLineStart[c]] on. */
let cellLines: Int32Array = new Int32Array(0);
let cellLineStart: Int32Array = new Int32Array(0);
/** For visitCells: the mask of every cell of the board. */
let fullMask = 0;

/**
 * `visit` for a board of at most 32 cells without gravity and without the evaluation (no depth
 * limit, or horizon leaves scored 0): the position is two masks, `x` and `o`, passed down, and a
 * move wins when it completes one of the lines through its cell, `(mask & line) === line`: no
 * board object, no line counts. It records exactly what `visit` records (the record's bytes are
 * pinned by tests/unit/engine/record-bytes.test.ts), in the same steps.
 */
function visitCells(
	parent: number,
	move: number,
	depth: number,
	alpha: number,
	beta: number,
	won: boolean,
	onPv: boolean,
	x: number,
	o: number
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
		rX[i] = smallBoard ? x : 0;
		rO[i] = smallBoard ? o : 0;
	}
	if ((i & CHECK_MASK) === 0 && abortFn !== null && abortFn()) throw new SearchAbortedError(i);
	if (!(alpha < beta)) throw new Error(`Window invariant broken: ${alpha} >= ${beta}`);

	// 2. A finished game, scored before the table is consulted and never stored.
	const taken = x | o;
	if (won || taken === fullMask) {
		if (!won) return leaf(i, 0, BOUND_EXACT, OUTCOME_DRAW);
		const winnerIsX = depth === 0 ? rootWinnerIsX : ((depth & 1) === 1) === rootIsX;
		const score = depthPenalty ? win - depth : win;
		const v = winnerIsX === rootIsX ? score : -score;
		return leaf(i, v, BOUND_EXACT, winnerIsX ? OUTCOME_X : OUTCOME_O);
	}

	// 3. The depth limit: a horizon leaf, 0 (no evaluation).
	if (depth >= limit) {
		horizons++;
		return leaf(i, 0, BOUND_EXACT, FLAG_HORIZON);
	}

	// 4. The transposition table (see visit; the key's third word is 0 on these boards).
	const s = useTable ? findSlot(x, o, 0) : -1;
	const generation = tableGeneration;
	if (s >= 0 && slotAnswers(s, alpha, beta)) {
		hits++;
		if (keep) rLink[i] = slotNode(s);
		return leaf(i, slotValue(s), slotBound(s), FLAG_TABLE_HIT);
	}

	// 5. Try the moves in order (the first-moves line's move first).
	const maximizing = (depth & 1) === 0;
	const xToMove = maximizing === rootIsX;
	const first = onPv && depth < pvLen ? pv[depth] : -1;
	let best = maximizing ? NEG_INF : POS_INF;
	let lo = alpha;
	let hi = beta;
	let flags = 0;
	let pruned = 0;
	for (let k = first >= 0 ? -1 : 0; k < order.length; k++) {
		const cell = k < 0 ? first : order[k];
		if (k >= 0 && cell === first) continue;
		const bit = 1 << cell;
		if (taken & bit) continue;
		if (flags !== 0) {
			// 6. After a cutoff, the remaining moves are pruned: never searched, not counted.
			pruned |= bit;
			continue;
		}
		const mine = xToMove ? x | bit : o | bit;
		let w = false;
		for (let p = cellLineStart[cell], e = cellLineStart[cell + 1]; p < e; p++) {
			const line = cellLines[p];
			if ((mine & line) === line) {
				w = true;
				break;
			}
		}
		const v = visitCells(
			i,
			cell,
			depth + 1,
			lo,
			hi,
			w,
			k < 0,
			xToMove ? mine : x,
			xToMove ? o : mine
		);
		rootCells[rootCount] = cell;
		rootScores[rootCount] = v;
		rootBounds[rootCount] = lastBound;
		rootCount += depth === 0 ? 1 : 0;
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
	if (useTable) storeEntryAt(s, generation, x, o, 0, best, bound, i);
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

/** Sets up visitCells's line masks and full mask for `game` (at most 32 cells). */
function setUpCells(game: GameDef): void {
	const N = game.cellCount;
	const perCell: number[][] = Array.from({ length: N }, () => []);
	for (const line of game.lines) {
		const lineMask = line.reduce((m, c) => m | (1 << c), 0);
		for (const c of line) perCell[c].push(lineMask);
	}
	cellLineStart = new Int32Array(N + 1);
	for (let c = 0; c < N; c++) cellLineStart[c + 1] = cellLineStart[c] + perCell[c].length;
	cellLines = Int32Array.from(perCell.flat());
	fullMask = N === 32 ? -1 : (1 << N) - 1;
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
	const evaluation = settings.depthLimit !== null && settings.horizonEvaluation !== false;
	board = new SearchBoard(game, position.cells, evaluation);
	const { N, W, gravity, filled, xLine, oLine } = board;
	smallBoard = N <= 16;
	rootWinnerIsX = xLine;
	rootIsX = position.toMove === 'X';
	({ alphaBeta, depthPenalty, nodeBudget: budget } = settings);
	win = game.win;
	limit = settings.depthLimit ?? 255;
	// Without the evaluation, evalX stays 0 and the cap 0: every horizon leaf scores 0.
	evalCap = evaluation ? evaluationLimit(game, Math.min(limit, N - filled), depthPenalty) : 0;
	useTable = settings.transpositionTable;
	abortFn = settings.shouldAbort;
	order = Int8Array.from(settings.order);
	pv = Int8Array.from(settings.firstMoves, (c) => (gravity ? c % W : c));
	pvLen = pv.length;
	// The first buffer: the one given, unless the expected size says it will have to grow.
	const wanted = Math.min(budget, Math.max(INITIAL_CAPACITY, settings.expectedNodes ?? 0));
	buf =
		buffer !== null &&
		(bufferCapacity(buffer.byteLength) >= wanted || !(settings.expectedNodes ?? 0))
			? buffer
			: new ArrayBuffer(wanted * RECORD_BYTES_PER_NODE);
	capacity = Math.min(bufferCapacity(buf.byteLength), budget);
	bind(recordArraysOver(buf, capacity));
	examined = hits = horizons = 0;
	rootCells = new Int8Array(N + 1);
	rootScores = new Int16Array(N + 1);
	rootBounds = new Uint8Array(N + 1);
	rootCount = 0;
	if (useTable) clearTable(N <= 32, settings.expectedEntries ?? 0);

	try {
		// 1-8. Visit the root and, through it, the tree (see visit).
		const rootWon = xLine || oLine;
		let value: number;
		if (!gravity && N <= 32 && !evaluation) {
			setUpCells(game);
			value = visitCells(-1, -1, 0, NEG_INF, POS_INF, rootWon, pvLen > 0, board.xLo, board.oLo);
		} else value = visit(-1, -1, 0, NEG_INF, POS_INF, rootWon, pvLen > 0);
		return {
			moves: Array.from({ length: rootCount }, (_, k) => ({
				cell: rootCells[k],
				score: rootScores[k],
				bound: BOUND_NAMES[rootBounds[k]]
			})),
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
