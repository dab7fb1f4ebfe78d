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
import {
	ABSTRACT_CHANCE,
	ABSTRACT_MAX,
	ABSTRACT_MIN,
	allocateRecordArrays,
	BOUND_EXACT,
	BOUND_LOWER,
	BOUND_UPPER,
	FLAG_CUTOFF,
	FLAG_HORIZON,
	NEG_INF,
	POS_INF,
	recordArraysOver,
	recordBuffer,
	type RecordArrays,
	type SearchRecord
} from '../engine/record';
import type { StepOptions } from '../stepper/steps';
import { nodeName } from './names';
import { TreeError } from './problems';
import { NODE_CHANCE, NODE_LEAF, NODE_MAX, type Tree } from './tree';

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
	const s = new Recorder(tree, algorithm, searchOrder(tree, order, settings.childOrder));
	const value = algorithm === 'negamax' ? s.negamaxRoot() : s.visit(0, -1, 0, -Infinity, Infinity);
	return s.finish(value, order);
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
 * written" (Recorder.kids fills them in).
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

const int16 = (v: number) => Math.max(NEG_INF + 1, Math.min(POS_INF - 1, Math.round(v)));
const windowEnd = (v: number) => (v === -Infinity ? NEG_INF : v === Infinity ? POS_INF : int16(v));

/** Records one search into record arrays of capacity tree.count (every node at most once). */
class Recorder {
	private readonly a: RecordArrays;
	private readonly kind: Uint8Array;
	private readonly value: Float64Array;
	private readonly alpha: Float64Array;
	private readonly beta: Float64Array;
	private readonly probability: Float64Array;
	private readonly alphaOut: Float64Array;
	private readonly betaOut: Float64Array;
	private readonly sign: Int8Array;
	private readonly treeNodeOf: Int32Array;
	private readonly recordNodeOf: Int32Array;
	private readonly evaluated: number[] = [];
	private readonly cutoffs: TreeCutoff[] = [];
	private n = 0;
	private readonly pruning: boolean;

	constructor(
		private readonly tree: Tree,
		private readonly algorithm: TreeAlgorithm,
		private readonly children: readonly (readonly number[])[]
	) {
		const m = tree.count;
		this.a = allocateRecordArrays(m);
		this.kind = new Uint8Array(m);
		this.value = new Float64Array(m);
		this.alpha = new Float64Array(m);
		this.beta = new Float64Array(m);
		this.probability = new Float64Array(m);
		this.alphaOut = new Float64Array(m);
		this.betaOut = new Float64Array(m);
		this.sign = new Int8Array(m);
		this.treeNodeOf = new Int32Array(m);
		this.recordNodeOf = new Int32Array(m).fill(-1);
		this.pruning = algorithm === 'alpha-beta' || algorithm === 'negamax';
	}

	/** The children of tree node t in search order (as written when no order was computed). */
	private kids(t: number): readonly number[] {
		const given = this.children[t];
		if (given) return given;
		const f = this.tree.firstChild[t];
		const out: number[] = [];
		for (let c = f; c < f + this.tree.childCount[t]; c++) out.push(c);
		return out;
	}

	/** Phase 1 of every visit: a new record node for tree node t, entered with [alpha, beta]. */
	private open(t: number, parent: number, depth: number, alpha: number, beta: number): number {
		const i = this.n++;
		const { tree, a } = this;
		a.parent[i] = parent;
		a.depth[i] = depth;
		a.move[i] = parent < 0 ? -1 : t - tree.firstChild[tree.parent[t]];
		a.alpha[i] = windowEnd(alpha);
		a.beta[i] = windowEnd(beta);
		this.alpha[i] = alpha;
		this.beta[i] = beta;
		this.kind[i] =
			tree.kind[t] === NODE_CHANCE
				? ABSTRACT_CHANCE
				: tree.player[t] === NODE_MAX
					? ABSTRACT_MAX
					: ABSTRACT_MIN;
		this.sign[i] = tree.kind[t] === NODE_CHANCE || tree.player[t] === NODE_MAX ? 1 : -1;
		this.probability[i] = tree.probability[t];
		this.treeNodeOf[i] = t;
		this.recordNodeOf[t] = i;
		return i;
	}

	/** The last phase: the node's value, bound, window at return, pruned mask, flags and end. */
	private close(
		i: number,
		v: number,
		bound: number,
		lo: number,
		hi: number,
		flags: number,
		pruned: number
	): void {
		const { a } = this;
		this.value[i] = v;
		a.value[i] = int16(v);
		a.bound[i] = bound;
		this.alphaOut[i] = lo;
		this.betaOut[i] = hi;
		a.flags[i] = flags;
		a.pruned[i] = pruned;
		a.end[i] = this.n;
	}

	/** A leaf: evaluated, exact. */
	private leaf(i: number, t: number, alpha: number, beta: number): number {
		const v = this.tree.leafValue[t];
		this.evaluated.push(t);
		this.close(i, v, BOUND_EXACT, alpha, beta, FLAG_HORIZON, 0);
		return v;
	}

	/** The cutoff at record node i after `child`: the children after it in `order` are pruned. */
	private cut(
		i: number,
		t: number,
		child: number,
		rest: readonly number[],
		lo: number,
		hi: number
	): number {
		const tree = this.tree;
		let mask = 0;
		for (const c of rest) mask |= 1 << (c - tree.firstChild[t]);
		this.cutoffs.push({
			node: t,
			recordNode: i,
			type: tree.kind[t] === NODE_MAX ? 'beta' : 'alpha',
			alpha: lo,
			beta: hi,
			child,
			prunedChildren: rest,
			prunedLeaves: rest.flatMap((c) => leavesUnder(tree, c))
		});
		return mask;
	}

	/**
	 * Minimax, alpha-beta (fail-soft, as the engine's search-game.ts) and expectimax, MAX's view.
	 * Without pruning the window stays [-inf, +inf].
	 */
	visit(t: number, parent: number, depth: number, alpha: number, beta: number): number {
		const tree = this.tree;
		// 1. Enter the node.
		const i = this.open(t, parent, depth, alpha, beta);
		// 2. A leaf: its value.
		if (tree.kind[t] === NODE_LEAF) return this.leaf(i, t, alpha, beta);
		const kids = this.kids(t);
		// 3. A chance node: the probability-weighted average, every child with the full window.
		if (tree.kind[t] === NODE_CHANCE) {
			let sum = 0;
			for (const c of kids)
				sum += tree.probability[c] * this.visit(c, i, depth + 1, -Infinity, Infinity);
			this.close(i, sum, BOUND_EXACT, alpha, beta, 0, 0);
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
			if (this.pruning && !(lo < hi)) throw new Error('Window invariant alpha < beta broken.');
			const v = this.visit(kids[k], i, depth + 1, lo, hi);
			if (max ? v > best : v < best) best = v;
			if (this.pruning) {
				if (max && best > lo) lo = best;
				if (!max && best < hi) hi = best;
				// 5. The pruning test: a beta cutoff at a MAX node, an alpha cutoff at a MIN node.
				if (lo >= hi) {
					flags = FLAG_CUTOFF;
					pruned = this.cut(i, t, kids[k], kids.slice(k + 1), lo, hi);
					break;
				}
			}
		}
		// 6. The value with its bound (fail-soft: outside the window it is only a bound).
		const bound = best <= alpha ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT;
		this.close(i, best, bound, lo, hi, flags, pruned);
		return best;
	}

	/**
	 * Negamax with alpha-beta (Knuth and Moore 1975): one maximizing function, values from the view
	 * of the player to move (color +1 for MAX, -1 for MIN), a child's value negated on return, the
	 * window [alpha, beta] handed down as [-beta, -alpha]. The record stores everything in MAX's view
	 * (value * color) so that the stepper replays it; `sign` keeps the color per node.
	 */
	negamaxRoot(): number {
		const color = this.tree.player[0] === NODE_MAX ? 1 : -1;
		return color * this.nega(0, -1, 0, -Infinity, Infinity, color);
	}

	private nega(
		t: number,
		parent: number,
		depth: number,
		alpha: number,
		beta: number,
		color: number
	): number {
		const tree = this.tree;
		const maxView = (lo: number, hi: number): [number, number] =>
			color > 0 ? [lo, hi] : [-hi, -lo];
		const [ea, eb] = maxView(alpha, beta);
		const i = this.open(t, parent, depth, ea, eb);
		if (tree.kind[t] === NODE_LEAF) {
			this.leaf(i, t, ea, eb);
			return color * tree.leafValue[t];
		}
		const kids = this.kids(t);
		let best = -Infinity;
		let lo = alpha;
		let flags = 0;
		let pruned = 0;
		for (let k = 0; k < kids.length; k++) {
			if (!(lo < beta)) throw new Error('Window invariant alpha < beta broken.');
			const v = -this.nega(kids[k], i, depth + 1, -beta, -lo, -color);
			if (v > best) best = v;
			if (best > lo) lo = best;
			if (lo >= beta) {
				flags = FLAG_CUTOFF;
				const [ca, cb] = maxView(lo, beta);
				pruned = this.cut(i, t, kids[k], kids.slice(k + 1), ca, cb);
				break;
			}
		}
		// In the node's own view: upper bound at or below alpha, lower at or above beta; in MAX's
		// view a MIN node's bounds swap.
		const own = best <= alpha ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT;
		const bound =
			color > 0 || own === BOUND_EXACT ? own : own === BOUND_UPPER ? BOUND_LOWER : BOUND_UPPER;
		const [ra, rb] = maxView(lo, beta);
		this.close(i, color * best, bound, ra, rb, flags, pruned);
		return best;
	}

	finish(value: number, order: TreeOrder): TreeSearch {
		const count = this.n;
		const arrays = recordArraysOver(recordBuffer(this.a as unknown as SearchRecord), count);
		const cut = <T extends Float64Array | Uint8Array | Int8Array | Int32Array>(x: T) =>
			x.slice(0, count) as T;
		const record: SearchRecord = {
			count,
			rootMover: 'X',
			abstract: {
				kind: cut(this.kind),
				value: cut(this.value),
				alpha: cut(this.alpha),
				beta: cut(this.beta),
				probability: cut(this.probability)
			},
			...arrays
		};
		const tree = this.tree;
		const pruned = leavesUnder(tree, 0).filter((t) => this.recordNodeOf[t] < 0);
		let bestChild: number | null = null;
		if (tree.kind[0] !== NODE_LEAF && tree.kind[0] !== NODE_CHANCE) {
			for (let c = 1; c < count; c = arrays.end[c]) {
				if (this.value[c] === this.value[0]) {
					bestChild = this.treeNodeOf[c];
					break;
				}
			}
		}
		return {
			tree,
			algorithm: this.algorithm,
			order,
			record,
			stepOptions: { alphaBeta: this.pruning, depthPenalty: false },
			value,
			nodeCount: count,
			bestChild,
			treeNodeOf: cut(this.treeNodeOf),
			recordNodeOf: this.recordNodeOf,
			evaluatedLeaves: this.evaluated,
			prunedLeaves: pruned,
			cutoffs: this.cutoffs,
			alphaAtReturn: cut(this.alphaOut),
			betaAtReturn: cut(this.betaOut),
			sign: cut(this.sign)
		};
	}
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

/**
 * The negamax view of record node i: its value and window from the view of the player to move there
 * (value * sign; the window [alpha, beta] becomes [-beta, -alpha] at MIN's nodes).
 */
export function negamaxView(
	search: TreeSearch,
	recordNode: number
): { value: number; alpha: number; beta: number; sign: 1 | -1 } {
	const ab = search.record.abstract!;
	const sign = search.sign[recordNode] < 0 ? -1 : 1;
	const v = ab.value[recordNode];
	const a = ab.alpha[recordNode];
	const b = ab.beta[recordNode];
	return sign > 0
		? { value: v, alpha: a, beta: b, sign }
		: { value: -v + 0, alpha: -b, beta: -a, sign };
}

/**
 * The bound of record node i's value as a view shows it: the record's bound (MAX's view) for every
 * algorithm but negamax; under negamax, the bound in the view of the player to move at the node,
 * where a MIN node's value is negated and so its bound swaps (a MAX-view upper bound "<= 2" reads
 * as the lower bound ">= -2"). Returns BOUND_EXACT, BOUND_LOWER or BOUND_UPPER (engine/record).
 */
export function viewBound(search: TreeSearch, recordNode: number): number {
	const b = search.record.bound[recordNode];
	if (search.algorithm !== 'negamax' || search.sign[recordNode] >= 0 || b === BOUND_EXACT) return b;
	return b === BOUND_UPPER ? BOUND_LOWER : BOUND_UPPER;
}
