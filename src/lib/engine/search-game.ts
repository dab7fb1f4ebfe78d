/**
 * The search for every game (games.ts): minimax with optional alpha-beta (fail-soft), depth
 * penalty, move ordering, transposition table, depth limit with the evaluation function, node
 * budget, abort callback and first moves (docs/conventions.md). search.ts calls it for everything
 * but the plain 3x3 search, which has its own lean path (search-ttt3.ts); both record the same
 * tree node for node (tests/unit/engine/search-game.test.ts). The position is a SearchBoard
 * (search-board.ts) the search makes and changes in place. Each search's state is one GameSearch
 * object, made by `searchGame` (two searches can run interleaved: one started from the other's
 * abort callback), and the record is written by its RecordWriter (record-writer.ts).
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
	NEG_INF,
	OUTCOME_DRAW,
	POS_INF,
	RECORD_BYTES_PER_NODE,
	bufferCapacity
} from './record';
import type { GameSearchOutput, GameSearchSettings } from './game-search-types';
import { SearchBoard } from './search-board';
import { KernelSearch } from './search-kernel';
import { giveTable, takeTable, type TranspositionTable } from './transposition';

/** Nodes of the first buffer when the caller gives none (it grows 4x as needed, up to the budget). */
const INITIAL_CAPACITY = 1 << 12;

/**
 * One search of a game's position: the board, the options, the record's writer, the table and the
 * counts (KernelSearch), set by the constructor before the first node; `run` searches once.
 */
class GameSearch extends KernelSearch {
	/** The position being searched, changed in place. */
	readonly board: SearchBoard;
	readonly smallBoard: boolean;
	readonly order: Int8Array;
	readonly rootWinnerIsX: boolean;
	readonly evalCap: number;
	readonly evaluation: boolean;
	readonly table: TranspositionTable | null;
	/**
	 * The root moves in the order tried: cell, score and bound code, the first `rootCount`. Every
	 * node's move writes its slot `rootCount` and only a root child's moves it on (branch-free, so
	 * that the search's optimized code has no path it first runs after the root's first child
	 * returns, late in the search: such a path deoptimizes it).
	 */
	readonly rootCells: Int8Array;
	readonly rootScores: Int16Array;
	readonly rootBounds: Uint8Array;
	rootCount = 0;
	/** For visitCells: the masks of the lines through cell c, cellLines[cellLineStart[c]] on. */
	cellLines: Int32Array = new Int32Array(0);
	cellLineStart: Int32Array = new Int32Array(0);
	/** For visitCells: the mask of every cell of the board. */
	fullMask = 0;

	constructor(
		readonly game: GameDef,
		position: Position,
		settings: GameSearchSettings,
		buffer: ArrayBuffer | null
	) {
		// 0. Set up: the game, the root position, the options, the record's buffer, the table.
		const gravity = game.gravity;
		const W = game.width;
		super(
			game,
			position,
			settings,
			Int8Array.from(settings.firstMoves, (c) => (gravity ? c % W : c))
		);
		const evaluation = settings.depthLimit !== null && settings.horizonEvaluation !== false;
		this.evaluation = evaluation;
		const board = new SearchBoard(game, position.cells, evaluation);
		this.board = board;
		const { N, filled, xLine } = board;
		this.smallBoard = N <= 16;
		this.rootWinnerIsX = xLine;
		const budget = settings.nodeBudget;
		// Without the evaluation, evalX stays 0 and the cap 0: every horizon leaf scores 0.
		this.evalCap = evaluation
			? evaluationLimit(game, Math.min(this.limit, N - filled), this.depthPenalty)
			: 0;
		this.order = Int8Array.from(settings.order);
		// The first buffer: the one given, unless the expected size says it will have to grow.
		const wanted = Math.min(budget, Math.max(INITIAL_CAPACITY, settings.expectedNodes ?? 0));
		const buf =
			buffer !== null &&
			(bufferCapacity(buffer.byteLength) >= wanted || !(settings.expectedNodes ?? 0))
				? buffer
				: new ArrayBuffer(wanted * RECORD_BYTES_PER_NODE);
		this.w.start(buf, budget);
		this.rootCells = new Int8Array(N + 1);
		this.rootScores = new Int16Array(N + 1);
		this.rootBounds = new Uint8Array(N + 1);
		this.table = settings.transpositionTable ? takeTable() : null;
		this.table?.clear(N <= 32, settings.expectedEntries ?? 0);
	}

	/**
	 * Searches the node reached by `move` (a cell) from `parent`, `depth` plies below the root, with
	 * the window (alpha, beta); `won` says the move completed a line; `onPv` that the node lies on
	 * the first-moves line. Returns its value (root mover's view).
	 */
	visit(
		parent: number,
		move: number,
		depth: number,
		alpha: number,
		beta: number,
		won: boolean,
		onPv: boolean
	): number {
		// 1. Count the node; record it on entry when the budget keeps it; check for an abort.
		const b = this.board;
		const w = this.w;
		const small = this.smallBoard;
		const i = this.enter(parent, move, depth, alpha, beta, small ? b.xLo : 0, small ? b.oLo : 0);

		// 2. A finished game, scored before the table is consulted and never stored.
		const rootIsX = this.rootIsX;
		if (won || b.filled === b.N) {
			if (!won) return w.leaf(i, 0, BOUND_EXACT, OUTCOME_DRAW);
			const winnerIsX = depth === 0 ? this.rootWinnerIsX : ((depth & 1) === 1) === rootIsX;
			return this.wonLeaf(i, depth, winnerIsX);
		}

		// 3. The depth limit: a horizon leaf, scored by the evaluation (clamped below every win), or 0.
		if (depth >= this.limit) {
			this.horizons++;
			const cap = this.evalCap;
			const v = Math.max(-cap, Math.min(cap, (rootIsX ? b.evalX : -b.evalX) | 0));
			return w.leaf(i, v, BOUND_EXACT, FLAG_HORIZON);
		}

		// 4. The transposition table: an entry answers when exact, a lower bound >= beta or an upper
		// bound <= alpha; then the node is a table hit linked to the node that stored the entry.
		const k2 = b.xHi | (b.oHi << 16);
		const t = this.table;
		const s = t !== null ? t.findSlot(b.xLo, b.oLo, k2) : -1;
		const generation = t !== null ? t.generation : 0;
		if (s >= 0 && t !== null && t.slotAnswers(s, alpha, beta)) {
			this.hits++;
			w.linkTo(i, t.slotNode(s));
			return w.leaf(i, t.slotValue(s), t.slotBound(s), FLAG_TABLE_HIT);
		}

		// 5. Try the moves in order (the first-moves line's move first); the maximizer is the root
		// mover (even depth).
		const maximizing = (depth & 1) === 0;
		const xToMove = maximizing === rootIsX;
		const taken = b.xLo | b.oLo;
		const gravity = b.gravity;
		const order = this.order;
		const alphaBeta = this.alphaBeta;
		const first = onPv && depth < this.pvLen ? this.pv[depth] : -1;
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
			const won = b.place(cell, xToMove);
			const v = this.visit(i, cell, depth + 1, lo, hi, won, k < 0);
			b.unplace(cell, xToMove, savedEval);
			this.noteRootMove(depth, cell, v);
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
		if (t !== null) t.storeEntryAt(s, generation, b.xLo, b.oLo, k2, best, bound, i);
		return w.close(i, best, bound, pruned, flags, this.examined);
	}

	/** Notes a child's move and value in the root moves' slot `rootCount`, kept at depth 0. */
	noteRootMove(depth: number, cell: number, v: number): void {
		const k = this.rootCount;
		this.rootCells[k] = cell;
		this.rootScores[k] = v;
		this.rootBounds[k] = this.w.lastBound;
		this.rootCount = k + (depth === 0 ? 1 : 0);
	}

	/**
	 * `visit` for a board of at most 32 cells without gravity and without the evaluation (no depth
	 * limit, or horizon leaves scored 0): the position is two masks, `x` and `o`, passed down, and a
	 * move wins when it completes one of the lines through its cell, `(mask & line) === line`: no
	 * board object, no line counts. It records exactly what `visit` records (the record's bytes are
	 * pinned by tests/unit/engine/record-bytes.test.ts), in the same steps.
	 */
	visitCells(
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
		const w = this.w;
		const small = this.smallBoard;
		const i = this.enter(parent, move, depth, alpha, beta, small ? x : 0, small ? o : 0);

		// 2. A finished game, scored before the table is consulted and never stored.
		const rootIsX = this.rootIsX;
		const taken = x | o;
		if (won || taken === this.fullMask) {
			if (!won) return w.leaf(i, 0, BOUND_EXACT, OUTCOME_DRAW);
			const winnerIsX = depth === 0 ? this.rootWinnerIsX : ((depth & 1) === 1) === rootIsX;
			return this.wonLeaf(i, depth, winnerIsX);
		}

		// 3. The depth limit: a horizon leaf, 0 (no evaluation).
		if (depth >= this.limit) {
			this.horizons++;
			return w.leaf(i, 0, BOUND_EXACT, FLAG_HORIZON);
		}

		// 4. The transposition table (see visit; the key's third word is 0 on these boards).
		const t = this.table;
		const s = t !== null ? t.findSlot(x, o, 0) : -1;
		const generation = t !== null ? t.generation : 0;
		if (s >= 0 && t !== null && t.slotAnswers(s, alpha, beta)) {
			this.hits++;
			w.linkTo(i, t.slotNode(s));
			return w.leaf(i, t.slotValue(s), t.slotBound(s), FLAG_TABLE_HIT);
		}

		// 5. Try the moves in order (the first-moves line's move first).
		const maximizing = (depth & 1) === 0;
		const xToMove = maximizing === rootIsX;
		const order = this.order;
		const alphaBeta = this.alphaBeta;
		const cellLines = this.cellLines;
		const cellLineStart = this.cellLineStart;
		const first = onPv && depth < this.pvLen ? this.pv[depth] : -1;
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
			let won = false;
			for (let p = cellLineStart[cell], e = cellLineStart[cell + 1]; p < e; p++) {
				const line = cellLines[p];
				if ((mine & line) === line) {
					won = true;
					break;
				}
			}
			const v = this.visitCells(
				i,
				cell,
				depth + 1,
				lo,
				hi,
				won,
				k < 0,
				xToMove ? mine : x,
				xToMove ? o : mine
			);
			this.noteRootMove(depth, cell, v);
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
		if (t !== null) t.storeEntryAt(s, generation, x, o, 0, best, bound, i);
		return w.close(i, best, bound, pruned, flags, this.examined);
	}

	/** Sets up visitCells's line masks and full mask (a board of at most 32 cells). */
	setUpCells(): void {
		const N = this.game.cellCount;
		const perCell: number[][] = Array.from({ length: N }, () => []);
		for (const line of this.game.lines) {
			const lineMask = line.reduce((m, c) => m | (1 << c), 0);
			for (const c of line) perCell[c].push(lineMask);
		}
		this.cellLineStart = new Int32Array(N + 1);
		for (let c = 0; c < N; c++)
			this.cellLineStart[c + 1] = this.cellLineStart[c] + perCell[c].length;
		this.cellLines = Int32Array.from(perCell.flat());
		this.fullMask = N === 32 ? -1 : (1 << N) - 1;
	}

	/** Searches from the root (steps 1-8, see visit) and hands back what search.ts reads. */
	run(): GameSearchOutput {
		const { board, w, table } = this;
		try {
			const rootWon = board.xLine || board.oLine;
			const onPv = this.pvLen > 0;
			let value: number;
			if (!board.gravity && board.N <= 32 && !this.evaluation) {
				this.setUpCells();
				value = this.visitCells(-1, -1, 0, NEG_INF, POS_INF, rootWon, onPv, board.xLo, board.oLo);
			} else value = this.visit(-1, -1, 0, NEG_INF, POS_INF, rootWon, onPv);
			const moves = Array.from({ length: this.rootCount }, (_, k) => ({
				cell: this.rootCells[k],
				score: this.rootScores[k],
				bound: BOUND_NAMES[this.rootBounds[k]]
			}));
			return this.output(value, moves, table !== null ? table.entries : 0);
		} finally {
			w.release();
			if (table !== null) giveTable(table);
		}
	}
}

/**
 * Searches `position` of `game` and records the search into `buffer` (or new buffers, growing).
 * The position must be valid for the game (see parsePosition); it may be finished. Each call has
 * its own state (a GameSearch): a search may be started from another's abort callback.
 * @throws SearchAbortedError when settings.shouldAbort says so (no record is handed back then).
 */
export function searchGame(
	game: GameDef,
	position: Position,
	settings: GameSearchSettings,
	buffer: ArrayBuffer | null
): GameSearchOutput {
	return new GameSearch(game, position, settings, buffer).run();
}
