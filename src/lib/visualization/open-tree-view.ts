/**
 * The open-nodes tree's painter sizes for the picture's camera (picture/camera.ts frames it), the
 * paths of its links, and which nodes must be open for a node to show. Layout pixels map to the SVG
 * by one d3-zoom transform (`screen = t.x + t.k * x`, the same for y). No DOM here.
 */
import type { SearchRecord } from '$lib/engine';
import { BOARD_SIZE, SCORE_FONT } from './collapsed-tree';
import type { NodeExtent } from './picture/camera';

/**
 * How the open tree's painter (TreeNode.svelte inside ui/picture/SvgTreePainter.svelte) draws around a node's layout point,
 * layout units: the ▲ / ▼ and ★ at x -28 (16 px glyphs, from y -26), the mini-board (BOARD_SIZE),
 * the score below it (baseline y 38) and, on a collapsed node, the "+N" badge (baseline y 57).
 */
export const OPEN_TREE_EXTENT: NodeExtent = {
	left: 40,
	right: 40,
	top: 26,
	bottom: 44,
	stubBottom: 62,
	// The window "[-∞, +∞]" starts 24 units right of the centre, in 16-unit bold type.
	labelRight: 110
};
/** The painter's smallest text, layout units (scores, badges, windows, stubs, glyphs). */
export const OPEN_TREE_MIN_FONT = SCORE_FONT;
/** The smallest mini-board on screen in a frame, CSS pixels (DESIGN.md: nodes of 36 px and more). */
export const MIN_BOARD_PX = 36;
/**
 * The preferred smallest scale of a frame: mini-boards of MIN_BOARD_PX (0.9); when the root and the
 * focus do not fit at it, the text's readable scale (0.875: 35 px boards).
 */
export const OPEN_TREE_MIN_SCALE = MIN_BOARD_PX / BOARD_SIZE;
/** Largest scale of a frame (a small tree is not blown up beyond it). */
export const MAX_FIT_SCALE = 1.5;
/** Scale extent of gestures and zoom buttons. */
export const SCALE_EXTENT = [0.05, 4] as const;
/** The view API's zoomToNode shows the node at least at this scale (a 60 px mini-board). */
export const NODE_ZOOM_SCALE = 1.5;

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
