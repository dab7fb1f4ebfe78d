/**
 * The minimap: the whole tree at a glance, drawn once per layout, with the main view's viewport as
 * a rectangle on top. Clicking or dragging on it recentres the main view. Geometry is pure (no DOM);
 * drawing takes a 2D context.
 */
import type { SearchRecord } from '$lib/engine';
import { drawTree } from './draw';
import type { DrawContext, DrawStats } from './frame';
import type { TreeLayout } from './layout';
import type { Scene } from './scene';
import { invertX, type RowGeometry, type ViewTransform } from './view';

/** Horizontal margin inside the minimap, CSS pixels. */
export const MINIMAP_PAD = 4;

/** How the whole tree maps into a minimap of `width` x `height` CSS pixels. */
export interface MinimapGeometry {
	width: number;
	height: number;
	/** The transform that draws the whole tree into the minimap (y = 0). */
	transform: ViewTransform;
	/** Rows of the minimap. */
	rows: RowGeometry;
}

/** Minimap geometry for a layout. Rows fill the height (a tree of one level sits in the middle). */
export function minimapGeometry(
	layout: Pick<TreeLayout, 'width' | 'maxDepth'>,
	width: number,
	height: number
): MinimapGeometry {
	const usable = Math.max(1, width - 2 * MINIMAP_PAD);
	const k = layout.width > 0 ? usable / layout.width : 1;
	const x = layout.width > 0 ? MINIMAP_PAD : width / 2;
	const top = 4;
	const pitch = layout.maxDepth > 0 ? Math.max(1, (height - 8) / layout.maxDepth) : height / 2;
	return {
		width,
		height,
		transform: { k, x, y: 0 },
		rows: { top: layout.maxDepth > 0 ? top : height / 2, pitch, bottomPad: 4 }
	};
}

/** A rectangle in minimap CSS pixels. */
export interface Rect {
	x: number;
	y: number;
	width: number;
	height: number;
}

/**
 * The main view's viewport on the minimap: the layout-x range visible in a canvas `viewWidth` CSS
 * pixels wide under `view`, over the minimap's full height, at least 3 pixels wide, clipped to it.
 */
export function viewportRect(map: MinimapGeometry, view: ViewTransform, viewWidth: number): Rect {
	const m = map.transform;
	let left = m.x + m.k * invertX(view, 0);
	let right = m.x + m.k * invertX(view, viewWidth);
	if (right - left < 3) {
		const mid = (left + right) / 2;
		left = mid - 1.5;
		right = mid + 1.5;
	}
	left = Math.max(0, left);
	right = Math.min(map.width, right);
	return { x: left, y: 0, width: Math.max(0, right - left), height: map.height };
}

/** Layout x under minimap x `mx` (CSS pixels). */
export function minimapToLayoutX(map: MinimapGeometry, mx: number): number {
	return invertX(map.transform, mx);
}

/**
 * Draws the overview of the whole tree into the minimap canvas (once per layout and size; the
 * viewport rectangle is a separate element moved over it, so panning never redraws the overview).
 * Far out, nearly everything is a block coloured by value, plus the principal variation.
 * @param band the vertical slice [from, to) of the minimap to draw (CSS pixels), so that the
 *   overview can be drawn one slice per task; default the whole minimap.
 * @param scene the minimap's scene, reused between slices.
 */
export function drawOverview(
	ctx: DrawContext,
	record: SearchRecord,
	layout: TreeLayout,
	map: MinimapGeometry,
	pixelRatio: number,
	pv: readonly number[],
	band?: readonly [number, number],
	scene?: Scene
): DrawStats {
	return drawTree(
		ctx,
		{
			record,
			layout,
			transform: map.transform,
			geometry: map.rows,
			width: map.width,
			height: map.height,
			pixelRatio,
			pv,
			details: false,
			band
		},
		scene
	);
}
