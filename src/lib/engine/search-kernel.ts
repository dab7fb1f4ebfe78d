/**
 * What the generic game kernels share (search-game.ts for every board, search-ultimate.ts for
 * ultimate tic-tac-toe): the options every kernel reads, the record's writer (record-writer.ts),
 * the counts, and the steps that do not depend on the board: entering a node (step 1), scoring a
 * won game (step 2) and handing back the search's output. Each kernel is a subclass, one object
 * per search, so every call from its visit sees one class and stays monomorphic.
 */
import type { Position } from './board';
import type { GameDef } from './games';
import { BOUND_EXACT, OUTCOME_O, OUTCOME_X } from './record';
import { RecordWriter } from './record-writer';
import type { GameSearchOutput, GameSearchSettings, MoveScore } from './game-search-types';
import { ABORT_CHECK_INTERVAL, SearchAbortedError } from './search-control';

const CHECK_MASK = ABORT_CHECK_INTERVAL - 1;

/** One search's options, record writer and counts (module docstring). */
export class KernelSearch {
	readonly alphaBeta: boolean;
	readonly depthPenalty: boolean;
	/** The game's win score (before the depth penalty). */
	readonly win: number;
	/** The root's side to move (the maximizer) is X. */
	readonly rootIsX: boolean;
	/** The depth limit in plies (255: none). */
	readonly limit: number;
	readonly abortFn: (() => boolean) | null;
	/** The first-moves line (SearchControl.firstMoves), as the kernel tries its moves. */
	readonly pv: Int8Array;
	readonly pvLen: number;
	readonly w = new RecordWriter();
	/** Nodes examined so far (kept or not); the next node's index. */
	examined = 0;
	hits = 0;
	horizons = 0;

	constructor(game: GameDef, position: Position, settings: GameSearchSettings, pv: Int8Array) {
		this.alphaBeta = settings.alphaBeta;
		this.depthPenalty = settings.depthPenalty;
		this.win = game.win;
		this.rootIsX = position.toMove === 'X';
		this.limit = settings.depthLimit ?? 255;
		this.abortFn = settings.shouldAbort;
		this.pv = pv;
		this.pvLen = pv.length;
	}

	/**
	 * Step 1: counts a node and records it on entry when the budget keeps it (its parent, move,
	 * depth, window and masks x and o); asks for an abort every ABORT_CHECK_INTERVAL nodes.
	 * Returns the node's index.
	 * @throws SearchAbortedError when the abort callback says so; Error when alpha >= beta.
	 */
	enter(
		parent: number,
		move: number,
		depth: number,
		alpha: number,
		beta: number,
		x: number,
		o: number
	): number {
		const i = this.examined++;
		this.w.enter(i, parent, move, depth, alpha, beta, x, o);
		if ((i & CHECK_MASK) === 0 && this.abortFn !== null && this.abortFn()) {
			throw new SearchAbortedError(i);
		}
		if (!(alpha < beta)) throw new Error(`Window invariant broken: ${alpha} >= ${beta}`);
		return i;
	}

	/**
	 * Step 2: node i, `depth` plies below the root, is a game won by X (`winnerIsX`) or O: its
	 * value from the root mover's view (the win less the depth with the depth penalty), recorded.
	 */
	wonLeaf(i: number, depth: number, winnerIsX: boolean): number {
		const score = this.depthPenalty ? this.win - depth : this.win;
		const v = winnerIsX === this.rootIsX ? score : -score;
		return this.w.leaf(i, v, BOUND_EXACT, winnerIsX ? OUTCOME_X : OUTCOME_O);
	}

	/** The search's output, its root `value` and `moves` found, `tableEntries` in its table. */
	output(value: number, moves: MoveScore[], tableEntries: number): GameSearchOutput {
		const w = this.w;
		return {
			moves,
			value,
			examined: this.examined,
			kept: Math.min(this.examined, w.budget),
			buffer: w.buffer,
			tableEntries,
			tableHits: this.hits,
			horizonLeaves: this.horizons
		};
	}
}
