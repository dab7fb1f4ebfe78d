/** The minimap geometry (minimap.ts): the whole tree in the minimap width, the viewport on it. */
import { describe, expect, it } from 'vitest';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import {
	MINIMAP_PAD,
	minimapGeometry,
	minimapToLayoutX,
	viewportRect
} from '$lib/visualization/whole-tree/minimap';
import { centreOn, fitTransform, screenX } from '$lib/visualization/whole-tree/view';
import { recordOf } from '../fixtures';

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
