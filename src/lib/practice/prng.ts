/**
 * The practice exercises' draws over the project's one seeded generator (src/lib/game/prng.ts:
 * mulberry32, and deriveExerciseSeed for the exercises' streams): integers in a range, a pick from a
 * list, a chance, and a fresh seed.
 */
import type { Random } from '../game/prng';

export { deriveExerciseSeed, fmix32, mulberry32 } from '../game/prng';

/** A stream of uniform numbers in [0, 1); each call advances the stream. */
export type Rng = Random;

/** Largest seed: seeds are unsigned 32-bit integers, 0 to 4,294,967,295. */
export const MAX_SEED = 0xffffffff;

/**
 * A uniform integer in [min, max] (both included).
 * @throws RangeError when max < min or either is not an integer.
 */
export function randomInt(rng: Rng, min: number, max: number): number {
	if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
		throw new RangeError(`No integer lies between ${min} and ${max}.`);
	}
	return min + Math.floor(rng() * (max - min + 1));
}

/**
 * A uniformly chosen element of a non-empty array.
 * @throws RangeError when the array is empty.
 */
export function pick<T>(rng: Rng, items: readonly T[]): T {
	if (items.length === 0) throw new RangeError('Cannot pick from an empty list.');
	return items[Math.floor(rng() * items.length)];
}

/** True with probability `p` (0 to 1). */
export function chance(rng: Rng, p: number): boolean {
	return rng() < p;
}

/**
 * A fresh seed for "Next exercise" (the page's only source of non-determinism).
 * @param random a uniform [0, 1) source; Math.random by default.
 */
export function newSeed(random: () => number = Math.random): number {
	return Math.floor(random() * (MAX_SEED + 1)) >>> 0;
}
