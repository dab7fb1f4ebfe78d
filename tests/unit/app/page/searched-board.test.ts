/**
 * The board while stepping (searched-board.ts): the current node's position on XOX/.O./X.. (O to
 * move, plain minimax with the depth penalty: 34 nodes), the search's marks numbered from the root,
 * and the line that leads there; Connect Four's cells replayed from the record's root.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search, type SearchRecord } from '$lib/engine';
import { searchedBoard } from '$lib/app/page/searched-board';

const record = search(parsePosition('XOX/.O./X..')).record;

/** The node reached from the root by playing `cells` (0-based), or -1. */
function nodeAt(r: SearchRecord, cells: number[]): number {
	let node = 0;
	for (const cell of cells) {
		let next = -1;
		for (let c = node + 1; c < r.end[node]; c = r.end[c]) if (r.move[c] === cell) next = c;
		if (next < 0) return -1;
		node = next;
	}
	return node;
}

describe('searchedBoard', () => {
	it('the root is the game position: depth 0, no search marks, no moves', () => {
		const b = searchedBoard(record, 0);
		expect(b).toMatchObject({ node: 0, depth: 0, moves: [] });
		expect(b.cells.map((c) => c ?? '.').join('')).toBe('XOX.O.X..');
		expect(b.order.every((o) => o === null)).toBe(true);
	});

	it('after O 6 and X 9 (indices 5, 8): depth 2, the two marks numbered 1 and 2', () => {
		const node = nodeAt(record, [5, 8]);
		expect(node).toBeGreaterThan(0);
		const b = searchedBoard(record, node);
		expect(b.depth).toBe(2);
		expect(b.moves).toEqual([
			{ mark: 'O', cell: 5 },
			{ mark: 'X', cell: 8 }
		]);
		expect(b.cells.map((c) => c ?? '.').join('')).toBe('XOX.OOX.X');
		expect(b.order).toEqual([null, null, null, null, null, 1, null, null, 2]);
	});

	it('a leaf three plies down numbers its marks 1 to 3 in the order played', () => {
		const node = nodeAt(record, [3, 5, 7]);
		const b = searchedBoard(record, node);
		expect(b.moves.map((m) => `${m.mark}${m.cell + 1}`)).toEqual(['O4', 'X6', 'O8']);
		expect([b.order[3], b.order[5], b.order[7]]).toEqual([1, 2, 3]);
	});

	it('Connect Four: the cells of a node come from the record root, the discs of the search numbered', () => {
		const empty = { cells: Array(42).fill(null), toMove: 'X' as const };
		const r = search(empty, { game: 'connect4', depthLimit: 2 }).record;
		// X drops in column 4 (cell 38), O in column 4 on top of it (cell 31).
		const node = nodeAt(r, [38, 31]);
		const b = searchedBoard(r, node);
		expect(b.moves).toEqual([
			{ mark: 'X', cell: 38 },
			{ mark: 'O', cell: 31 }
		]);
		expect(b.cells.filter((c) => c !== null)).toHaveLength(2);
		expect(b.order[38]).toBe(1);
		expect(b.order[31]).toBe(2);
	});

	it('throws a RangeError for a node the record does not have', () => {
		expect(() => searchedBoard(record, record.count)).toThrow(RangeError);
	});
});
