/**
 * Canvas drawing (draw.ts) into a fake context: culling, merging into blocks, level of detail,
 * colours by result, the principal variation, cut stubs, bounds, markers and bands.
 */
import { describe, expect, it } from 'vitest';
import { principalVariation, scoreLabelFor } from './draw-helpers';
import { drawTree, resultClass, PATH_CHUNK } from '$lib/visualization/whole-tree/draw';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import {
	FOUND_COLOUR,
	O_COLOUR,
	PRUNED_COLOUR,
	PV_COLOUR,
	RESULT_COLOURS,
	X_COLOUR
} from '$lib/visualization/whole-tree/palette';
import { fitTransform, rowGeometry } from '$lib/visualization/whole-tree/view';
import { fakeContext, recordOf } from './fixtures';

const W = 1280;
const H = 640;

describe('the whole 549,946-node tree, fitted to 1280 px', () => {
	const record = recordOf('.........');
	const layout = layoutTree(record);
	const t = fitTransform(layout, W);
	const geometry = rowGeometry(H, layout.maxDepth);

	it('looks at a few thousand nodes, not all of them, and merges the rest into blocks', () => {
		const ctx = fakeContext();
		const stats = drawTree(ctx, {
			record,
			layout,
			transform: t,
			geometry,
			width: W,
			height: H,
			pixelRatio: 2
		});
		expect(stats.visited).toBeLessThan(5_000);
		expect(stats.blocks).toBeGreaterThan(100);
		expect(stats.blocks).toBeLessThan(2_000);
		expect(stats.boards).toBe(10); // the root and its nine children
		// One context transform for the pixel ratio, first.
		expect(ctx.calls[0]).toMatchObject({ name: 'setTransform', args: [2, 0, 0, 2, 0, 0] });
		// Paths are cut into chunks: no path gets more than PATH_CHUNK edges.
		let subpaths = 0;
		let most = 0;
		for (const c of ctx.calls) {
			if (c.name === 'beginPath') subpaths = 0;
			if (c.name === 'moveTo') most = Math.max(most, ++subpaths);
		}
		expect(most).toBeLessThanOrEqual(PATH_CHUNK * 3);
	});

	it('zoomed in on one leaf, draws only what is near it', () => {
		const leaf = record.end[0] - 1;
		const k = 100;
		const near = { k, x: W / 2 - k * layout.x[leaf], y: 0 };
		const stats = drawTree(fakeContext(), {
			record,
			layout,
			transform: near,
			geometry,
			width: W,
			height: H,
			pixelRatio: 1
		});
		expect(stats.blocks).toBe(0);
		expect(stats.visited).toBeLessThan(120);
		expect(stats.boards).toBeGreaterThan(5);
	});

	it('a band draws only its slice: clipped, and scanning fewer nodes', () => {
		const ctx = fakeContext();
		const whole = drawTree(fakeContext(), {
			record,
			layout,
			transform: t,
			geometry,
			width: W,
			height: H,
			pixelRatio: 1
		});
		const band = drawTree(ctx, {
			record,
			layout,
			transform: t,
			geometry,
			width: W,
			height: H,
			pixelRatio: 1,
			band: [0, W / 8]
		});
		expect(band.visited).toBeLessThan(whole.visited / 3);
		expect(ctx.calls.find((c) => c.name === 'clip')).toBeDefined();
		expect(ctx.calls.find((c) => c.name === 'clearRect')?.args).toEqual([0, 0, W / 8, H]);
	});
});

describe('colours, principal variation, bounds and cut stubs', () => {
	it('classes nodes by result: finished games by outcome, others by value', () => {
		const record = recordOf('XOX/.O./X..');
		// Root: O to move, value > 0 means O (the root mover) wins.
		expect(record.rootMover).toBe('O');
		for (let i = 0; i < record.count; i++) {
			const outcome = record.flags[i] & 3;
			const expected =
				outcome === 1
					? 1
					: outcome === 2
						? 2
						: outcome === 3
							? 0
							: record.value[i] > 0
								? 2
								: record.value[i] < 0
									? 1
									: 0;
			expect(resultClass(record, i)).toBe(expected);
		}
		expect(RESULT_COLOURS[1]).toBe(X_COLOUR);
		expect(RESULT_COLOURS[2]).toBe(O_COLOUR);
	});

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
			(c) => c.name === 'stroke' && c.state.strokeStyle === PV_COLOUR && c.state.lineWidth === 3
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

	it('draws one cut stub per pruned child, labelled with its cell at board detail', () => {
		const record = recordOf('XOX/.O./X..', true);
		const layout = layoutTree(record);
		let pruned = 0;
		for (let i = 0; i < record.count; i++)
			for (let c = 0; c < 9; c++) if (record.pruned[i] & (1 << c)) pruned++;
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
			(c) => c.name === 'fillText' && c.state.fillStyle === PRUNED_COLOUR
		);
		expect(stubLabels.length).toBe(pruned);
	});

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
			(c) => c.name === 'stroke' && c.state.strokeStyle === FOUND_COLOUR
		);
		expect(markers.length).toBe(3);
	});
});
