/** The seeded generator: mulberry32's published outputs, seed mixing, and the range helpers. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	MAX_SEED,
	chance,
	deriveExerciseSeed,
	fmix32,
	mulberry32,
	newSeed,
	pick,
	randomInt
} from '$lib/practice/index';

describe('mulberry32', () => {
	it('gives the reference outputs of the published algorithm for seed 0 and 42', () => {
		// Computed with the reference C code: uint32 outputs divided by 2^32.
		const zero = mulberry32(0);
		const first = [zero(), zero(), zero()].map((x) => Math.round(x * 2 ** 32));
		expect(first).toEqual([1144304738, 1416247, 958946056]);
		const g = mulberry32(42);
		expect(Math.round(g() * 2 ** 32)).toBe(2581720956);
	});

	it('repeats a stream from the same seed and stays in [0, 1)', () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
				const a = mulberry32(seed);
				const b = mulberry32(seed);
				for (let i = 0; i < 20; i++) {
					const x = a();
					expect(x).toBe(b());
					expect(x >= 0 && x < 1).toBe(true);
				}
			})
		);
	});
});

describe('seed mixing', () => {
	it('fmix32 is MurmurHash3 finalizer (0 -> 0, 1 -> 0x514e28b7)', () => {
		expect(fmix32(0)).toBe(0);
		expect(fmix32(1)).toBe(0x514e28b7);
	});

	it('derives different seeds for different salts and seeds', () => {
		expect(deriveExerciseSeed(7, 1)).not.toBe(deriveExerciseSeed(7, 2));
		expect(deriveExerciseSeed(7, 1)).not.toBe(deriveExerciseSeed(8, 1));
		expect(deriveExerciseSeed(7, 1)).toBe(deriveExerciseSeed(7, 1));
		expect(Number.isInteger(deriveExerciseSeed(MAX_SEED, -5))).toBe(true);
	});
});

describe('helpers', () => {
	it('randomInt covers [min, max] and nothing else', () => {
		const rng = mulberry32(3);
		const seen = new Set<number>();
		for (let i = 0; i < 500; i++) seen.add(randomInt(rng, 2, 5));
		expect([...seen].sort()).toEqual([2, 3, 4, 5]);
		expect(() => randomInt(rng, 5, 2)).toThrow(RangeError);
		expect(() => randomInt(rng, 0.5, 2)).toThrow('No integer lies between 0.5 and 2.');
	});

	it('pick takes an element and refuses an empty list', () => {
		const rng = mulberry32(9);
		expect(['a', 'b', 'c']).toContain(pick(rng, ['a', 'b', 'c']));
		expect(() => pick(rng, [])).toThrow('Cannot pick from an empty list.');
	});

	it('chance(0) is never true, chance(1) always', () => {
		const rng = mulberry32(1);
		for (let i = 0; i < 50; i++) {
			expect(chance(rng, 0)).toBe(false);
			expect(chance(rng, 1)).toBe(true);
		}
	});

	it('newSeed maps [0, 1) onto 0..MAX_SEED', () => {
		expect(newSeed(() => 0)).toBe(0);
		expect(newSeed(() => 0.999999999999)).toBe(MAX_SEED);
		expect(newSeed(() => 0.5)).toBe(2 ** 31);
	});
});
