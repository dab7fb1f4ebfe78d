/**
 * Keyboard navigation (nav.ts), finding a position (find.ts), the view transform (view.ts) and the
 * minimap geometry (minimap.ts).
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, toMasks } from '$lib/engine';
import { findPosition } from '$lib/visualization/whole-tree/find';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import {
	MINIMAP_PAD,
	minimapGeometry,
	minimapToLayoutX,
	viewportRect
} from '$lib/visualization/whole-tree/minimap';
import { navigate, navMoveOfKey } from '$lib/visualization/whole-tree/nav';
import {
	centreOn,
	constrainTransform,
	fitTransform,
	invertRow,
	invertX,
	MAX_PITCH,
	FIT_PAD_X,
	MIN_PITCH,
	ROW_PAD_BOTTOM,
	ROW_PAD_TOP,
	rowGeometry,
	rowY,
	screenX
} from '$lib/visualization/whole-tree/view';
import { recordOf } from './fixtures';

describe('keyboard navigation', () => {
	const record = recordOf('XO.......');
	const layout = layoutTree(record);

	it('maps arrow keys and Home to moves', () => {
		expect(navMoveOfKey('ArrowUp')).toBe('parent');
		expect(navMoveOfKey('ArrowDown')).toBe('child');
		expect(navMoveOfKey('ArrowLeft')).toBe('previous');
		expect(navMoveOfKey('ArrowRight')).toBe('next');
		expect(navMoveOfKey('Home')).toBe('root');
		expect(navMoveOfKey('a')).toBeNull();
	});

	it('goes down to the first child, across siblings and back up', () => {
		const child = navigate(record, layout, 0, 'child');
		expect(child).toBe(1);
		const next = navigate(record, layout, child, 'next');
		expect(next).toBe(record.end[1]);
		expect(record.parent[next]).toBe(0);
		expect(navigate(record, layout, next, 'previous')).toBe(1);
		expect(navigate(record, layout, next, 'parent')).toBe(0);
		expect(navigate(record, layout, 0, 'parent')).toBe(0);
		expect(navigate(record, layout, 12345 % record.count, 'root')).toBe(0);
		// With no focus yet, any move starts at the root.
		expect(navigate(record, layout, -1, 'next')).toBe(0);
	});

	it('past the last sibling, moves to the next node at the same depth', () => {
		// Last child of the root's first child.
		let last = 2;
		while (record.end[last] < record.end[1]) last = record.end[last];
		const after = navigate(record, layout, last, 'next');
		expect(record.depth[after]).toBe(record.depth[last]);
		expect(record.parent[after]).not.toBe(record.parent[last]);
		expect(layout.x[after]).toBeGreaterThan(layout.x[last]);
		expect(navigate(record, layout, after, 'previous')).toBe(last);
		// A leaf has no child: it stays.
		const leaf = record.count - 1;
		expect(navigate(record, layout, leaf, 'child')).toBe(leaf);
	});
});

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

describe('view transform', () => {
	const record = recordOf('.........');
	const layout = layoutTree(record);

	it('fits the whole width with a margin, centred', () => {
		const t = fitTransform(layout, 1000);
		expect(screenX(t, 0)).toBeCloseTo(FIT_PAD_X, 9);
		expect(screenX(t, layout.width)).toBeCloseTo(1000 - FIT_PAD_X, 9);
		expect(invertX(t, screenX(t, 1234.5))).toBeCloseTo(1234.5, 6);
	});

	it('fits the rows into the height, within the pitch limits', () => {
		expect(rowGeometry(600, 9).pitch).toBeCloseTo((600 - ROW_PAD_TOP - ROW_PAD_BOTTOM) / 9, 9);
		expect(rowGeometry(100, 9).pitch).toBe(MIN_PITCH);
		expect(rowGeometry(5000, 9).pitch).toBe(MAX_PITCH);
		const g = rowGeometry(600, 9);
		const t = { k: 1, x: 0, y: 0 };
		expect(invertRow(t, g, rowY(t, g, 7))).toBeCloseTo(7, 9);
	});

	it('keeps the tree under the canvas centre and the rows on screen', () => {
		const g = rowGeometry(600, 9);
		const far = constrainTransform({ k: 2, x: 1e7, y: 300 }, layout, g, 1000, 600);
		expect(far).toEqual({ k: 2, x: 500, y: 0 });
		const left = constrainTransform({ k: 2, x: -1e9, y: 0 }, layout, g, 1000, 600);
		expect(left.x).toBe(500 - 2 * layout.width);
		// A short canvas: the rows do not fit, so the view may pan down to the last row.
		const short = rowGeometry(200, 9);
		const down = constrainTransform({ k: 2, x: 0, y: -1e6 }, layout, short, 1000, 200);
		expect(down.y).toBe(200 - (short.top + 9 * short.pitch + short.bottomPad));
	});

	it('centres a layout x at a scale', () => {
		const t = centreOn(100, 4, 800);
		expect(screenX(t, 100)).toBe(400);
	});
});

describe('minimap geometry', () => {
	const record = recordOf('.........');
	const layout = layoutTree(record);
	const map = minimapGeometry(layout, 1000, 56);

	it('maps the whole tree into the minimap width', () => {
		expect(screenX(map.transform, 0)).toBe(MINIMAP_PAD);
		expect(screenX(map.transform, layout.width)).toBeCloseTo(1000 - MINIMAP_PAD, 9);
		expect(minimapToLayoutX(map, 500)).toBeCloseTo(layout.width / 2, 6);
	});

	it('draws the viewport where the main view looks, at least 3 px wide, clipped', () => {
		const whole = viewportRect(map, fitTransform(layout, 1000), 1000);
		expect(whole.x).toBeCloseTo(0, 6);
		expect(whole.width).toBeCloseTo(1000, 6);
		const zoomed = viewportRect(map, centreOn(layout.width / 4, 100, 1000), 1000);
		expect(zoomed.width).toBe(3);
		expect(zoomed.x + 1.5).toBeCloseTo(screenX(map.transform, layout.width / 4), 6);
		expect(zoomed.height).toBe(56);
	});
});
