/**
 * Where the open-nodes tree (collapsed-tree.ts layout, SVG) lands in its viewport, and the paths of
 * its links: the first view and "Fit", the view API's zoom scale, whether a node is in view, and
 * which nodes must be open for a node to show. Layout pixels map to the SVG by one d3-zoom
 * transform (`screen = t.x + t.k * x`, the same for y). No DOM here.
 */
import type { SearchRecord } from '$lib/engine';
import {
	BOARD_SIZE,
	layoutBounds,
	NODE_WIDTH,
	SCORE_FONT,
	type LaidOutItem
} from './collapsed-tree';
import type { PanZoomTransform, ViewportSize } from './pan-zoom';

/** The smallest readable mini-board and label on screen, CSS pixels (docs: DESIGN "Tokens"). */
export const MIN_BOARD_PX = 36;
export const MIN_LABEL_PX = 14;
/**
 * Below this scale mini-boards (BOARD_SIZE) are under MIN_BOARD_PX or scores (SCORE_FONT) under
 * MIN_LABEL_PX; the first view never goes under it: 0.9.
 */
export const MIN_READABLE_SCALE = Math.max(MIN_BOARD_PX / BOARD_SIZE, MIN_LABEL_PX / SCORE_FONT);
/** Largest scale of a fit (a small tree is not blown up beyond it). */
export const MAX_FIT_SCALE = 1.5;
/** Scale extent of gestures and zoom buttons. */
export const SCALE_EXTENT = [0.05, 4] as const;
/** The view API's zoomToNode shows the node at least at this scale (a 60 px mini-board). */
export const NODE_ZOOM_SCALE = 1.5;
/** A node closer than this to an edge of the viewport is out of view, CSS pixels. */
export const IN_VIEW_MARGIN = 40;
/** Room below the deepest row for its mini-board, score and "+N" badge, layout pixels. */
const FIT_ROOM_BELOW = 130;

/**
 * The transform that shows the whole open tree: fitted (at most MAX_FIT_SCALE), the root near the
 * top. With `minScale`, never below it: a tree too wide or too deep to fit legibly is then fitted
 * to `focus` instead when given (the first view: the root, its children and the chosen line), and
 * when even that does not fit legibly it is shown at `minScale`, the root at the top: centred on
 * the box when its width fits, else on the root and its children when they fit, else half-way
 * between the root and `chosenX` (the chosen move: the principal variation's first step).
 */
export function fitOpenTree(
	root: LaidOutItem,
	size: ViewportSize,
	minScale = 0,
	chosenX = 0,
	focus: readonly LaidOutItem[] | null = null
): PanZoomTransform {
	const widthFit = (b: { x0: number; x1: number }) => size.width / (b.x1 - b.x0 + NODE_WIDTH * 2);
	const fit = (b: { x0: number; x1: number; y1: number }) =>
		Math.min(MAX_FIT_SCALE, widthFit(b), size.height / (b.y1 + FIT_ROOM_BELOW));
	let box: { x0: number; x1: number; y1: number } = layoutBounds(root);
	let fitted = fit(box);
	if (fitted < minScale && focus && focus.length) {
		box = boundsOf(focus);
		fitted = fit(box);
	}
	const k = Math.max(fitted, minScale);
	// Centred on the box when its width fits at k (a deep tree overflows downwards only), else on
	// the root and its children when they fit, else half-way between the root and the chosen move.
	const top = focus ? boundsOf(focus.filter((d) => d.depth <= 1)) : null;
	const cx =
		widthFit(box) >= k
			? (box.x0 + box.x1) / 2
			: top && widthFit(top) >= k
				? (top.x0 + top.x1) / 2
				: chosenX / 2;
	return { k, x: size.width / 2 - cx * k, y: 40 * Math.min(1, k) + 10 };
}

/** The bounding box of some laid-out items (the root at y 0 always included), layout pixels. */
function boundsOf(items: readonly LaidOutItem[]): { x0: number; x1: number; y1: number } {
	let x0 = 0;
	let x1 = 0;
	let y1 = 0;
	for (const d of items) {
		x0 = Math.min(x0, d.x);
		x1 = Math.max(x1, d.x);
		y1 = Math.max(y1, d.y);
	}
	return { x0, x1, y1 };
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

/** Where a link leaves a node (below its score) and reaches a child (above its board). */
const LINK_FROM = BOARD_SIZE / 2 + SCORE_FONT + 10;
const LINK_TO = BOARD_SIZE / 2 + 4;

/** A link from a node's mini-board (s) down to a child's (d): a vertical S-curve. */
export function linkPath(s: { x: number; y: number }, d: { x: number; y: number }): string {
	const my = (s.y + d.y) / 2;
	return `M${s.x},${s.y + LINK_FROM}C${s.x},${my} ${d.x},${my} ${d.x},${d.y - LINK_TO}`;
}

/** A pruned move's stub: a straight line from the node down to the cut mark. */
export function stubPath(s: { x: number; y: number }, d: { x: number; y: number }): string {
	return `M${s.x},${s.y + LINK_FROM}L${d.x},${d.y - 34}`;
}
