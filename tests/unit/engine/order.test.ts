/** order.ts: the move orders are permutations of the nine cells; centre first is centre, corners, edges. */
import { describe, expect, it } from 'vitest';
import { MOVE_ORDERS, ORDER_CELLS } from '$lib/engine';

describe('move orders', () => {
	it.each(MOVE_ORDERS.map((order) => ({ order })))('$order tries each cell once', ({ order }) => {
		expect([...ORDER_CELLS[order]].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
	});

	it('index order is 0 to 8', () => {
		expect(ORDER_CELLS.index).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
	});

	it('centre first: the centre, then the corners, then the edges', () => {
		const cells = ORDER_CELLS['center-first'];
		expect(cells[0]).toBe(4);
		expect([...cells.slice(1, 5)].sort()).toEqual([0, 2, 6, 8]);
		expect([...cells.slice(5)].sort()).toEqual([1, 3, 5, 7]);
	});
});
