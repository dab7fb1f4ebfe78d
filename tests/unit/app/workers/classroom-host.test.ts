/**
 * The classroom worker's logic (classroom-host.ts) and its client (classroom-client.ts), in-process:
 * compare and proof with their progress and reference figures, a lesson slide with its search, a
 * trace, cancellation between jobs, caching, and errors answered as messages.
 */
import { describe, expect, it } from 'vitest';
import { figuresOf, runOf } from '$lib/classroom';
import { ClassroomHost } from '$lib/app/workers/classroom-host';
import type { ClassroomAnswer, Progress } from '$lib/app/workers/classroom-protocol';
import { inProcessTasks } from '../classroom-fixtures';

describe('ClassroomHost through ClassroomClient', () => {
	it('compares the empty board with progress per search: 549,946; 18,297; 7,275', async () => {
		const { tasks } = inProcessTasks();
		const progress: Progress[] = [];
		const c = await tasks.compare('.........', { onProgress: (p) => progress.push(p) });
		expect(c).not.toBeNull();
		expect(figuresOf(c!, 'minimax', false).nodes).toBe(549_946);
		expect(figuresOf(c!, 'alpha-beta', false).nodes).toBe(18_297);
		expect(figuresOf(c!, 'center-first', false).nodes).toBe(7_275);
		expect(figuresOf(c!, 'alpha-beta', true).nodes).toBe(20_866);
		expect(progress).toHaveLength(60);
		expect(progress[0]).toEqual({ phase: 'compare', done: 1, total: 60 });
		expect(progress.at(-1)).toEqual({ phase: 'compare', done: 60, total: 60 });
	});

	it('runs the proof: 569 + 73 with the depth penalty, 681 + 101 without; then answers from cache', async () => {
		const { tasks, port } = inProcessTasks();
		let jobs = 0;
		const proof = await tasks.proof({ onProgress: () => jobs++ });
		expect(jobs).toBe(36);
		const on = runOf(proof!, true);
		const off = runOf(proof!, false);
		expect([on.humanFirst.tally.games, on.aiFirst.tally.games]).toEqual([569, 73]);
		expect([off.humanFirst.tally.games, off.aiFirst.tally.games]).toEqual([681, 101]);
		expect(proof!.humanEverWins).toBe(false);
		const before = port.answers.length;
		await tasks.proof();
		expect(port.answers.length - before).toBe(1); // the result only: no job ran again
	});

	it('resolves a lesson slide and sends its search: depth-penalty slide 4', async () => {
		const { tasks } = inProcessTasks();
		const loaded = await tasks.slide('depth-penalty', 3);
		expect(loaded!.slide.narration).toEqual({
			code: 'depth-penalty.with',
			values: { cells: [3, 5, 7, 8], scores: [7, -8, 9, -8], best: 7, value: 9 }
		});
		expect(loaded!.decision.result.nodes).toBe(34);
		expect(loaded!.decision.result.record.count).toBe(34);
		expect(loaded!.decision.steps!.total).toBe(loaded!.slide.totalSteps);
	});

	it('builds a trace of a search', async () => {
		const { tasks } = inProcessTasks();
		const text = await tasks.trace('XOX/.O./X..', {
			alphaBeta: true,
			depthPenalty: true,
			order: 'index'
		});
		const trace = JSON.parse(text!);
		expect(trace.format).toBe('minimax-lab-trace');
		expect(trace.result.nodes).toBe(15);
	});

	it('answers a bad request with an error, and keeps going', async () => {
		const { tasks } = inProcessTasks();
		await expect(tasks.compare('XXX/XXX/XXX')).rejects.toThrow(/X has 9 marks and O has 0/);
		await expect(tasks.slide('depth-penalty', 99)).rejects.toThrow(
			'Lesson "depth-penalty" has no slide 100.'
		);
		expect((await tasks.compare('XOX/OXO/OXO'))?.finished).toBe('draw');
	});

	it('stops a cancelled request between two jobs; its promise resolves to null', async () => {
		const { tasks, port } = inProcessTasks();
		const controller = new AbortController();
		let seen = 0;
		const result = tasks.proof({
			signal: controller.signal,
			onProgress: () => {
				if (++seen === 2) controller.abort();
			}
		});
		expect(await result).toBeNull();
		expect(port.sent.at(-1)).toEqual({ cancel: 1 });
		await new Promise((resolve) => setTimeout(resolve, 50));
		const progress = port.answers.filter((a) => 'progress' in a).length;
		expect(progress).toBeLessThan(36);
		expect(port.answers.at(-1)).toEqual({ id: 1, cancelled: true });
		// An aborted signal never sends the request.
		expect(await tasks.proof({ signal: controller.signal })).toBeNull();
	});

	it('a cancel that arrives before its request starts skips it', async () => {
		const answers: ClassroomAnswer[] = [];
		const host = new ClassroomHost((a) => answers.push(a));
		host.receive({ id: 1, kind: 'compare', notation: 'XOX/.O./X..' });
		host.receive({ id: 2, kind: 'compare', notation: 'XO./OOX/X..' });
		host.receive({ cancel: 2 });
		await new Promise((resolve) => setTimeout(resolve, 100));
		expect(answers.filter((a) => 'result' in a).map((a) => a.id)).toEqual([1]);
		expect(answers.at(-1)).toEqual({ id: 2, cancelled: true });
	});
});
