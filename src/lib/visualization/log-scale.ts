/**
 * A base-10 logarithmic scale for the compare chart's bars (node counts from 1 to 549,946): counts
 * that differ by a factor of 75 stay readable side by side. The domain is widened to whole powers
 * of ten so that the ticks (1, 10, 100, ...) sit at both ends, as d3-scale's `scaleLog().nice()`
 * does; a dozen lines do not earn a dependency.
 */

/** A log scale from [lo, hi] (lo >= 1) onto [r0, r1]. */
export interface LogScale {
	(value: number): number;
	/** Lower and upper ends of the domain, whole powers of ten. */
	readonly domain: readonly [number, number];
	/** The powers of ten of the domain, ascending: the ticks. */
	readonly ticks: readonly number[];
}

/**
 * The scale for values up to `max` onto [r0, r1].
 * @param max the largest value (>= 1).
 * @throws RangeError when max is not a finite number >= 1, or the range is not finite.
 */
export function logScale(max: number, r0: number, r1: number): LogScale {
	if (!Number.isFinite(max) || max < 1) {
		throw new RangeError(`A log scale needs values from 1, got ${max}.`);
	}
	if (!Number.isFinite(r0) || !Number.isFinite(r1)) {
		throw new RangeError(`The scale's range [${r0}, ${r1}] is not finite.`);
	}
	const top = Math.max(1, Math.ceil(Math.log10(max)));
	const ticks = Array.from({ length: top + 1 }, (_, k) => 10 ** k);
	const scale = ((value: number) =>
		r0 + ((r1 - r0) * Math.log10(Math.max(1, value))) / top) as LogScale;
	return Object.assign(scale, { domain: [1, 10 ** top] as const, ticks });
}
