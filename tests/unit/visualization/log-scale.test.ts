/** The compare chart's log scale (visualization/log-scale.ts). */
import { describe, expect, it } from 'vitest';
import { logScale } from '$lib/visualization/log-scale';

describe('logScale', () => {
	it('maps powers of ten evenly, widening the domain to whole powers', () => {
		const x = logScale(549_946, 0, 600);
		expect(x.domain).toEqual([1, 1_000_000]);
		expect(x.ticks).toEqual([1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]);
		expect(x(1)).toBe(0);
		expect(x(1000)).toBeCloseTo(300, 9);
		expect(x(1_000_000)).toBeCloseTo(600, 9);
		// 549,946 against 7,275: 75 times more nodes, 1.5 times longer.
		expect(x(549_946) / x(7_275)).toBeCloseTo(Math.log10(549_946) / Math.log10(7_275), 9);
	});

	it('starts at the range’s start for a count of 1, and works with an offset range', () => {
		const x = logScale(1, 250, 560);
		expect(x.ticks).toEqual([1, 10]);
		expect(x(1)).toBe(250);
		expect(x(10)).toBe(560);
	});

	it('refuses values below 1 and a range that is not finite', () => {
		expect(() => logScale(0, 0, 100)).toThrow('A log scale needs values from 1, got 0.');
		expect(() => logScale(10, 0, Number.NaN)).toThrow(RangeError);
	});
});
