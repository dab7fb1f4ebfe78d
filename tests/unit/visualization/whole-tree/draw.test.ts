/**
 * Canvas drawing (draw.ts) into a fake context: culling, merging into blocks, level of detail,
 * and bands (the painters are tested in paint/*.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { drawTree } from '$lib/visualization/whole-tree/draw';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import { PATH_CHUNK } from '$lib/visualization/whole-tree/paint/edges';
import { fitTransform, rowGeometry } from '$lib/visualization/whole-tree/view';
import { fakeContext, recordOf } from '../fixtures';

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

describe('no text under 14 px (the picture’s framing rule)', () => {
	/** The font sizes, CSS pixels, of every text a frame writes. */
	function textSizes(position: string, alphaBeta: boolean, scale: (fit: number) => number) {
		const record = recordOf(position, alphaBeta);
		const layout = layoutTree(record);
		const fit = fitTransform(layout, W);
		const k = scale(fit.k);
		const ctx = fakeContext();
		drawTree(ctx, {
			record,
			layout,
			transform: { k, x: W / 2 - k * layout.x[0], y: 0 },
			geometry: rowGeometry(H, layout.maxDepth),
			width: W,
			height: H,
			pixelRatio: 1,
			pv: [0],
			current: 0,
			moveLabel: (cell) => `cell ${cell + 1}`
		});
		return ctx.calls
			.filter((c) => c.name === 'fillText' || c.name === 'strokeText')
			.map((c) => Number(/(\d+(?:\.\d+)?)px/.exec(String(c.state.font))![1]));
	}

	it.each([
		['the empty board fitted', '.........', false, (fit: number) => fit],
		['the empty board at 3x the fit', '.........', false, (fit: number) => 3 * fit],
		['the empty board at 40 px a leaf', '.........', false, () => 40],
		['XOX/.O./X.. with alpha-beta fitted (stubs, moves)', 'XOX/.O./X..', true, (f: number) => f],
		['XOX/.O./X.. with alpha-beta at 1/4 of the fit', 'XOX/.O./X..', true, (f: number) => f / 4]
	])('%s: every text is 14 px or more', (_name, position, alphaBeta, scale) => {
		const sizes = textSizes(position, alphaBeta, scale);
		expect(sizes.length).toBeGreaterThan(0);
		expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
	});
});
