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
 */
import type { SearchRecord } from '../engine/record';
import type { StepOptions } from '../stepper/steps';
import type { Tree } from './tree';

/** The algorithms, by the names links and the CLI use. */
export type TreeAlgorithm = 'minimax' | 'alpha-beta' | 'negamax' | 'expectimax';
export const TREE_ALGORITHMS: readonly TreeAlgorithm[] = [
	'minimax',
	'alpha-beta',
	'negamax',
	'expectimax'
];

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
	/** Record index -> tree id. */
	readonly treeNodeOf: Int32Array;
	/** Tree id -> record index, -1 for a node never examined (pruned). */
	readonly recordNodeOf: Int32Array;
	/** Tree ids of the leaves evaluated, in the order evaluated. */
	readonly evaluatedLeaves: readonly number[];
	/** Tree ids of the leaves never evaluated (pruned), left to right (breadth-first id order). */
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
	void tree;
	void settings;
	throw new Error('not yet');
}

/**
 * The negamax view of record node i: its value and window from the view of the player to move there
 * (value * sign; the window [alpha, beta] becomes [-beta, -alpha] at MIN's nodes).
 */
export function negamaxView(
	search: TreeSearch,
	recordNode: number
): { value: number; alpha: number; beta: number; sign: 1 | -1 } {
	void search;
	void recordNode;
	throw new Error('not yet');
}
