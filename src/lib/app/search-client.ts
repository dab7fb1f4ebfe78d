/**
 * Talks to the search worker. Each request gets an id; `cancelAll()` (called on a new game) makes
 * every pending request resolve to `null`, so that a result arriving after a new game is dropped.
 */
import type { Position, SearchOptions, SearchResult } from '$lib/engine';
import type { StepIndex } from '$lib/stepper';
import SearchWorker from './search.worker.ts?worker&inline';

/** A finished search as the page uses it: the engine's result and the time measured in the worker. */
export interface Decision {
	position: Position;
	result: SearchResult;
	ms: number;
	/** The step index of the record, built in the worker (absent: built on first use). */
	steps?: StepIndex;
}

type Pending = {
	resolve: (d: Decision | null) => void;
	reject: (e: Error) => void;
	position: Position;
};

/** One worker, many requests; stale answers are dropped. */
export class SearchClient {
	private worker: Worker;
	private nextId = 1;
	private pending = new Map<number, Pending>();

	constructor() {
		this.worker = new SearchWorker();
		this.worker.onmessage = (event) => {
			const { id, result, steps, ms, error } = event.data;
			const entry = this.pending.get(id);
			if (!entry) return; // cancelled: a new game started meanwhile
			this.pending.delete(id);
			if (error) entry.reject(new Error(error));
			else entry.resolve({ position: entry.position, result, steps, ms });
		};
	}

	/**
	 * Searches `position` in the worker.
	 * @returns the decision, or null when cancelled before it arrived.
	 * @throws Error with the worker's message when the search fails.
	 */
	search(position: Position, options: SearchOptions): Promise<Decision | null> {
		const id = this.nextId++;
		return new Promise((resolve, reject) => {
			this.pending.set(id, { resolve, reject, position });
			this.worker.postMessage({
				id,
				position: { cells: [...position.cells], toMove: position.toMove },
				options: { ...options }
			});
		});
	}

	/** Drops every pending request: their promises resolve to null. */
	cancelAll(): void {
		for (const entry of this.pending.values()) entry.resolve(null);
		this.pending.clear();
	}

	/** Stops the worker. */
	destroy(): void {
		this.cancelAll();
		this.worker.terminate();
	}
}
