/** The seeded generator: reproducible, in [0, 1), and per-ply streams independent of history. */
import { describe, expect, it } from 'vitest';
import { deriveSeed, isSeed, mulberry32 } from '$lib/game';

describe('mulberry32', () => {
	it('gives the same sequence from the same seed and another from another seed', () => {
		const a = mulberry32(42);
		const b = mulberry32(42);
		const c = mulberry32(43);
		const seqA = [a(), a(), a()];
		expect([b(), b(), b()]).toEqual(seqA);
		expect([c(), c(), c()]).not.toEqual(seqA);
	});

	it('stays in [0, 1) and spreads over ten bins', () => {
		const random = mulberry32(7);
		const bins = Array(10).fill(0);
		for (let i = 0; i < 10_000; i++) {
			const x = random();
			expect(x >= 0 && x < 1).toBe(true);
			bins[Math.floor(x * 10)]++;
		}
		for (const n of bins) expect(n).toBeGreaterThan(850);
	});
});

describe('deriveSeed', () => {
	it('is a pure function of (seed, salt) giving valid, distinct seeds', () => {
		expect(deriveSeed(5, 3)).toBe(deriveSeed(5, 3));
		const seeds = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8].map((ply) => deriveSeed(5, ply)));
		expect(seeds.size).toBe(9);
		for (const s of seeds) expect(isSeed(s)).toBe(true);
	});

	it.each([
		{ value: 0, valid: true },
		{ value: 0xffffffff, valid: true },
		{ value: -1, valid: false },
		{ value: 2 ** 32, valid: false },
		{ value: 1.5, valid: false },
		{ value: '3', valid: false }
	])('isSeed($value) is $valid', ({ value, valid }) => {
		expect(isSeed(value)).toBe(valid);
	});
});
