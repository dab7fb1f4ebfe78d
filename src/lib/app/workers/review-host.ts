/**
 * The review worker's logic, without the worker (tests serve it in-process): the review core's
 * reviewGame, threatOf and checkRetry (src/lib/review) over one ReviewSolver per game and depth
 * penalty, kept between requests so that threats and retries reuse the review's values.
 */
import { ReviewSolver, checkRetry, reviewGame, threatOf } from '$lib/review';
import type { Handlers } from './channel';
import type { ReviewKey, ReviewProtocol } from './review-protocol';

/** The handlers, with their solvers. */
export function reviewHandlers(): Handlers<ReviewProtocol> {
	const solvers = new Map<string, ReviewSolver>();
	const solver = ({ game, depthPenalty }: ReviewKey): ReviewSolver => {
		const key = `${game} ${depthPenalty}`;
		let s = solvers.get(key);
		if (!s) solvers.set(key, (s = new ReviewSolver(game, { depthPenalty })));
		return s;
	};
	return {
		review: (request, context) =>
			reviewGame(solver(request), request.start, request.moves, (done, total) =>
				context.progress({ done, total })
			),
		threat: (request) => threatOf(solver(request), request.position),
		value: (request) => solver(request).value(request.position),
		retry: (request) => checkRetry(solver(request), request.ply, request.cell)
	};
}
