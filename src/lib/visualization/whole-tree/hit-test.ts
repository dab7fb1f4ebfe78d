/**
 * Hit-testing without a DOM element per node: the pointer goes through the inverse of the view
 * transform (view.ts) to a depth row and a layout x, then a binary search among the nodes of that
 * depth (sorted by x in `layout.byDepth`) finds the nearest node. If that node is inside a merged
 * block (drawn as one rectangle, see draw.ts), the block's root is the hit, as drawn. No DOM here.
 */
import type { TreeLayout } from './layout';
import { BLOCK_PX, DETAIL_BOARD, detailForSpace, nodeSizes, nodeSpace } from './lod';
import { invertRow, invertX, screenX, type RowGeometry, type ViewTransform } from './view';

/** Smallest hit half-width and half-height, CSS pixels (a comfortable pointer target). */
export const MIN_HIT_RADIUS = 6;

/**
 * The node at `depth` whose x is nearest to layout x `lx` (ties: the left one), by binary search in
 * byDepth[depthStart[depth], depthStart[depth + 1]), where x ascends.
 * @returns a node index, or -1 when no node has that depth.
 */
export function nearestAtDepth(layout: TreeLayout, depth: number, lx: number): number {
	if (depth < 0 || depth > layout.maxDepth) return -1;
	const { byDepth, depthStart, x } = layout;
	let lo = depthStart[depth];
	let hi = depthStart[depth + 1] - 1;
	if (hi < lo) return -1;
	// First position whose x >= lx.
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (x[byDepth[mid]] < lx) lo = mid + 1;
		else hi = mid;
	}
	const right = byDepth[lo];
	if (lo > depthStart[depth]) {
		const left = byDepth[lo - 1];
		if (Math.abs(x[left] - lx) <= Math.abs(x[right] - lx)) return left;
	}
	return right;
}

/** The root of the block holding node i at scale k, or i itself when it is drawn on its own. */
export function blockRoot(layout: TreeLayout, parent: Int32Array, i: number, k: number): number {
	if (nodeSpace(layout, i, k) >= BLOCK_PX) return i;
	let b = i;
	for (let p = parent[b]; p >= 0 && nodeSpace(layout, p, k) < BLOCK_PX; p = parent[p]) b = p;
	return b;
}

/** Position in byDepth of the first node at `depth` whose x >= lx (binary search). */
function lowerBound(layout: TreeLayout, depth: number, lx: number): number {
	const { byDepth, depthStart, x } = layout;
	let lo = depthStart[depth];
	let hi = depthStart[depth + 1];
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (x[byDepth[mid]] < lx) lo = mid + 1;
		else hi = mid;
	}
	return lo;
}

/**
 * The node under the screen point (sx, sy), CSS pixels, or -1.
 * A node is hit within its drawn size (at least MIN_HIT_RADIUS) of its centre; a block anywhere
 * over its rectangle (with one pixel of slack). Nodes of different sizes sit side by side (a wide
 * subtree's mini-board next to a leaf's smaller one), so the two nearest nodes on each side of
 * the pointer are tried and the one whose drawing contains the point, nearest first, wins.
 * @param layout the laid-out tree; `parent` the record's parent array.
 */
export function hitTest(
	layout: TreeLayout,
	parent: Int32Array,
	t: ViewTransform,
	geometry: RowGeometry,
	sx: number,
	sy: number
): number {
	if (layout.count === 0) return -1;
	const row = invertRow(t, geometry, sy);
	const depth = Math.round(row);
	if (depth < 0 || depth > layout.maxDepth) return -1;
	const lx = invertX(t, sx);
	const dyPx = Math.abs(row - depth) * geometry.pitch;
	const from = layout.depthStart[depth];
	const to = layout.depthStart[depth + 1];
	const j = lowerBound(layout, depth, lx);
	let best = -1;
	let bestDistance = Infinity;
	for (let c = Math.max(from, j - 2); c < Math.min(to, j + 2); c++) {
		const node = layout.byDepth[c];
		const space = nodeSpace(layout, node, t.k);
		let hit = -1;
		if (space < BLOCK_PX) {
			// Inside a block: the rectangle spans the block's column and its rows.
			const block = blockRoot(layout, parent, node, t.k);
			const left = screenX(t, layout.minX[block]) - 1;
			const right = screenX(t, layout.maxX[block]) + 1;
			if (sx >= left && sx <= right && dyPx <= geometry.pitch / 2) hit = block;
		} else {
			const sizes = nodeSizes(space, geometry.pitch);
			const half = Math.max(
				MIN_HIT_RADIUS,
				detailForSpace(space) === DETAIL_BOARD ? sizes.board / 2 : sizes.radius
			);
			const dxPx = Math.abs(screenX(t, layout.x[node]) - sx);
			if (dxPx <= half && dyPx <= half) hit = node;
		}
		if (hit < 0) continue;
		const distance = Math.abs(screenX(t, layout.x[node]) - sx);
		if (distance < bestDistance) {
			best = hit;
			bestDistance = distance;
		}
	}
	return best;
}
