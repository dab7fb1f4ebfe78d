/**
 * The project's one seeded generator, so that a seed reproduces the same draws on every machine: a
 * weaker computer level replays the same moves, an exercise link the same exercise. mulberry32 by
 * Tommy Ettinger (2017, public domain; https://gist.github.com/tommyettinger/46a874533244883189143505d203312c,
 * as collected in https://github.com/bryc/code/blob/master/jshash/PRNGs.md) gives 32-bit outputs
 * from a 32-bit state.
 *
 * Two seed derivations, both kept because seeds already handed out depend on each one:
 * - deriveLevelSeed: the computer levels' per-ply draws and a series' per-game seeds (the game
 *   page's links, `level=random-30&seed=...`); the salt is mixed with the 32-bit golden ratio
 *   constant 0x9e3779b9 (Knuth's multiplicative hashing), then one mulberry32 output is taken;
 * - deriveExerciseSeed: the practice exercises' streams (the practice links, `seed=...`, pinned by
 *   tests/unit/practice/generate.test.ts); seed and salt are mixed with MurmurHash3's 32-bit
 *   finalizer `fmix32` (Austin Appleby, https://github.com/aappleby/smhasher).
 * The game layer holds it so that the practice layer can import it too (eslint.config.js).
 */

/** A generator of floats in [0, 1); each call advances the stream. */
export type Random = () => number;

/** mulberry32: a generator of floats in [0, 1) from a 32-bit seed (any number, taken modulo 2^32). */
export function mulberry32(seed: number): Random {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

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
 * A seed (unsigned 32-bit integer) derived from `seed` and a `salt` (a ply or a game number), so
 * that each ply draws from its own stream whatever happened before it: undo, redo and replaying a
 * link give the same draws. The game page's seeds depend on it (see the module comment).
 */
export function deriveLevelSeed(seed: number, salt: number): number {
	const mixed = (seed ^ Math.imul(salt + 1, 0x9e3779b9)) >>> 0;
	return Math.floor(mulberry32(mixed)() * 4294967296) >>> 0;
}

/**
 * A seed for one purpose derived from a seed and a salt (a small integer naming the purpose), so
 * that two purposes drawing from the same seed never share a stream. The practice links depend on
 * it (see the module comment).
 * @param seed unsigned 32-bit integer.
 * @param salt any 32-bit integer.
 * @returns an unsigned 32-bit integer.
 */
export function deriveExerciseSeed(seed: number, salt: number): number {
	return fmix32((fmix32(seed >>> 0) ^ Math.imul(salt | 0, 0x9e3779b9)) >>> 0);
}

/** True when `value` is a valid seed: an integer from 0 to 2^32 - 1. */
export function isSeed(value: unknown): value is number {
	return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0xffffffff;
}
