/**
 * Where the open-nodes tree (collapsed-tree.ts layout, SVG) lands in its viewport, and the paths of
 * its links: the first view and "Fit", the view API's zoom scale, whether a node is in view, and
 * which nodes must be open for a node to show. Layout pixels map to the SVG by one d3-zoom
 * transform (`screen = t.x + t.k * x`, the same for y). No DOM here.
 */
import type { SearchRecord } from '$lib/engine';
import { layoutBounds, NODE_WIDTH, type LaidOutItem } from './collapsed-tree';
import type { PanZoomTransform, ViewportSize } from './pan-zoom';

/** Below this scale mini-boards are unreadable; the first view never goes under it. */
export const MIN_READABLE_SCALE = 0.55;
/** Largest scale of a fit (a small tree is not blown up beyond it). */
export const MAX_FIT_SCALE = 1.5;
/** Scale extent of gestures and zoom buttons. */
export const SCALE_EXTENT = [0.05, 4] as const;
/** The view API's zoomToNode shows the node at least at this scale (a 45 px mini-board). */
export const NODE_ZOOM_SCALE = 1.5;
/** A node closer than this to an edge of the viewport is out of view, CSS pixels. */
export const IN_VIEW_MARGIN = 40;
/** Room below the deepest row for its mini-board, score and "+N" badge, layout pixels. */
const FIT_ROOM_BELOW = 120;

/**
 * The transform that shows the whole open tree: fitted (at most MAX_FIT_SCALE), the root near the
 * top. With `minScale`, never below it: a tree too wide to fit legibly is then centred half-way
 * between the root and `chosenX` (the chosen move: the principal variation's first step).
 */
export function fitOpenTree(
	root: LaidOutItem,
	size: ViewportSize,
	minScale = 0,
	chosenX = 0
): PanZoomTransform {
	const { x0, x1, y1 } = layoutBounds(root);
	const w = x1 - x0 + NODE_WIDTH * 2;
	const h = y1 + FIT_ROOM_BELOW;
	const fitted = Math.min(MAX_FIT_SCALE, size.width / w, size.height / h);
	const k = Math.max(fitted, minScale);
	const cx = fitted >= minScale ? (x0 + x1) / 2 : chosenX / 2;
	return { k, x: size.width / 2 - cx * k, y: 40 * Math.min(1, k) + 10 };
}

/** Whether layout point `p` is on screen, at least `margin` CSS pixels inside every edge. */
export function isInView(
	p: { x: number; y: number },
	t: PanZoomTransform,
	size: ViewportSize,
	margin = IN_VIEW_MARGIN
): boolean {
	const sx = t.x + t.k * p.x;
	const sy = t.y + t.k * p.y;
	return sx >= margin && sy >= margin && sx <= size.width - margin && sy <= size.height - margin;
}

/** The nodes to open so that node `node` shows: its ancestors, root first (none for the root). */
export function ancestorsOf(record: Pick<SearchRecord, 'parent'>, node: number): number[] {
	const line: number[] = [];
	for (let p = record.parent[node]; p >= 0; p = record.parent[p]) line.push(p);
	return line.reverse();
}

/** A link from a node's mini-board (s) down to a child's (d): a vertical S-curve. */
export function linkPath(s: { x: number; y: number }, d: { x: number; y: number }): string {
	const my = (s.y + d.y) / 2;
	return `M${s.x},${s.y + 42}C${s.x},${my} ${d.x},${my} ${d.x},${d.y - 24}`;
}

/** A pruned move's stub: a straight line from the node down to the cut mark. */
export function stubPath(s: { x: number; y: number }, d: { x: number; y: number }): string {
	return `M${s.x},${s.y + 42}L${d.x},${d.y - 30}`;
}
