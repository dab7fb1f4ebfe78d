/**
 * Draw offers on the page (docs/game-rules.md: if accepted the game ends drawn, if declined it
 * goes on). Against the computer, it searches the position and accepts exactly when its minimax value
 * is 0 or less (src/lib/game/draw-offer.ts), saying why with the number; between two people the
 * other seat answers with "Accept draw" or "Decline draw". Owned by the page's Game, which lends the
 * game, a search and a way to commit (`DrawHost`).
 */
import type { Position } from '$lib/engine';
import {
	agreeDraw,
	annotate,
	computerAnswersDraw,
	currentPosition,
	isOnLine,
	markOf,
	seatToMove,
	turnRef,
	valueFor,
	type Game,
	type SeatIndex,
	type StatusPart
} from '$lib/game';
import { againstComputer, playerOf } from './game-view';
import type { Decision } from '$lib/stepper';

/** What the Game lends to draw offers. */
export interface DrawHost {
	/** The game now. */
	game(): Game<Decision>;
	/** Searches with the current options; null when aborted (the game's or `signal`) or failed. */
	run(position: Position, signal?: AbortSignal): Promise<Decision | null>;
	/** Plays on with `game` (the same game, ended or annotated) and says `notice` in the status. */
	commit(game: Game<Decision>, notice: StatusPart | null): void;
	/** Says `notice` in the status, the game unchanged. */
	say(notice: StatusPart): void;
}

export class DrawOffers {
	readonly #host: DrawHost;
	/** The seat whose offer waits for the other's answer, or 'computer' while it considers yours. */
	#offer = $state.raw<SeatIndex | 'computer' | null>(null);
	/** The computer's search of the offer; aborted by `clear`. */
	#search: AbortController | null = null;

	constructor(host: DrawHost) {
		this.#host = host;
	}

	/** The offer waiting for an answer: the seat that offered, 'computer' while it considers, or null. */
	get pending(): SeatIndex | 'computer' | null {
		return this.#offer;
	}

	/** Forgets the offer (a move, Undo, a new game, the end of the game). */
	clear(): void {
		this.#search?.abort();
		this.#search = null;
		this.#offer = null;
	}

	/**
	 * The person to move offers a draw. Against the computer the answer comes once its search of the
	 * position is done; the search is kept as that position's analysis.
	 */
	async offer(): Promise<void> {
		const game = this.#host.game();
		this.clear();
		if (!againstComputer(game)) {
			this.#offer = seatToMove(game);
			return;
		}
		this.#offer = 'computer';
		const search = new AbortController();
		this.#search = search;
		const ref = turnRef(game);
		const decision = await this.#host.run(currentPosition(game), search.signal);
		const now = this.#host.game();
		if (search.signal.aborted || !isOnLine(now, ref) || now.moves.length !== ref.moves.length) {
			return;
		}
		this.#search = null;
		this.#offer = null;
		if (!decision) return;
		const value = valueFor(markOf(game, 1), currentPosition(game), decision.result.value);
		const answer = computerAnswersDraw(value);
		const kept = annotate(now, ref, decision);
		const next = kept.ok ? kept.value : now;
		const ended = answer.accepted ? agreeDraw(next) : null;
		// A search stopped by a depth limit (4x4, Connect Four) estimates the value: say so.
		const { horizonLeaves, options } = decision.result;
		const limit = horizonLeaves > 0 ? (options.depthLimit ?? null) : null;
		const notice = {
			kind: 'computerDraw' as const,
			...answer,
			...(limit ? { horizon: limit } : {})
		};
		this.#host.commit(ended?.ok ? ended.value : next, notice);
	}

	/** The other person's answer: accepted ends the game drawn, declined goes on. */
	answer(accepted: boolean): void {
		const by = this.#offer;
		if (by === null || by === 'computer') return;
		this.clear();
		const game = this.#host.game();
		if (!accepted) {
			this.#host.say({ kind: 'drawDeclined', player: playerOf(game, (1 - by) as SeatIndex) });
			return;
		}
		const ended = agreeDraw(game);
		if (ended.ok) this.#host.commit(ended.value, null);
	}
}
