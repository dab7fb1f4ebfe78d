/**
 * The recorder of the searches on an abstract tree (search.ts, negamax.ts): the engine's one record
 * layout (src/lib/engine/record.ts), written by the engine's record writer (record-writer.ts), with the abstract fields (exact values, windows, probabilities)
 * and the per-node negamax sign, the map between tree nodes and record nodes, the leaves evaluated
 * and the cutoffs with the leaves they prune.
 */
import {
	ABSTRACT_CHANCE,
	ABSTRACT_MAX,
	ABSTRACT_MIN,
	allocateRecordArrays,
	BOUND_EXACT,
	FLAG_HORIZON,
	NEG_INF,
	POS_INF,
	recordArraysOver,
	type SearchRecord
} from '../engine/record';
import { RecordWriter } from '../engine/record-writer';
import { leavesUnder, NODE_CHANCE, NODE_LEAF, NODE_MAX, type Tree } from './tree';
import type { TreeAlgorithm, TreeCutoff, TreeOrder, TreeSearch } from './search';

const int16 = (v: number) => Math.max(NEG_INF + 1, Math.min(POS_INF - 1, Math.round(v)));
const windowEnd = (v: number) => (v === -Infinity ? NEG_INF : v === Infinity ? POS_INF : int16(v));

/**
 * Records one search of `tree` into record arrays of capacity tree.count (every node at most once):
 * the searches (search.ts, negamax.ts) open a record node when they enter a tree node, close it with
 * its value, bound and window at return, and note the leaves evaluated and the cutoffs; `finish`
 * returns the TreeSearch.
 */
export class SearchRecorder {
	private readonly w = new RecordWriter();
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
	/** Alpha-beta or negamax: the window narrows and children may be pruned. */
	readonly pruning: boolean;

	constructor(
		readonly tree: Tree,
		readonly algorithm: TreeAlgorithm,
		private readonly children: readonly (readonly number[])[]
	) {
		const m = tree.count;
		this.w.over(allocateRecordArrays(m));
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
	kids(t: number): readonly number[] {
		const given = this.children[t];
		if (given) return given;
		const f = this.tree.firstChild[t];
		const out: number[] = [];
		for (let c = f; c < f + this.tree.childCount[t]; c++) out.push(c);
		return out;
	}

	/** Phase 1 of every visit: a new record node for tree node t, entered with [alpha, beta]. */
	open(t: number, parent: number, depth: number, alpha: number, beta: number): number {
		const i = this.n++;
		const { tree, w } = this;
		w.node(i, parent, parent < 0 ? -1 : t - tree.firstChild[tree.parent[t]], depth, 0, 0);
		w.window(i, windowEnd(alpha), windowEnd(beta));
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
	close(
		i: number,
		v: number,
		bound: number,
		lo: number,
		hi: number,
		flags: number,
		pruned: number
	): void {
		this.value[i] = v;
		this.alphaOut[i] = lo;
		this.betaOut[i] = hi;
		this.w.done(i, int16(v), bound, pruned, flags, this.n);
	}

	/** A leaf: evaluated, exact. */
	leaf(i: number, t: number, alpha: number, beta: number): number {
		const v = this.tree.leafValue[t];
		this.evaluated.push(t);
		this.close(i, v, BOUND_EXACT, alpha, beta, FLAG_HORIZON, 0);
		return v;
	}

	/** The cutoff at record node i after `child`: the children after it in `order` are pruned. */
	cut(
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

	/** The search recorded, whose root value is `value`, searched in move order `order`. */
	finish(value: number, order: TreeOrder): TreeSearch {
		const count = this.n;
		const arrays = recordArraysOver(this.w.buffer, count);
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
