/**
 * An abstract game tree (the textbook's trees with leaf values, Russell and Norvig, Figure 5.2),
 * stored flat in breadth-first order: node 0 is the root and the children of node i are the
 * consecutive ids firstChild[i] .. firstChild[i] + childCount[i] - 1, in the order they were written.
 * Pure data, no DOM; built by the parser (parse.ts), the random generator (random.ts) or `buildTree`.
 *
 * Who moves: the root is MAX by default ("Root": MAX or MIN) and decision levels alternate; a chance
 * node (`?[...]`) is nobody's move, so the decision nodes below it belong to the same player as the
 * chance node's parent would hand on (MAX, chance, MIN, chance, MAX... as in backgammon). A chance
 * root hands on the root player itself.
 */

/** The player at the root: the maximizer (default) or the minimizer. */
export type RootPlayer = 'max' | 'min';

/** What a node is: a decision node of MAX or MIN, a chance node, or a leaf (its value is given). */
export type TreeNodeKind = 'max' | 'min' | 'chance' | 'leaf';

/** Codes of `Tree.kind`. */
export const NODE_MAX = 0;
export const NODE_MIN = 1;
export const NODE_CHANCE = 2;
export const NODE_LEAF = 3;

/** Kind names by code. */
export const NODE_KIND_NAMES: readonly TreeNodeKind[] = ['max', 'min', 'chance', 'leaf'];

/** The limits a tree must keep (each has its own error, problems.ts). */
export const TREE_LIMITS = {
	/** Deepest leaf, in levels below the root (the root is level 0). */
	maxDepth: 12,
	/** Nodes in all, root and leaves included. */
	maxNodes: 100_000,
	/** Children of one node: the record keeps a node's pruned children in a 16-bit mask. */
	maxChildren: 16,
	/** |leaf value| at most this, so that every value and window fits the record's 16-bit fields too. */
	maxAbsValue: 30_000,
	/** Probabilities of a chance node must sum to 1 within this. */
	probabilityTolerance: 1e-9
} as const;

/**
 * A tree, breadth-first (see the module doc). Every array has `count` entries. Immutable once built.
 */
export interface Tree {
	readonly count: number;
	readonly rootPlayer: RootPlayer;
	/** NODE_MAX, NODE_MIN, NODE_CHANCE or NODE_LEAF. A leaf's player follows from its parent. */
	readonly kind: Uint8Array;
	/** Parent id, -1 for the root. */
	readonly parent: Int32Array;
	/** Id of the first child; for a leaf, the id its first child would have (unused). */
	readonly firstChild: Int32Array;
	/** Number of children, 0 for a leaf. */
	readonly childCount: Uint8Array;
	/** Levels below the root. */
	readonly depth: Uint8Array;
	/** A leaf's value; NaN for an inner node. */
	readonly leafValue: Float64Array;
	/** Probability of the node under its chance parent; 1 under a decision node and at the root. */
	readonly probability: Float64Array;
	/** 1 when a chance node was written with explicit probabilities (`?[0.25: a, 0.75: b]`). */
	readonly explicitProbabilities: Uint8Array;
	/** The deepest level (0 for a lone leaf). */
	readonly height: number;
	/** Number of chance nodes. */
	readonly chanceCount: number;
}

/**
 * A tree as nested values, what `buildTree` takes: a number is a leaf, an array a decision node,
 * `{ chance: [...] }` a chance node whose entries are nested trees (equal probabilities) or
 * `{ p, node }` pairs (explicit probabilities, all or none).
 */
export type NestedTree =
	| number
	| readonly NestedTree[]
	| {
			readonly chance: readonly (NestedTree | { readonly p: number; readonly node: NestedTree })[];
	  };

/**
 * Builds a tree from nested values (tests, lessons, the random generator), with the same checks as
 * the parser (problems.ts), positions reported as line 1, column 1.
 * @throws TreeError for a tree the parser would refuse.
 */
export function buildTree(nested: NestedTree, rootPlayer: RootPlayer = 'max'): Tree {
	void nested;
	void rootPlayer;
	throw new Error('not yet');
}

/** Ids of node i's children, in the order written. */
export function childIds(tree: Tree, i: number): number[] {
	const out: number[] = [];
	for (let k = 0; k < tree.childCount[i]; k++) out.push(tree.firstChild[i] + k);
	return out;
}

/** Kind of node i as a name. */
export function nodeKind(tree: Tree, i: number): TreeNodeKind {
	return NODE_KIND_NAMES[tree.kind[i]];
}

/** True when node i is a leaf. */
export function isTreeLeaf(tree: Tree, i: number): boolean {
	return tree.kind[i] === NODE_LEAF;
}

/**
 * The player whose value a node takes: MAX or MIN for decision nodes; for a leaf or a chance node,
 * the player who would move there (a leaf under MAX is MIN's, under a chance node the player the
 * chance node hands on). Used by the record (the stepper's max/min side) and by negamax's sign.
 */
export function playerAt(tree: Tree, i: number): 'max' | 'min' {
	void tree;
	void i;
	throw new Error('not yet');
}

/** Ids of every leaf, in breadth-first order. */
export function leafIds(tree: Tree): number[] {
	const out: number[] = [];
	for (let i = 0; i < tree.count; i++) if (tree.kind[i] === NODE_LEAF) out.push(i);
	return out;
}
