/**
 * Talks to the search worker. Each request gets an id; `cancelAll()` (called on a new game) makes
 * every pending request resolve to `null`, so that a result arriving after a new game is dropped
 * (its record buffer goes straight back to the worker). `release(decision)` hands the record buffer
 * of a decision the page drops back to the worker for reuse (docs/record-transport.md).
 */
import {
	recordBuffer,
	recordFromTransport,
	type Position,
	type DeepeningResult,
	type RecordTransport,
	type SearchOptions,
	type SearchResult,
	type SolverProof
} from '$lib/engine';
import type { StepIndex } from '$lib/stepper';
import SearchWorker from './search.worker.ts?worker&inline';

/** A finished search as the page uses it: the engine's result and the time measured in the worker. */
export interface Decision {
	position: Position;
	result: SearchResult;
	ms: number;
	/** The step index of the record, built in the worker (absent: built on first use). */
	steps?: StepIndex;
	/** Iterative deepening: every complete iteration, depth 1 first (the tree is the last one's). */
	iterations?: DeepeningResult['iterations'];
	/** Iterative deepening: why it stopped. */
	stoppedBy?: DeepeningResult['stoppedBy'];
	/**
	 * Connect Four's exact solver proved the position (engine `decide`): the move, the value and
	 * the root move scores of `result` are the proof's; the record is still the recorded search's.
	 */
	proof?: SolverProof;
}

type Pending = {
	resolve: (d: Decision | null) => void;
	reject: (e: Error) => void;
	position: Position;
};

/** What the worker answers (search.worker.ts). */
type Answer = {
	id: number;
	error?: string;
	result: Omit<SearchResult, 'record'>;
	record: RecordTransport;
	steps: Omit<StepIndex, 'record'>;
	ms: number;
	iterations?: DeepeningResult['iterations'];
	stoppedBy?: DeepeningResult['stoppedBy'];
	proof?: SolverProof | null;
};

/** One worker, many requests; stale answers are dropped. */
export class SearchClient {
	private worker: Worker;
	private nextId = 1;
	private pending = new Map<number, Pending>();

	constructor() {
		this.worker = this.#start();
	}

	/** A new worker answering this client. */
	#start(): Worker {
		const worker = new SearchWorker();
		worker.onmessage = (event: MessageEvent<Answer>) => {
			const { id, error, result, record, steps, ms, iterations, stoppedBy, proof } = event.data;
			const entry = this.pending.get(id);
			if (!entry) {
				// Cancelled: a new game started meanwhile. The worker may reuse the buffer at once.
				if (!error) this.giveBack(record.buffer);
				return;
			}
			this.pending.delete(id);
			if (error) return entry.reject(new Error(error));
			const rebuilt = recordFromTransport(record);
			entry.resolve({
				position: entry.position,
				result: { ...result, record: rebuilt },
				steps: { ...steps, record: rebuilt },
				ms,
				...(iterations ? { iterations, stoppedBy } : {}),
				...(proof ? { proof } : {})
			});
		};
		return worker;
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

	/**
	 * Hands the record buffer of `decision` back to the worker, which records later searches into
	 * it instead of allocating (a fresh buffer for the empty board costs about a third of the
	 * search). Call it when the page drops a decision for good: nothing may read its record, its
	 * step index or anything built over them afterwards, since their arrays become empty (the
	 * buffer has moved to the worker). Releasing twice does nothing.
	 */
	release(decision: Decision): void {
		this.giveBack(recordBuffer(decision.result.record));
	}

	private giveBack(buffer: ArrayBuffer): void {
		if (buffer.byteLength === 0) return; // already transferred
		this.worker.postMessage({ release: buffer }, [buffer]);
	}

	/** Drops every pending request: their promises resolve to null. */
	cancelAll(): void {
		for (const entry of this.pending.values()) entry.resolve(null);
		this.pending.clear();
	}

	/**
	 * Cancels the search running now, however long ("Cancel search"): the worker is stopped in the
	 * middle of it and a new one starts (a search runs to its end once started, so stopping its
	 * worker is the one way to interrupt it). Every pending request resolves to null. The pooled
	 * record buffers go with the old worker.
	 */
	abort(): void {
		this.cancelAll();
		this.worker.terminate();
		this.worker = this.#start();
	}

	/** Stops the worker. */
	destroy(): void {
		this.cancelAll();
		this.worker.terminate();
	}
}
