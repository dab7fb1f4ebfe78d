/**
 * The editor's operations (the Trees page's "Add child", "Delete node", a leaf's value, dragging
 * children, a chance node), pure: each returns a new tree (the tree is immutable) and the id of the
 * node to select in it, since breadth-first ids move when the tree changes. Every result passes the
 * same checks as a typed tree (buildTree), so an edit that would break a limit throws and changes
 * nothing.
 */
import { nodeName } from './names';
import { TreeError } from './problems';
import { buildTree, NODE_CHANCE, NODE_LEAF, type NestedTree, type Tree } from './tree';

/** An edited tree and the node to select in it. */
export interface TreeEdit {
	readonly tree: Tree;
	readonly selected: number;
}

/** A mutable nested node, for editing. */
interface Draft {
	value: number | null;
	chance: boolean;
	explicit: boolean;
	p: number;
	children: Draft[];
	mark?: boolean;
}

function toDraft(tree: Tree, i: number): Draft {
	const children: Draft[] = [];
	for (let c = tree.firstChild[i]; c < tree.firstChild[i] + tree.childCount[i]; c++) {
		children.push(toDraft(tree, c));
	}
	return {
		value: tree.kind[i] === NODE_LEAF ? tree.leafValue[i] : null,
		chance: tree.kind[i] === NODE_CHANCE,
		explicit: tree.explicitProbabilities[i] === 1,
		p: tree.probability[i],
		children
	};
}

function toNested(d: Draft): NestedTree {
	if (d.value !== null) return d.value;
	if (!d.chance) return d.children.map(toNested);
	return {
		chance: d.children.map((c) => (d.explicit ? { p: c.p, node: toNested(c) } : toNested(c)))
	};
}

/** The tree as nested values (tree.ts NestedTree): buildTree(treeToNested(t), t.rootPlayer) equals t. */
export function treeToNested(tree: Tree): NestedTree {
	return toNested(toDraft(tree, 0));
}

/** Drafts of the whole tree by id, and the root's. */
function drafts(tree: Tree, id: number): { root: Draft; byId: Draft[] } {
	if (!Number.isInteger(id) || id < 0 || id >= tree.count) {
		throw new TreeError({ kind: 'no-such-node', id });
	}
	const root = toDraft(tree, 0);
	const byId: Draft[] = [root];
	for (let k = 0; k < byId.length; k++) byId.push(...byId[k].children);
	return { root, byId };
}

/** Rebuilds the tree and finds the marked draft's new id (breadth first, as flattenTree numbers). */
function rebuild(tree: Tree, root: Draft, selected: Draft): TreeEdit {
	selected.mark = true;
	const next = buildTree(toNested(root), tree.rootPlayer);
	const order: Draft[] = [root];
	for (let k = 0; k < order.length; k++) order.push(...order[k].children);
	return { tree: next, selected: order.findIndex((d) => d.mark) };
}

/** Equal probabilities again after the children of a chance node changed. */
function resetProbabilities(d: Draft): void {
	d.explicit = false;
	for (const c of d.children) c.p = 1 / d.children.length;
}

/**
 * "Add child": an inner node gets a new last child, a leaf of value 0; a leaf becomes an inner node
 * whose one child is a leaf of its old value. Selects the new child. A chance node's probabilities
 * become equal.
 * @throws TreeError 'no-such-node', or a limit ('too-many-children', 'too-deep', 'too-many-nodes').
 */
export function addChild(tree: Tree, id: number): TreeEdit {
	const { root, byId } = drafts(tree, id);
	const d = byId[id];
	const child: Draft = { value: 0, chance: false, explicit: false, p: 1, children: [] };
	if (d.value !== null) {
		child.value = d.value;
		d.value = null;
	}
	d.children.push(child);
	if (d.chance) resetProbabilities(d);
	return rebuild(tree, root, child);
}

/**
 * "Delete node": removes the node and its subtree; a parent left without children becomes a leaf of
 * value 0. Selects the parent.
 * @throws TreeError 'edit-root' for the root, 'no-such-node'.
 */
export function deleteNode(tree: Tree, id: number): TreeEdit {
	const { root, byId } = drafts(tree, id);
	if (id === 0) throw new TreeError({ kind: 'edit-root' });
	const parent = byId[tree.parent[id]];
	parent.children.splice(id - tree.firstChild[tree.parent[id]], 1);
	if (parent.children.length === 0) {
		parent.value = 0;
		parent.chance = false;
	} else if (parent.chance) resetProbabilities(parent);
	return rebuild(tree, root, parent);
}

/**
 * A leaf's value. Selects the leaf.
 * @throws TreeError 'not-a-leaf', 'no-such-node', 'non-numeric-leaf' (not a finite number),
 * 'value-range'.
 */
export function setLeafValue(tree: Tree, id: number, value: number): TreeEdit {
	const { root, byId } = drafts(tree, id);
	const d = byId[id];
	if (d.value === null) throw new TreeError({ kind: 'not-a-leaf', node: nodeName(tree, id) });
	d.value = value;
	return rebuild(tree, root, d);
}

/**
 * Drag to reorder: the child at position `from` of node `parent` moves to position `to` (0-based,
 * among the children as written). Selects the moved child.
 * @throws TreeError 'no-such-node'; RangeError for a position that is not a child's.
 */
export function moveChild(tree: Tree, parent: number, from: number, to: number): TreeEdit {
	const { root, byId } = drafts(tree, parent);
	const kids = byId[parent].children;
	if (![from, to].every((k) => Number.isInteger(k) && k >= 0 && k < kids.length)) {
		throw new RangeError(
			`Node ${parent} has ${kids.length} children: no position ${from} or ${to}.`
		);
	}
	const [moved] = kids.splice(from, 1);
	kids.splice(to, 0, moved);
	return rebuild(tree, root, moved);
}

/**
 * Makes an inner node a chance node (equal probabilities) or a decision node again. Selects it.
 * A leaf is left as it is.
 * @throws TreeError 'no-such-node'.
 */
export function setChance(tree: Tree, id: number, chance: boolean): TreeEdit {
	const { root, byId } = drafts(tree, id);
	const d = byId[id];
	if (d.value === null && d.chance !== chance) {
		d.chance = chance;
		if (chance) resetProbabilities(d);
	}
	return rebuild(tree, root, d);
}
