/**
 * The search worker's logic (search-host.ts) behind its client (search-client.ts), in-process: a
 * decision crosses with its record's buffers moved, not copied, and the page aborts a
 * superseded search through the channel instead of waiting for it.
 */
import { describe, expect, it } from 'vitest';
import {
	decide,
	DEFAULT_OPTIONS,
	emptyGamePosition,
	GAME_DEFS,
	parsePosition,
	playMove,
	positionFromColumns,
	RecordPool,
	resolveSearchOptions
} from '$lib/engine';
import { App } from '$lib/app/page/app.svelte';
import { serve, type Handlers } from '$lib/app/workers/channel';
import { inProcessWorker, type InProcessWorker } from '$lib/app/workers/in-process';
import { SearchClient } from '$lib/app/workers/search-client';
import { searchHost } from '$lib/app/workers/search-host';
import type { SearchProtocol } from '$lib/app/workers/search-protocol';
import { nextTask } from '$lib/visualization/whole-tree/tasks';
import { until } from '../waits';
import { FakeUrl } from '../fixtures';

/**
 * A search client over in-process workers running the real handlers, except that a search with
 * no depth limit on Connect Four never ends (as the real one practically does not).
 */
function inProcessSearch(pool = new RecordPool(), firstStart?: () => Promise<void>) {
	const workers: InProcessWorker[] = [];
	const client = new SearchClient(() => {
		const worker = inProcessWorker((port) => {
			const { handlers } = searchHost(pool);
			const search: Handlers<SearchProtocol>['search'] = (payload, context) =>
				payload.options.game === 'connect4' && payload.options.depthLimit === null
					? new Promise<never>(() => {})
					: handlers.search(payload, context);
			serve<SearchProtocol>(port, { ...handlers, search });
		});
		workers.push(worker);
		return worker;
	}, firstStart);
	return { client, workers };
}

describe('SearchClient over the search host', () => {
	it('answers XOX/.O./X.. in 34 nodes, cell 8 best, its record moved to the page', async () => {
		const { client } = inProcessSearch();
		const position = parsePosition('XOX/.O./X..');
		const outcome = await client.search(position, DEFAULT_OPTIONS);
		if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
		const { result, steps } = outcome.value;
		expect([result.nodes, result.bestMove, result.record.count]).toEqual([34, 7, 34]);
		expect(steps?.record).toBe(result.record);
		expect(steps?.total).toBeGreaterThan(34);
	});

	it('an extent crosses to the worker: the search repeats it, not the page’s clock', async () => {
		const { client } = inProcessSearch();
		const position = positionFromColumns('44');
		const options = resolveSearchOptions('connect4', { depthLimit: 12 });
		const extent = { proved: false, depth: 4 };
		const outcome = await client.search(position, options, undefined, extent);
		if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
		const repeated = decide(position, options, { extent });
		expect(outcome.value.iterations?.map((i) => i.depth)).toEqual([1, 2, 3, 4]);
		expect([outcome.value.stoppedBy, outcome.value.proof]).toEqual(['time', undefined]);
		expect(outcome.value.result.nodes).toBe(repeated.result.nodes);
		expect(outcome.value.steps?.depthLimit).toBe(4);
	});

	it('the worker’s first start waits for firstStart (the page’s paint), a restart only for a task', async () => {
		let release = () => {};
		const painted = new Promise<void>((done) => (release = done));
		let waits = 0;
		const { client, workers } = inProcessSearch(new RecordPool(), () => {
			waits++;
			return painted;
		});
		const first = client.search(parsePosition('XOX/.O./X..'), DEFAULT_OPTIONS);
		await nextTask();
		await nextTask();
		expect([waits, workers.length]).toEqual([1, 0]);
		release();
		const outcome = await first;
		expect(outcome.ok && outcome.value.result.nodes).toBe(34);
		expect(workers.length).toBe(1);
		// A search that never ends, aborted while it runs: the worker restarts for the next one.
		const endless = new AbortController();
		const connect4 = { ...DEFAULT_OPTIONS, game: 'connect4', depthLimit: null } as const;
		const abandoned = client.search(
			emptyGamePosition(GAME_DEFS.connect4),
			connect4,
			endless.signal
		);
		await nextTask();
		endless.abort();
		expect((await abandoned).ok).toBe(false);
		const next = await client.search(parsePosition('XOX/.O./X..'), DEFAULT_OPTIONS);
		expect(next.ok && next.value.result.nodes).toBe(34);
		expect([waits, workers.length, client.channel.restarts]).toEqual([1, 2, 1]);
	});

	it('a bad position is a failed outcome with the engine’s message', async () => {
		const { client } = inProcessSearch();
		const outcome = await client.search(parsePosition('XOX/.O./X..'), {
			...DEFAULT_OPTIONS,
			game: 'connect4'
		});
		expect(outcome.ok).toBe(false);
		expect(!outcome.ok && outcome.error.kind).toBe('failed');
	});

	it('fault: an MCTS run on ultimate tic-tac-toe lost the board the side to move is sent to, so the computer never answered', async () => {
		const { client } = inProcessSearch();
		// X played board 5, cell 5 (index 40): O must play in board 5.
		const position = playMove(GAME_DEFS.ultimate, emptyGamePosition(GAME_DEFS.ultimate), 40);
		const outcome = await client.mcts({
			position,
			game: 'ultimate',
			iterations: 200,
			seed: 1,
			exploration: Math.SQRT2,
			depthPenalty: true
		});
		if (!outcome.ok) throw new Error(JSON.stringify(outcome.error));
		const moves = outcome.value.result.moves.map((m) => m.move);
		expect(moves).toEqual([30, 31, 32, 39, 41, 48, 49, 50]);
		expect(moves).toContain(outcome.value.result.bestMove);
	});
});

describe('the page game over the search worker', () => {
	it('fault: an unbounded search that was abandoned kept the worker busy; the next decision now starts at once', async () => {
		const { client, workers } = inProcessSearch();
		const url = new FakeUrl();
		const app = new App({ searcher: client, url, navigator: url });
		// Plain minimax without a limit (Connect Four's own defaults would stop within a second).
		url.visit('#/?game=connect4&alphabeta=0&order=index&tt=0&deepening=0&depthlimit=none');
		app.navigated('enter');
		app.newGame(1); // "New game: computer starts": a search that never ends
		await until(() => workers.length === 1 && workers[0].sent.length === 1, 2_000);
		expect(app.game.thinking).toBe(true);
		app.openPosition('XOX/.O./X..'); // the Positions menu
		await until(() => !app.game.thinking, 5_000);
		expect(app.game.shown?.result.nodes).toBe(34);
		expect(app.game.game.moves).toEqual([7]);
		expect(workers.map((w) => w.terminated)).toEqual([true, false]);
		expect(client.channel.restarts).toBe(1);
	});
});
