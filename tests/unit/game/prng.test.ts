/**
 * The one seeded generator (game/prng.ts): reproducible, in [0, 1), per-ply streams independent of
 * history, and the outputs of both seed derivations pinned (links already handed out depend on them).
 */
import { describe, expect, it } from 'vitest';
import { deriveExerciseSeed, deriveLevelSeed, isSeed, mulberry32 } from '$lib/game';
import {
	deriveExerciseSeed as practiceDerive,
	mulberry32 as practiceMulberry
} from '$lib/practice';

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

describe('deriveLevelSeed', () => {
	it('is a pure function of (seed, salt) giving valid, distinct seeds', () => {
		expect(deriveLevelSeed(5, 3)).toBe(deriveLevelSeed(5, 3));
		const seeds = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8].map((ply) => deriveLevelSeed(5, ply)));
		expect(seeds.size).toBe(9);
		for (const s of seeds) expect(isSeed(s)).toBe(true);
	});

	it.each([
		{ seed: 0, salt: 0, derived: 1541420728 },
		{ seed: 77, salt: 0, derived: 1311708902 },
		{ seed: 77, salt: 1, derived: 735563425 },
		{ seed: 4127541575, salt: 3, derived: 2850920778 }
	])('$seed with salt $salt gives $derived (the game links seeds)', ({ seed, salt, derived }) => {
		expect(deriveLevelSeed(seed, salt)).toBe(derived);
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

describe('deriveExerciseSeed', () => {
	it.each([
		{ seed: 0, salt: 0, derived: 0 },
		{ seed: 77, salt: 0, derived: 3136268963 },
		{ seed: 77, salt: 1, derived: 2764230533 },
		{ seed: 4127541575, salt: 3, derived: 1682937707 }
	])(
		'$seed with salt $salt gives $derived (the practice links seeds)',
		({ seed, salt, derived }) => {
			expect(deriveExerciseSeed(seed, salt)).toBe(derived);
		}
	);

	it('is the function the practice layer uses, over the same mulberry32', () => {
		expect(practiceDerive).toBe(deriveExerciseSeed);
		expect(practiceMulberry).toBe(mulberry32);
	});
});
