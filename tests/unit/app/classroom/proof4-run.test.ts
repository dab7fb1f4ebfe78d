import { describe, expect, it } from 'vitest';
import { Proof4Run } from '$lib/app/classroom/proof4-run.svelte';
import type { Proof4Worker } from '$lib/app/workers/proof4';

/** A worker the test answers by hand. */
class FakeWorker implements Proof4Worker {
	onmessage: ((event: MessageEvent) => void) | null = null;
	sent: unknown[] = [];
	terminated = false;
	postMessage(message: unknown): void {
		this.sent.push(message);
	}
	terminate(): void {
		this.terminated = true;
	}
	answer(data: unknown): void {
		this.onmessage?.({ data } as MessageEvent);
	}
}

describe('the 4x4 proof demo', () => {
	it('runs with the table, shows progress and keeps the result (docs/reference-figures.md)', () => {
		const workers: FakeWorker[] = [];
		const run = new Proof4Run(() => {
			const w = new FakeWorker();
			workers.push(w);
			return w;
		});
		run.start(true);
		expect(workers[0].sent).toEqual([{ table: true }]);
		workers[0].answer({ progress: 524288 });
		expect(run.state).toEqual({ kind: 'running', table: true, nodes: 524288 });
		const result = { table: true, value: 0, nodes: 725254, entries: 241788, ms: 340 };
		workers[0].answer({ result });
		expect(run.withTable).toEqual(result);
		expect(run.state).toEqual({ kind: 'idle' });
		expect(workers[0].terminated).toBe(true);
	});

	it('asks before the run without the table, and a cancel terminates its worker', () => {
		const workers: FakeWorker[] = [];
		const run = new Proof4Run(() => {
			const w = new FakeWorker();
			workers.push(w);
			return w;
		});
		run.ask();
		expect(run.state).toEqual({ kind: 'confirm' });
		expect(workers).toHaveLength(0);
		run.confirm();
		expect(workers[0].sent).toEqual([{ table: false }]);
		run.cancel();
		expect(workers[0].terminated).toBe(true);
		expect(run.state).toEqual({ kind: 'cancelled', table: false });
		// A late message of the terminated worker changes nothing.
		workers[0].answer({ result: { table: false, value: 0, nodes: 1, entries: 0, ms: 1 } });
		expect(run.withoutTable).toBeNull();
	});
});
