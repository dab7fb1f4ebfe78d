/**
 * The page's side of the classroom worker (classroom-protocol.ts): one promise per request,
 * progress through a callback, cancellation through an AbortSignal (the promise then resolves to
 * null and the worker stops between two jobs). `ClassroomTasks` is what the app classes use, so
 * that tests can run the same host in-process (see `connectHost`).
 */
import { recordFromTransport } from '$lib/engine';
import type { Comparison, FullProof } from '$lib/classroom';
import type { LessonId, ResolvedSlide } from '$lib/lessons';
import type { GameId, SearchOptions } from '$lib/engine';
import type {
	ClassroomAnswer,
	ClassroomJob,
	ClassroomRequest,
	DecisionTransport,
	Progress
} from './classroom-protocol';
import type { Decision } from './search-client';

/** How a caller follows and stops a request. */
export interface TaskOptions {
	readonly onProgress?: (progress: Progress) => void;
	/** Aborting it cancels the request: its promise resolves to null. */
	readonly signal?: AbortSignal;
}

/** A lesson slide, resolved, with its search ready for the tree and the step-through. */
export interface LoadedSlide {
	readonly slide: ResolvedSlide;
	readonly decision: Decision;
}

/**
 * The classroom's computations. Each resolves to its result, or null when cancelled.
 * @throws Error (rejects) with the worker's message when the computation fails (bad notation...).
 */
export interface ClassroomTasks {
	/** @param game the game whose board `notation` is on (default 3x3). */
	compare(notation: string, options?: TaskOptions, game?: GameId): Promise<Comparison | null>;
	proof(options?: TaskOptions): Promise<FullProof | null>;
	/** @param slide 0-based index of the slide in the lesson. */
	slide(lessonId: LessonId, slide: number, options?: TaskOptions): Promise<LoadedSlide | null>;
	trace(notation: string, search: SearchOptions, options?: TaskOptions): Promise<string | null>;
}

/** Anything that carries messages both ways (a Worker, or a test's in-process channel). */
export interface Port {
	postMessage(message: ClassroomRequest): void;
	onmessage: ((event: MessageEvent<ClassroomAnswer>) => void) | null;
	terminate?(): void;
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

type Pending = {
	resolve: (value: unknown) => void;
	reject: (error: Error) => void;
	onProgress?: (progress: Progress) => void;
};

export class ClassroomClient implements ClassroomTasks {
	readonly #port: Port;
	#nextId = 1;
	readonly #pending = new Map<number, Pending>();

	constructor(port: Port) {
		this.#port = port;
		port.onmessage = (event) => this.#receive(event.data);
	}

	#receive(answer: ClassroomAnswer): void {
		const entry = this.#pending.get(answer.id);
		if (!entry) return; // cancelled on this side already
		if ('progress' in answer) return entry.onProgress?.(answer.progress);
		this.#pending.delete(answer.id);
		if ('error' in answer) entry.reject(new Error(answer.error));
		else if ('cancelled' in answer) entry.resolve(null);
		else entry.resolve(answer.result);
	}

	#request<R>(job: ClassroomJob, options: TaskOptions = {}): Promise<R | null> {
		const { signal, onProgress } = options;
		if (signal?.aborted) return Promise.resolve(null);
		const id = this.#nextId++;
		return new Promise<R | null>((resolve, reject) => {
			this.#pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onProgress });
			signal?.addEventListener(
				'abort',
				() => {
					if (!this.#pending.delete(id)) return;
					this.#port.postMessage({ cancel: id });
					resolve(null);
				},
				{ once: true }
			);
			this.#port.postMessage({ ...job, id });
		});
	}

	compare(notation: string, options?: TaskOptions, game?: GameId): Promise<Comparison | null> {
		return this.#request({ kind: 'compare', notation, ...(game ? { game } : {}) }, options);
	}

	proof(options?: TaskOptions): Promise<FullProof | null> {
		return this.#request({ kind: 'proof' }, options);
	}

	async slide(
		lessonId: LessonId,
		slide: number,
		options?: TaskOptions
	): Promise<LoadedSlide | null> {
		const answer = await this.#request<{ slide: ResolvedSlide; decision: DecisionTransport }>(
			{ kind: 'slide', lessonId, slide },
			options
		);
		return answer && { slide: answer.slide, decision: decisionFromTransport(answer.decision) };
	}

	trace(notation: string, search: SearchOptions, options?: TaskOptions): Promise<string | null> {
		return this.#request({ kind: 'trace', notation, options: search }, options);
	}

	/** Rejects nothing, drops every pending request and stops the worker. */
	destroy(): void {
		this.#pending.clear();
		this.#port.terminate?.();
	}
}
