/** The practice tree's layout: every node of the record, ghosts of pruned moves, inside the box. */
import { describe, expect, it } from 'vitest';
import { parsePosition, search, prunedMask } from '$lib/engine';
import { layoutPracticeTree, ITEM_WIDTH, LEVEL_HEIGHT } from '$lib/visualization/practice-tree';

const XOX = parsePosition('XOX/.O./X..');
const plain = search(XOX, { alphaBeta: false, depthPenalty: true, order: 'index' }).record;
const ab = search(XOX, { alphaBeta: true, depthPenalty: true, order: 'index' }).record;

describe('layoutPracticeTree', () => {
	it('lays out all 34 nodes of the plain tree, one link per child, inside its box', () => {
		const layout = layoutPracticeTree(plain);
		expect(layout.items).toHaveLength(34);
		expect(layout.links).toHaveLength(33);
		expect(new Set(layout.items.map((i) => i.node)).size).toBe(34);
		for (const item of layout.items) {
			expect(item.x).toBeGreaterThan(0);
			expect(item.x).toBeLessThan(layout.width);
			expect(item.y).toBeLessThan(layout.height);
			expect(item.y - layout.items[0].y).toBe(plain.depth[item.node] * LEVEL_HEIGHT);
		}
		// Neighbours on a level never overlap.
		const level3 = layout.items
			.filter((i) => plain.depth[i.node] === 3)
			.map((i) => i.x)
			.sort((a, b) => a - b);
		for (let k = 1; k < level3.length; k++)
			expect(level3[k] - level3[k - 1]).toBeGreaterThanOrEqual(ITEM_WIDTH);
	});

	it('adds a ghost for each pruned move of the nodes asked for: 6 in the alpha-beta tree of XOX', () => {
		const all = Array.from({ length: ab.count }, (_, i) => i).filter(
			(i) => prunedMask(ab, i) !== 0
		);
		const layout = layoutPracticeTree(ab, all);
		const ghosts = layout.items.filter((i) => i.node < 0);
		expect(ab.count).toBe(15);
		expect(ghosts).toHaveLength(6);
		expect(layout.items).toHaveLength(21);
		expect(ghosts.map((g) => g.cell).sort()).toEqual([5, 7, 7, 7, 8, 8]);
		expect(layoutPracticeTree(ab).items).toHaveLength(15);
	});

	it('rejects a ghost node outside the record', () => {
		expect(() => layoutPracticeTree(ab, [15])).toThrow(RangeError);
	});
});
