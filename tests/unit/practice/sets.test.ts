/** Set answers compared with the right set. */
import { describe, expect, it } from 'vitest';
import { compareSets, uniqueSorted } from '$lib/practice/sets';

describe('compareSets', () => {
	it('splits right, missing and extra, ascending, duplicates counted once', () => {
		expect(compareSets([5, 1, 1, 9], [1, 3, 5])).toEqual({
			right: [1, 5],
			missing: [3],
			extra: [9]
		});
		expect(compareSets([], [])).toEqual({ right: [], missing: [], extra: [] });
		expect(uniqueSorted([3, 1, 3, 2])).toEqual([1, 2, 3]);
	});
});
