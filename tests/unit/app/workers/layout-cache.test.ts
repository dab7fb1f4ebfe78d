/**
 * The whole-tree layouts over the layout worker's channel (layout-cache.ts, layout-host.ts),
 * in-process: the worker's layout is the main thread's, shared and kept per record, and a layout
 * no view waits for any more is aborted instead of delivered.
 */
import { describe, expect, it } from 'vitest';
import { serve, type Handlers } from '$lib/app/workers/channel';
import { inProcessWorker, type InProcessWorker } from '$lib/app/workers/in-process';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import { LayoutCache, MAIN_THREAD_LIMIT } from '$lib/app/workers/layout-cache';
import { layoutHandlers } from '$lib/app/workers/layout-host';
import type { LayoutProtocol } from '$lib/app/workers/layout-protocol';
import { recordOf } from '../../visualization/fixtures';
import { until } from '../waits';

/** A cache over in-process layout workers; with `stuck`, the first worker never answers. */
function inProcessLayouts(stuck = false) {
	const workers: InProcessWorker[] = [];
	const cache = new LayoutCache(() => {
		const never = stuck && workers.length === 0;
		const worker = inProcessWorker((port) => {
			const handlers: Handlers<LayoutProtocol> = never
				? { layout: () => new Promise<never>(() => {}) }
				: layoutHandlers;
			serve<LayoutProtocol>(port, handlers);
		});
		workers.push(worker);
		return worker;
	});
	return { cache, workers };
}

const record = recordOf('XO./.../...'); // plain minimax: 8,232 nodes

describe('LayoutCache', () => {
	it('lays a big tree out in the worker, as the main thread would, once per record', async () => {
		expect(record.count).toBe(8232);
		expect(record.count).toBeGreaterThan(MAIN_THREAD_LIMIT);
		const { cache, workers } = inProcessLayouts();
		const [a, b] = await Promise.all([cache.layoutFor(record), cache.layoutFor(record)]);
		if (!a.ok || !b.ok) throw new Error('no layout');
		expect(a.value.where).toBe('worker');
		expect([...a.value.layout.x]).toEqual([...layoutTree(record).x]);
		expect(b.value).toBe(a.value);
		expect(cache.cachedLayout(record)).toBe(a.value);
		expect(workers[0].sent).toHaveLength(1); // one request for both callers
	});

	it('one caller stopping does not stop the layout another one waits for', async () => {
		const { cache } = inProcessLayouts();
		const gone = new AbortController();
		const first = cache.layoutFor(record, gone.signal);
		const second = cache.layoutFor(record);
		gone.abort();
		expect(await first).toEqual({ ok: false, error: { kind: 'aborted' } });
		const kept = await second;
		expect(kept.ok && kept.value.layout.count).toBe(8232);
	});

	it('fault: a layout whose view was gone was still delivered to it; now it is aborted and the worker freed', async () => {
		const { cache, workers } = inProcessLayouts(true);
		const view = new AbortController();
		const abandoned = cache.layoutFor(record, view.signal);
		await until(() => workers.length === 1 && workers[0].sent.length === 1);
		view.abort(); // the whole-tree view is destroyed (a new game)
		expect(await abandoned).toEqual({ ok: false, error: { kind: 'aborted' } });
		expect(cache.cachedLayout(record)).toBeNull();
		expect(cache.channel.restarts).toBe(1);
		const again = await cache.layoutFor(record); // laid out again, on a fresh worker
		expect(again.ok && again.value.layout.count).toBe(8232);
		expect(workers.map((w) => w.terminated)).toEqual([true, false]);
	});

	it('a tiny tree is laid out on the main thread, with no worker', async () => {
		const { cache, workers } = inProcessLayouts();
		const small = recordOf('XOX/.O./X..');
		const answer = await cache.layoutFor(small);
		expect(answer.ok && [answer.value.where, answer.value.layout.count]).toEqual(['main', 34]);
		expect(workers).toHaveLength(0);
	});
});
