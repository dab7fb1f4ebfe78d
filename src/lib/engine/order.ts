/**
 * Move ordering (docs/conventions.md, "Move ordering"): the order in which the search tries the empty cells.
 * "index": 0 to 8. "center-first": centre (4), corners (0, 2, 6, 8), then edges (1, 3, 5, 7).
 */

/** The move orders the search supports. */
export type MoveOrder = 'index' | 'center-first';

/** All move orders, for validation and menus. */
export const MOVE_ORDERS: readonly MoveOrder[] = ['index', 'center-first'];

/** Cell sequences for each order. */
export const ORDER_CELLS: Readonly<Record<MoveOrder, readonly number[]>> = {
	index: [0, 1, 2, 3, 4, 5, 6, 7, 8],
	'center-first': [4, 0, 2, 6, 8, 1, 3, 5, 7]
};
