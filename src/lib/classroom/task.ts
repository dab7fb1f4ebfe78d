/**
 * Chunkable computations for a Web Worker: a task is a generator that runs one job per `next()`
 * call and yields its progress after each job; its return value is the result. A worker runs it
 * job by job, posting each progress, and can stop between two jobs (`task.return()`):
 *
 * ```ts
 * const task = compareTask('.........');
 * for (let r = task.next(); ; r = task.next()) {
 *   if (r.done) { postMessage({ result: r.value }); break; }
 *   postMessage({ progress: r.value });
 * }
 * ```
 *
 * Node (tests, CLI) runs it at once with `runTask`.
 */

/**
 * Progress after one job: `done` of `total` jobs have finished (1 <= done <= total); `job` names
 * the job that just finished, as typed data (the UI words it). `total` is known from the start.
 */
export interface TaskProgress<J> {
	readonly done: number;
	readonly total: number;
	readonly job: J;
}

/** Which computation a classroom worker's progress is about: the proof, a comparison, a search. */
export type TaskPhase = 'proof' | 'compare' | 'search';

/** A chunkable computation with job labels `J` and result `R`. */
export type Task<J, R> = Generator<TaskProgress<J>, R, void>;

/** One job of a task: a label and the work (synchronous, a few hundred milliseconds at most). */
export interface Job<J> {
	readonly job: J;
	readonly run: () => void;
}

/**
 * Runs `jobs` one per `next()`, then returns `finish()`. The jobs write their results into state
 * the caller closes over; `finish` assembles the result once every job has run.
 */
export function* runJobs<J, R>(jobs: readonly Job<J>[], finish: () => R): Task<J, R> {
	const total = jobs.length;
	for (let k = 0; k < total; k++) {
		jobs[k].run();
		yield { done: k + 1, total, job: jobs[k].job };
	}
	return finish();
}

/**
 * Runs a task to the end synchronously.
 * @param onProgress called after every job with its progress.
 * @returns the task's result.
 */
export function runTask<J, R>(task: Task<J, R>, onProgress?: (p: TaskProgress<J>) => void): R {
	for (let r = task.next(); ; r = task.next()) {
		if (r.done) return r.value;
		onProgress?.(r.value);
	}
}
