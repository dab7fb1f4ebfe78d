/**
 * The open-nodes tree's painter sizes (open-tree-view.ts) under the picture's camera, the nodes to
 * open to show a node, and the link paths.
 */
import { describe, expect, it } from 'vitest';
import {
	BADGE_FONT,
	BOARD_SIZE,
	initialExpanded,
	layoutOpenTree,
	SCORE_FONT
} from '$lib/visualization/collapsed-tree';
import {
	ancestorsOf,
	linkPath,
	MAX_FIT_SCALE,
	OPEN_TREE_EXTENT,
	OPEN_TREE_MIN_FONT,
	OPEN_TREE_MIN_SCALE,
	stubPath
} from '$lib/visualization/open-tree-view';
import { frameView, isFramed, type FrameSpec } from '$lib/visualization/picture/camera';
import { openTreePicture } from '$lib/visualization/picture/model';
import { recordOf } from './fixtures';

describe('ancestorsOf', () => {
	it('lists the nodes from the root down to the parent', () => {
		const record = recordOf('XOX/.O./X..');
		const leaf = record.count - 1;
		const line = ancestorsOf(record, leaf);
		expect(line[0]).toBe(0);
		expect(line.at(-1)).toBe(record.parent[leaf]);
		expect(line.length).toBe(record.depth[leaf]);
		line.slice(1).forEach((n, j) => expect(record.parent[n]).toBe(line[j]));
		expect(ancestorsOf(record, 0)).toEqual([]);
	});
});

describe('link paths', () => {
	it('join the bottom of a mini-board to the top of the next', () => {
		// A 40 px board: the link leaves below the score (20 + 16 + 10) and ends 4 px above the next.
		expect(linkPath({ x: 0, y: 0 }, { x: 80, y: 112 })).toBe('M0,46C0,56 80,56 80,88');
		expect(stubPath({ x: 0, y: 0 }, { x: 80, y: 112 })).toBe('M0,46L80,78');
	});
});

describe('the open tree is framed readably', () => {
	it('at its smallest frame scale, mini-boards are 36 px and more, every text 14 px and more', () => {
		expect(OPEN_TREE_MIN_SCALE * BOARD_SIZE).toBeGreaterThanOrEqual(36);
		expect(OPEN_TREE_MIN_SCALE * SCORE_FONT).toBeGreaterThanOrEqual(14);
		expect(OPEN_TREE_MIN_SCALE * BADGE_FONT).toBeGreaterThanOrEqual(14);
		expect(OPEN_TREE_MIN_FONT).toBe(16);
	});

	it('the empty board’s first view at 860 x 640: the root and its nine children at the smallest frame scale', () => {
		const record = recordOf('.........');
		const root = layoutOpenTree(record, initialExpanded(record, 40), 'index');
		const model = openTreePicture(root.descendants());
		const spec: FrameSpec = {
			model,
			focus: null,
			extent: OPEN_TREE_EXTENT,
			minFont: OPEN_TREE_MIN_FONT,
			minScale: OPEN_TREE_MIN_SCALE,
			maxScale: MAX_FIT_SCALE
		};
		const size = { width: 860, height: 640 };
		const { transform: t, fits } = frameView(spec, size);
		expect(fits).toBe(true);
		expect(t.k).toBe(OPEN_TREE_MIN_SCALE);
		// The nine children (720 units wide, 648 px at 0.9) are all across the picture.
		for (const d of root.descendants().filter((n) => n.depth <= 1)) {
			expect(t.x + t.k * d.x).toBeGreaterThanOrEqual(0);
			expect(t.x + t.k * d.x).toBeLessThanOrEqual(size.width);
		}
		expect(isFramed(t, spec, size)).toBe(true);
	});
});
