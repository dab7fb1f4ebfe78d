/** The principal variation painter (paint/edges.ts), through a whole frame. */
import { describe, expect, it } from 'vitest';
import { drawTree } from '$lib/visualization/whole-tree/draw';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import { PALETTE } from '$lib/visualization/whole-tree/palette';
import { fitTransform, rowGeometry } from '$lib/visualization/whole-tree/view';
import { fakeContext, principalVariation, recordOf } from '../../fixtures';

const W = 1280;
const H = 640;

describe('principal variation', () => {
	it('draws the principal variation as one accent polyline through its nodes', () => {
		const record = recordOf('XOX/.O./X..');
		const layout = layoutTree(record);
		const geometry = rowGeometry(H, layout.maxDepth);
		const t = fitTransform(layout, W);
		const pv = principalVariation(record);
		const ctx = fakeContext();
		drawTree(ctx, {
			record,
			layout,
			transform: t,
			geometry,
			width: W,
			height: H,
			pixelRatio: 1,
			pv
		});
		// The path ops between the last beginPath and the stroke made in the accent colour, 3 px.
		const strokeAt = ctx.calls.findIndex(
			(c) =>
				c.name === 'stroke' && c.state.strokeStyle === PALETTE.PV_COLOUR && c.state.lineWidth === 3
		);
		const begin = ctx.calls
			.slice(0, strokeAt)
			.map((c) => c.name)
			.lastIndexOf('beginPath');
		const accent = ctx.calls
			.slice(begin, strokeAt)
			.filter((c) => c.name === 'moveTo' || c.name === 'lineTo');
		expect(accent.length).toBe(pv.length);
		pv.forEach((node, j) => {
			expect(accent[j].args[0]).toBeCloseTo(t.x + t.k * layout.x[node], 9);
		});
	});
});
