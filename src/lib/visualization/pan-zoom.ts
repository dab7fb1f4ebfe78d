/**
 * One pan-and-zoom controller over d3-zoom for both tree views (after xyflow's XYPanZoom): a
 * framework-free factory that attaches d3-zoom to an element (wheel, drag, touch) and offers the
 * programmatic moves the views need: set a transform, fit bounds, centre a point, zoom, pan, change
 * the scale extent. Every change, gesture or call, goes through one optional `constrain` and ends in
 * one immutable d3 ZoomTransform, which the view uses both to draw and to hit-test
 * (`transform.invert`), so what is hit is what is drawn.
 *
 * Coordinates: content ("layout") units map to viewport CSS pixels by `screen = t.x + t.k * x`
 * (and `t.y + t.k * y` for views that scale vertically; the whole tree keeps its rows unscaled and
 * uses t.y as a vertical pan only).
 */
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type D3ZoomEvent, type ZoomTransform } from 'd3-zoom';

/** A transform `{ k, x, y }` (a d3 ZoomTransform or anything shaped like one). */
export interface PanZoomTransform {
	readonly k: number;
	readonly x: number;
	readonly y: number;
}

/** A rectangle in content units. */
export interface Bounds {
	x0: number;
	y0: number;
	x1: number;
	y1: number;
}

/** Viewport size, CSS pixels. */
export interface ViewportSize {
	width: number;
	height: number;
}

/** A change of transform: `user` is true when a gesture (wheel, drag, touch) made it. */
export interface PanZoomChange {
	transform: ZoomTransform;
	user: boolean;
}

export interface PanZoomOptions {
	/**
	 * The viewport size, read whenever d3-zoom needs it. Give sizes a ResizeObserver measured:
	 * d3's default reads clientWidth, which forces a synchronous layout.
	 */
	size: () => ViewportSize;
	/** Smallest and largest scale of gestures and of `scaleBy` / `zoomTo`. Default [0, Infinity]. */
	scaleExtent?: readonly [number, number];
	/** Clamps every transform before it is applied (gestures and calls alike). Default: none. */
	constrain?: (t: PanZoomTransform, size: ViewportSize) => PanZoomTransform;
	/** Double-click zooms in (d3's default). Default false: a double click is two clicks. */
	doubleClickZoom?: boolean;
	/** Called after every change of transform. */
	onchange?: (change: PanZoomChange) => void;
}

/** How `fitTo` fits. */
export interface FitOptions {
	/** Margin kept around the bounds, CSS pixels. Default 0. */
	padding?: number;
	/** Limits on the fitted scale. Default: the controller's scale extent. */
	minScale?: number;
	maxScale?: number;
	/**
	 * 'both' (default) fits width and height and centres both; 'x' fits the width only, centres it
	 * and keeps the vertical translation (for views that zoom horizontally).
	 */
	axis?: 'both' | 'x';
}

/** The controller of one element. */
export interface PanZoom {
	/** The current transform (immutable; a new object after every change). */
	readonly transform: ZoomTransform;
	/** Applies `t` (constrained). */
	setTransform(t: PanZoomTransform): void;
	/** Fits `bounds` into the viewport, centred (see FitOptions). */
	fitTo(bounds: Bounds, options?: FitOptions): void;
	/**
	 * Puts content point `point` at the viewport centre at scale `k` (default: the current scale);
	 * a coordinate left out keeps its current translation.
	 */
	centreOn(point: { x?: number; y?: number }, k?: number): void;
	/** Zooms to scale `k` (within the scale extent) about the viewport centre. */
	zoomTo(k: number): void;
	/** Multiplies the scale by `factor` (within the scale extent) about the viewport centre. */
	scaleBy(factor: number): void;
	/** Pans by (dx, dy) content units. */
	translateBy(dx: number, dy: number): void;
	/** Changes the scale extent of gestures, `zoomTo` and `scaleBy`. */
	setScaleExtent(extent: readonly [number, number]): void;
	/** Adds a change listener; returns its removal. */
	on(listener: (change: PanZoomChange) => void): () => void;
	/** Detaches d3-zoom from the element and drops the listeners. */
	destroy(): void;
}

/** A d3 ZoomTransform with the values of `t`. */
export function toZoomTransform(t: PanZoomTransform): ZoomTransform {
	return zoomIdentity.translate(t.x, t.y).scale(t.k);
}

/**
 * The transform that fits `bounds` into a viewport of `size` (see FitOptions). A bounds of zero
 * width (and, for 'both', zero height) gets the largest scale allowed.
 * @param current the transform whose y an 'x' fit keeps.
 */
export function fitBounds(
	bounds: Bounds,
	size: ViewportSize,
	options: FitOptions = {},
	current: PanZoomTransform = zoomIdentity
): PanZoomTransform {
	const pad = options.padding ?? 0;
	const min = options.minScale ?? 0;
	const max = options.maxScale ?? Infinity;
	const w = bounds.x1 - bounds.x0;
	const h = bounds.y1 - bounds.y0;
	const kx = w > 0 ? Math.max(0, size.width - 2 * pad) / w : Infinity;
	const ky = options.axis === 'x' || h <= 0 ? Infinity : Math.max(0, size.height - 2 * pad) / h;
	let k = Math.min(kx, ky);
	k = Math.max(min, Math.min(max, k));
	if (!Number.isFinite(k)) k = Number.isFinite(max) ? max : 1;
	const x = size.width / 2 - (k * (bounds.x0 + bounds.x1)) / 2;
	const y = options.axis === 'x' ? current.y : size.height / 2 - (k * (bounds.y0 + bounds.y1)) / 2;
	return { k, x, y };
}

/** Whether a touch-capable device is present (d3's test, safe where `navigator` is missing). */
function touchable(this: EventTarget): boolean {
	const points = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints;
	return points > 0 || 'ontouchstart' in this;
}

/**
 * Attaches pan and zoom to `element`.
 * @returns the controller; call `destroy()` when the element goes away.
 */
export function createPanZoom(element: Element, options: PanZoomOptions): PanZoom {
	const listeners = new Set<(change: PanZoomChange) => void>();
	if (options.onchange) listeners.add(options.onchange);
	const constrain = (t: PanZoomTransform): PanZoomTransform =>
		options.constrain ? options.constrain(t, options.size()) : t;
	let current: ZoomTransform = zoomIdentity;
	let scaleExtent: readonly [number, number] = options.scaleExtent ?? [0, Infinity];

	const behaviour = zoom<Element, unknown>()
		.extent(() => {
			const { width, height } = options.size();
			return [
				[0, 0],
				[width, height]
			];
		})
		.scaleExtent([scaleExtent[0], scaleExtent[1]])
		.touchable(touchable)
		.constrain((t) => (options.constrain ? toZoomTransform(constrain(t)) : t))
		.on('zoom', (event: D3ZoomEvent<Element, unknown>) => {
			current = event.transform;
			const change = { transform: current, user: event.sourceEvent != null };
			for (const listener of listeners) listener(change);
		});
	const selection = select(element);
	selection.call(behaviour);
	if (!options.doubleClickZoom) selection.on('dblclick.zoom', null);
	// The wheel over a tree never scrolls the page: d3-zoom lets a wheel event through when the
	// scale is already at a limit of the extent, so it is stopped here in every case.
	const stopWheel = (event: Event) => event.preventDefault();
	element.addEventListener('wheel', stopWheel, { passive: false });

	const apply = (t: PanZoomTransform) =>
		selection.call(behaviour.transform, toZoomTransform(constrain(t)));
	const clampScale = (k: number) => Math.max(scaleExtent[0], Math.min(scaleExtent[1], k));

	return {
		get transform() {
			return current;
		},
		setTransform: apply,
		fitTo(bounds, fit = {}) {
			const limits = {
				minScale: fit.minScale ?? scaleExtent[0],
				maxScale: fit.maxScale ?? scaleExtent[1]
			};
			apply(fitBounds(bounds, options.size(), { ...fit, ...limits }, current));
		},
		centreOn(point, k = current.k) {
			const { width, height } = options.size();
			apply({
				k,
				x: point.x === undefined ? current.x : width / 2 - k * point.x,
				y: point.y === undefined ? current.y : height / 2 - k * point.y
			});
		},
		zoomTo(k) {
			selection.call(behaviour.scaleTo, clampScale(k));
		},
		scaleBy(factor) {
			selection.call(behaviour.scaleBy, factor);
		},
		translateBy(dx, dy) {
			selection.call(behaviour.translateBy, dx, dy);
		},
		setScaleExtent(extent) {
			scaleExtent = extent;
			behaviour.scaleExtent([extent[0], extent[1]]);
		},
		on(listener) {
			listeners.add(listener);
			return () => listeners.delete(listener);
		},
		destroy() {
			selection.on('.zoom', null);
			element.removeEventListener('wheel', stopWheel);
			listeners.clear();
		}
	};
}
