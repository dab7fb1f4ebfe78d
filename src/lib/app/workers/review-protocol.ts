/**
 * The game review off the main thread (review-host.ts, review.worker.ts) over the worker channel
 * (channel.ts): `review` labels every ply of a game, reporting the positions valued; `threat`,
 * `value` and `retry` answer from the same cached values (the host keeps one ReviewSolver per game and depth
 * penalty). Aborting a request terminates the worker (the next one starts afresh).
 */
import type { GameId, Position } from '$lib/engine';
import type { GameReview, PositionValue, Retry, ReviewedPly, Threat } from '$lib/review';

/** Which reviewer answers: the game and the depth penalty. */
export interface ReviewKey {
	readonly game: GameId;
	readonly depthPenalty: boolean;
}

/** The review worker's requests. */
export type ReviewProtocol = {
	review: {
		request: ReviewKey & { readonly start: Position; readonly moves: readonly number[] };
		response: GameReview;
		/** Positions valued so far, and in all (the moves plus one). */
		progress: { readonly done: number; readonly total: number };
	};
	threat: {
		request: ReviewKey & { readonly position: Position };
		response: Threat | null;
	};
	/** One position's value for its side to move (the evaluation bar during play). */
	value: {
		request: ReviewKey & { readonly position: Position };
		response: PositionValue;
	};
	retry: {
		request: ReviewKey & { readonly ply: ReviewedPly; readonly cell: number };
		response: Retry;
	};
};
