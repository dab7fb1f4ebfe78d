/**
 * The four searches on an abstract tree (tree.ts), recorded into the engine's one record layout
 * (src/lib/engine/record.ts) so that the same stepper (src/lib/stepper) and tree views replay them:
 * - minimax: every node examined;
 * - alpha-beta: fail-soft, as the engine's search (search-game.ts) and the textbook's ALPHA-BETA-SEARCH
 *   (Russell and Norvig, Figure 5.7): alpha kept from one child to the next, the pruning test
 *   alpha >= beta after each child (a beta cutoff at a MAX node, an alpha cutoff at a MIN node), the
 *   value a bound when it falls outside the window it was searched with;
 * - negamax: the same search as alpha-beta written with one maximizing function and sign flips
 *   (Knuth and Moore 1975): each node's negamax value is sign * value, sign +1 at MAX's nodes and
 *   -1 at MIN's, recorded per node (`sign`);
 * - expectimax: minimax whose chance nodes take the probability-weighted average of their
 *   children (expectiminimax, Russell and Norvig 5.5); no pruning.
 *
 * Node count: every node examined, the root included (pruned children are not examined).
 *
 * This file: the settings and the result's shape, the search order, and the minimax / alpha-beta /
 * expectimax visit; negamax is negamax.ts and the recording search-recorder.ts.
 */
import {
	BOUND_EXACT,
	BOUND_LOWER,
	BOUND_UPPER,
	FLAG_CUTOFF,
	type SearchRecord
} from '../engine/record';
import type { StepOptions } from '../stepper/steps';
import { nodeName } from './names';
import { negamaxSearch } from './negamax';
import { TreeError } from './problems';
import { SearchRecorder } from './search-recorder';
import { NODE_CHANCE, NODE_LEAF, NODE_MAX, type Tree } from './tree';

/** The algorithms, by the names links and the CLI use. */
export const TREE_ALGORITHMS = ['minimax', 'alpha-beta', 'negamax', 'expectimax'] as const;

/** One algorithm. */
export type TreeAlgorithm = (typeof TREE_ALGORITHMS)[number];

/**
 * Move order: the children as written; best first (each decision node's children sorted by their
 * minimax value, best for the player to move first: the best case of pruning); worst first (the
 * worst case). Ties keep the order written. Chance nodes keep the order written.
 */
export type TreeOrder = 'as-given' | 'best-first' | 'worst-first';
export const TREE_ORDERS: readonly TreeOrder[] = ['as-given', 'best-first', 'worst-first'];

/** What to search. */
export interface TreeSearchSettings {
	readonly algorithm: TreeAlgorithm;
	/** Default 'as-given'. */
	readonly order?: TreeOrder;
	/**
	 * Children order by node, overriding `order` where given: tree id -> the node's child ids in the
	 * order to search them (a permutation of childIds). The practice "best move order" uses it.
	 */
	readonly childOrder?: ReadonlyMap<number, readonly number[]>;
}

/** A cutoff: the pruning test succeeded at `node` after some child; what it pruned. */
export interface TreeCutoff {
	/** Tree id of the node, and its record index. */
	readonly node: number;
	readonly recordNode: number;
	/** 'beta' at a MAX node (alpha >= beta), 'alpha' at a MIN node (beta <= alpha). */
	readonly type: 'beta' | 'alpha';
	/** The window right after the child that caused it (alpha >= beta). */
	readonly alpha: number;
	readonly beta: number;
	/** Tree id of the child whose value caused it. */
	readonly child: number;
	/** Tree ids of the children never searched (in search order; may be empty). */
	readonly prunedChildren: readonly number[];
	/** Tree ids of the leaves under them (and the pruned children that are leaves), left to right. */
	readonly prunedLeaves: readonly number[];
}

/**
 * A recorded search on a tree. `record` is an ordinary SearchRecord whose `abstract` fields carry
 * the exact values, windows, node kinds and probabilities (record.ts); give it with `stepOptions` to
 * `buildStepIndex` and every stepper function works on it. In the record, `move` of a node is its
 * position (0-based) among its parent's children as written, whatever the search order.
 */
export interface TreeSearch {
	readonly tree: Tree;
	readonly algorithm: TreeAlgorithm;
	readonly order: TreeOrder;
	readonly record: SearchRecord;
	/** What buildStepIndex needs: alpha-beta for 'alpha-beta' and 'negamax'. */
	readonly stepOptions: StepOptions;
	/** The root's value (for negamax too, from MAX's view; `sign` gives negamax's own values). */
	readonly value: number;
	/** Nodes examined, the root included (= record.count). */
	readonly nodeCount: number;
	/**
	 * Tree id of the root's chosen child: the first in search order to reach the root's value (the
	 * stepper's `choose`); null when the root is a leaf or a chance node.
	 */
	readonly bestChild: number | null;
	/** Record index -> tree id. */
	readonly treeNodeOf: Int32Array;
	/** Tree id -> record index, -1 for a node never examined (pruned). */
	readonly recordNodeOf: Int32Array;
	/** Tree ids of the leaves evaluated, in the order evaluated. */
	readonly evaluatedLeaves: readonly number[];
	/** Tree ids of the leaves never evaluated (pruned), left to right as drawn (depth first, as written). */
	readonly prunedLeaves: readonly number[];
	/** Every cutoff, in the order they happened. */
	readonly cutoffs: readonly TreeCutoff[];
	/** Per record node: the window when the node returns (after its last child). Leaves: entry window. */
	readonly alphaAtReturn: Float64Array;
	readonly betaAtReturn: Float64Array;
	/** Per record node: +1 at MAX's nodes, -1 at MIN's (negamax's sign flip; chance nodes +1). */
	readonly sign: Int8Array;
}

/**
 * Searches `tree` and records the search.
 * @throws TreeError 'chance-node' when the tree has chance nodes and the algorithm is not expectimax.
 * @throws RangeError for a childOrder entry that is not a permutation of the node's children.
 */
export function searchTree(tree: Tree, settings: TreeSearchSettings): TreeSearch {
	const { algorithm } = settings;
	const order = settings.order ?? 'as-given';
	if (algorithm !== 'expectimax' && tree.chanceCount > 0) {
		let first = 0;
		while (tree.kind[first] !== NODE_CHANCE) first++;
		throw new TreeError({ kind: 'chance-node', algorithm, node: nodeName(tree, first) });
	}
	const r = new SearchRecorder(tree, algorithm, searchOrder(tree, order, settings.childOrder));
	const value =
		algorithm === 'negamax' ? negamaxSearch(r) : visit(r, 0, -1, 0, -Infinity, Infinity);
	return r.finish(value, order);
}

/** Minimax value of every tree node (chance nodes: the weighted average), bottom-up. */
export function minimaxValues(tree: Tree): Float64Array {
	const v = new Float64Array(tree.count);
	for (let i = tree.count - 1; i >= 0; i--) {
		const k = tree.kind[i];
		if (k === NODE_LEAF) {
			v[i] = tree.leafValue[i];
			continue;
		}
		const f = tree.firstChild[i];
		const n = tree.childCount[i];
		let acc = k === NODE_CHANCE ? 0 : k === NODE_MAX ? -Infinity : Infinity;
		for (let c = f; c < f + n; c++) {
			if (k === NODE_CHANCE) acc += tree.probability[c] * v[c];
			else if (k === NODE_MAX) acc = Math.max(acc, v[c]);
			else acc = Math.min(acc, v[c]);
		}
		v[i] = acc;
	}
	return v;
}

/**
 * The children of every inner node in the order to search them; entries left empty mean "as
 * written" (SearchRecorder.kids fills them in).
 */
function searchOrder(
	tree: Tree,
	order: TreeOrder,
	overrides: ReadonlyMap<number, readonly number[]> | undefined
): (readonly number[])[] {
	const values = order === 'as-given' ? null : minimaxValues(tree);
	const out: (readonly number[])[] = new Array(tree.count);
	// As written and nothing overridden: the visits list the children of the nodes they examine.
	if (!values && !overrides) return out;
	for (let i = 0; i < tree.count; i++) {
		const f = tree.firstChild[i];
		const kids: number[] = [];
		for (let c = f; c < f + tree.childCount[i]; c++) kids.push(c);
		const given = overrides?.get(i);
		if (given) {
			const sorted = [...given].sort((a, b) => a - b);
			if (sorted.length !== kids.length || sorted.some((c, k) => c !== kids[k])) {
				throw new RangeError(`The order given for node ${i} is not a permutation of its children.`);
			}
			out[i] = [...given];
			continue;
		}
		if (values && tree.kind[i] !== NODE_CHANCE && tree.kind[i] !== NODE_LEAF) {
			// Best for the player to move first (best-first) or last (worst-first); sort is stable.
			const up = (tree.kind[i] === NODE_MAX) === (order === 'best-first');
			kids.sort((a, b) => (up ? values[b] - values[a] : values[a] - values[b]));
		}
		out[i] = kids;
	}
	return out;
}

/**
 * Minimax, alpha-beta (fail-soft, as the engine's search-game.ts) and expectimax, MAX's view,
 * recorded by `r`. Without pruning the window stays [-inf, +inf].
 */
function visit(
	r: SearchRecorder,
	t: number,
	parent: number,
	depth: number,
	alpha: number,
	beta: number
): number {
	const tree = r.tree;
	// 1. Enter the node.
	const i = r.open(t, parent, depth, alpha, beta);
	// 2. A leaf: its value.
	if (tree.kind[t] === NODE_LEAF) return r.leaf(i, t, alpha, beta);
	const kids = r.kids(t);
	// 3. A chance node: the probability-weighted average, every child with the full window.
	if (tree.kind[t] === NODE_CHANCE) {
		let sum = 0;
		for (const c of kids)
			sum += tree.probability[c] * visit(r, c, i, depth + 1, -Infinity, Infinity);
		r.close(i, sum, BOUND_EXACT, alpha, beta, 0, 0);
		return sum;
	}
	// 4. A decision node: the children in search order; the window narrows with alpha-beta.
	const max = tree.kind[t] === NODE_MAX;
	let best = max ? -Infinity : Infinity;
	let lo = alpha;
	let hi = beta;
	let flags = 0;
	let pruned = 0;
	for (let k = 0; k < kids.length; k++) {
		if (r.pruning && !(lo < hi)) throw new Error('Window invariant alpha < beta broken.');
		const v = visit(r, kids[k], i, depth + 1, lo, hi);
		if (max ? v > best : v < best) best = v;
		if (r.pruning) {
			if (max && best > lo) lo = best;
			if (!max && best < hi) hi = best;
			// 5. The pruning test: a beta cutoff at a MAX node, an alpha cutoff at a MIN node.
			if (lo >= hi) {
				flags = FLAG_CUTOFF;
				pruned = r.cut(i, t, kids[k], kids.slice(k + 1), lo, hi);
				break;
			}
		}
	}
	// 6. The value with its bound (fail-soft: outside the window it is only a bound).
	const bound = best <= alpha ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT;
	r.close(i, best, bound, lo, hi, flags, pruned);
	return best;
}
