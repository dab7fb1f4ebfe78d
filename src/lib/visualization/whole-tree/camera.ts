/**
 * The moves of the whole-tree view for its view API (fit, zoom, zoom to a node, reveal a node, show
 * a set of nodes, centre a layout x): where to go, in pure functions of the layout and the current
 * transform (view.ts), and a Camera that applies them through the view's pan-zoom controller, keeps
 * the scale extent in step with the layout, remembers whether the user moved the view (a resize
 * then keeps the view instead of fitting again), and keeps a move asked for before the layout is
 * ready until it is. No DOM here.
 */
import type { PanZoom } from '../pan-zoom';
import type { TreeLayout } from './layout';
import { BOARD_PX, SHAPE_PX } from './lod';
import { fitScale, fitTransform, MAX_SCALE, screenX, type ViewTransform } from './view';

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

/** What the camera reads from the view: its controller, transform and canvas width. */
export interface CameraViewport {
	readonly panZoom: PanZoom | null;
	readonly transform: ViewTransform;
	readonly size: { width: number };
}

export class Camera {
	/** The view was last moved by the user or a zoom: a resize keeps it instead of fitting again. */
	userMoved = false;
	#layout: () => TreeLayout | null;
	#view: CameraViewport;
	#pending: (() => void) | null = null;

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

	#updateExtent(): void {
		const layout = this.#layout();
		const { panZoom, size } = this.#view;
		if (!panZoom || !layout || size.width === 0) return;
		panZoom.setScaleExtent([Math.min(fitScale(layout, size.width) * 0.5, MAX_SCALE), MAX_SCALE]);
	}

	/** Shows the whole tree (nothing before the layout and the canvas exist). */
	fit(): void {
		const layout = this.#layout();
		const { panZoom, size } = this.#view;
		if (!panZoom || !layout || size.width === 0) return;
		this.#updateExtent();
		panZoom.setTransform(fitTransform(layout, size.width));
		this.userMoved = false;
	}

	/** After a resize: fit again, unless the user moved the view (then keep it, clamped). */
	resized(): void {
		if (!this.#layout()) return;
		if (!this.userMoved) this.fit();
		else this.#view.panZoom?.setTransform(this.#view.transform);
	}

	/** Zooms by `factor` about the centre. */
	zoomBy(factor: number): void {
		this.#updateExtent();
		this.#view.panZoom?.scaleBy(factor);
		this.userMoved = true;
	}

	/** Zooms until node i shows as a mini-board, centred. */
	zoomToNode(i: number): void {
		this.#whenReady((layout, panZoom) => {
			panZoom.centreOn({ x: layout.x[i] }, boardScale(layout, i, this.#view.transform.k));
			this.userMoved = true;
		});
	}

	/** Pans (and zooms in if needed) so that node i is drawn as a node, inside the canvas. */
	revealNode(i: number): void {
		this.#whenReady((layout, panZoom) => {
			const target = revealTarget(layout, i, this.#view.transform, this.#view.size.width);
			if (!target) return;
			panZoom.centreOn({ x: target.x }, target.k);
			this.userMoved = true;
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
			this.userMoved = true;
		});
	}

	/** Centres layout x `x` (the minimap), keeping the scale. */
	centreOn(x: number): void {
		this.#view.panZoom?.centreOn({ x });
		this.userMoved = true;
	}
}
