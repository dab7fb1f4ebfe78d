/** record-pool.ts: record buffers handed out smallest-fitting first, kept up to a limit. */
import { describe, expect, it } from 'vitest';
import { RECORD_BYTES_PER_NODE, RecordPool } from '$lib/engine';

const bytes = (nodes: number) => nodes * RECORD_BYTES_PER_NODE;

describe('RecordPool', () => {
	it('allocates a buffer of exactly `capacity` nodes when none fits', () => {
		const pool = new RecordPool();
		expect(pool.take(100).byteLength).toBe(bytes(100));
		pool.give(new ArrayBuffer(bytes(50)));
		expect(pool.take(100).byteLength).toBe(bytes(100));
		expect(pool.size).toBe(1);
	});

	it('hands out the smallest pooled buffer that is big enough, once', () => {
		const pool = new RecordPool();
		const big = new ArrayBuffer(bytes(1000));
		const medium = new ArrayBuffer(bytes(200));
		const small = new ArrayBuffer(bytes(10));
		[big, small, medium].forEach((b) => pool.give(b));
		expect(pool.take(150)).toBe(medium);
		expect(pool.take(150)).toBe(big);
		expect(pool.take(150)).not.toBe(small);
		expect(pool.size).toBe(1);
		expect(pool.take(10)).toBe(small);
		expect(pool.size).toBe(0);
	});

	it('ignores an empty (detached) buffer and one already pooled', () => {
		const pool = new RecordPool();
		const buffer = new ArrayBuffer(bytes(10));
		pool.give(buffer);
		pool.give(buffer);
		const moved = new ArrayBuffer(bytes(5));
		structuredClone(moved, { transfer: [moved] });
		expect(moved.byteLength).toBe(0);
		pool.give(moved);
		expect(pool.size).toBe(1);
	});

	it('keeps at most `limit` buffers, dropping the smallest', () => {
		const pool = new RecordPool(2);
		const sizes = [30, 10, 20];
		const buffers = sizes.map((n) => new ArrayBuffer(bytes(n)));
		buffers.forEach((b) => pool.give(b));
		expect(pool.size).toBe(2);
		expect(pool.take(1)).toBe(buffers[2]);
		expect(pool.take(1)).toBe(buffers[0]);
	});
});
