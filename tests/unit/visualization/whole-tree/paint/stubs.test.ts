/** Cut stubs (paint/stubs.ts), through a whole frame. */
import { describe, expect, it } from 'vitest';
import { prunedMask } from '$lib/engine';
import { drawTree } from '$lib/visualization/whole-tree/draw';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import { PALETTE } from '$lib/visualization/whole-tree/palette';
import { rowGeometry } from '$lib/visualization/whole-tree/view';
import { fakeContext, recordOf } from '../../fixtures';

const H = 640;

describe('cut stubs', () => {
	it('draws one cut stub per pruned child, labelled with its cell at board detail', () => {
		const record = recordOf('XOX/.O./X..', true);
		const layout = layoutTree(record);
		let pruned = 0;
		for (let i = 0; i < record.count; i++)
			for (let c = 0; c < 9; c++) if (prunedMask(record, i) & (1 << c)) pruned++;
		expect(pruned).toBeGreaterThan(0);
		const geometry = rowGeometry(H, layout.maxDepth);
		const ctx = fakeContext();
		drawTree(ctx, {
			record,
			layout,
			transform: { k: 80, x: 60, y: 0 },
			geometry,
			width: 4000,
			height: H,
			pixelRatio: 1
		});
		const stubLabels = ctx.calls.filter(
			(c) => c.name === 'fillText' && c.state.fillStyle === PALETTE.PRUNED_COLOUR
		);
		expect(stubLabels.length).toBe(pruned);
	});
});
