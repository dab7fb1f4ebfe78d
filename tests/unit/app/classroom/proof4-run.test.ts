/**
 * The 4x4 proof demo (proof4-run.svelte.ts) over its worker's handler (proof4-host.ts) served
 * in-process: the run with the table reproduces docs/reference-figures.md, and cancelling the run
 * without it terminates its worker at once.
 */
import { describe, expect, it } from 'vitest';
import { Proof4Run } from '$lib/app/classroom/proof4-run.svelte';
import { serve, type Handlers } from '$lib/app/workers/channel';
import { inProcessWorker, type InProcessWorker } from '$lib/app/workers/in-process';
import type { Proof4Protocol } from '$lib/app/workers/proof4';
import { proof4Handlers } from '$lib/app/workers/proof4-host';
import { until } from '../waits';

/** A demo over in-process workers; the run without the table only reports progress, never ends. */
function demo() {
	const workers: InProcessWorker[] = [];
	const run = new Proof4Run(() => {
		const worker = inProcessWorker((port) => {
			const handlers: Handlers<Proof4Protocol> = {
				prove: (request, context) => {
					if (request.table) return proof4Handlers.prove(request, context);
					context.progress(1 << 20);
					return new Promise<never>(() => {});
				}
			};
			serve<Proof4Protocol>(port, handlers);
		});
		workers.push(worker);
		return worker;
	});
	return { run, workers };
}

describe('the 4x4 proof demo', () => {
	it('proves the draw with the table: value 0, 725,254 nodes, 241,788 entries (docs/reference-figures.md)', async () => {
		const { run, workers } = demo();
		const done = run.start(true);
		expect(run.state).toEqual({ kind: 'running', table: true, nodes: 0 });
		await done;
		expect(run.withTable).toMatchObject({
			table: true,
			value: 0,
			nodes: 725_254,
			entries: 241_788
		});
		expect(run.state).toEqual({ kind: 'idle' });
		expect(workers).toHaveLength(1);
	});

	it('asks before the run without the table, shows its progress, and a cancel terminates its worker', async () => {
		const { run, workers } = demo();
		run.ask();
		expect(run.state).toEqual({ kind: 'confirm' });
		expect(workers).toHaveLength(0);
		const done = run.confirm();
		await until(() => run.state.kind === 'running' && run.state.nodes === 1 << 20, 2_000);
		run.cancel();
		await done;
		expect(workers[0].terminated).toBe(true);
		expect(run.state).toEqual({ kind: 'cancelled', table: false });
		expect(run.withoutTable).toBeNull();
	});
});
