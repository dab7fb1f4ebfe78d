/**
 * Where each node of a tree of the tree page is drawn: a tidy tree (d3-hierarchy's Reingold-Tilford
 * layout, `tree().nodeSize`), children left to right in the order written, the root at the top.
 * Pure (no DOM). Units are CSS pixels at zoom 1.
 */
import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import { childIds, type Tree } from '$lib/trees';

/** Horizontal distance between neighbouring leaves, and between levels, in px. */
export const NODE_SPACING = 46;
export const LEVEL_SPACING = 86;
/** Room around the drawing (names, windows and values beside the nodes), in px. */
export const MARGIN = { top: 34, right: 44, bottom: 40, left: 48 } as const;

/** The drawing's coordinates: node i at (x[i], y[i]); the whole picture is width x height. */
export interface TreeLayout {
	readonly x: Float64Array;
	readonly y: Float64Array;
	readonly width: number;
	readonly height: number;
}

/**
 * Lays a tree out. O(n).
 * @param tree a parsed tree (node 0 the root).
 */
export function layoutTree(tree: Tree): TreeLayout {
	const root = hierarchy(0, (i) => childIds(tree, i));
	tidyTree<number>()
		.nodeSize([NODE_SPACING, LEVEL_SPACING])
		.separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(root);
	let x0 = Infinity;
	let x1 = -Infinity;
	let y1 = 0;
	root.each((n) => {
		const nx = n.x ?? 0;
		x0 = Math.min(x0, nx);
		x1 = Math.max(x1, nx);
		y1 = Math.max(y1, n.y ?? 0);
	});
	const x = new Float64Array(tree.count);
	const y = new Float64Array(tree.count);
	root.each((n) => {
		x[n.data] = (n.x ?? 0) - x0 + MARGIN.left;
		y[n.data] = (n.y ?? 0) + MARGIN.top;
	});
	return {
		x,
		y,
		width: x1 - x0 + MARGIN.left + MARGIN.right,
		height: y1 + MARGIN.top + MARGIN.bottom
	};
}
