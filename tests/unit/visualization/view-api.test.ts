/** The view API's checks (view-api.ts): nodes of the record only, highlights in preorder. */
import { describe, expect, it } from 'vitest';
import { checkNode, checkNodes } from '$lib/visualization/view-api';

describe('checkNode', () => {
	it('accepts the root to the last node and refuses anything else by name', () => {
		expect(() => checkNode(0, 15)).not.toThrow();
		expect(() => checkNode(14, 15)).not.toThrow();
		for (const bad of [-1, 15, 1.5, Number.NaN]) {
			expect(() => checkNode(bad, 15)).toThrow(RangeError);
		}
		expect(() => checkNode(549_946, 549_946)).toThrow(
			'Node 549946 does not exist in this tree: expected an integer from 0 to 549945.'
		);
	});
});

describe('checkNodes', () => {
	it('returns the nodes once each, in preorder, from any iterable', () => {
		expect(Array.from(checkNodes([9, 3, 9, 0], 10))).toEqual([0, 3, 9]);
		expect(Array.from(checkNodes(new Set([4, 2]), 10))).toEqual([2, 4]);
		expect(Array.from(checkNodes(Int32Array.of(7), 10))).toEqual([7]);
		expect(checkNodes([], 10).length).toBe(0);
	});

	it('refuses the whole highlight when one node is out of the record', () => {
		expect(() => checkNodes([1, 2, 10], 10)).toThrow('Node 10 does not exist');
	});
});
