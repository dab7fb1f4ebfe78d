/**
 * Where the open-nodes tree lands in its viewport (open-tree-view.ts): the first view and Fit, in
 * view or not, the nodes to open to show a node, and the link paths.
 */
import { describe, expect, it } from 'vitest';
import { principalVariation } from '$lib/engine';
import {
	BADGE_FONT,
	BOARD_SIZE,
	initialExpanded,
	layoutOpenTree,
	SCORE_FONT
} from '$lib/visualization/collapsed-tree';
import {
	ancestorsOf,
	fitOpenTree,
	IN_VIEW_MARGIN,
	isInView,
	linkPath,
	MAX_FIT_SCALE,
	MIN_READABLE_SCALE,
	stubPath
} from '$lib/visualization/open-tree-view';
import { recordOf } from './fixtures';

const SIZE = { width: 800, height: 600 };

describe('fitOpenTree', () => {
	it('fits a small tree, centred, the root near the top, never above the largest fit scale', () => {
		const record = recordOf('XOX/.O./X..', true);
		const root = layoutOpenTree(
			record,
			new Set(Array.from({ length: record.count }, (_, i) => i)),
			'index'
		);
		const t = fitOpenTree(root, SIZE);
		expect(t.k).toBeLessThanOrEqual(MAX_FIT_SCALE);
		const xs = root.descendants().map((d) => d.x);
		const mid = (Math.min(...xs) + Math.max(...xs)) / 2;
		expect(t.x + t.k * mid).toBeCloseTo(SIZE.width / 2, 9);
		expect(t.y).toBeCloseTo(40 * Math.min(1, t.k) + 10, 9);
		// Every node is on screen.
		for (const d of root.descendants()) {
			expect(t.x + t.k * d.x).toBeGreaterThanOrEqual(0);
			expect(t.x + t.k * d.x).toBeLessThanOrEqual(SIZE.width);
			expect(t.y + t.k * d.y).toBeLessThanOrEqual(SIZE.height);
		}
	});

	it('keeps a too-wide tree readable, centred between the root and the chosen move', () => {
		const record = recordOf('.........');
		const root = layoutOpenTree(record, initialExpanded(record, 40), 'index');
		const narrow = { width: 300, height: 600 };
		expect(fitOpenTree(root, narrow).k).toBeLessThan(MIN_READABLE_SCALE);
		const t = fitOpenTree(root, narrow, MIN_READABLE_SCALE, 200);
		expect(t.k).toBe(MIN_READABLE_SCALE);
		expect(t.x + t.k * 100).toBeCloseTo(150, 9);
	});
});

describe('isInView', () => {
	it('needs the point at least the margin inside every edge', () => {
		const t = { k: 2, x: 10, y: 20 };
		expect(isInView({ x: 100, y: 100 }, t, SIZE)).toBe(true);
		expect(isInView({ x: (IN_VIEW_MARGIN - 1 - 10) / 2, y: 100 }, t, SIZE)).toBe(false);
		expect(isInView({ x: 100, y: (SIZE.height - IN_VIEW_MARGIN + 1 - 20) / 2 }, t, SIZE)).toBe(
			false
		);
		expect(isInView({ x: 5, y: 5 }, t, SIZE, 0)).toBe(true);
	});
});

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

describe('the first view is readable', () => {
	it('at the readable scale, mini-boards are 36 px and more, scores 14 px and more', () => {
		expect(MIN_READABLE_SCALE * BOARD_SIZE).toBeGreaterThanOrEqual(36);
		expect(MIN_READABLE_SCALE * SCORE_FONT).toBeGreaterThanOrEqual(14);
		expect(MIN_READABLE_SCALE * BADGE_FONT).toBeGreaterThanOrEqual(14 - 1e-9);
	});

	it('a tree too big to read whole is fitted to the root, its children and the chosen line', () => {
		const record = recordOf('.........');
		const root = layoutOpenTree(record, initialExpanded(record, 40), 'index');
		const size = { width: 860, height: 640 };
		// The whole open tree (the principal variation nine levels down) does not fit legibly...
		expect(fitOpenTree(root, size).k).toBeLessThan(MIN_READABLE_SCALE);
		const pv = new Set(principalVariation(record));
		const focus = root.descendants().filter((d) => d.depth <= 1 || pv.has(d.data.node));
		const t = fitOpenTree(root, size, MIN_READABLE_SCALE, 0, focus);
		// ...so the first view is the readable scale, the root and its nine children all on screen,
		// centred (the chosen line goes on below the viewport).
		expect(t.k).toBe(MIN_READABLE_SCALE);
		const kids = root.children!.map((d) => d.x);
		expect(t.x + t.k * ((Math.min(...kids) + Math.max(...kids)) / 2)).toBeCloseTo(
			size.width / 2,
			0
		);
		for (const d of root.descendants().filter((n) => n.depth <= 1)) {
			expect(t.x + t.k * d.x).toBeGreaterThanOrEqual(0);
			expect(t.x + t.k * d.x).toBeLessThanOrEqual(size.width);
		}
	});

	it('a small tree that fits legibly is fitted whole (the focus is not used)', () => {
		const record = recordOf('XOX/XOO/.X.');
		const root = layoutOpenTree(record, initialExpanded(record, 40), 'index');
		expect(root.descendants()).toHaveLength(record.count);
		const size = { width: 860, height: 640 };
		const whole = fitOpenTree(root, size, MIN_READABLE_SCALE);
		expect(whole.k).toBeGreaterThanOrEqual(MIN_READABLE_SCALE);
		expect(fitOpenTree(root, size, MIN_READABLE_SCALE, 0, [root])).toEqual(whole);
	});
});
