/**
 * The classroom worker's logic (classroom-host.ts) and its client (classroom-client.ts), in-process:
 * compare and proof with their progress and reference figures, a lesson slide with its search, a
 * trace, cancellation between jobs, caching, and errors answered as messages.
 */
import { describe, expect, it } from 'vitest';
import { figuresOf, runOf, TRACE_MAX_NODES } from '$lib/classroom';
import { parsePosition, search } from '$lib/engine';
import { serve, type ClientMessage, type Outcome, type Port } from '$lib/app/workers/channel';
import { classroomHost } from '$lib/app/workers/classroom-host';
import type { ClassroomProtocol, Progress } from '$lib/app/workers/classroom-protocol';
import { inProcessTasks } from '../classroom-fixtures';
import { allAnswered, until } from '../waits';

/** The value of a successful outcome (the test fails on any other). */
function value<T>(outcome: Outcome<T>): T {
	if (!outcome.ok) throw new Error(`Expected a value, got ${JSON.stringify(outcome.error)}.`);
	return outcome.value;
}

describe('the classroom host through ClassroomClient', () => {
	it('compares the empty board with progress per search: 549,946; 18,297; 7,275', async () => {
		const { tasks } = inProcessTasks();
		const progress: Progress[] = [];
		const c = value(await tasks.compare('.........', { onProgress: (p) => progress.push(p) }));
		expect(figuresOf(c, 'minimax', false).nodes).toBe(549_946);
		expect(figuresOf(c, 'alpha-beta', false).nodes).toBe(18_297);
		expect(figuresOf(c, 'center-first', false).nodes).toBe(7_275);
		expect(figuresOf(c, 'alpha-beta', true).nodes).toBe(20_866);
		// 60 searches (6 of the board, 54 of the openings), then the MCTS run.
		expect(progress).toHaveLength(61);
		expect(progress[0]).toEqual({ phase: 'compare', done: 1, total: 61 });
		expect(progress.at(-1)).toEqual({ phase: 'compare', done: 61, total: 61 });
		expect(c.mcts.treeNodes).toBe(1001);
	});

	it('runs the proof: 569 + 73 with the depth penalty, 681 + 101 without; then answers from cache', async () => {
		const { tasks, port } = inProcessTasks();
		let jobs = 0;
		const proof = value(await tasks.proof({ onProgress: () => jobs++ }));
		expect(jobs).toBe(36);
		const on = runOf(proof, true);
		const off = runOf(proof, false);
		expect([on.humanFirst.tally.games, on.aiFirst.tally.games]).toEqual([569, 73]);
		expect([off.humanFirst.tally.games, off.aiFirst.tally.games]).toEqual([681, 101]);
		expect(proof.humanEverWins).toBe(false);
		const before = port.answers.length;
		await tasks.proof();
		expect(port.answers.length - before).toBe(1); // the result only: no job ran again
	});

	it('resolves a lesson slide and sends its search: depth-penalty slide 4', async () => {
		const { tasks } = inProcessTasks();
		const loaded = value(await tasks.slide('depth-penalty', 3));
		expect(loaded.slide.narration).toEqual({
			code: 'depth-penalty.with',
			values: { cells: [3, 5, 7, 8], scores: [7, -8, 9, -8], best: 7, value: 9 }
		});
		expect(loaded.decision.result.nodes).toBe(34);
		expect(loaded.decision.result.record.count).toBe(34);
		expect(loaded.decision.steps!.total).toBe(loaded.slide.totalSteps);
	});

	it('builds the trace of the search it is sent, whole up to TRACE_MAX_NODES, then cut', async () => {
		const { tasks } = inProcessTasks();
		const small = search(parsePosition('XOX/.O./X..'), { alphaBeta: true, depthPenalty: true });
		const file = value(await tasks.trace(small));
		expect(file.cut).toBeNull();
		const trace = JSON.parse(file.text);
		expect(trace.format).toBe('minimax-lab-trace');
		expect(trace.result.nodes).toBe(15);
		expect(trace.nodes.parent).toHaveLength(15);
		expect(trace.cut).toBeUndefined();
		// The whole plain tree of the empty board: 549,946 nodes, cut at the limit, and the file says so.
		const whole = search(parsePosition('.........'), { alphaBeta: false, depthPenalty: true });
		const cut = value(await tasks.trace(whole));
		expect(cut.cut).toEqual({ nodes: TRACE_MAX_NODES, of: 549_946, limit: TRACE_MAX_NODES });
		const data = JSON.parse(cut.text);
		expect(data.cut).toEqual({ nodes: TRACE_MAX_NODES, of: 549_946, limit: TRACE_MAX_NODES });
		expect(data.result.nodes).toBe(549_946);
		expect(data.nodes.value).toHaveLength(TRACE_MAX_NODES);
	});

	it("fault: Connect Four's trace searched again without its time budget and never ended; it is the record on screen", async () => {
		const { tasks } = inProcessTasks();
		// A Connect Four search as the page holds it (here to a depth limit): its trace is its record.
		const c4 = search(
			parsePosition('......./......./......./......./......./.......', 'connect4'),
			{
				game: 'connect4',
				alphaBeta: true,
				order: 'center-first',
				depthLimit: 6
			}
		);
		const file = value(await tasks.trace(c4));
		const data = JSON.parse(file.text);
		expect(data.options).toMatchObject({ game: 'connect4', depthLimit: 6 });
		expect(data.result.nodes).toBe(c4.nodes);
		expect(data.nodes.parent).toHaveLength(c4.record.count);
	});

	it('answers a bad request with a failed outcome (no exception), and keeps going', async () => {
		const { tasks } = inProcessTasks();
		const bad = await tasks.compare('XXX/XXX/XXX');
		expect(!bad.ok && bad.error.kind === 'failed' && bad.error.message).toMatch(
			/X has 9 marks and O has 0/
		);
		expect(await tasks.slide('depth-penalty', 99)).toEqual({
			ok: false,
			error: { kind: 'failed', message: 'Lesson "depth-penalty" has no slide 100.' }
		});
		expect(value(await tasks.compare('XOX/OXO/OXO')).finished).toBe('draw');
	});

	it('stops an aborted request between two jobs, keeping its worker; its outcome is aborted', async () => {
		const { tasks, port } = inProcessTasks();
		const controller = new AbortController();
		let seen = 0;
		const result = tasks.proof({
			signal: controller.signal,
			onProgress: () => {
				if (++seen === 2) controller.abort();
			}
		});
		expect(await result).toEqual({ ok: false, error: { kind: 'aborted' } });
		expect(port.sent.at(-1)).toEqual({ cancel: 1 });
		// The worker's last word on the request (cancelled, or its value were the cancel ignored).
		await until(() => allAnswered(port));
		const progress = port.answers.filter((a) => 'progress' in (a as object)).length;
		expect(progress).toBeLessThan(36);
		expect(port.answers.at(-1)).toEqual({ id: 1, cancelled: true });
		// An aborted signal never sends the request.
		expect(await tasks.proof({ signal: controller.signal })).toEqual({
			ok: false,
			error: { kind: 'aborted' }
		});
		expect(port.terminated).toBe(false);
	});

	it('a cancel that arrives before its request starts skips it', async () => {
		const answers: ClientMessage[] = [];
		const port: Port = { onmessage: null, postMessage: (a) => answers.push(a as ClientMessage) };
		serve<ClassroomProtocol>(port, classroomHost());
		const send = (data: unknown) => port.onmessage?.({ data } as MessageEvent);
		send({ id: 1, kind: 'compare', payload: { notation: 'XOX/.O./X..' } });
		send({ id: 2, kind: 'compare', payload: { notation: 'XO./OOX/X..' } });
		send({ cancel: 2 });
		await until(() => answers.some((a) => a.id === 2 && !('progress' in a)));
		expect(answers.filter((a) => 'value' in a).map((a) => a.id)).toEqual([1]);
		expect(answers.at(-1)).toEqual({ id: 2, cancelled: true });
		expect(answers.filter((a) => a.id === 2 && 'progress' in a)).toEqual([]); // never started
	});
});
