/**
 * One long computation shown on the page (compare settings, the proof, a trace), as runes: idle,
 * running with its progress, done with its result, or failed with the error's message. A new run
 * cancels the one before (its late answer is dropped); `cancel()` stops it and goes back to idle.
 */
import type { Outcome } from '../workers/channel';
import type { TaskOptions } from '../workers/classroom-client';
import type { Progress } from '../workers/classroom-protocol';

/** Where a run is. */
export type RunState<R> =
	| { readonly kind: 'idle' }
	| { readonly kind: 'running'; readonly progress: Progress | null }
	| { readonly kind: 'done'; readonly result: R }
	| { readonly kind: 'failed'; readonly message: string };

export class TaskRun<R> {
	#state = $state.raw<RunState<R>>({ kind: 'idle' });
	#controller: AbortController | null = null;

	/** The run's state (see RunState). */
	get state(): RunState<R> {
		return this.#state;
	}
	get running(): boolean {
		return this.#state.kind === 'running';
	}
	/** The result of the last run that finished, or null. */
	get result(): R | null {
		return this.#state.kind === 'done' ? this.#state.result : null;
	}

	/**
	 * Starts a computation, cancelling any run in progress.
	 * @param start begins it with the given progress callback and signal; resolves to its outcome.
	 * @returns the result, or null when cancelled or failed (the state says which).
	 */
	async run(start: (options: TaskOptions) => Promise<Outcome<R>>): Promise<R | null> {
		this.#controller?.abort();
		const controller = new AbortController();
		this.#controller = controller;
		this.#state = { kind: 'running', progress: null };
		const current = () => this.#controller === controller;
		const outcome = await start({
			signal: controller.signal,
			onProgress: (progress) => {
				if (current()) this.#state = { kind: 'running', progress };
			}
		});
		if (!current()) return null;
		this.#controller = null;
		if (outcome.ok) {
			this.#state = { kind: 'done', result: outcome.value };
			return outcome.value;
		}
		this.#state =
			outcome.error.kind === 'failed'
				? { kind: 'failed', message: outcome.error.message }
				: { kind: 'idle' };
		return null;
	}

	/** Stops the run in progress (its promise resolves to null) and goes back to idle. */
	cancel(): void {
		if (!this.#controller) return;
		this.#controller.abort();
		this.#controller = null;
		this.#state = { kind: 'idle' };
	}

	/** Shows a result computed elsewhere (a lesson's proof) as done. */
	seed(result: R): void {
		this.#controller?.abort();
		this.#controller = null;
		this.#state = { kind: 'done', result };
	}
}
