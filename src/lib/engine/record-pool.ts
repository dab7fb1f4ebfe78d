/**
 * Record buffers kept for reuse. Allocating a record buffer costs more than filling it (the
 * empty board's 15.4 MB take 8-10 ms to fault in on these machines (9.3 MB for the uniform record
 * of a plain search, record.ts), page by page, about as long
 * as the whole plain search into a reused buffer: scripts/bench/record.ts), so the
 * search worker records into buffers the page hands back once it drops a decision
 * (docs/record-transport.md).
 */
import { RECORD_BYTES_PER_NODE } from './record';

/** A small pool of record buffers, handed out smallest-fitting first. */
export class RecordPool {
	#buffers: ArrayBuffer[] = [];
	readonly #limit: number;

	/** @param limit buffers kept at most; giving one more drops the smallest. */
	constructor(limit = 4) {
		this.#limit = limit;
	}

	/** Buffers in the pool now. */
	get size(): number {
		return this.#buffers.length;
	}

	/**
	 * A buffer for `capacity` nodes (at least capacity * RECORD_BYTES_PER_NODE bytes): the smallest
	 * pooled one that is big enough, taken out of the pool, or a new one of exactly that size.
	 */
	take(capacity: number): ArrayBuffer {
		const bytes = capacity * RECORD_BYTES_PER_NODE;
		let pick = -1;
		this.#buffers.forEach((b, k) => {
			if (b.byteLength >= bytes && (pick < 0 || b.byteLength < this.#buffers[pick].byteLength))
				pick = k;
		});
		if (pick < 0) return new ArrayBuffer(bytes);
		return this.#buffers.splice(pick, 1)[0];
	}

	/**
	 * Puts a buffer back for a later search. A detached or empty buffer (0 bytes, for example one
	 * already transferred elsewhere) and a buffer already in the pool are ignored.
	 */
	give(buffer: ArrayBuffer): void {
		if (buffer.byteLength === 0 || this.#buffers.includes(buffer)) return;
		this.#buffers.push(buffer);
		if (this.#buffers.length > this.#limit) {
			let smallest = 0;
			this.#buffers.forEach((b, k) => {
				if (b.byteLength < this.#buffers[smallest].byteLength) smallest = k;
			});
			this.#buffers.splice(smallest, 1);
		}
	}
}
