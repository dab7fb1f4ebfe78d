/** Rebuilding a tree's shape from `end` alone (shape.ts): what the layout worker receives. */
import { describe, expect, it } from 'vitest';
import { shapeFromEnd } from '$lib/visualization/whole-tree/shape';
import { recordOf } from '../fixtures';

describe('shapeFromEnd (what the worker receives)', () => {
	it('rebuilds parent and depth of the alpha-beta empty-board tree from end alone', () => {
		const record = recordOf('.........', true);
		const shape = shapeFromEnd(record.end, record.count);
		expect(Array.from(shape.parent)).toEqual(Array.from(record.parent));
		expect(Array.from(shape.depth)).toEqual(Array.from(record.depth));
	});

	it('rejects an end array that does not nest', () => {
		expect(() => shapeFromEnd(Int32Array.from([3, 3, 2]), 3)).toThrow(RangeError);
		expect(() => shapeFromEnd(Int32Array.from([1, 2]), 2)).toThrow(/does not nest/);
	});
});
