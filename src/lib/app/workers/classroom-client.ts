/**
 * The page's side of the classroom worker (classroom-protocol.ts) over a channel (channel.ts):
 * one outcome per request (its result, `aborted` or `failed` with the worker's message), progress
 * through a callback, cancellation through an AbortSignal (the worker stops between two jobs and
 * keeps its caches). `ClassroomTasks` is what the app classes use, so that tests can serve the
 * same host in-process.
 */
import { recordFromTransport, recordTransport, type SearchResult } from '$lib/engine';
import type { Comparison, FullProof } from '$lib/classroom';
import type { LessonId, ResolvedSlide } from '$lib/lessons';
import type { GameId } from '$lib/engine';
import { Channel, type Outcome, type Port, type RequestOptions } from './channel';
import type {
	ClassroomProtocol,
	DecisionTransport,
	Progress,
	TraceFile
} from './classroom-protocol';
import type { Decision } from '$lib/stepper';

/** How a caller follows and stops a request. */
export type TaskOptions = Pick<RequestOptions<Progress>, 'onProgress' | 'signal'>;

/** A lesson slide, resolved, with its search ready for the tree and the step-through. */
export interface LoadedSlide {
	readonly slide: ResolvedSlide;
	readonly decision: Decision;
}

/**
 * The classroom's computations. Each resolves to its result, `aborted` (its signal) or `failed`
 * with the worker's message (bad notation, an unknown slide...); none rejects.
 */
export interface ClassroomTasks {
	/** @param game the game whose board `notation` is on (default 3x3). */
	compare(notation: string, options?: TaskOptions, game?: GameId): Promise<Outcome<Comparison>>;
	proof(options?: TaskOptions): Promise<Outcome<FullProof>>;
	/** @param slide 0-based index of the slide in the lesson. */
	slide(lessonId: LessonId, slide: number, options?: TaskOptions): Promise<Outcome<LoadedSlide>>;
	/**
	 * The trace file of a search the page holds (its record is copied to the worker), cut at
	 * TRACE_MAX_NODES nodes.
	 */
	trace(result: SearchResult, options?: TaskOptions): Promise<Outcome<TraceFile>>;
}

/** The Decision a DecisionTransport carries (views over its buffers, no copy). */
export function decisionFromTransport(t: DecisionTransport): Decision {
	const record = recordFromTransport(t.record);
	return {
		position: t.position,
		result: { ...t.result, record },
		steps: { ...t.steps, record },
		ms: 0
	};
}

export class ClassroomClient implements ClassroomTasks {
	readonly #channel: Channel<ClassroomProtocol>;

	/**
	 * @param start creates the worker (classroom.worker.ts), or an in-process one in tests; called on
	 *   the first request, in a task of its own.
	 */
	constructor(start: () => Port) {
		this.#channel = new Channel({ start, abortRunning: 'message' });
	}

	compare(notation: string, options?: TaskOptions, game?: GameId): Promise<Outcome<Comparison>> {
		return this.#channel.request('compare', { notation, ...(game ? { game } : {}) }, options);
	}

	proof(options?: TaskOptions): Promise<Outcome<FullProof>> {
		return this.#channel.request('proof', null, options);
	}

	async slide(
		lessonId: LessonId,
		slide: number,
		options?: TaskOptions
	): Promise<Outcome<LoadedSlide>> {
		const answer = await this.#channel.request('slide', { lessonId, slide }, options);
		if (!answer.ok) return answer;
		const { slide: resolved, decision } = answer.value;
		return { ok: true, value: { slide: resolved, decision: decisionFromTransport(decision) } };
	}

	trace(result: SearchResult, options?: TaskOptions): Promise<Outcome<TraceFile>> {
		const { record, ...rest } = result;
		return this.#channel.request(
			'trace',
			{ result: rest, record: recordTransport(record) },
			options
		);
	}

	/** Aborts every request and stops the worker (the page is going away). */
	destroy(): void {
		this.#channel.destroy();
	}
}
