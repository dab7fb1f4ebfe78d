/**
 * The whole tree's framing and moves (camera.ts): the targets of zoom-to-node, reveal and
 * show-all, the frame clear of the zoom buttons, and the Camera applying them through a real
 * pan-zoom controller (on a fake element) as the picture host does: fit, a move kept until the
 * layout is ready, the person's view kept on a resize, the root and the focus brought in by a step.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, toMasks } from '$lib/engine';
import { createPanZoom, type PanZoom } from '$lib/visualization/pan-zoom';
import {
	boardScale,
	Camera,
	CORNER_GAP_PX,
	frameWhole,
	nodeHalf,
	nodeInside,
	nodeScale,
	REVEAL_MARGIN_PX,
	revealTarget,
	spanOf
} from '$lib/visualization/whole-tree/camera';
import { findPosition } from '$lib/visualization/whole-tree/find';
import { layoutTree, type TreeLayout } from '$lib/visualization/whole-tree/layout';
import {
	BOARD_PX,
	DETAIL_BOARD,
	DETAIL_SHAPE,
	nodeDetail
} from '$lib/visualization/whole-tree/lod';
import {
	constrainTransform,
	fitTransform,
	MAX_SCALE,
	rowGeometry,
	rowY,
	screenX,
	type ViewTransform
} from '$lib/visualization/whole-tree/view';
import { fakeElement, recordOf } from '../fixtures';

const W = 1000;
const record = recordOf('.........');
const layout = layoutTree(record);
const fitted = fitTransform(layout, W);
const leaf = record.end[0] - 1;

describe('targets', () => {
	it('zooms a node to board detail, never out, never past the largest scale', () => {
		const k = boardScale(layout, leaf, fitted.k);
		expect(nodeDetail(layout, leaf, k)).toBe(DETAIL_BOARD);
		expect(k).toBeCloseTo(BOARD_PX * 1.2, 9); // a leaf spans one column
		expect(boardScale(layout, 0, 100)).toBe(100);
		expect(boardScale(layout, leaf, 1000)).toBe(MAX_SCALE);
	});

	it('reveals a node only when it is a block or near an edge', () => {
		const k = nodeScale(layout, leaf, fitted.k);
		expect(nodeDetail(layout, leaf, k)).toBeGreaterThanOrEqual(DETAIL_SHAPE);
		expect(revealTarget(layout, leaf, fitted, W)).toEqual({ k, x: layout.x[leaf] });
		// The root is drawn large in the middle of the fitted view: no move.
		expect(revealTarget(layout, 0, fitted, W)).toBeNull();
		// Zoomed in with the root at the left edge: centre it, same scale.
		const edge = { k: 2 * fitted.k, x: REVEAL_MARGIN_PX - 1 - 2 * fitted.k * layout.x[0], y: 0 };
		expect(screenX(edge, layout.x[0])).toBe(REVEAL_MARGIN_PX - 1);
		expect(revealTarget(layout, 0, edge, W)).toEqual({ k: edge.k, x: layout.x[0] });
	});

	it('spans a set of nodes in layout x', () => {
		expect(spanOf(layout, [])).toBeNull();
		expect(spanOf(layout, [leaf, 0, 1])).toEqual([
			Math.min(layout.x[0], layout.x[1], layout.x[leaf]),
			Math.max(layout.x[0], layout.x[1], layout.x[leaf])
		]);
	});
});

describe('Camera', () => {
	function setUp(ready: boolean) {
		const state: { layout: TreeLayout | null; transform: ViewTransform; pz: PanZoom | null } = {
			layout: ready ? layout : null,
			transform: { k: 1, x: 0, y: 0 },
			pz: null
		};
		const size = { width: W, height: 600 };
		// As the picture host: its controller, its Fit asking the camera's frame, every change told.
		const camera: Camera = new Camera(() => state.layout, {
			get panZoom() {
				return state.pz;
			},
			get transform() {
				return state.transform;
			},
			size,
			fit: () => {
				const t = camera.frame(size, null, null);
				if (t) state.pz!.setTransform(t);
			}
		});
		state.pz = createPanZoom(fakeElement(), {
			size: () => size,
			constrain: (t, s) =>
				constrainTransform(t, layout, rowGeometry(s.height, layout.maxDepth), s.width, s.height),
			onchange: (c) => {
				state.transform = c.transform;
				camera.moved(c.transform);
			}
		});
		return { state, camera, size };
	}
	const depthOf = (i: number) => record.depth[i];

	it('fits the whole tree and zooms to a node as a mini-board, centred', () => {
		const { state, camera } = setUp(true);
		camera.fit();
		expect(state.transform.k).toBeCloseTo(fitted.k, 12);
		expect(camera.userMoved).toBe(false);
		camera.zoomToNode(leaf);
		expect(nodeDetail(layout, leaf, state.transform.k)).toBe(DETAIL_BOARD);
		expect(screenX(state.transform, layout.x[leaf])).toBeCloseTo(W / 2, 6);
		expect(camera.userMoved).toBe(true);
	});

	it('keeps a move asked for during the layout until it is ready, then fits and makes it', () => {
		const { state, camera } = setUp(false);
		camera.zoomToNode(leaf);
		expect(state.transform.k).toBe(1);
		state.layout = layout;
		camera.ready();
		expect(nodeDetail(layout, leaf, state.transform.k)).toBe(DETAIL_BOARD);
		// A cancelled one is dropped: ready() only fits.
		const other = setUp(false);
		other.camera.revealNode(leaf);
		other.camera.cancel();
		other.state.layout = layout;
		other.camera.ready();
		expect(other.state.transform.k).toBeCloseTo(fitted.k, 12);
	});

	it('shows the 12 transpositions of XOX/.O./X.. together, each inside the view', () => {
		const { state, camera } = setUp(true);
		camera.fit();
		const [x, o] = toMasks(parsePosition('XOX/.O./X..'));
		const nodes = findPosition(record, x, o);
		camera.showAll(nodes);
		for (const i of nodes) {
			const sx = screenX(state.transform, layout.x[i]);
			expect(sx).toBeGreaterThanOrEqual(39.999);
			expect(sx).toBeLessThanOrEqual(W - 39.999);
		}
		// They spread over most of the tree (first moves differ): the scale that fits their span.
		const [x0, x1] = spanOf(layout, nodes)!;
		expect(state.transform.k).toBeCloseTo((W - 80) / (x1 - x0), 12);
	});

	it('after a resize, frames a fitted view again and keeps a moved one', () => {
		const { state, camera } = setUp(true);
		camera.fit();
		expect(camera.userMoved).toBe(false);
		const narrower = { width: 600, height: 600 };
		expect(camera.keep(state.transform, narrower, null, -1, depthOf)).toEqual(
			fitTransform(layout, 600)
		);
		camera.fit();
		state.pz!.scaleBy(4); // the zoom buttons' move
		expect(camera.userMoved).toBe(true);
		expect(camera.keep(state.transform, narrower, null, -1, depthOf)).toBeNull();
	});

	it('after a step, keeps a moved view that shows the root and the focus, else brings them in', () => {
		const { state, camera, size } = setUp(true);
		camera.fit();
		state.pz!.scaleBy(1.5);
		// The middle child (cell 5, under the root): both inside, the person's zoom stays.
		let middle = 1;
		for (let c = 1; c < record.count; c = record.end[c])
			if (Math.abs(layout.x[c] - layout.x[0]) < Math.abs(layout.x[middle] - layout.x[0]))
				middle = c;
		expect(record.move[middle]).toBe(4);
		expect(camera.keep(state.transform, size, null, middle, depthOf)).toBeNull();
		// Zoomed on a leaf, the root is far outside: the step brings both in, as close as it can.
		camera.zoomToNode(leaf);
		const zoomed = state.transform;
		expect(nodeInside(layout, 0, 0, zoomed, size)).toBe(false);
		const next = camera.keep(zoomed, size, null, leaf, depthOf)!;
		expect(nodeInside(layout, 0, 0, next, size)).toBe(true);
		expect(nodeInside(layout, record.depth[leaf], leaf, next, size)).toBe(true);
		expect(next.k).toBeGreaterThanOrEqual(fitted.k);
		expect(next.k).toBeLessThan(zoomed.k);
		// The same focus again (a resize, not a step) keeps the person's view.
		expect(camera.keep(zoomed, size, null, leaf, depthOf)).toBeNull();
	});
});

describe('frameWhole', () => {
	it('fits the tree, and moves it left just enough for the root to clear the zoom buttons', () => {
		const phone = { width: 370, height: 520 };
		expect(frameWhole(layout, phone, null)).toEqual(fitTransform(layout, 370));
		const corner = { width: 200, height: 40 };
		const t = frameWhole(layout, phone, corner);
		const half = nodeHalf(layout, 0, t.k, phone.height);
		expect(rowY(t, rowGeometry(phone.height, layout.maxDepth), 0) - half).toBeLessThan(40);
		expect(screenX(t, layout.x[0]) + half).toBeCloseTo(370 - 200 - CORNER_GAP_PX, 9);
		expect(t.k).toBe(fitTransform(layout, 370).k);
		// A wide picture's root is clear of the corner already: the frame stays centred.
		const wide = { width: 900, height: 600 };
		expect(frameWhole(layout, wide, corner)).toEqual(fitTransform(layout, 900));
	});

	it('keeps the focus inside a short picture: with the root when both rows fit, else alone', () => {
		// 892x224: the workspace's whole tree at 1280x800; rows 36 px apart, the root's at 40 px.
		const short = { width: 892, height: 224 };
		const t = frameWhole(layout, short, null);
		const child = 1;
		const grandchild = 2;
		expect(record.depth[grandchild]).toBe(2);
		expect(frameWhole(layout, short, null, { node: grandchild, depth: 2 })).toEqual(t);
		expect(nodeInside(layout, 2, grandchild, t, short)).toBe(true);
		expect(nodeInside(layout, 0, 0, t, short)).toBe(true);
		expect(nodeInside(layout, 1, child, t, short)).toBe(true);
		// The last leaf, seven plies down: its row is panned up into the picture, the root's leaves it.
		const deep = frameWhole(layout, short, null, { node: leaf, depth: record.depth[leaf] });
		expect(record.depth[leaf]).toBe(7);
		expect(nodeInside(layout, 7, leaf, deep, short)).toBe(true);
		expect(nodeInside(layout, 0, 0, deep, short)).toBe(false);
	});
});
