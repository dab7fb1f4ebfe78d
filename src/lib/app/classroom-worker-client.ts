/**
 * The classroom client over its Web Worker, started on the first request (inlined with the bundle,
 * so it also starts from file://; docs/stack.md).
 */
import type { Comparison, FullProof } from '$lib/classroom';
import type { SearchOptions } from '$lib/engine';
import type { LessonId } from '$lib/lessons';
import {
	ClassroomClient,
	type ClassroomTasks,
	type LoadedSlide,
	type TaskOptions
} from './classroom-client';
import ClassroomWorker from './classroom.worker.ts?worker&inline';

export class WorkerTasks implements ClassroomTasks {
	#client: ClassroomClient | null = null;

	get #started(): ClassroomClient {
		this.#client ??= new ClassroomClient(new ClassroomWorker());
		return this.#client;
	}

	compare(notation: string, options?: TaskOptions): Promise<Comparison | null> {
		return this.#started.compare(notation, options);
	}
	proof(options?: TaskOptions): Promise<FullProof | null> {
		return this.#started.proof(options);
	}
	slide(lessonId: LessonId, slide: number, options?: TaskOptions): Promise<LoadedSlide | null> {
		return this.#started.slide(lessonId, slide, options);
	}
	trace(notation: string, search: SearchOptions, options?: TaskOptions): Promise<string | null> {
		return this.#started.trace(notation, search, options);
	}

	/** Stops the worker (the page is going away). */
	destroy(): void {
		this.#client?.destroy();
		this.#client = null;
	}
}
