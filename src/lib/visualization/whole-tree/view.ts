/**
 * Where the tree lands on the canvas. One d3-zoom transform `{ k, x, y }` maps layout x to screen x
 * (`sx = x + k * layoutX`, CSS pixels). The tree is very wide and shallow (351,051 layout units by
 * 9 levels for the empty board), so zooming is horizontal: depth d sits on row
 * `sy = y + top + d * pitch`, where `pitch` fits every level into the canvas height and `y` stays 0
 * unless the canvas is too short for the rows (then it pans vertically). Drawing and hit-testing both
 * go through these functions, so what is hit is what is drawn. No DOM here.
 */
import type { TreeLayout } from './layout';

/** A d3-zoom transform, or anything shaped like one. */
export interface ViewTransform {
	readonly k: number;
	readonly x: number;
	readonly y: number;
}

/** Vertical placement of the rows, CSS pixels. */
export interface RowGeometry {
	/** Screen y of the root's row when transform.y = 0. */
	top: number;
	/** Distance between two rows. */
	pitch: number;
	/** Space kept below the deepest row. */
	bottomPad: number;
}

/** Space above the root row and below the deepest row, for half a mini-board and a score. */
export const ROW_PAD_TOP = 40;
export const ROW_PAD_BOTTOM = 52;
/** Rows are never closer than this (the canvas pans vertically instead) nor farther apart. */
export const MIN_PITCH = 36;
export const MAX_PITCH = 140;
/** Horizontal margin kept around the tree by "Fit", CSS pixels. */
export const FIT_PAD_X = 48;
/** Largest zoom: one layout unit (the gap between siblings) is this many CSS pixels. */
export const MAX_SCALE = 240;

/**
 * Row geometry for a canvas `height` CSS pixels tall and a tree `maxDepth` levels deep.
 * A tree of one level (a finished root) gets the largest pitch.
 */
export function rowGeometry(height: number, maxDepth: number): RowGeometry {
	const usable = Math.max(0, height - ROW_PAD_TOP - ROW_PAD_BOTTOM);
	const pitch =
		maxDepth > 0 ? Math.min(MAX_PITCH, Math.max(MIN_PITCH, usable / maxDepth)) : MAX_PITCH;
	return { top: ROW_PAD_TOP, pitch, bottomPad: ROW_PAD_BOTTOM };
}

/** Screen x (CSS px) of layout x. */
export function screenX(t: ViewTransform, layoutX: number): number {
	return t.x + t.k * layoutX;
}

/** Screen y (CSS px) of the row of `depth`. */
export function rowY(t: ViewTransform, geometry: RowGeometry, depth: number): number {
	return t.y + geometry.top + depth * geometry.pitch;
}

/** Layout x under screen x: the inverse of screenX (d3's `transform.invertX`). */
export function invertX(t: ViewTransform, sx: number): number {
	return (sx - t.x) / t.k;
}

/** Depth (fractional) under screen y: the inverse of rowY. */
export function invertRow(t: ViewTransform, geometry: RowGeometry, sy: number): number {
	return (sy - t.y - geometry.top) / geometry.pitch;
}

/** The scale at which the whole width fits a canvas `width` CSS pixels wide (capped at MAX_SCALE). */
export function fitScale(layout: Pick<TreeLayout, 'width'>, width: number): number {
	const usable = Math.max(1, width - 2 * FIT_PAD_X);
	return layout.width > 0 ? Math.min(MAX_SCALE, usable / layout.width) : MAX_SCALE;
}

/** The transform that shows the whole tree, centred. */
export function fitTransform(layout: Pick<TreeLayout, 'width'>, width: number): ViewTransform {
	const k = fitScale(layout, width);
	return { k, x: width / 2 - (k * layout.width) / 2, y: 0 };
}

/** A transform at scale `k` with layout x `layoutX` at the centre of the canvas; y kept. */
export function centreOn(
	layoutX: number,
	k: number,
	width: number,
	y = 0
): { k: number; x: number; y: number } {
	return { k, x: width / 2 - k * layoutX, y };
}

/**
 * Keeps the tree in view: the tree's horizontal extent must cover the canvas centre line, and the
 * rows pan vertically only when they do not fit the height. Used as d3-zoom's `constrain`.
 * @returns a transform with the same k and clamped x, y.
 */
export function constrainTransform(
	t: ViewTransform,
	layout: Pick<TreeLayout, 'width' | 'maxDepth'>,
	geometry: RowGeometry,
	width: number,
	height: number
): ViewTransform {
	const mid = width / 2;
	const x = Math.min(mid, Math.max(mid - t.k * layout.width, t.x));
	const contentBottom = geometry.top + layout.maxDepth * geometry.pitch + geometry.bottomPad;
	const minY = Math.min(0, height - contentBottom);
	const y = Math.min(0, Math.max(minY, t.y));
	return { k: t.k, x, y };
}
