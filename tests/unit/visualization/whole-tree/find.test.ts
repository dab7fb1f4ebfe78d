/** Finding a position (find.ts): a position and its transpositions in a recorded tree. */
import { describe, expect, it } from 'vitest';
import { parsePosition, toMasks } from '$lib/engine';
import { findPosition } from '$lib/visualization/whole-tree/find';
import { recordOf } from '../fixtures';

describe('finding a position', () => {
	it('finds the 12 move orders reaching XOX/.O./X.. in the empty-board tree', () => {
		const record = recordOf('.........');
		const [x, o] = toMasks(parsePosition('XOX/.O./X..'));
		const found = findPosition(record, x, o);
		// 3 X marks and 2 O marks played in any order, no line made on the way: 3! x 2! orders.
		expect(found.length).toBe(12);
		for (const i of found) {
			expect(record.xMask[i]).toBe(x);
			expect(record.oMask[i]).toBe(o);
			expect(record.depth[i]).toBe(5);
		}
		expect(Array.from(found)).toEqual([...found].sort((a, b) => a - b));
	});

	it('finds the root once and an unreachable position nowhere', () => {
		const record = recordOf('XOX/.O./X..');
		const [x, o] = toMasks(parsePosition('XOX/.O./X..'));
		expect(Array.from(findPosition(record, x, o))).toEqual([0]);
		const [x2, o2] = toMasks(parsePosition('.........'));
		expect(findPosition(record, x2, o2).length).toBe(0);
	});
});
