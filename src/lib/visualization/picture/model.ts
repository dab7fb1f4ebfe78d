/**
 * The picture's node model: one shape for every kind of tree a view shows (the engine's recorded
 * search, the textbook trees of the tree page, the MCTS record, a practice exercise), so that one
 * camera (camera.ts) frames them all by one rule. A model is a list of laid-out nodes, parents
 * before children; the adapters at the bottom build it from each view's tidy layout (d3-hierarchy's
 * Reingold-Tilford tree, the same algorithm everywhere). Pure: no DOM, no Svelte.
 *
 * Units: layout units, the picture's own coordinates before the camera's transform
 * (`screen = t.x + t.k * x`, the same for y); the root is at the top, y grows with depth.
 */
import type { LaidOutItem } from '../collapsed-tree';
import type { MctsTreeLayout } from '../mcts-tree';
import type { PracticeTreeLayout } from '../practice-tree';

/** What a node is, beyond its label and value (every flag false or absent by default). */
export interface PictureFlags {
	/** On the chosen line (the principal variation). */
	chosen?: boolean;
	/** A move never searched because of a cutoff (a stub or a ghost). */
	pruned?: boolean;
	/** A cutoff happened at this node. */
	cutoff?: boolean;
	/** A transposition-table hit. */
	tableHit?: boolean;
	/** Closed, with nodes hidden under it: drawn with a "+N" stub below it. */
	collapsed?: boolean;
	/** A chance node (expectimax). */
	chance?: boolean;
	/** A fold's stub: this many levels of the path to the focus folded into it (fold.ts). */
	foldedLevels?: number;
	/** MCTS: visits N and wins W at the step shown. */
	visits?: number;
	wins?: number;
}

/** One node of a picture. */
export interface PictureNode {
	/** Its index in the model (0 is the root). */
	readonly id: number;
	/** Its parent's index, -1 for the root. */
	readonly parent: number;
	/** Its children's indices, left to right. */
	readonly children: readonly number[];
	/** Plies (levels) below the root. */
	readonly depth: number;
	/** Where it is drawn, layout units (its centre). */
	readonly x: number;
	readonly y: number;
	/** Its main text (a move, a name) and its value or bound ("7", "≤ -8"), '' when none. */
	readonly label: string;
	readonly value: string;
	/** The view's own key for it (a record index, a tree id; -1 for a stub or ghost). */
	readonly key: number;
	readonly flags: PictureFlags;
}

/** A laid-out tree, parents before children; `nodes[0]` is the root. */
export interface PictureModel {
	readonly nodes: readonly PictureNode[];
}

/** A node as an adapter describes it: its parent given by index, children filled in by buildModel. */
export interface NodeSpec {
	parent: number;
	x: number;
	y: number;
	label?: string;
	value?: string;
	key: number;
	flags?: PictureFlags;
}

/**
 * A model from node specs listed parents first (the root first, every parent before its children).
 * @throws RangeError when the first spec is not a root or a parent comes after its child.
 */
export function buildModel(specs: readonly NodeSpec[]): PictureModel {
	const children: number[][] = specs.map(() => []);
	const depth = new Int32Array(specs.length);
	specs.forEach((s, i) => {
		if (i === 0 && s.parent !== -1) throw new RangeError('A picture starts with its root.');
		if (i > 0 && (s.parent < 0 || s.parent >= i)) {
			throw new RangeError(`Node ${i}'s parent ${s.parent} is not listed before it.`);
		}
		if (i > 0) {
			children[s.parent].push(i);
			depth[i] = depth[s.parent] + 1;
		}
	});
	return {
		nodes: specs.map((s, i) => ({
			id: i,
			parent: s.parent,
			children: children[i],
			depth: depth[i],
			x: s.x,
			y: s.y,
			label: s.label ?? '',
			value: s.value ?? '',
			key: s.key,
			flags: s.flags ?? {}
		}))
	};
}

/** The first node whose view key is `key`, or null. */
export function nodeByKey(model: PictureModel, key: number): PictureNode | null {
	return model.nodes.find((n) => n.key === key) ?? null;
}

/** The nodes from the root down to `id`, root first. */
export function pathTo(model: PictureModel, id: number): PictureNode[] {
	const line: PictureNode[] = [];
	for (let i = id; i >= 0; i = model.nodes[i].parent) line.push(model.nodes[i]);
	return line.reverse();
}

/**
 * The open tree of a recorded search (collapsed-tree.ts layoutOpenTree): its laid-out items,
 * breadth first from the root as d3 lists them; a pruned move's stub has key -1 and the pruned flag.
 * @param text the node's label and value (the view's own words), by record index.
 */
export function openTreePicture(
	items: readonly LaidOutItem[],
	text: (node: number) => { label?: string; value?: string; flags?: PictureFlags } = () => ({})
): PictureModel {
	const index = new Map(items.map((d, i) => [d, i]));
	return buildModel(
		items.map((d) => ({
			parent: d.parent ? (index.get(d.parent) ?? -1) : -1,
			x: d.x,
			y: d.y,
			key: d.data.node,
			...(d.data.node >= 0 ? text(d.data.node) : { flags: { pruned: true } })
		}))
	);
}

/**
 * A textbook tree of the tree page (app/trees/tree-layout.ts): node i at (x[i], y[i]), listed in
 * id order (a parent's id is below its children's).
 * @param parent the tree's parent array (-1 for the root).
 */
export function textbookPicture(
	layout: { readonly x: ArrayLike<number>; readonly y: ArrayLike<number> },
	parent: ArrayLike<number>,
	text: (id: number) => { label?: string; value?: string; flags?: PictureFlags } = () => ({})
): PictureModel {
	return buildModel(
		Array.from({ length: parent.length }, (_, i) => ({
			parent: parent[i],
			x: layout.x[i],
			y: layout.y[i],
			key: i,
			...text(i)
		}))
	);
}

/** The MCTS tree at one step (mcts-tree.ts): its drawn nodes, with N and W as flags. */
export function mctsPicture(layout: MctsTreeLayout): PictureModel {
	const order = [...layout.nodes].sort((a, b) => a.depth - b.depth || a.node - b.node);
	const index = new Map(order.map((n, i) => [n.node, i]));
	return buildModel(
		order.map((n) => ({
			parent: n.parent < 0 ? -1 : (index.get(n.parent) ?? -1),
			x: n.x,
			y: n.y,
			key: n.node,
			flags: { visits: n.visits, wins: n.wins }
		}))
	);
}

/** A practice exercise's tree (practice-tree.ts): its items, ghosts of pruned moves flagged. */
export function practicePicture(layout: PracticeTreeLayout): PictureModel {
	const parentOf = new Int32Array(layout.items.length).fill(-1);
	for (const [from, to] of layout.links) parentOf[to] = from;
	return buildModel(
		layout.items.map((item, i) => ({
			parent: parentOf[i],
			x: item.x,
			y: item.y,
			key: item.node,
			flags: item.node < 0 ? { pruned: true } : {}
		}))
	);
}
