/** Finding a position (find.ts): a position and its transpositions in a recorded tree. */
import { describe, expect, it } from 'vitest';
import { isTableHit, parsePosition, search, toMasks } from '$lib/engine';
import { countTableHits, findCells, findPosition } from '$lib/visualization/whole-tree/find';
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

describe('finding a position on any board (findCells) and its table hits', () => {
	it('finds both move orders of X a1, O b1, X c1 in Connect Four to depth 3', () => {
		const empty = '......./......./......./......./......./.......';
		const { record } = search(parsePosition(empty, 'connect4'), {
			alphaBeta: false,
			depthPenalty: true,
			order: 'index',
			game: 'connect4',
			depthLimit: 3
		});
		expect(record.count).toBe(400); // docs/reference-figures.md: Connect Four, limit 3
		const cells = parsePosition(
			'......./......./......./......./......./XOX....',
			'connect4'
		).cells;
		const found = findCells(record, cells);
		// X on 35 and 37 in either order around O on 36.
		expect(found.length).toBe(2);
		for (const i of found) expect(record.depth[i]).toBe(3);
		expect(countTableHits(record, found)).toBe(0);
	});

	it('counts the table hits among the nodes of a position (XOX/.O./X.. with the table)', () => {
		const position = parsePosition('XOX/.O./X..');
		const { record } = search(position, {
			alphaBeta: false,
			depthPenalty: true,
			order: 'index',
			transpositionTable: true
		});
		const all = Array.from({ length: record.count }, (_, i) => i);
		const hits = all.filter((i) => isTableHit(record, i));
		expect(hits.length).toBe(3);
		expect(countTableHits(record, all)).toBe(3);
		// A hit's position is found twice: the node where it was searched, and the hit itself.
		const hit = hits[0];
		const same = findCells(record, findCellsOf(record, hit));
		expect(same.length).toBe(2);
		expect(countTableHits(record, same)).toBe(1);
		expect(Array.from(same)).toContain(hit);
	});
});

/** The board of node `i` of a 3x3 record, from its masks. */
function findCellsOf(record: ReturnType<typeof search>['record'], i: number) {
	return Array.from({ length: 9 }, (_, c) =>
		(record.xMask[i] >> c) & 1 ? 'X' : (record.oMask[i] >> c) & 1 ? 'O' : null
	);
}
