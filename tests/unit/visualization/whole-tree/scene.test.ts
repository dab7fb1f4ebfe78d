/**
 * The culling scan (scene.ts): what it keeps in a view's named lists, that the lists grow and are
 * reused, and that two views' scenes never share buffers.
 */
import { describe, expect, it } from 'vitest';
import { drawTree } from '$lib/visualization/whole-tree/draw';
import { layoutTree } from '$lib/visualization/whole-tree/layout';
import { BLOCK_PX } from '$lib/visualization/whole-tree/lod';
import { minimapGeometry } from '$lib/visualization/whole-tree/minimap';
import { resultClass } from '$lib/visualization/whole-tree/result-class';
import { Scene, scanScene } from '$lib/visualization/whole-tree/scene';
import { fitTransform, invertX, rowGeometry } from '$lib/visualization/whole-tree/view';
import { fakeContext, recordOf } from '../fixtures';

const W = 1280;
const H = 640;

describe('the scene of the whole 549,946-node tree', () => {
	const record = recordOf('.........');
	const layout = layoutTree(record);
	const geometry = rowGeometry(H, layout.maxDepth);
	const fitted = { record, layout, transform: fitTransform(layout, W), geometry };

	it('fitted: blocks coloured by result, spanning their rows, and the counts drawTree reports', () => {
		const scene = new Scene();
		const t = fitted.transform;
		scanScene(scene, fitted, invertX(t, -90), invertX(t, W + 90), true);
		const { blocks, nodes, fans } = scene;
		expect(blocks.count).toBeGreaterThan(100);
		expect(fans.count).toBeGreaterThan(0);
		for (let b = 0; b < blocks.count; b++) {
			expect(blocks.right[b]).toBeGreaterThan(blocks.left[b]);
			expect(blocks.lastDepth[b]).toBeGreaterThanOrEqual(blocks.firstDepth[b]);
			expect(blocks.colour[b]).toBeLessThanOrEqual(2);
		}
		// Nodes kept on their own are wide enough not to be blocks, and their colour is their own.
		for (let j = 0; j < nodes.count; j++) expect(nodes.space[j]).toBeGreaterThanOrEqual(BLOCK_PX);
		const stats = drawTree(fakeContext(), { ...fitted, width: W, height: H, pixelRatio: 1 });
		expect([stats.visited, stats.nodes, stats.blocks]).toEqual([
			scene.visited,
			nodes.count,
			blocks.count
		]);
	});

	it('zoomed until every leaf has room: every node in preorder, one edge each, lists grown', () => {
		const scene = new Scene();
		const input = { ...fitted, transform: { k: BLOCK_PX, x: 0, y: 0 } };
		scanScene(scene, input, 0, layout.width, true);
		expect(scene.nodes.count).toBe(record.count);
		expect(scene.edges.count).toBe(record.count - 1);
		expect(scene.blocks.count).toBe(0);
		for (let j = 0; j < record.count; j += 997) expect(scene.nodes.node[j]).toBe(j);
		expect(scene.nodes.node[record.count - 1]).toBe(record.count - 1);
		// The edge into node 1 starts at the root and ends at node 1, on their rows.
		expect(scene.edges.x0[0]).toBe(BLOCK_PX * layout.x[0]);
		expect(scene.edges.y1[0]).toBe(geometry.top + geometry.pitch);
	});

	it('every subtree merged into a block lies inside a block of its own colour', () => {
		const scene = new Scene();
		const t = fitted.transform;
		scanScene(scene, fitted, invertX(t, 0), invertX(t, W), true);
		const { blocks } = scene;
		let checked = 0;
		for (let i = 1; i < record.count && checked < 2000; i++) {
			const p = record.parent[i];
			const space = (layout.maxX[i] - layout.minX[i] + 1) * t.k;
			const parentSpace = (layout.maxX[p] - layout.minX[p] + 1) * t.k;
			if (space >= BLOCK_PX || parentSpace < BLOCK_PX) continue; // not the root of a block
			const left = t.x + t.k * layout.minX[i];
			const right = t.x + t.k * layout.maxX[i];
			if (left < 0 || right > W) continue;
			let inside = false;
			for (let b = 0; b < blocks.count && !inside; b++) {
				inside =
					blocks.firstDepth[b] === record.depth[i] &&
					blocks.colour[b] === resultClass(record, i) &&
					blocks.left[b] <= left &&
					blocks.right[b] >= right &&
					blocks.lastDepth[b] >= layout.bottom[i];
			}
			expect(inside).toBe(true);
			checked++;
		}
		expect(checked).toBeGreaterThan(100);
	});

	it('reuses its arrays from scan to scan, and two views never share them', () => {
		const main = new Scene();
		const minimap = new Scene();
		const t = fitted.transform;
		scanScene(main, fitted, invertX(t, 0), invertX(t, W), true);
		const arrays = [main.nodes.node, main.blocks.left, main.edges.x0, main.fans.apexX];
		const before = {
			count: main.blocks.count,
			left: main.blocks.left.slice(0, main.blocks.count)
		};
		// The minimap's overview scanned in between (what module-level buffers used to overwrite).
		const map = minimapGeometry(layout, W, 56);
		scanScene(
			minimap,
			{ record, layout, transform: map.transform, geometry: map.rows },
			0,
			layout.width,
			false
		);
		expect(main.blocks.count).toBe(before.count);
		expect(main.blocks.left.slice(0, main.blocks.count)).toEqual(before.left);
		scanScene(main, fitted, invertX(t, 0), invertX(t, W), true);
		expect([main.nodes.node, main.blocks.left, main.edges.x0, main.fans.apexX]).toEqual(arrays);
		arrays.forEach((a, j) =>
			expect(a).toBe([main.nodes.node, main.blocks.left, main.edges.x0, main.fans.apexX][j])
		);
		expect(main.blocks.count).toBe(before.count);
	});
});
