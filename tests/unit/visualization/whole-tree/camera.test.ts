/**
 * The whole tree's moves (camera.ts): the targets of zoom-to-node, reveal and show-all, and the
 * Camera applying them through a real pan-zoom controller (on a fake element): fit, a move kept
 * until the layout is ready, the user's view kept on resize.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, toMasks } from '$lib/engine';
import { createPanZoom, type PanZoom } from '$lib/visualization/pan-zoom';
import {
	boardScale,
	Camera,
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
	fitTransform,
	MAX_SCALE,
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
		state.pz = createPanZoom(fakeElement(), {
			size: () => size,
			onchange: (c) => (state.transform = c.transform)
		});
		const camera = new Camera(() => state.layout, {
			get panZoom() {
				return state.pz;
			},
			get transform() {
				return state.transform;
			},
			size
		});
		return { state, camera };
	}

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

	it('after a resize, fits again unless the user moved the view', () => {
		const { state, camera } = setUp(true);
		camera.fit();
		camera.zoomBy(4);
		const zoomed = state.transform.k;
		camera.resized();
		expect(state.transform.k).toBe(zoomed);
		camera.fit();
		state.pz!.setTransform({ k: 3 * fitted.k, x: 0, y: 0 });
		camera.resized();
		expect(state.transform.k).toBeCloseTo(fitted.k, 12);
	});
});
