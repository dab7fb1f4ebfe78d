/**
 * The 4x4 proof demo's state on the page (proof4.ts): runs one proof at a time in a worker made for
 * it, with progress; the run without the table asks for confirmation first (`ask`, then `confirm`);
 * `cancel` terminates the worker. Results of both runs are kept for the comparison.
 */
import type { Proof4Result, Proof4State, Proof4Worker } from '../workers/proof4';

export class Proof4Run {
	state = $state.raw<Proof4State>({ kind: 'idle' });
	/** The last result of each run. */
	withTable = $state.raw<Proof4Result | null>(null);
	withoutTable = $state.raw<Proof4Result | null>(null);
	readonly #makeWorker: () => Proof4Worker;
	#worker: Proof4Worker | null = null;

	/** @param makeWorker a new worker running proof4.worker.ts. */
	constructor(makeWorker: () => Proof4Worker) {
		this.#makeWorker = makeWorker;
	}

	get running(): boolean {
		return this.state.kind === 'running';
	}

	/** Runs the proof with the table, or without it once confirmed (see ask/confirm). */
	start(table: boolean): void {
		this.cancel(false);
		const worker = this.#makeWorker();
		this.#worker = worker;
		this.state = { kind: 'running', table, nodes: 0 };
		worker.onmessage = (event: MessageEvent) => {
			if (this.#worker !== worker) return;
			const data = event.data as { progress?: number; result?: Proof4Result; error?: string };
			if (data.progress !== undefined) {
				this.state = { kind: 'running', table, nodes: data.progress };
				return;
			}
			this.#stop();
			if (data.result) {
				if (data.result.table) this.withTable = data.result;
				else this.withoutTable = data.result;
				this.state = { kind: 'idle' };
			} else {
				this.state = { kind: 'failed', message: data.error ?? '' };
			}
		};
		worker.postMessage({ table });
	}

	/** The run without the table was asked for: its confirmation is shown. */
	ask(): void {
		if (!this.running) this.state = { kind: 'confirm' };
	}

	/** Confirmed: runs the proof without the table. */
	confirm(): void {
		this.start(false);
	}

	/** Stops the run in progress (the worker is terminated) or closes the confirmation. */
	cancel(say = true): void {
		const running = this.state.kind === 'running' ? this.state : null;
		this.#stop();
		if (running && say) this.state = { kind: 'cancelled', table: running.table };
		else if (this.state.kind === 'confirm' || this.state.kind === 'running') {
			this.state = { kind: 'idle' };
		}
	}

	#stop(): void {
		this.#worker?.terminate();
		this.#worker = null;
	}
}
