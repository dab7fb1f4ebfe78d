/**
 * The search worker started at the app's start (early-worker.ts): the search client's first search
 * runs in it, a failed one is replaced, and only links that open a game start it.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, parsePosition } from '$lib/engine';
import { serve } from '$lib/app/workers/channel';
import { EarlyWorker, opensGame } from '$lib/app/workers/early-worker';
import { inProcessWorker, type InProcessWorker } from '$lib/app/workers/in-process';
import { SearchClient } from '$lib/app/workers/search-client';
import { searchHost } from '$lib/app/workers/search-host';
import type { SearchProtocol } from '$lib/app/workers/search-protocol';

/** In-process search workers, each recorded when made. */
function searchWorkers() {
	const made: InProcessWorker[] = [];
	const early = new EarlyWorker(() => {
		const worker = inProcessWorker((port) => serve<SearchProtocol>(port, searchHost().handlers));
		made.push(worker);
		return worker;
	});
	return { early, made };
}

describe('EarlyWorker', () => {
	it('the worker started early answers the first search: XOX/.O./X.. in 34 nodes, cell 8', async () => {
		const { early, made } = searchWorkers();
		early.start();
		early.start();
		expect([made.length, early.waiting]).toEqual([1, true]);
		const client = new SearchClient(() => early.take());
		const outcome = await client.search(parsePosition('XOX/.O./X..'), DEFAULT_OPTIONS);
		if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
		expect([outcome.value.result.nodes, outcome.value.result.bestMove]).toEqual([34, 7]);
		expect([made.length, early.waiting, made[0].sent.length]).toEqual([1, false, 1]);
		// Taken once: a restart makes a new worker.
		expect(early.take()).not.toBe(made[0]);
		expect(made).toHaveLength(2);
	});

	it('an early worker that reported an error is dropped for a new one', () => {
		const { early, made } = searchWorkers();
		early.start();
		made[0].onerror?.({ message: 'script out of reach' } as ErrorEvent);
		const taken = early.take();
		expect(taken).toBe(made[1]);
		expect([made[0].terminated, made[1].terminated, taken.onerror]).toEqual([true, false, null]);
	});

	it('without a start, take makes the worker then', () => {
		const { early, made } = searchWorkers();
		expect(made).toHaveLength(0);
		expect(early.take()).toBe(made[0]);
	});
});

describe('opensGame', () => {
	it.each([
		['#/?position=.........', true],
		['#/?position=XOX/.O./X..&alphabeta=0', true],
		['#/?moves=5,1', true],
		['#?position=.........', true],
		['#/', false],
		['', false],
		['#/?view=whole', false],
		['#/lesson/minimax?position=.........', false],
		['#/practice?position=.........', false]
	])('%#: %s -> %s', (hash, opens) => {
		expect(opensGame(hash)).toBe(opens);
	});
});
