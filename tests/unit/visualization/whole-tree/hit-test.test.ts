/**
 * Hit-testing (hit-test.ts) against what the drawing actually draws: the tree is drawn into a fake
 * canvas context, and the centre of every mini-board, glyph or block it drew must hit that node.
 */
import { describe, expect, it } from 'vitest';
import { drawTree } from '$lib/visualization/whole-tree/draw';
import { blockRoot, hitTest, nearestAtDepth } from '$lib/visualization/whole-tree/hit-test';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import { BLOCK_PX, nodeSpace } from '$lib/visualization/whole-tree/lod';
import { blockPad } from '$lib/visualization/whole-tree/paint/blocks';
import { PALETTE, RESULT_COLOURS } from '$lib/visualization/whole-tree/palette';
import { rowGeometry, rowY, screenX, type ViewTransform } from '$lib/visualization/whole-tree/view';
import { fakeContext, recordOf } from '../fixtures';

const WIDTH = 1000;
const HEIGHT = 600;

describe('hit-testing what was drawn (fake canvas context)', () => {
	it('every mini-board frame drawn at board detail hits its node', () => {
		const record = recordOf('XOX/.O./X..');
		const layout = layoutTree(record);
		const geometry = rowGeometry(HEIGHT, layout.maxDepth);
		const t: ViewTransform = { k: 70, x: 60, y: 0 };
		const ctx = fakeContext();
		const stats = drawTree(ctx, {
			record,
			layout,
			transform: t,
			geometry,
			width: 1600,
			height: HEIGHT,
			pixelRatio: 1
		});
		// Board frames are stroked rects in a value colour (or the PV colour).
		const frames = ctx.calls.filter(
			(c) =>
				c.name === 'rect' &&
				[...RESULT_COLOURS, PALETTE.PV_COLOUR].includes(c.state.strokeStyle as string) &&
				c.args[2] === c.args[3]
		);
		expect(stats.boards).toBe(record.count);
		expect(frames.length).toBe(record.count);
		const hits = new Set<number>();
		for (const { args } of frames) {
			const [bx, by, b] = args;
			const node = hitTest(layout, record.parent, t, geometry, bx + b / 2, by + b / 2);
			expect(node).toBeGreaterThanOrEqual(0);
			expect(screenX(t, layout.x[node])).toBeCloseTo(bx + b / 2, 6);
			expect(rowY(t, geometry, record.depth[node])).toBeCloseTo(by + b / 2, 6);
			// A corner of the board still hits it.
			expect(hitTest(layout, record.parent, t, geometry, bx + 1, by + 1)).toBe(node);
			hits.add(node);
		}
		expect(hits.size).toBe(record.count);
	});

	it('every block drawn far out hits the root of its block, anywhere on its rows', () => {
		const record = recordOf('.........', true);
		const layout = layoutTree(record);
		const geometry = rowGeometry(HEIGHT, layout.maxDepth);
		const t: ViewTransform = { k: (WIDTH - 48) / layout.width, x: 24, y: 0 };
		const ctx = fakeContext();
		const stats = drawTree(ctx, {
			record,
			layout,
			transform: t,
			geometry,
			width: WIDTH,
			height: HEIGHT,
			pixelRatio: 1
		});
		const pad = blockPad(geometry);
		const blocks = ctx.calls.filter(
			(c) => c.name === 'fillRect' && RESULT_COLOURS.includes(c.state.fillStyle as string)
		);
		expect(blocks.length).toBe(stats.blocks);
		expect(stats.blocks).toBeGreaterThan(50);
		for (const { args } of blocks) {
			const [bx, by, bw, bh] = args;
			const cx = bx + bw / 2;
			const cy = by + pad; // the first row of the block
			const node = hitTest(layout, record.parent, t, geometry, cx, cy);
			expect(node).toBeGreaterThanOrEqual(0);
			// What is hit is a block root (narrower than BLOCK_PX, its parent is not) whose rectangle
			// is under the pointer.
			expect(nodeSpace(layout, node, t.k)).toBeLessThan(BLOCK_PX);
			expect(nodeSpace(layout, record.parent[node], t.k)).toBeGreaterThanOrEqual(BLOCK_PX);
			expect(blockRoot(layout, record.parent, node, t.k)).toBe(node);
			expect(screenX(t, layout.minX[node]) - 1).toBeLessThanOrEqual(cx);
			expect(screenX(t, layout.maxX[node]) + 1).toBeGreaterThanOrEqual(cx);
			expect(rowY(t, geometry, record.depth[node]) - pad).toBeLessThanOrEqual(cy + 1e-9);
			expect(rowY(t, geometry, layout.bottom[node]) + pad).toBeGreaterThanOrEqual(cy);
			expect(by + bh).toBeGreaterThan(cy);
		}
	});

	it('misses between rows, above the root, beside nodes and off the tree', () => {
		const record = recordOf('XOX/.O./X..');
		const layout = layoutTree(record);
		const geometry = rowGeometry(HEIGHT, layout.maxDepth);
		const t: ViewTransform = { k: 45, x: 40, y: 0 };
		const rootX = screenX(t, layout.x[0]);
		expect(hitTest(layout, record.parent, t, geometry, rootX, rowY(t, geometry, 0))).toBe(0);
		expect(hitTest(layout, record.parent, t, geometry, rootX, rowY(t, geometry, 0) - 60)).toBe(-1);
		expect(hitTest(layout, record.parent, t, geometry, rootX, rowY(t, geometry, 0.5))).toBe(-1);
		expect(hitTest(layout, record.parent, t, geometry, rootX + 200, rowY(t, geometry, 0))).toBe(-1);
		expect(hitTest(layout, record.parent, t, geometry, -500, rowY(t, geometry, 1))).toBe(-1);
	});

	it('the markers of the current node are drawn where it is hit', () => {
		const record = recordOf('XOX/.O./X..');
		const layout = layoutTree(record);
		const geometry = rowGeometry(HEIGHT, layout.maxDepth);
		const t: ViewTransform = { k: 45, x: 40, y: 0 };
		const ctx = fakeContext();
		drawTree(ctx, {
			record,
			layout,
			transform: t,
			geometry,
			width: WIDTH,
			height: HEIGHT,
			pixelRatio: 1,
			current: 7
		});
		const ring = ctx.calls.find((c) => c.name === 'arc' && c.state.strokeStyle === PALETTE.INK);
		expect(ring).toBeDefined();
		const [cx, cy] = ring!.args;
		expect(hitTest(layout, record.parent, t, geometry, cx, cy)).toBe(7);
	});
});

describe('nearest node at a depth (binary search in byDepth)', () => {
	it('agrees with a linear scan on the whole tree', () => {
		const record = recordOf('.........');
		const layout = layoutTree(record);
		let seed = 7;
		const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
		for (let trial = 0; trial < 200; trial++) {
			const depth = Math.floor(random() * 10);
			const lx = random() * layout.width * 1.1 - layout.width * 0.05;
			let best = -1;
			for (let j = layout.depthStart[depth]; j < layout.depthStart[depth + 1]; j++) {
				const i = layout.byDepth[j];
				if (best < 0 || Math.abs(layout.x[i] - lx) < Math.abs(layout.x[best] - lx)) best = i;
			}
			expect(nearestAtDepth(layout, depth, lx)).toBe(best);
		}
		expect(nearestAtDepth(layout, 10, 0)).toBe(-1);
		expect(nearestAtDepth(layout, -1, 0)).toBe(-1);
	});
});
