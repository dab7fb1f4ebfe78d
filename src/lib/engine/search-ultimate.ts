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
 * board, exactly. Each search's state is one UltimateSearch object, as in search-game.ts, and the
 * record is written by its RecordWriter (record-writer.ts).
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
	NEG_INF,
	OUTCOME_DRAW,
	POS_INF,
	RECORD_BYTES_PER_NODE
} from './record';
import { KernelSearch } from './search-kernel';
import type { GameSearchOutput, GameSearchSettings, MoveScore } from './game-search-types';
import { BOARD_OF, CELL_IN_BOARD, UltimateBoard } from './ultimate';
import { evaluateUltimateBoard } from './ultimate-evaluation';
import { UltimateTable } from './ultimate-table';

const INITIAL_CAPACITY = 1 << 12;

/** True when `cell` is a legal move of `b` now (its board open and allowed, the cell empty). */
function legal(b: UltimateBoard, cell: number): boolean {
	const sb = BOARD_OF[cell];
	if (b.closed & (1 << sb)) return false;
	if (b.forced >= 0 && b.forced !== sb) return false;
	return ((b.x[sb] | b.o[sb]) & (1 << CELL_IN_BOARD[cell])) === 0;
}

/** Tables no search holds now, kept for the next search (one: about 40 MB at most). */
const spareTables: UltimateTable[] = [];

/**
 * One search of an ultimate position: the board, the options, the record's writer, the table and
 * the counts, set by the constructor before the first node; `run` searches once.
 */
class UltimateSearch extends KernelSearch {
	readonly board: UltimateBoard;
	readonly order: Uint8Array;
	/** The order restricted to each small board: orderIn[b * 9 + i], i = 0-8. */
	readonly orderIn: Uint8Array;
	readonly evalCap: number;
	readonly useEval: boolean;
	readonly table: UltimateTable | null;
	readonly rootMoves: MoveScore[] = [];

	constructor(
		game: GameDef,
		position: Position,
		settings: GameSearchSettings,
		buffer: ArrayBuffer | null
	) {
		// 0. Set up: the root position, the options, the order per board, the record, the table.
		super(game, position, settings, Int8Array.from(settings.firstMoves));
		this.board = new UltimateBoard(position);
		const budget = settings.nodeBudget;
		this.useEval = settings.depthLimit !== null && settings.horizonEvaluation !== false;
		const empty = position.cells.filter((c) => c === null).length;
		this.evalCap = this.useEval
			? evaluationLimit(game, Math.min(this.limit, empty), this.depthPenalty)
			: 0;
		this.order = Uint8Array.from(settings.order);
		this.orderIn = new Uint8Array(81);
		const fill = new Uint8Array(9);
		for (const cell of this.order) {
			this.orderIn[BOARD_OF[cell] * 9 + fill[BOARD_OF[cell]]++] = cell;
		}
		this.w.start(
			buffer ?? new ArrayBuffer(Math.min(budget, INITIAL_CAPACITY) * RECORD_BYTES_PER_NODE),
			budget
		);
		if (settings.transpositionTable) {
			this.table = spareTables.pop() ?? new UltimateTable();
			this.table.clear();
		} else this.table = null;
	}

	/**
	 * Searches the node reached by `move` (a grid cell) from `parent`, `depth` plies below the
	 * root, with the window (alpha, beta); `onPv` says the node lies on the first-moves line.
	 * Returns its value (root mover's view).
	 */
	visit(
		parent: number,
		move: number,
		depth: number,
		alpha: number,
		beta: number,
		onPv: boolean
	): number {
		// 1. Count the node; record it on entry when the budget keeps it; check for an abort.
		const b = this.board;
		const w = this.w;
		const i = this.enter(parent, move, depth, alpha, beta, 0, 0);

		// 2. A finished game, scored before the table is consulted and never stored.
		const result = b.result;
		const rootIsX = this.rootIsX;
		if (result !== 0) {
			if (result === 3) return w.leaf(i, 0, BOUND_EXACT, OUTCOME_DRAW);
			return this.wonLeaf(i, depth, result === 1);
		}

		// 3. The depth limit: a horizon leaf, scored by the evaluation (clamped below every win), or 0.
		if (depth >= this.limit) {
			this.horizons++;
			let v = 0;
			if (this.useEval) {
				const e = evaluateUltimateBoard(b);
				const cap = this.evalCap;
				v = Math.max(-cap, Math.min(cap, rootIsX ? e : -e));
			}
			return w.leaf(i, v, BOUND_EXACT, FLAG_HORIZON);
		}

		// 4. The transposition table: an entry answers when exact, a lower bound >= beta or an upper
		// bound <= alpha; then the node is a table hit linked to the node that stored the entry.
		const t = this.table;
		if (t !== null) {
			t.setKey(b);
			const s = t.answering(alpha, beta);
			if (s >= 0) {
				this.hits++;
				w.linkTo(i, t.node(s));
				return w.leaf(i, t.value(s), t.bound(s), FLAG_TABLE_HIT);
			}
		}

		// 5. Try the moves in order (the first-moves line's move first, when legal); the maximizer
		// is the root mover (even depth).
		const maximizing = (depth & 1) === 0;
		const alphaBeta = this.alphaBeta;
		const pv = this.pv;
		const first = onPv && depth < this.pvLen && legal(b, pv[depth]) ? pv[depth] : -1;
		const forced = b.forced;
		const list = forced >= 0 ? this.orderIn : this.order;
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
			const v = this.visit(i, m, depth + 1, lo, hi, k < from);
			b.undo();
			if (depth === 0) {
				this.rootMoves.push({ cell: m, score: v, bound: BOUND_NAMES[w.lastBound] });
			}
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
		if (t !== null) {
			t.setKey(b);
			t.store(best, bound, i);
		}
		return w.close(i, best, bound, pruned, flags, this.examined);
	}

	/** Searches from the root (steps 1-8, see visit) and hands back what search.ts reads. */
	run(): GameSearchOutput {
		const { w, table } = this;
		try {
			const value = this.visit(-1, -1, 0, NEG_INF, POS_INF, this.pvLen > 0);
			return this.output(value, this.rootMoves, table ? table.entries : 0);
		} finally {
			w.release();
			if (table !== null && spareTables.length === 0) spareTables.push(table);
		}
	}
}

/**
 * Searches the ultimate `position` and records the search into `buffer` (or new buffers,
 * growing). The position must be valid (parsePosition with game 'ultimate'); it may be finished.
 * `settings.order` is a move order of GameDef.orders (the 81 cells, each once). Each call has its
 * own state (an UltimateSearch).
 * @throws RangeError when the order is not a permutation of the 81 cells; SearchAbortedError
 *   when settings.shouldAbort says so.
 */
export function searchUltimate(
	game: GameDef,
	position: Position,
	settings: GameSearchSettings,
	buffer: ArrayBuffer | null
): GameSearchOutput {
	if (settings.order.length !== 81 || new Set(settings.order).size !== 81) {
		throw new RangeError('An ultimate move order lists each of the 81 cells once.');
	}
	return new UltimateSearch(game, position, settings, buffer).run();
}
