/** Scores under the nodes (paint/labels.ts), through a whole frame. */
import { describe, expect, it } from 'vitest';
import { drawTree } from '$lib/visualization/whole-tree/draw';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import { rowGeometry } from '$lib/visualization/whole-tree/view';
import { fakeContext, recordOf, scoreLabelFor } from '../../fixtures';

const H = 640;

describe('scores and bounds', () => {
	it('writes bounds as <= and >=, and every visible score under its node', () => {
		const record = recordOf('XOX/.O./X..', true);
		const layout = layoutTree(record);
		const geometry = rowGeometry(H, layout.maxDepth);
		const ctx = fakeContext();
		const stats = drawTree(ctx, {
			record,
			layout,
			transform: { k: 80, x: 60, y: 0 },
			geometry,
			width: 4000,
			height: H,
			pixelRatio: 1
		});
		const texts = ctx.calls.filter((c) => c.name === 'fillText').map((c) => c.state.text);
		expect(stats.texts).toBe(record.count);
		for (let i = 0; i < record.count; i++) expect(texts).toContain(scoreLabelFor(record, i));
		expect(texts.some((s) => typeof s === 'string' && /^(<=|>=) /.test(s))).toBe(true);
	});
});
