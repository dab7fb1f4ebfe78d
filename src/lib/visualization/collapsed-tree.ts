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
import {
	ORDER_CELLS,
	principalVariation,
	prunedMask,
	type MoveOrder,
	type SearchRecord
} from '$lib/engine';

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

/**
 * Horizontal and vertical spacing between neighbouring items, in layout pixels: room for a
 * BOARD_SIZE mini-board with its side-to-move mark, and for the "+N" badges of two neighbours with
 * a gap ("+118.4K" at BADGE_FONT is about 74 px wide in DejaVu Sans).
 */
export const NODE_WIDTH = 80;
export const LEVEL_HEIGHT = 96;

/** Width of a node's mini-board in layout pixels (TreeNode.svelte, MiniBoard `size`). */
export const BOARD_SIZE = 40;
/** Font sizes of a node's score and of its "+N" badge, layout pixels (14 px on screen at the readable scale, 0.875). */
export const SCORE_FONT = 16;
export const BADGE_FONT = 16;
/**
 * A badge's width at `font` px is at most about this many times its length: DejaVu Sans's digits
 * are 0.64 em, "+" 0.84 em, "K" 0.69 em, "." 0.32 em.
 */
const CHAR_WIDTH = 0.66;

/** The width of a text of `length` characters at `font` px, in layout pixels (an estimate). */
export function textWidth(length: number, font: number): number {
	return length * font * CHAR_WIDTH;
}

/**
 * Which "+N" badges have room: for each laid-out node with a badge (`badge(node)` gives its text,
 * or '' for none), whether it clears the badges of its neighbours on the same row by `gap` layout
 * pixels. A badge without room is shown on hover or focus only (TreeNode.svelte), so two never
 * overlap.
 * @returns the nodes whose badge has no room.
 */
export function tightBadges(
	items: readonly LaidOutItem[],
	badge: (node: number) => string,
	gap = 4
): Set<number> {
	const rows = new Map<number, LaidOutItem[]>();
	for (const d of items) {
		const row = rows.get(d.depth);
		if (row) row.push(d);
		else rows.set(d.depth, [d]);
	}
	const tight = new Set<number>();
	for (const row of rows.values()) {
		row.sort((a, b) => a.x - b.x);
		const widths = row.map((d) => (d.data.node >= 0 ? badge(d.data.node).length : 0));
		for (let k = 0; k < row.length; k++) {
			if (widths[k] === 0) continue;
			const half = textWidth(widths[k], BADGE_FONT) / 2;
			for (const j of [k - 1, k + 1]) {
				if (j < 0 || j >= row.length || widths[j] === 0) continue;
				const other = textWidth(widths[j], BADGE_FONT) / 2;
				if (Math.abs(row[j].x - row[k].x) < half + other + gap) tight.add(row[k].data.node);
			}
		}
	}
	return tight;
}

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
	return ORDER_CELLS[order].filter((c) => prunedMask(record, i) & (1 << c));
}
