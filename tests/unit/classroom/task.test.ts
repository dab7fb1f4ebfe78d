/** Chunkable tasks: one job per next(), progress after each, the result at the end, stoppable. */
import { describe, expect, it } from 'vitest';
import { runJobs, runTask, type Job, type TaskProgress } from '$lib/classroom/task';

function counting(n: number): { jobs: Job<number>[]; ran: number[] } {
	const ran: number[] = [];
	const jobs = Array.from({ length: n }, (_, k) => ({ job: k, run: () => ran.push(k) }));
	return { jobs, ran };
}

describe('runJobs', () => {
	it('runs exactly one job per next() and yields its progress', () => {
		const { jobs, ran } = counting(3);
		const task = runJobs(jobs, () => ran.join(','));
		expect(ran).toEqual([]);
		expect(task.next()).toEqual({ done: false, value: { done: 1, total: 3, job: 0 } });
		expect(ran).toEqual([0]);
		expect(task.next().value).toEqual({ done: 2, total: 3, job: 1 });
		expect(task.next().value).toEqual({ done: 3, total: 3, job: 2 });
		expect(task.next()).toEqual({ done: true, value: '0,1,2' });
	});

	it('stops between jobs with return(): later jobs never run', () => {
		const { jobs, ran } = counting(5);
		const task = runJobs(jobs, () => 'finished');
		task.next();
		task.next();
		expect(task.return('stopped')).toEqual({ done: true, value: 'stopped' });
		expect(task.next().done).toBe(true);
		expect(ran).toEqual([0, 1]);
	});

	it('a task without jobs returns at once', () => {
		expect(runTask(runJobs([], () => 42))).toBe(42);
	});
});

describe('runTask', () => {
	it('reports every progress in order and returns the result', () => {
		const { jobs } = counting(4);
		const seen: TaskProgress<number>[] = [];
		const result = runTask(
			runJobs(jobs, () => 'ok'),
			(p) => seen.push(p)
		);
		expect(result).toBe('ok');
		expect(seen.map((p) => [p.done, p.total, p.job])).toEqual([
			[1, 4, 0],
			[2, 4, 1],
			[3, 4, 2],
			[4, 4, 3]
		]);
	});
});
