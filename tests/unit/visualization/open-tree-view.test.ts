/**
 * Where the open-nodes tree lands in its viewport (open-tree-view.ts): the first view and Fit, in
 * view or not, the nodes to open to show a node, and the link paths.
 */
import { describe, expect, it } from 'vitest';
import { initialExpanded, layoutOpenTree } from '$lib/visualization/collapsed-tree';
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
		expect(linkPath({ x: 0, y: 0 }, { x: 46, y: 96 })).toBe('M0,42C0,48 46,48 46,72');
		expect(stubPath({ x: 0, y: 0 }, { x: 46, y: 96 })).toBe('M0,42L46,66');
	});
});
