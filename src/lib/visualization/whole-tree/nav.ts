/**
 * Keyboard moves between nodes of a laid-out tree: parent, first child, previous and next sibling
 * (or, at the end of a family, the neighbour at the same depth). No DOM here.
 */
import type { SearchRecord } from '$lib/engine';
import type { TreeLayout } from './layout';

/** A move of the keyboard focus. */
export type NavMove = 'parent' | 'child' | 'previous' | 'next' | 'root';

/** Map from KeyboardEvent.key to a move, or null for other keys. */
export function navMoveOfKey(key: string): NavMove | null {
	switch (key) {
		case 'ArrowUp':
			return 'parent';
		case 'ArrowDown':
			return 'child';
		case 'ArrowLeft':
			return 'previous';
		case 'ArrowRight':
			return 'next';
		case 'Home':
			return 'root';
		default:
			return null;
	}
}

/** Position of node i inside byDepth (binary search by x, then a scan over equal x). */
function rankAtDepth(layout: TreeLayout, i: number, depth: number): number {
	const { byDepth, depthStart, x } = layout;
	let lo = depthStart[depth];
	let hi = depthStart[depth + 1];
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (x[byDepth[mid]] < x[i]) lo = mid + 1;
		else hi = mid;
	}
	while (lo < depthStart[depth + 1] && byDepth[lo] !== i) lo++;
	return lo;
}

/**
 * The node the focus moves to from `node`, or `node` itself when there is nowhere to go.
 * previous/next: the sibling if there is one, else the nearest node at the same depth.
 */
export function navigate(
	record: Pick<SearchRecord, 'count' | 'parent' | 'end' | 'depth'>,
	layout: TreeLayout,
	node: number,
	move: NavMove
): number {
	if (record.count === 0) return -1;
	if (node < 0 || node >= record.count || move === 'root') return 0;
	const { parent, end, depth } = record;
	switch (move) {
		case 'parent':
			return parent[node] >= 0 ? parent[node] : node;
		case 'child':
			return end[node] > node + 1 ? node + 1 : node;
		case 'next': {
			if (node > 0 && end[node] < end[parent[node]]) return end[node];
			const r = rankAtDepth(layout, node, depth[node]);
			return r + 1 < layout.depthStart[depth[node] + 1] ? layout.byDepth[r + 1] : node;
		}
		case 'previous': {
			const p = parent[node];
			if (p >= 0 && node > p + 1) {
				let c = p + 1;
				while (end[c] < node) c = end[c];
				return c;
			}
			const r = rankAtDepth(layout, node, depth[node]);
			return r > layout.depthStart[depth[node]] ? layout.byDepth[r - 1] : node;
		}
	}
}
