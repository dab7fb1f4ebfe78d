/**
 * The layout of a practice exercise's tree (at most MAX_SHOWN_NODES nodes, all drawn): d3-hierarchy's
 * tidy tree (Reingold-Tilford as improved by Buchheim et al., 2002) fed through its children
 * accessor over the record's index ranges, plus a ghost for each pruned move of the nodes the
 * exercise asks for (`display.prunedGhostsOf`). Coordinates are CSS pixels from the top-left corner
 * of the drawing, every item inside [0, width] x [0, height]. No DOM here.
 */
import { hierarchy, tree } from 'd3-hierarchy';
import { cellsOfMask, prunedMask, type SearchRecord } from '$lib/engine';

/** Horizontal room of one item and vertical distance between levels, CSS pixels. */
export const ITEM_WIDTH = 84;
export const LEVEL_HEIGHT = 104;
/** Room around the drawing for a node's box (its centre is the layout point). */
const MARGIN_X = 36;
const MARGIN_TOP = 30;
const MARGIN_BOTTOM = 50;

/** An item to draw: a recorded node, or the ghost of a pruned move (node -1). */
export interface PracticeTreeItem {
	/** Record index, -1 for a ghost. */
	node: number;
	/** The parent's record index (-1 for the root). */
	parent: number;
	/** The cell played into it (-1 for the root). */
	cell: number;
	x: number;
	y: number;
}

/** The laid-out tree: items breadth-first from the root (ghosts after their parent's recorded children). */
export interface PracticeTreeLayout {
	items: PracticeTreeItem[];
	/** Parent-child edges as pairs of item indices in `items`. */
	links: [number, number][];
	width: number;
	height: number;
}

interface Datum {
	node: number;
	parent: number;
	cell: number;
}

/**
 * Lays out every node of `record` and a ghost for each pruned cell of the nodes in `ghostsOf`.
 * @throws RangeError when a node of `ghostsOf` is not in the record.
 */
export function layoutPracticeTree(
	record: SearchRecord,
	ghostsOf: readonly number[] = []
): PracticeTreeLayout {
	for (const g of ghostsOf) {
		if (!Number.isInteger(g) || g < 0 || g >= record.count) {
			throw new RangeError(`Node ${g} is not in the tree of ${record.count} nodes.`);
		}
	}
	const ghosts = new Set(ghostsOf);
	const children = (d: Datum): Datum[] => {
		if (d.node < 0) return [];
		const out: Datum[] = [];
		for (let c = d.node + 1; c < record.end[d.node]; c = record.end[c]) {
			out.push({ node: c, parent: d.node, cell: record.move[c] });
		}
		if (ghosts.has(d.node)) {
			for (const cell of cellsOfMask(prunedMask(record, d.node))) {
				out.push({ node: -1, parent: d.node, cell });
			}
		}
		return out;
	};
	const root = hierarchy<Datum>({ node: 0, parent: -1, cell: -1 }, children);
	const laid = tree<Datum>()
		.nodeSize([ITEM_WIDTH, LEVEL_HEIGHT])
		.separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(root);
	const all = laid.descendants();
	let minX = Infinity;
	let maxX = -Infinity;
	let maxY = 0;
	for (const n of all) {
		minX = Math.min(minX, n.x);
		maxX = Math.max(maxX, n.x);
		maxY = Math.max(maxY, n.y);
	}
	const index = new Map(all.map((n, i) => [n, i]));
	const items = all.map((n) => ({
		...n.data,
		x: n.x - minX + MARGIN_X,
		y: n.y + MARGIN_TOP
	}));
	const links: [number, number][] = [];
	for (const n of all) {
		if (n.parent) links.push([index.get(n.parent) as number, index.get(n) as number]);
	}
	return {
		items,
		links,
		width: maxX - minX + 2 * MARGIN_X,
		height: maxY + MARGIN_TOP + MARGIN_BOTTOM
	};
}
