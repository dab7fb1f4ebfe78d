/** Markers (paint/markers.ts), through a whole frame. */
import { describe, expect, it } from 'vitest';
import { drawTree } from '$lib/visualization/whole-tree/draw';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import { PALETTE } from '$lib/visualization/whole-tree/palette';
import { fitTransform, rowGeometry } from '$lib/visualization/whole-tree/view';
import { fakeContext, recordOf } from '../../fixtures';

const W = 1280;
const H = 640;

describe('markers', () => {
	it('marks found nodes, even inside blocks far out', () => {
		const record = recordOf('.........');
		const layout = layoutTree(record);
		const ctx = fakeContext();
		drawTree(ctx, {
			record,
			layout,
			transform: fitTransform(layout, W),
			geometry: rowGeometry(H, layout.maxDepth),
			width: W,
			height: H,
			pixelRatio: 1,
			found: [100_000, 200_000, 300_000]
		});
		const markers = ctx.calls.filter(
			(c) => c.name === 'stroke' && c.state.strokeStyle === PALETTE.FOUND_COLOUR
		);
		expect(markers.length).toBe(3);
	});
});
