/**
 * The page's whole-tree layouts: one LayoutCache (layout-cache.ts) over the layout worker
 * (layout.worker.ts, inlined so the page works from file://, docs/stack.md), started on the first
 * layout in a task of its own.
 */
import type { SearchRecord } from '$lib/engine';
import type { Outcome } from './channel';
import { LayoutCache, type LayoutResult } from './layout-cache';
import LayoutWorker from './layout.worker.ts?worker&inline';

export { MAIN_THREAD_LIMIT, SLICE, type LayoutResult } from './layout-cache';

const cache = new LayoutCache(() => new LayoutWorker());

/** See LayoutCache.layoutFor. */
export function layoutFor(
	record: SearchRecord,
	signal?: AbortSignal
): Promise<Outcome<LayoutResult>> {
	return cache.layoutFor(record, signal);
}

/** The layout of `record` if it is already computed, else null (no work started). */
export function cachedLayout(record: SearchRecord): LayoutResult | null {
	return cache.cachedLayout(record);
}

/**
 * Starts the layout worker now (it takes a few tens of milliseconds), so that the first layout does
 * not wait for it. Optional: layoutFor starts it when needed. Call it from a task of its own.
 */
export function prepareLayoutWorker(): void {
	cache.prepare();
}
