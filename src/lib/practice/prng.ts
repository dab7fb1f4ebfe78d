/**
 * A seeded pseudo-random number generator, so that a seed reproduces an exercise exactly on every
 * machine. mulberry32 (Tommy Ettinger, 2017; public domain, see
 * https://gist.github.com/tommyettinger/46a874533244883189143505d203312c) gives 32-bit outputs from a
 * 32-bit state; seeds are mixed with MurmurHash3's 32-bit finalizer `fmix32` (Austin Appleby,
 * https://github.com/aappleby/smhasher) so that nearby seeds and salts give unrelated streams.
 */

/** A stream of uniform numbers in [0, 1); each call advances the stream. */
export type Rng = () => number;

/** Largest seed: seeds are unsigned 32-bit integers, 0 to 4,294,967,295. */
export const MAX_SEED = 0xffffffff;

/** MurmurHash3's 32-bit finalizer: a bijection on unsigned 32-bit integers that mixes all bits. */
export function fmix32(h: number): number {
	h ^= h >>> 16;
	h = Math.imul(h, 0x85ebca6b);
	h ^= h >>> 13;
	h = Math.imul(h, 0xc2b2ae35);
	h ^= h >>> 16;
	return h >>> 0;
}

/**
 * A seed for one purpose derived from a seed and a salt (a small integer naming the purpose), so that
 * two purposes drawing from the same seed never share a stream.
 * @param seed unsigned 32-bit integer.
 * @param salt any 32-bit integer.
 * @returns an unsigned 32-bit integer.
 */
export function deriveSeed(seed: number, salt: number): number {
	return fmix32((fmix32(seed >>> 0) ^ Math.imul(salt | 0, 0x9e3779b9)) >>> 0);
}

/**
 * The mulberry32 generator started from `seed` (an unsigned 32-bit integer).
 * @returns a function giving numbers in [0, 1) with 2^-32 resolution; period 2^32.
 */
export function mulberry32(seed: number): Rng {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

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
