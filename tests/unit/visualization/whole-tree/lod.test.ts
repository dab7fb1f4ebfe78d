/** Level of detail (lod.ts): which detail a column width or a zoom scale selects, and the sizes. */
import { describe, expect, it } from 'vitest';
import {
	BLOCK_PX,
	BOARD_PX,
	DETAIL_BLOCK,
	DETAIL_BOARD,
	DETAIL_DOT,
	DETAIL_NAMES,
	DETAIL_SCORE,
	DETAIL_SHAPE,
	SCORE_PX,
	SHAPE_PX,
	detailForSpace,
	nodeDetail,
	nodeSizes,
	nodeSpace,
	selectLod
} from '$lib/visualization/whole-tree/lod';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import { fitScale, FIT_PAD_X } from '$lib/visualization/whole-tree/view';
import { recordOf } from '../fixtures';

describe('detail from the room a node has', () => {
	it.each([
		[0, DETAIL_BLOCK],
		[1.99, DETAIL_BLOCK],
		[BLOCK_PX, DETAIL_DOT],
		[7.9, DETAIL_DOT],
		[SHAPE_PX, DETAIL_SHAPE],
		[27.9, DETAIL_SHAPE],
		[SCORE_PX, DETAIL_SCORE],
		[63.9, DETAIL_SCORE],
		[BOARD_PX, DETAIL_BOARD],
		[5000, DETAIL_BOARD]
	])('%s px -> detail %s', (space, detail) => {
		expect(detailForSpace(space)).toBe(detail);
	});

	it('never decreases when the room grows', () => {
		let last = 0;
		for (let px = 0; px < 200; px += 0.25) {
			const d = detailForSpace(px);
			expect(d).toBeGreaterThanOrEqual(last);
			last = d;
		}
	});

	it('names the levels for data attributes', () => {
		expect(DETAIL_NAMES[selectLod(0.001)]).toBe('blocks');
		expect(DETAIL_NAMES[selectLod(3)]).toBe('dots');
		expect(DETAIL_NAMES[selectLod(10)]).toBe('shapes');
		expect(DETAIL_NAMES[selectLod(30)]).toBe('scores');
		expect(DETAIL_NAMES[selectLod(100)]).toBe('boards');
	});
});

describe('detail of the nodes of the whole tree at the scale that fits 1280 px', () => {
	const record = recordOf('.........');
	const layout = layoutTree(record);
	const k = fitScale(layout, 1280);

	it('the root and its nine children have room for mini-boards; leaves are blocks', () => {
		expect(k).toBeCloseTo((1280 - 2 * FIT_PAD_X) / 351_051, 12);
		expect(nodeDetail(layout, 0, k)).toBe(DETAIL_BOARD);
		for (let c = 1; c < record.end[0]; c = record.end[c]) {
			expect(nodeDetail(layout, c, k)).toBe(DETAIL_BOARD);
		}
		expect(selectLod(k)).toBe(DETAIL_BLOCK);
		// A leaf is one layout unit wide.
		const leaf = record.end[0] - 1;
		expect(nodeSpace(layout, leaf, k)).toBeCloseTo(k, 12);
	});

	it('zooming in 1000 times turns every leaf into at least a dot', () => {
		expect(selectLod(k * 1000)).toBe(DETAIL_DOT);
	});
});

describe('sizes', () => {
	it('blocks have no glyph, dots a small one, boards fit between rows', () => {
		expect(nodeSizes(1, 60)).toEqual({ radius: 0, board: 0, font: 0 });
		expect(nodeSizes(4, 60).radius).toBeCloseTo(1.2, 9);
		expect(nodeSizes(4, 60).board).toBe(0);
		expect(nodeSizes(20, 60).radius).toBeCloseTo(5.6, 9);
		expect(nodeSizes(20, 60).font).toBe(0);
		expect(nodeSizes(40, 60)).toEqual({ radius: 7, board: 0, font: 14 });
		// Board: at most 0.7 x room, and room for the 14 px score under it before the next row
		// (60 - 14 - 8 = 38).
		expect(nodeSizes(100, 60)).toEqual({ radius: 7, board: 38, font: 14 });
		expect(nodeSizes(1000, 140)).toEqual({ radius: 7, board: 72, font: 14 });
	});
});
