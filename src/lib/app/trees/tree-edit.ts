/**
 * The tree page's edits by pointing, as pure functions on nested trees (src/lib/trees `NestedTree`):
 * a node is addressed by its path, the 0-based positions of the children taken from the root
 * (`[]` the root, `[1, 0]` the first child of the second child). Each edit returns a new nested
 * tree (the argument is not changed) or throws `EditError` for an edit that does not apply; the
 * page rebuilds the tree from the result with the core's checks (`buildTree`), so an edit that
 * would break a limit (depth, children per node) is refused by the same message as typed text.
 * A chance node whose children change (added, deleted) gets equal probabilities again: its old
 * ones no longer sum to 1; reordering keeps each child's probability.
 */
import { NODE_CHANCE, NODE_LEAF, childIds, type NestedTree, type Tree } from '$lib/trees';

/** A path from the root: child positions (0-based), `[]` for the root. */
export type TreePath = readonly number[];

/** An edit that does not apply: which one, and why (the page words it). */
export class EditError extends Error {
	constructor(readonly code: 'no-such-node' | 'root' | 'not-a-leaf' | 'bad-value' | 'bad-move') {
		super(`Tree edit refused: ${code}.`);
		this.name = 'EditError';
	}
}

type Entry = NestedTree | { readonly p: number; readonly node: NestedTree };

const isChance = (n: NestedTree): n is { readonly chance: readonly Entry[] } =>
	typeof n === 'object' && n !== null && !Array.isArray(n) && 'chance' in n;
const hasP = (e: Entry): e is { readonly p: number; readonly node: NestedTree } =>
	typeof e === 'object' && e !== null && !Array.isArray(e) && 'p' in e && 'node' in e;
const nodeOf = (e: Entry): NestedTree => (hasP(e) ? e.node : e);

/** The children of a nested node (none for a leaf). */
function childrenOf(n: NestedTree): NestedTree[] {
	if (typeof n === 'number') return [];
	if (isChance(n)) return n.chance.map(nodeOf);
	return [...(n as readonly NestedTree[])];
}

/** A node of the same kind as `n` with `children` (a chance node: equal probabilities). */
function withChildren(n: NestedTree, children: NestedTree[]): NestedTree {
	return isChance(n) ? { chance: children } : children;
}

/** The tree as nested values, node i and below (explicit probabilities kept). O(size). */
export function toNested(tree: Tree, i = 0): NestedTree {
	if (tree.kind[i] === NODE_LEAF) return tree.leafValue[i];
	const kids = childIds(tree, i).map((c) => toNested(tree, c));
	if (tree.kind[i] !== NODE_CHANCE) return kids;
	if (!tree.explicitProbabilities[i]) return { chance: kids };
	return { chance: childIds(tree, i).map((c, k) => ({ p: tree.probability[c], node: kids[k] })) };
}

/** The path of node `id` (child positions from the root). */
export function pathOf(tree: Tree, id: number): TreePath {
	const path: number[] = [];
	for (let i = id; tree.parent[i] >= 0; i = tree.parent[i]) {
		path.push(i - tree.firstChild[tree.parent[i]]);
	}
	return path.reverse();
}

/** The node at `path`, or -1 when the tree has none there. */
export function idAt(tree: Tree, path: TreePath): number {
	let i = 0;
	for (const k of path) {
		if (!(k >= 0 && k < tree.childCount[i])) return -1;
		i = tree.firstChild[i] + k;
	}
	return i;
}

/** Replaces the node at `path` by `change(node)`. */
function update(
	n: NestedTree,
	path: TreePath,
	change: (node: NestedTree) => NestedTree
): NestedTree {
	if (path.length === 0) return change(n);
	const [k, ...rest] = path;
	if (typeof n === 'number') throw new EditError('no-such-node');
	if (isChance(n)) {
		if (!(k >= 0 && k < n.chance.length)) throw new EditError('no-such-node');
		return {
			chance: n.chance.map((e, j) => {
				if (j !== k) return e;
				const node = update(nodeOf(e), rest, change);
				return hasP(e) ? { p: e.p, node } : node;
			})
		};
	}
	const kids = n as readonly NestedTree[];
	if (!(k >= 0 && k < kids.length)) throw new EditError('no-such-node');
	return kids.map((c, j) => (j === k ? update(c, rest, change) : c));
}

/**
 * Adds a leaf `value` as the last child of the node at `path`; a leaf becomes a node with that
 * one child.
 * @throws EditError 'no-such-node'.
 */
export function addChild(n: NestedTree, path: TreePath, value = 0): NestedTree {
	return update(n, path, (node) =>
		typeof node === 'number' ? [value] : withChildren(node, [...childrenOf(node), value])
	);
}

/**
 * Deletes the node at `path` (and its subtree); a parent left without children becomes a leaf 0.
 * @throws EditError 'root' for the root, 'no-such-node'.
 */
export function deleteNode(n: NestedTree, path: TreePath): NestedTree {
	if (path.length === 0) throw new EditError('root');
	const parent = path.slice(0, -1);
	const k = path[path.length - 1];
	return update(n, parent, (node) => {
		const kids = childrenOf(node);
		if (!(k >= 0 && k < kids.length)) throw new EditError('no-such-node');
		kids.splice(k, 1);
		return kids.length === 0 ? 0 : withChildren(node, kids);
	});
}

/**
 * Sets the value of the leaf at `path`.
 * @throws EditError 'not-a-leaf', 'bad-value' (not a finite number), 'no-such-node'.
 */
export function setLeaf(n: NestedTree, path: TreePath, value: number): NestedTree {
	if (!Number.isFinite(value)) throw new EditError('bad-value');
	return update(n, path, (node) => {
		if (typeof node !== 'number') throw new EditError('not-a-leaf');
		return value;
	});
}

/**
 * Moves the child at position `from` of the node at `parent` to position `to` (the others keep
 * their order; a chance node's probabilities travel with their children).
 * @throws EditError 'bad-move' (a position out of range), 'no-such-node'.
 */
export function moveChild(n: NestedTree, parent: TreePath, from: number, to: number): NestedTree {
	return update(n, parent, (node) => {
		if (typeof node === 'number') throw new EditError('bad-move');
		const entries: Entry[] = isChance(node) ? [...node.chance] : [...(node as NestedTree[])];
		if (!(from >= 0 && from < entries.length && to >= 0 && to < entries.length)) {
			throw new EditError('bad-move');
		}
		const [moved] = entries.splice(from, 1);
		entries.splice(to, 0, moved);
		return isChance(node) ? { chance: entries } : (entries as NestedTree[]);
	});
}
