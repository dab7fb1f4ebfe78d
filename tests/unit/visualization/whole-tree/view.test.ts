/** The view transform (view.ts): fit, rows, inverse, the constraint that keeps the tree in view. */
import { describe, expect, it } from 'vitest';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import {
	centreOn,
	constrainTransform,
	FIT_PAD_X,
	fitTransform,
	invertRow,
	invertX,
	MAX_PITCH,
	MIN_PITCH,
	ROW_PAD_BOTTOM,
	ROW_PAD_TOP,
	rowGeometry,
	rowY,
	screenX
} from '$lib/visualization/whole-tree/view';
import { recordOf } from '../fixtures';

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
