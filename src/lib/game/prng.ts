/**
 * Seeded pseudo-random numbers, so that a weaker computer level replays the same moves from the same
 * seed (a link keeps the seed). mulberry32 by Tommy Ettinger (public domain), as popularised in
 * https://github.com/bryc/code/blob/master/jshash/PRNGs.md; the seed mixing uses the 32-bit golden
 * ratio constant 0x9e3779b9 (Knuth's multiplicative hashing).
 */

/** A generator of floats in [0, 1). */
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

/**
 * A seed (unsigned 32-bit integer) derived from `seed` and a `salt` (for example a ply or a game
 * number), so that each ply draws from its own stream whatever happened before it: undo, redo and
 * replaying a link give the same draws.
 */
export function deriveSeed(seed: number, salt: number): number {
	const mixed = (seed ^ Math.imul(salt + 1, 0x9e3779b9)) >>> 0;
	return Math.floor(mulberry32(mixed)() * 4294967296) >>> 0;
}

/** True when `value` is a valid seed: an integer from 0 to 2^32 - 1. */
export function isSeed(value: unknown): value is number {
	return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 0xffffffff;
}
