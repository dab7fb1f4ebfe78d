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

import { TreeError } from './problems';

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
	probabilityTolerance: 1e-9,
	/**
	 * The text of a tree read by the command line (`--tree`, `--tree-file`, `--tree -`), in UTF-8
	 * bytes: room for `maxNodes` nodes with explicit probabilities and indentation (a 100,000-node
	 * tree of five-digit leaves written on one line is about 800 kB).
	 */
	maxTextBytes: 4_000_000
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
	/**
	 * The player to move at the node, NODE_MAX or NODE_MIN: a decision node's own kind; at a chance
	 * node or a leaf, the player who would move there (see the module doc).
	 */
	readonly player: Uint8Array;
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
 * the parser (problems.ts), reported at line 0, column 0 (no place: the tree was not typed).
 * @throws TreeError for a tree the parser would refuse.
 */
export function buildTree(nested: NestedTree, rootPlayer: RootPlayer = 'max'): Tree {
	return flattenTree(fromNested(nested, 0, { nodes: 0 }), rootPlayer);
}

/**
 * A node as the parser (or buildTree) reads it, before the tree is laid out breadth first. `at` is
 * the offset in the text where it starts (0 for buildTree).
 */
export interface TreeSyntax {
	readonly value: number | null;
	readonly chance: boolean;
	readonly children: readonly TreeSyntax[];
	/** Explicit probabilities of a chance node's children, or null (equal). */
	readonly probabilities: readonly number[] | null;
	readonly at: number;
}

function fromNested(n: NestedTree, depth: number, count: { nodes: number }): TreeSyntax {
	const place = { line: 0, column: 0 };
	if (++count.nodes > TREE_LIMITS.maxNodes) {
		throw new TreeError({ kind: 'too-many-nodes', max: TREE_LIMITS.maxNodes, ...place });
	}
	if (depth > TREE_LIMITS.maxDepth) {
		throw new TreeError({ kind: 'too-deep', max: TREE_LIMITS.maxDepth, ...place });
	}
	if (typeof n === 'number') {
		if (!Number.isFinite(n))
			throw new TreeError({ kind: 'non-numeric-leaf', word: String(n), ...place });
		if (Math.abs(n) > TREE_LIMITS.maxAbsValue) {
			throw new TreeError({
				kind: 'value-range',
				value: String(n),
				max: TREE_LIMITS.maxAbsValue,
				...place
			});
		}
		return { value: n + 0, chance: false, children: [], probabilities: null, at: 0 };
	}
	const chance = !Array.isArray(n);
	const entries = (chance ? (n as { chance: readonly unknown[] }).chance : n) as readonly (
		NestedTree | { p: number; node: NestedTree }
	)[];
	if (entries.length === 0) throw new TreeError({ kind: 'empty-list', ...place });
	if (entries.length > TREE_LIMITS.maxChildren) {
		throw new TreeError({ kind: 'too-many-children', max: TREE_LIMITS.maxChildren, ...place });
	}
	const isPair = (e: unknown): e is { p: number; node: NestedTree } =>
		typeof e === 'object' && e !== null && !Array.isArray(e) && 'p' in e;
	const pairs = entries.filter(isPair).length;
	if (pairs > 0 && !chance) throw new TreeError({ kind: 'probability-outside-chance', ...place });
	if (pairs > 0 && pairs < entries.length)
		throw new TreeError({ kind: 'probability-mixed', ...place });
	const probabilities = pairs > 0 ? entries.map((e) => (e as { p: number }).p) : null;
	if (probabilities) checkProbabilities(probabilities, place);
	const children = entries.map((e) => fromNested(isPair(e) ? e.node : e, depth + 1, count));
	return { value: null, chance, children, probabilities, at: 0 };
}

/**
 * Checks a chance node's explicit probabilities: each from 0 to 1, summing to 1 (within
 * TREE_LIMITS.probabilityTolerance).
 * @throws TreeError 'probability-range' or 'probability-sum' at `place`.
 */
export function checkProbabilities(
	ps: readonly number[],
	place: { line: number; column: number }
): void {
	for (const p of ps) {
		if (!(p >= 0 && p <= 1))
			throw new TreeError({ kind: 'probability-range', value: String(p), ...place });
	}
	const sum = ps.reduce((a, b) => a + b, 0);
	if (Math.abs(sum - 1) > TREE_LIMITS.probabilityTolerance) {
		throw new TreeError({ kind: 'probability-sum', sum, ...place });
	}
}

/** Lays out a checked syntax tree breadth first (the module doc), players alternating. */
export function flattenTree(root: TreeSyntax, rootPlayer: RootPlayer): Tree {
	const nodes: TreeSyntax[] = [root];
	for (let i = 0; i < nodes.length; i++) nodes.push(...nodes[i].children);
	const n = nodes.length;
	const kind = new Uint8Array(n);
	const parent = new Int32Array(n);
	const firstChild = new Int32Array(n);
	const childCount = new Uint8Array(n);
	const depth = new Uint8Array(n);
	const player = new Uint8Array(n);
	const leafValue = new Float64Array(n).fill(NaN);
	const probability = new Float64Array(n).fill(1);
	const explicitProbabilities = new Uint8Array(n);
	parent[0] = -1;
	player[0] = rootPlayer === 'max' ? NODE_MAX : NODE_MIN;
	let next = 1;
	let height = 0;
	let chanceCount = 0;
	for (let i = 0; i < n; i++) {
		const s = nodes[i];
		firstChild[i] = next;
		childCount[i] = s.children.length;
		if (s.value !== null) {
			kind[i] = NODE_LEAF;
			leafValue[i] = s.value;
			if (depth[i] > height) height = depth[i];
			continue;
		}
		kind[i] = s.chance ? NODE_CHANCE : player[i];
		if (s.chance) chanceCount++;
		if (s.probabilities) explicitProbabilities[i] = 1;
		const below = s.chance ? player[i] : player[i] === NODE_MAX ? NODE_MIN : NODE_MAX;
		for (let k = 0; k < s.children.length; k++) {
			const c = next + k;
			parent[c] = i;
			depth[c] = depth[i] + 1;
			player[c] = below;
			probability[c] = s.chance
				? s.probabilities
					? s.probabilities[k]
					: 1 / s.children.length
				: 1;
		}
		next += s.children.length;
	}
	return {
		count: n,
		rootPlayer,
		kind,
		parent,
		firstChild,
		childCount,
		depth,
		player,
		leafValue,
		probability,
		explicitProbabilities,
		height,
		chanceCount
	};
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

/**
 * The player whose value a node takes: MAX or MIN for decision nodes; for a leaf or a chance node,
 * the player who would move there (a leaf under MAX is MIN's, under a chance node the player the
 * chance node hands on). Used by the record (the stepper's max/min side) and by negamax's sign.
 */
export function playerAt(tree: Tree, i: number): 'max' | 'min' {
	return tree.player[i] === NODE_MAX ? 'max' : 'min';
}

/** Ids of every leaf, in breadth-first order. */
export function leafIds(tree: Tree): number[] {
	const out: number[] = [];
	for (let i = 0; i < tree.count; i++) if (tree.kind[i] === NODE_LEAF) out.push(i);
	return out;
}

/** The leaves under tree node t (t itself if a leaf), left to right as written. */
export function leavesUnder(tree: Tree, t: number): number[] {
	const out: number[] = [];
	const stack = [t];
	while (stack.length) {
		const x = stack.pop()!;
		if (tree.kind[x] === NODE_LEAF) {
			out.push(x);
			continue;
		}
		for (let c = tree.firstChild[x] + tree.childCount[x] - 1; c >= tree.firstChild[x]; c--)
			stack.push(c);
	}
	return out;
}
