/**
 * The classroom client over its Web Worker, started on the first request (inlined with the bundle,
 * so it also starts from file://; docs/stack.md).
 */
import type { Comparison, FullProof } from '$lib/classroom';
import { ClassroomClient, type ClassroomTasks, type LoadedSlide } from './classroom-client';
import ClassroomWorker from './classroom.worker.ts?worker&inline';

export class WorkerTasks implements ClassroomTasks {
	#client: ClassroomClient | null = null;

	get #started(): ClassroomClient {
		this.#client ??= new ClassroomClient(new ClassroomWorker());
		return this.#client;
	}

	// Every argument is passed on (a dropped optional one, the game, once sent 4x4 and Connect
	// Four positions to the comparison as 3x3 notation).
	compare(...args: Parameters<ClassroomTasks['compare']>): Promise<Comparison | null> {
		return this.#started.compare(...args);
	}
	proof(...args: Parameters<ClassroomTasks['proof']>): Promise<FullProof | null> {
		return this.#started.proof(...args);
	}
	slide(...args: Parameters<ClassroomTasks['slide']>): Promise<LoadedSlide | null> {
		return this.#started.slide(...args);
	}
	trace(...args: Parameters<ClassroomTasks['trace']>): Promise<string | null> {
		return this.#started.trace(...args);
	}

	/** Stops the worker (the page is going away). */
	destroy(): void {
		this.#client?.destroy();
		this.#client = null;
	}
}
