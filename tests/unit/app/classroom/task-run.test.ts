/** TaskRun (task-run.svelte.ts): running with progress, done, failed, cancelled, superseded. */
import { describe, expect, it } from 'vitest';
import { ABORTED, type Outcome } from '$lib/app/workers/channel';
import type { TaskOptions } from '$lib/app/workers/classroom-client';
import { TaskRun } from '$lib/app/classroom/task-run.svelte';

/** A computation the test finishes by hand. */
function manual<R>() {
	let options: TaskOptions = {};
	let answer: (outcome: Outcome<R>) => void = () => {};
	const start = (o: TaskOptions) => {
		options = o;
		return new Promise<Outcome<R>>((resolve) => {
			answer = resolve;
			o.signal?.addEventListener('abort', () => resolve(ABORTED));
		});
	};
	return {
		start,
		progress: (done: number) => options.onProgress?.({ phase: 'proof', done, total: 36 }),
		finish: (value: R) => answer({ ok: true, value }),
		fail: (message: string) => answer({ ok: false, error: { kind: 'failed', message } })
	};
}

describe('TaskRun', () => {
	it('goes from running with its progress to done with its result', async () => {
		const run = new TaskRun<number>();
		const job = manual<number>();
		const done = run.run(job.start);
		expect(run.state).toEqual({ kind: 'running', progress: null });
		job.progress(12);
		expect(run.state).toEqual({
			kind: 'running',
			progress: { phase: 'proof', done: 12, total: 36 }
		});
		job.finish(642);
		expect(await done).toBe(642);
		expect(run.result).toBe(642);
		expect(run.running).toBe(false);
	});

	it('reports a failure by its message', async () => {
		const run = new TaskRun<number>();
		const job = manual<number>();
		const done = run.run(job.start);
		job.fail('bad position');
		expect(await done).toBeNull();
		expect(run.state).toEqual({ kind: 'failed', message: 'bad position' });
	});

	it('cancel stops the run and goes back to idle; a new run supersedes the old one', async () => {
		const run = new TaskRun<number>();
		const first = manual<number>();
		const a = run.run(first.start);
		run.cancel();
		expect(await a).toBeNull();
		expect(run.state).toEqual({ kind: 'idle' });
		const second = manual<number>();
		const third = manual<number>();
		const b = run.run(second.start);
		const c = run.run(third.start);
		second.progress(3); // late progress of the superseded run is dropped
		expect(run.state).toEqual({ kind: 'running', progress: null });
		third.finish(7);
		expect(await b).toBeNull();
		expect(await c).toBe(7);
		run.seed(9);
		expect(run.result).toBe(9);
	});
});
