/**
 * The 4x4 proof demo's state on the page (proof4.ts): runs one proof at a time in its worker, over
 * the worker channel, with progress; the run without the table asks for confirmation first (`ask`,
 * then `confirm`); `cancel` aborts the run, which terminates the worker (the next run starts a new
 * one). Results of both runs are kept for the comparison.
 */
import { Channel, type Port } from '../workers/channel';
import type { Proof4Protocol, Proof4Result, Proof4State } from '../workers/proof4';

export class Proof4Run {
	state = $state.raw<Proof4State>({ kind: 'idle' });
	/** The last result of each run. */
	withTable = $state.raw<Proof4Result | null>(null);
	withoutTable = $state.raw<Proof4Result | null>(null);
	readonly #channel: Channel<Proof4Protocol>;
	#run: AbortController | null = null;

	/** @param start creates the worker (proof4.worker.ts), or an in-process one in tests. */
	constructor(start: () => Port) {
		this.#channel = new Channel({ start });
	}

	get running(): boolean {
		return this.state.kind === 'running';
	}

	/** Runs the proof with the table, or without it once confirmed (see ask/confirm). */
	async start(table: boolean): Promise<void> {
		this.cancel(false);
		const run = new AbortController();
		this.#run = run;
		this.state = { kind: 'running', table, nodes: 0 };
		const outcome = await this.#channel.request(
			'prove',
			{ table },
			{
				signal: run.signal,
				onProgress: (nodes) => {
					if (this.#run === run) this.state = { kind: 'running', table, nodes };
				}
			}
		);
		if (this.#run !== run) return;
		this.#run = null;
		if (outcome.ok) {
			if (outcome.value.table) this.withTable = outcome.value;
			else this.withoutTable = outcome.value;
			this.state = { kind: 'idle' };
		} else if (outcome.error.kind === 'failed') {
			this.state = { kind: 'failed', message: outcome.error.message };
		}
	}

	/** The run without the table was asked for: its confirmation is shown. */
	ask(): void {
		if (!this.running) this.state = { kind: 'confirm' };
	}

	/** Confirmed: runs the proof without the table. */
	confirm(): Promise<void> {
		return this.start(false);
	}

	/** Stops the run in progress (its worker is terminated) or closes the confirmation. */
	cancel(say = true): void {
		const running = this.state.kind === 'running' ? this.state : null;
		this.#run?.abort();
		this.#run = null;
		if (running && say) this.state = { kind: 'cancelled', table: running.table };
		else if (this.state.kind === 'confirm' || this.state.kind === 'running') {
			this.state = { kind: 'idle' };
		}
	}

	/** Stops the worker (the page is going away). */
	destroy(): void {
		this.#run = null;
		this.#channel.destroy();
	}
}
