/**
 * The whole tree's framing and moves. The picture host (ui/picture/TreePicture.svelte) owns the one
 * camera (its d3-zoom transform, gestures and zoom buttons); the Camera here tells it where to go
 * for this tree (`frame`, `keep`: the picture's rule, root and focus inside) and makes the view
 * API's moves (zoom to a node, reveal a node, show a set of nodes, centre a layout x) through the
 * host's controller, in pure functions of the layout and the current transform (view.ts). It
 * remembers whether the view was moved since the last frame (a resize then keeps it instead of
 * fitting again) and keeps a move asked for before the layout is ready until it is. No DOM here.
 */
import type { PanZoom } from '../pan-zoom';
import type { CameraTransform, Corner, PictureSize } from '../picture/camera';
import type { TreeLayout } from './layout';
import { BOARD_PX, nodeSizes, nodeSpace, SHAPE_PX } from './lod';
import {
	fitScale,
	fitTransform,
	MAX_SCALE,
	rowGeometry,
	rowY,
	screenX,
	type ViewTransform
} from './view';

/** A node closer than this to the left or right edge is out of view for revealNode, CSS pixels. */
export const REVEAL_MARGIN_PX = 40;
/** Margin kept around a set of nodes shown together (found positions), CSS pixels. */
export const SHOW_PAD_PX = 40;

/** Columns (layout units) node i's subtree spans: its room on screen is columns x k pixels. */
function columns(layout: TreeLayout, i: number): number {
	return layout.maxX[i] - layout.minX[i] + 1;
}

/** The scale at which node i shows as a mini-board (never zooming out from `k`). */
export function boardScale(layout: TreeLayout, i: number, k: number): number {
	return Math.min(MAX_SCALE, Math.max(k, (BOARD_PX * 1.2) / columns(layout, i)));
}

/** The scale at which node i is drawn as a node of its own, not in a block (never below `k`). */
export function nodeScale(layout: TreeLayout, i: number, k: number): number {
	return Math.min(MAX_SCALE, Math.max(k, (SHAPE_PX * 1.5) / columns(layout, i)));
}

/**
 * Where revealNode goes for node i, or null when it is already drawn as a node inside the view
 * (`width` CSS pixels wide, with REVEAL_MARGIN_PX on each side): the scale to use and the layout x
 * to centre.
 */
export function revealTarget(
	layout: TreeLayout,
	i: number,
	t: ViewTransform,
	width: number
): { k: number; x: number } | null {
	const k = nodeScale(layout, i, t.k);
	const sx = screenX({ ...t, k }, layout.x[i]);
	if (k === t.k && sx >= REVEAL_MARGIN_PX && sx <= width - REVEAL_MARGIN_PX) return null;
	return { k, x: layout.x[i] };
}

/** The layout-x span [x0, x1] of `nodes` (empty: null). */
export function spanOf(layout: TreeLayout, nodes: ArrayLike<number>): [number, number] | null {
	if (nodes.length === 0) return null;
	let x0 = Infinity;
	let x1 = -Infinity;
	for (let j = 0; j < nodes.length; j++) {
		const x = layout.x[nodes[j]];
		if (x < x0) x0 = x;
		if (x > x1) x1 = x;
	}
	return [x0, x1];
}

/** Room kept between the framed root and the zoom buttons' corner, CSS pixels. */
export const CORNER_GAP_PX = 8;
/** Room kept between a framed focus and the picture's bottom edge, CSS pixels. */
export const FRAME_EDGE_PX = 4;

/**
 * Half the size a node is drawn at under t (a mini-board, a glyph, or a block's dot), CSS pixels:
 * the box the picture keeps over it (the root, the focus) and frames.
 */
export function nodeHalf(
	layout: Pick<TreeLayout, 'minX' | 'maxX' | 'maxDepth'>,
	i: number,
	k: number,
	height: number
): number {
	const sizes = nodeSizes(nodeSpace(layout, i, k), rowGeometry(height, layout.maxDepth).pitch);
	return Math.max(4, sizes.board > 0 ? sizes.board / 2 : sizes.radius);
}

/** A node the frame keeps in the picture with the root: its index and depth. */
export interface FramedFocus {
	readonly node: number;
	readonly depth: number;
}

/**
 * The whole tree framed in a picture of `size` (Fit, a new tree): fitted across and centred
 * (fitTransform), moved left just enough for the root to clear the zoom buttons' `corner`; the
 * rows from the root's down, unless the `focus`'s row is below the picture: then they are panned
 * up until it is inside. A picture too short for both rows at the rows' smallest pitch (MIN_PITCH)
 * keeps the focus (the picture's deep-focus limit, docs/architecture.md).
 */
export function frameWhole(
	layout: TreeLayout,
	size: PictureSize,
	corner: Corner | null,
	focus: FramedFocus | null = null
): ViewTransform {
	const fitted = fitTransform(layout, size.width);
	if (layout.count === 0) return fitted;
	const geometry = rowGeometry(size.height, layout.maxDepth);
	let { x, y } = fitted;
	const k = fitted.k;
	if (focus && focus.node > 0 && focus.node < layout.count) {
		const bottom =
			rowY(fitted, geometry, focus.depth) + nodeHalf(layout, focus.node, k, size.height);
		if (bottom > size.height - FRAME_EDGE_PX) y = size.height - FRAME_EDGE_PX - bottom;
	}
	if (corner) {
		const half = nodeHalf(layout, 0, k, size.height);
		const top = rowY({ k, x, y }, geometry, 0) - half;
		const right = screenX(fitted, layout.x[0]) + half;
		const limit = size.width - corner.width - CORNER_GAP_PX;
		if (top < corner.height && right > limit) x -= right - limit;
	}
	return { k, x, y };
}

/** Whether node i's box (nodeHalf around its centre) is wholly inside a picture of `size` under t. */
export function nodeInside(
	layout: TreeLayout,
	depth: number,
	i: number,
	t: ViewTransform,
	size: PictureSize
): boolean {
	const half = nodeHalf(layout, i, t.k, size.height);
	const sx = screenX(t, layout.x[i]);
	const sy = rowY(t, rowGeometry(size.height, layout.maxDepth), depth);
	return sx - half >= 0 && sx + half <= size.width && sy - half >= 0 && sy + half <= size.height;
}

/**
 * The transform that brings `nodes` (the root and the focus) into a picture of `size` from t: the
 * person's scale when their span fits at it, else the largest that fits it (never below the fit
 * of the whole tree), their span centred; rows panned so that the deepest is above the bottom.
 * @param depths the nodes' depths, in the same order.
 */
export function bringInto(
	layout: TreeLayout,
	nodes: readonly number[],
	depths: readonly number[],
	t: ViewTransform,
	size: PictureSize
): ViewTransform {
	const span = spanOf(layout, nodes) as [number, number];
	const room = Math.max(1, size.width - 2 * SHOW_PAD_PX);
	const k = Math.max(
		Math.min(t.k, span[1] > span[0] ? room / (span[1] - span[0]) : t.k),
		fitScale(layout, size.width)
	);
	const geometry = rowGeometry(size.height, layout.maxDepth);
	const deepest = Math.max(...depths);
	const bottom = geometry.top + deepest * geometry.pitch + geometry.bottomPad;
	return {
		k,
		x: size.width / 2 - (k * (span[0] + span[1])) / 2,
		y: Math.min(0, size.height - bottom)
	};
}

/** What the camera reads from the view: the host's controller and transform, the canvas width. */
export interface CameraViewport {
	readonly panZoom: PanZoom | null;
	readonly transform: ViewTransform;
	readonly size: { width: number };
	/** Frames the tree through the host (its Fit: `frame` with the host's size and corner). */
	fit(): void;
}

/** Two transforms the same to a tenth of a pixel. */
function same(a: CameraTransform, b: CameraTransform): boolean {
	return (
		Math.abs(a.k - b.k) <= 1e-9 * Math.max(a.k, b.k) &&
		Math.abs(a.x - b.x) < 0.1 &&
		Math.abs(a.y - b.y) < 0.1
	);
}

export class Camera {
	/** The view was moved (a gesture, a zoom button, a move) since the last frame. */
	userMoved = false;
	#layout: () => TreeLayout | null;
	#view: CameraViewport;
	#pending: (() => void) | null = null;
	/** The last frame given to the host: a change to anything else is a move. */
	#framed: CameraTransform | null = null;
	/** The focus the last `keep` saw (-1: none): a new one is a step. */
	#focus = -1;

	/** @param layout the layout drawn (null while it is computed). */
	constructor(layout: () => TreeLayout | null, view: CameraViewport) {
		this.#layout = layout;
		this.#view = view;
	}

	/** Runs `move` with the layout now if the view can move, else once `ready()` is called. */
	#whenReady(move: (layout: TreeLayout, panZoom: PanZoom) => void): void {
		const layout = this.#layout();
		const { panZoom, size } = this.#view;
		if (layout && panZoom && size.width > 0) move(layout, panZoom);
		else this.#pending = () => this.#whenReady(move);
	}

	/** The layout is adopted: fit it, then make the move asked for meanwhile, if any. */
	ready(): void {
		this.fit();
		const pending = this.#pending;
		this.#pending = null;
		pending?.();
	}

	/** Drops a pending move (the record is gone). */
	cancel(): void {
		this.#pending = null;
	}

	/**
	 * The host's frame (Fit, a new tree): the whole tree, clear of the corner, the `focus` (the
	 * current step's node) inside (frameWhole); null before the layout.
	 */
	frame(size: PictureSize, corner: Corner | null, focus: FramedFocus | null): ViewTransform | null {
		const layout = this.#layout();
		if (!layout || size.width === 0) return null;
		const t = frameWhole(layout, size, corner, focus);
		this.#framed = t;
		return t;
	}

	/**
	 * The host's keep, after a step or a resize: a view not moved since its frame is framed again
	 * (a new size); a moved one stays on a resize, and on a step stays while the root and the
	 * `focus` (-1: none) are inside, else brings them in.
	 */
	keep(
		t: ViewTransform,
		size: PictureSize,
		corner: Corner | null,
		focus: number,
		depthOf: (i: number) => number
	): ViewTransform | null {
		const layout = this.#layout();
		if (!layout || size.width === 0) return null;
		const stepped = focus !== this.#focus;
		this.#focus = focus;
		const inTree = focus >= 0 && focus < layout.count;
		if (!this.userMoved) {
			const framed = this.frame(
				size,
				corner,
				inTree ? { node: focus, depth: depthOf(focus) } : null
			) as ViewTransform;
			return same(framed, t) ? null : framed;
		}
		if (!stepped) return null;
		const nodes = inTree ? [0, focus] : [0];
		const depths = nodes.map(depthOf);
		if (nodes.every((i, j) => nodeInside(layout, depths[j], i, t, size))) return null;
		return bringInto(layout, nodes, depths, t, size);
	}

	/** Every change of the host's transform: anything but the last frame is a move. */
	moved(t: CameraTransform): void {
		this.userMoved = !(this.#framed && same(t, this.#framed));
	}

	/** Shows the whole tree (nothing before the layout and the canvas exist). */
	fit(): void {
		this.#view.fit();
	}

	/** Zooms until node i shows as a mini-board, centred. */
	zoomToNode(i: number): void {
		this.#whenReady((layout, panZoom) => {
			panZoom.centreOn({ x: layout.x[i] }, boardScale(layout, i, this.#view.transform.k));
		});
	}

	/** Pans (and zooms in if needed) so that node i is drawn as a node, inside the canvas. */
	revealNode(i: number): void {
		this.#whenReady((layout, panZoom) => {
			const target = revealTarget(layout, i, this.#view.transform, this.#view.size.width);
			if (!target) return;
			panZoom.centreOn({ x: target.x }, target.k);
		});
	}

	/** Shows every node of `nodes` at once: one zoomed to, several fitted side by side. */
	showAll(nodes: ArrayLike<number>): void {
		if (nodes.length === 1) return this.zoomToNode(nodes[0]);
		this.#whenReady((layout, panZoom) => {
			const span = spanOf(layout, nodes);
			if (!span) return;
			const fit = { padding: SHOW_PAD_PX, axis: 'x', minScale: 1e-9, maxScale: MAX_SCALE } as const;
			panZoom.fitTo({ x0: span[0], x1: span[1], y0: 0, y1: 0 }, fit);
		});
	}

	/** Centres layout x `x` (the minimap), keeping the scale. */
	centreOn(x: number): void {
		this.#view.panZoom?.centreOn({ x });
	}
}

/** The scale extent of gestures and zoom buttons: from half the whole tree's fit to MAX_SCALE. */
export function scaleExtentOf(layout: TreeLayout | null, width: number): [number, number] {
	if (!layout || width === 0) return [1e-6, MAX_SCALE];
	return [Math.min(fitScale(layout, width) * 0.5, MAX_SCALE), MAX_SCALE];
}
