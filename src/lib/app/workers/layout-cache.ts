/**
 * Whole-tree layouts, computed once per search and cached, over the layout worker's channel
 * (layout-protocol.ts): the first request for a record starts its layout; later requests for the
 * same record share it. A caller that stops waiting (its view is gone) aborts its signal; when no
 * caller waits any more the layout itself is aborted (the worker restarted if it was running it)
 * and forgotten, so that a later request lays it out again. Tiny trees are laid out on the main
 * thread (a worker round trip would cost more than the layout).
 *
 * The main thread must stay responsive (no task over 50 ms): the worker starts in a task of its
 * own (the channel), and the record's `end` array (2.2 MB for the empty board) is copied into the
 * request in slices, one task each.
 */
import { ABORTED, Channel, type Outcome, type Port } from './channel';
import type { SearchRecord } from '$lib/engine';
import { layoutTree, type TreeLayout } from '$lib/visualization/whole-tree/layout';
import type { LayoutProtocol } from './layout-protocol';
import { nextTask } from '$lib/visualization/whole-tree/tasks';

/** A finished layout and where and how long it took (milliseconds, measured where it ran). */
export interface LayoutResult {
	layout: TreeLayout;
	ms: number;
	where: 'worker' | 'main';
}

/** Trees up to this many nodes are laid out on the main thread (well under a millisecond each). */
export const MAIN_THREAD_LIMIT = 2_000;
/** Entries of `end` copied per task (512 KB). */
export const SLICE = 131_072;

type Job = {
	readonly outcome: Promise<Outcome<LayoutResult>>;
	readonly controller: AbortController;
	/** Callers still waiting for it. */
	waiting: number;
};

export class LayoutCache {
	readonly #channel: Channel<LayoutProtocol>;
	readonly #jobs = new WeakMap<SearchRecord, Job>();
	readonly #done = new WeakMap<SearchRecord, LayoutResult>();

	/** @param start creates the layout worker (layout.worker.ts), or an in-process one in tests. */
	constructor(start: () => Port) {
		this.#channel = new Channel({ start });
	}

	/** The channel underneath (tests read its restarts). */
	get channel(): Channel<LayoutProtocol> {
		return this.#channel;
	}

	/**
	 * The layout of `record`'s whole tree: computed the first time, then kept for as long as the
	 * record lives.
	 * @param signal aborting it means this caller no longer waits (its outcome is `aborted`).
	 * @returns the layout, or why there is none (`failed` with the worker's message); never rejects.
	 */
	layoutFor(record: SearchRecord, signal?: AbortSignal): Promise<Outcome<LayoutResult>> {
		const done = this.#done.get(record);
		if (done) return Promise.resolve({ ok: true, value: done });
		if (signal?.aborted) return Promise.resolve(ABORTED);
		if (record.count <= MAIN_THREAD_LIMIT) {
			const start = performance.now();
			const layout = layoutTree(record);
			const result: LayoutResult = { layout, ms: performance.now() - start, where: 'main' };
			this.#done.set(record, result);
			return Promise.resolve({ ok: true, value: result });
		}
		let job = this.#jobs.get(record);
		if (!job) job = this.#start(record);
		job.waiting++;
		const started = job;
		return new Promise((resolve) => {
			const onAbort = () => {
				resolve(ABORTED);
				if (--started.waiting === 0 && this.#jobs.get(record) === started) {
					this.#jobs.delete(record);
					started.controller.abort();
				}
			};
			signal?.addEventListener('abort', onAbort, { once: true });
			void started.outcome.then((outcome) => {
				signal?.removeEventListener('abort', onAbort);
				resolve(outcome);
			});
		});
	}

	/** Starts the layout worker now (from a task of its own), so that the first layout does not wait. */
	prepare(): void {
		this.#channel.prepare();
	}

	/** The layout of `record` if it is already computed, else null (no work started). */
	cachedLayout(record: SearchRecord): LayoutResult | null {
		return this.#done.get(record) ?? null;
	}

	#start(record: SearchRecord): Job {
		const controller = new AbortController();
		const outcome = this.#inWorker(record, controller.signal).then((answer) => {
			if (this.#jobs.get(record) === job) this.#jobs.delete(record);
			if (answer.ok) this.#done.set(record, answer.value);
			return answer;
		});
		const job: Job = { outcome, controller, waiting: 0 };
		this.#jobs.set(record, job);
		return job;
	}

	async #inWorker(record: SearchRecord, signal: AbortSignal): Promise<Outcome<LayoutResult>> {
		const { count } = record;
		const end = new Int32Array(count);
		for (let offset = 0; offset < count; offset += SLICE) {
			await nextTask();
			if (signal.aborted) return ABORTED;
			end.set(record.end.subarray(offset, Math.min(count, offset + SLICE)), offset);
		}
		const answer = await this.#channel.request(
			'layout',
			{ count, end },
			{ signal, transfer: [end.buffer] }
		);
		return answer.ok ? { ok: true, value: { ...answer.value, where: 'worker' } } : answer;
	}
}
