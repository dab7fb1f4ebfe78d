/**
 * The part of a recorded search tree that is open on screen, laid out with d3-hierarchy's tidy tree
 * (Reingold-Tilford as improved by Buchheim et al., 2002). d3 is fed through its children accessor
 * over the record's index ranges: no nested copy of the tree is built. Big trees open collapsed:
 * the root, a few whole levels, and the principal variation; a click opens one more level.
 *
 * Pruned children (never searched) take a place in the layout too, as "stubs", so that a cutoff
 * shows where the remaining moves would have been.
 */
import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';
import { ORDER_CELLS, principalVariation, type MoveOrder, type SearchRecord } from '$lib/engine';

/** A visible item: a recorded node (`node` >= 0) or a pruned move's stub (`node` = -1). */
export interface TreeItem {
	/** Record index, or -1 for a stub. */
	node: number;
	/** For a stub, the parent node and the pruned cell (0-8). */
	parent: number;
	cell: number;
}

/** One laid-out item: x, y in layout pixels (root at 0, 0; y grows with depth). */
export type LaidOutItem = HierarchyPointNode<TreeItem>;

/** Horizontal and vertical spacing between neighbouring items, in layout pixels. */
export const NODE_WIDTH = 46;
export const LEVEL_HEIGHT = 96;

/** Number of nodes in the subtree of `i` (itself included), counting only nodes up to `last`. */
export function subtreeSize(record: SearchRecord, i: number, last = record.count - 1): number {
	return Math.max(0, Math.min(record.end[i], last + 1) - i);
}

/**
 * The nodes open at first: whole levels from the root while at most `limit` nodes are visible, then
 * every node of the principal variation. An open node shows its children; a closed one a "+N" badge.
 */
export function initialExpanded(record: SearchRecord, limit = 60): Set<number> {
	const open = new Set<number>();
	let level = [0];
	let visible = 1;
	while (level.length) {
		const next: number[] = [];
		for (const i of level) for (let c = i + 1; c < record.end[i]; c = record.end[c]) next.push(c);
		if (next.length === 0 || visible + next.length > limit) break;
		level.forEach((i) => open.add(i));
		visible += next.length;
		level = next;
	}
	const pv = principalVariation(record);
	pv.slice(0, -1).forEach((i) => open.add(i));
	return open;
}

/**
 * While stepping through the search: only nodes entered so far exist (preorder: i <= lastEntered),
 * and a cutoff's stubs appear once `prunedShown(i)` says its cutoff step has passed.
 */
export interface StepFilter {
	lastEntered: number;
	prunedShown: (node: number) => boolean;
}

/**
 * Lays out the open part of the tree (and, with `filter`, only what the search has reached).
 * @returns d3 point nodes whose `data` is a TreeItem; the root is at (0, 0).
 */
export function layoutOpenTree(
	record: SearchRecord,
	open: ReadonlySet<number>,
	order: MoveOrder,
	filter: StepFilter | null = null
): LaidOutItem {
	const last = filter ? filter.lastEntered : record.count - 1;
	const root = hierarchy<TreeItem>({ node: 0, parent: -1, cell: -1 }, (item) => {
		if (item.node < 0 || !open.has(item.node)) return null;
		const i = item.node;
		const kids: TreeItem[] = [];
		for (let c = i + 1; c < record.end[i] && c <= last; c = record.end[c]) {
			kids.push({ node: c, parent: i, cell: record.move[c] });
		}
		if (!filter || filter.prunedShown(i)) {
			for (const cell of prunedInOrder(record, i, order)) kids.push({ node: -1, parent: i, cell });
		}
		return kids.length ? kids : null;
	});
	return tree<TreeItem>()
		.nodeSize([NODE_WIDTH, LEVEL_HEIGHT])
		.separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(root);
}

/** Pruned cells of node i in the order the search would have tried them (after the examined ones). */
export function prunedInOrder(record: SearchRecord, i: number, order: MoveOrder): number[] {
	return ORDER_CELLS[order].filter((c) => record.pruned[i] & (1 << c));
}

/** Bounding box of a layout, in layout pixels. */
export function layoutBounds(root: LaidOutItem): {
	x0: number;
	x1: number;
	y0: number;
	y1: number;
} {
	let x0 = Infinity;
	let x1 = -Infinity;
	let y1 = 0;
	root.each((d) => {
		if (d.x < x0) x0 = d.x;
		if (d.x > x1) x1 = d.x;
		if (d.y > y1) y1 = d.y;
	});
	return { x0, x1, y0: 0, y1 };
}
