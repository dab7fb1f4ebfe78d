/**
 * The evaluation bar during play, as runes (no DOM): off by default (a class may not want the
 * answer shown); when on, the exact minimax value of the game's position for its side to move,
 * asked of the review worker (review-protocol.ts `value`) each time the position changes. A
 * position asked for while another is being valued aborts that one; a late answer is dropped.
 */
import { gameOutcome, type GameId, type Position, gameDef } from '$lib/engine';
import { resultOf } from '$lib/review';
import { Channel, type Port } from '../workers/channel';
import type { ReviewProtocol } from '../workers/review-protocol';
import type { BoardEvaluation } from './review-run.svelte';

export class LiveEvaluation {
	/** The bar is shown (off by default). */
	shown = $state(false);
	/** The evaluation of the position last asked for, once the worker has answered. */
	evaluation = $state.raw<BoardEvaluation | null>(null);
	readonly #channel: Channel<ReviewProtocol>;
	#asked: Position | null = null;
	#run: AbortController | null = null;

	/** @param start creates the worker (review.worker.ts), or an in-process one in tests. */
	constructor(start: () => Port) {
		this.#channel = new Channel({ start });
	}

	/** Values `position` of `game` when the bar is shown (nothing when it is the one asked for). */
	async follow(game: GameId, position: Position, depthPenalty: boolean): Promise<void> {
		if (!this.shown) {
			this.#run?.abort();
			this.#run = null;
			this.#asked = null;
			this.evaluation = null;
			return;
		}
		if (this.#asked === position) return;
		this.#asked = position;
		this.#run?.abort();
		const run = new AbortController();
		this.#run = run;
		this.evaluation = null;
		const outcome = await this.#channel.request(
			'value',
			{ game, depthPenalty, position },
			{ signal: run.signal }
		);
		if (this.#run !== run || !outcome.ok) return;
		this.#run = null;
		const def = gameDef(game);
		const v = outcome.value;
		this.evaluation = {
			toMove: position.toMove,
			value: v.value,
			exact: v.exact,
			depth: v.depth,
			result: resultOf(v.value, def.win, def.cellCount, v.exact),
			over: gameOutcome(def, position.cells)
		};
	}

	/** Stops the worker (the page is going away). */
	destroy(): void {
		this.#run = null;
		this.#channel.destroy();
	}
}
