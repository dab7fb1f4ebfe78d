/**
 * Whole-tree layouts, computed once per search and cached: the first request for a record starts
 * the layout in a worker (layout.worker.ts, inlined so the page works from file://); later requests
 * for the same record get the same promise. Tiny trees are laid out on the main thread (a worker
 * round trip would cost more than the layout).
 *
 * The main thread must stay responsive (no task over 50 ms): creating the worker and copying the
 * record's `end` array (2.2 MB for the empty board) are split into separate short tasks.
 */
import type { SearchRecord } from '$lib/engine';
import { layoutTree, type TreeLayout } from './layout';
import LayoutWorker from './layout.worker.ts?worker&inline';
import { nextTask } from './tasks';

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

const cache = new WeakMap<SearchRecord, Promise<LayoutResult>>();
const done = new WeakMap<SearchRecord, LayoutResult>();
type Pending = { resolve: (r: LayoutResult) => void; reject: (e: Error) => void };
const pending = new Map<number, Pending>();
let worker: Worker | null = null;
let nextId = 1;

function getWorker(): Worker {
	if (worker) return worker;
	const w = new LayoutWorker();
	w.onmessage = (event) => {
		const { id, layout, ms, error } = event.data;
		const entry = pending.get(id);
		if (!entry) return;
		pending.delete(id);
		if (error) entry.reject(new Error(error));
		else entry.resolve({ layout, ms, where: 'worker' });
	};
	w.onerror = (event) => {
		for (const entry of pending.values())
			entry.reject(new Error(event.message || 'Layout failed.'));
		pending.clear();
	};
	worker = w;
	return w;
}

/**
 * Starts the layout worker now (it takes a few tens of milliseconds), so that the first layout does
 * not wait for it. Optional: layoutFor starts it when needed.
 */
export function prepareLayoutWorker(): void {
	getWorker();
}

async function layoutInWorker(record: SearchRecord): Promise<LayoutResult> {
	if (!worker) {
		await nextTask();
		getWorker();
	}
	const id = nextId++;
	const result = new Promise<LayoutResult>((resolve, reject) => {
		pending.set(id, { resolve, reject });
	});
	const { count } = record;
	for (let offset = 0; offset < count; offset += SLICE) {
		await nextTask();
		const end = record.end.slice(offset, Math.min(count, offset + SLICE));
		getWorker().postMessage({ id, count, offset, end }, [end.buffer]);
	}
	return result;
}

/**
 * The layout of `record`'s whole tree: computed the first time, then cached for as long as the
 * record lives.
 * @returns a promise of the layout; it rejects with the worker's message if the layout fails.
 */
export function layoutFor(record: SearchRecord): Promise<LayoutResult> {
	const cached = cache.get(record);
	if (cached) return cached;
	let promise: Promise<LayoutResult>;
	if (record.count <= MAIN_THREAD_LIMIT) {
		const start = performance.now();
		const layout = layoutTree(record);
		promise = Promise.resolve({ layout, ms: performance.now() - start, where: 'main' });
	} else {
		promise = layoutInWorker(record);
	}
	promise.then((r) => done.set(record, r)).catch(() => cache.delete(record));
	cache.set(record, promise);
	return promise;
}

/** The layout of `record` if it is already computed, else null (no work started). */
export function cachedLayout(record: SearchRecord): LayoutResult | null {
	return done.get(record) ?? null;
}
