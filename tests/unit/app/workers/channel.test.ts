/**
 * The worker channel (channel.ts) with its host served in-process (in-process.ts): results as
 * values, progress, transfer, lazy start, aborting a queued or a running request, and the games
 * added as data told to each new worker.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Channel, serve, type Port } from '$lib/app/workers/channel';
import { addGames, gameById, unregisterGame } from '$lib/engine';
import { inProcessWorker, type InProcessWorker } from '$lib/app/workers/in-process';
import { until } from '../waits';

type Demo = {
	double: { request: number; response: number };
	/** Counts to `request`, one job at a time, reporting each. */
	count: { request: number; response: number; progress: number };
	/** Never answers: a computation that runs for ever. */
	forever: { request: null; response: never };
	fail: { request: string; response: never };
	bytes: { request: ArrayBuffer; response: ArrayBuffer };
};

/** A channel over in-process workers; `workers` lists every worker it started. */
function demo(abortRunning: 'restart' | 'message' = 'restart') {
	const workers: InProcessWorker[] = [];
	const start = (): Port => {
		const worker = inProcessWorker((port) =>
			serve<Demo>(port, {
				double: (n) => 2 * n,
				count: async (n, context) => {
					for (let i = 1; i <= n; i++) {
						context.progress(i);
						await context.checkpoint();
					}
					return n;
				},
				forever: () => new Promise<never>(() => {}),
				fail: (message) => {
					throw new Error(message);
				},
				bytes: (buffer, context) => {
					const reply = new Uint8Array(buffer).map((b) => b + 1).buffer;
					context.transfer(reply);
					return reply;
				}
			})
		);
		workers.push(worker);
		return worker;
	};
	return { channel: new Channel<Demo>({ start, abortRunning }), workers };
}

/** True once the (first) worker was sent a request of `kind`: the request is running. */
const sentTo = (workers: InProcessWorker[], kind: string) => () =>
	workers[0]?.sent.some((m) => (m as { kind?: string }).kind === kind) ?? false;

describe('Channel', () => {
	it('answers with values, and a handler’s error as a failed outcome (never a rejection)', async () => {
		const { channel } = demo();
		expect(await channel.request('double', 21)).toEqual({ ok: true, value: 42 });
		expect(await channel.request('fail', 'Bad notation.')).toEqual({
			ok: false,
			error: { kind: 'failed', message: 'Bad notation.' }
		});
	});

	it('starts its worker on the first request, in a later task, once', async () => {
		const { channel, workers } = demo();
		expect(channel.started).toBe(false);
		const first = channel.request('double', 1);
		expect(workers).toHaveLength(0); // not in the caller's task
		const second = channel.request('double', 2);
		expect(await Promise.all([first, second])).toEqual([
			{ ok: true, value: 2 },
			{ ok: true, value: 4 }
		]);
		expect(workers).toHaveLength(1);
	});

	it('reports progress, and moves transferred buffers both ways', async () => {
		const { channel } = demo();
		const seen: number[] = [];
		expect(await channel.request('count', 3, { onProgress: (p) => seen.push(p) })).toEqual({
			ok: true,
			value: 3
		});
		expect(seen).toEqual([1, 2, 3]);
		const sent = new Uint8Array([1, 2, 3]).buffer;
		const answer = await channel.request('bytes', sent, { transfer: [sent] });
		expect(sent.byteLength).toBe(0); // moved, not copied
		expect(answer.ok && [...new Uint8Array(answer.value)]).toEqual([2, 3, 4]);
	});

	it('a request aborted before it is sent never reaches the worker', async () => {
		const { channel, workers } = demo();
		const controller = new AbortController();
		const running = channel.request('count', 2);
		const queued = channel.request('double', 5, { signal: controller.signal });
		controller.abort();
		expect(await queued).toEqual({ ok: false, error: { kind: 'aborted' } });
		expect(await running).toEqual({ ok: true, value: 2 });
		expect(workers[0].sent.map((m) => (m as { kind: string }).kind)).toEqual(['count']);
		expect(channel.restarts).toBe(0);
	});

	it('fault: an abandoned request that never ends kept the worker busy; the next one now starts at once on a new worker', async () => {
		const { channel, workers } = demo();
		const controller = new AbortController();
		const abandoned = channel.request('forever', null, { signal: controller.signal });
		await until(sentTo(workers, 'forever'));
		expect(channel.busy).toBe(true);
		controller.abort();
		expect(await abandoned).toEqual({ ok: false, error: { kind: 'aborted' } });
		expect(await channel.request('double', 17)).toEqual({ ok: true, value: 34 });
		expect(workers.map((w) => w.terminated)).toEqual([true, false]);
		expect(channel.restarts).toBe(1);
	});

	it('message mode: the host stops at its next checkpoint and keeps its worker', async () => {
		const { channel, workers } = demo('message');
		const controller = new AbortController();
		const seen: number[] = [];
		const long = channel.request('count', 1000, {
			signal: controller.signal,
			onProgress: (p) => {
				seen.push(p);
				if (p === 2) controller.abort();
			}
		});
		expect(await long).toEqual({ ok: false, error: { kind: 'aborted' } });
		expect(await channel.request('double', 4)).toEqual({ ok: true, value: 8 });
		expect(seen).toEqual([1, 2]);
		expect(workers).toHaveLength(1);
		expect(workers[0].terminated).toBe(false);
	});

	it('destroy aborts everything and stops the worker', async () => {
		const { channel, workers } = demo();
		const pending = channel.request('forever', null);
		await until(sentTo(workers, 'forever'));
		channel.destroy();
		expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
		expect(workers[0].terminated).toBe(true);
	});
});

describe('Channel and the games added as data', () => {
	const SQUARE5 = { id: 'square5', width: 5, height: 5, winLength: 4 };
	afterEach(() => {
		for (const id of ['square5', 'drop5']) if (gameById(id)) unregisterGame(id);
	});

	it('tells a new worker the added games before its first request', async () => {
		addGames([SQUARE5]);
		const { channel, workers } = demo();
		expect(await channel.request('double', 1)).toEqual({ ok: true, value: 2 });
		expect(workers[0].sent[0]).toEqual({ games: [SQUARE5] });
		expect((workers[0].sent[1] as { kind: string }).kind).toBe('double');
	});

	it('tells nothing when no game was added', async () => {
		const { channel, workers } = demo();
		await channel.request('double', 1);
		expect(workers[0].sent.map((m) => Object.keys(m as object))).toEqual([
			['id', 'kind', 'payload']
		]);
	});

	it('the host adds the games it is told before it reads the next request', async () => {
		const port: Port = { postMessage: () => {}, onmessage: null };
		let seen: string | null = null;
		serve<{ game: { request: string; response: null } }>(port, {
			game: (id) => {
				seen = gameById(id)?.id ?? null;
				return null;
			}
		});
		const drop5 = { id: 'drop5', width: 5, height: 4, winLength: 4, gravity: true };
		port.onmessage?.({ data: { games: [drop5] } } as MessageEvent);
		expect(gameById('drop5')?.gravity).toBe(true);
		port.onmessage?.({ data: { id: 1, kind: 'game', payload: 'drop5' } } as MessageEvent);
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(seen).toBe('drop5');
	});
});
