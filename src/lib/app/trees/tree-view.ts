/**
 * What each node of the tree page's picture shows at a step of the search (pure, no DOM): whether
 * it is unvisited, on the call stack or returned, the current node, pruned (from the step of the
 * cutoff that prunes it on), on the principal variation (once the search is over), its value with
 * its bound once it has returned (negamax: its negamax value), the window [alpha, beta] while it
 * is on the call stack, and its accessible name. Node ids are the tree's (breadth first); the
 * search's record indexes are mapped through `recordNodeOf`.
 */
import { BOUND_NAMES, FLAG_CUTOFF, nodeValue, type Bound } from '$lib/engine';
import { nodeStatus, type StepIndex, type StepState } from '$lib/stepper';
import { nodeKind, nodeName, viewBound, type Tree, type TreeSearch } from '$lib/trees';
import type { TreeNodeLabel } from '$lib/i18n/tree-page-messages';

/** One node as drawn. */
export interface NodeView {
	readonly id: number;
	/** Letters for an inner node, the value for a leaf. */
	readonly name: string;
	readonly status: 'unvisited' | 'open' | 'returned';
	readonly current: boolean;
	readonly pruned: boolean;
	readonly pv: boolean;
	/** The value beside the node (with its bound), or null. */
	readonly value: string | null;
	/** The window while on the call stack, or null. */
	readonly window: string | null;
	/** A short note beside the node (negamax's sign), or null. */
	readonly badge: string | null;
	/** The probability on the edge from a chance parent, when written, else null. */
	readonly probability: string | null;
	/** Marked by the student (practice). */
	readonly marked: boolean;
	/** aria-pressed for a toggle (practice marks), null for a plain button. */
	readonly pressed: boolean | null;
	readonly label: string;
}

/** How numbers and labels are written (the page's language). */
export interface ViewWords {
	number: (v: number) => string;
	valueWithBound: (v: number, bound: Bound) => string;
	window: (alpha: string, beta: string) => string;
	negamaxSign: (sign: 1 | -1) => string;
	nodeLabel: (parts: TreeNodeLabel) => string;
}

/** What the picture is asked to show. */
export interface ViewInput {
	readonly tree: Tree;
	readonly search: TreeSearch | null;
	readonly index: StepIndex | null;
	readonly state: StepState | null;
	/** Show the search (false in practice, before the answer is checked). */
	readonly showSearch: boolean;
	/** Leaves marked by the student. */
	readonly marked?: ReadonlySet<number>;
	/** Leaves are toggles (the pruned-leaves exercise). */
	readonly toggles?: boolean;
}

/**
 * Per tree id, the step from which it is drawn pruned (its cutoff's step), or Infinity when the
 * search examines it. A cutoff step is the step just before the node's last step (`return`, or
 * `choose` at the root): stepper/steps.ts.
 */
export function prunedFrom(tree: Tree, search: TreeSearch, index: StepIndex): Float64Array {
	const from = new Float64Array(tree.count).fill(Infinity);
	for (let id = 1; id < tree.count; id++) {
		if (search.recordNodeOf[id] >= 0) continue;
		const parent = tree.parent[id];
		const r = search.recordNodeOf[parent];
		if (r >= 0) {
			from[id] =
				search.record.flags[r] & FLAG_CUTOFF
					? index.stepStart[r] + index.stepCount[r] - 2
					: index.total - 1;
		} else from[id] = from[parent];
	}
	return from;
}

/**
 * The principal variation as tree ids: from the root, the first child in search order whose value
 * is the node's (a chance node ends it). Empty without a search.
 */
export function principalVariation(search: TreeSearch): number[] {
	const { record } = search;
	const out = [search.treeNodeOf[0]];
	let r = 0;
	while (record.end[r] > r + 1 && !(record.abstract && record.abstract.kind[r] === 2)) {
		const v = nodeValue(record, r);
		let next = -1;
		for (let c = r + 1; c < record.end[r]; c = record.end[c]) {
			if (nodeValue(record, c) === v) {
				next = c;
				break;
			}
		}
		if (next < 0) break;
		out.push(search.treeNodeOf[next]);
		r = next;
	}
	return out;
}

/**
 * The views of every node at the input's step. O(n + depth).
 * @param pruned `prunedFrom` of the same search (cached by the caller), or null.
 */
export function nodeViews(
	input: ViewInput,
	words: ViewWords,
	pruned: Float64Array | null,
	pv: ReadonlySet<number>
): NodeView[] {
	const { tree, search, index, state, showSearch } = input;
	const k = state?.k ?? 0;
	const atEnd = index !== null && state !== null && k === index.total - 1;
	const negamax = search?.algorithm === 'negamax';
	const views: NodeView[] = new Array(tree.count);
	for (let id = 0; id < tree.count; id++) {
		const kind = nodeKind(tree, id);
		const name = nodeName(tree, id);
		const r = search ? search.recordNodeOf[id] : -1;
		let status: NodeView['status'] = 'unvisited';
		let current = false;
		let isPruned = false;
		let value: string | null = null;
		let window: string | null = null;
		let badge: string | null = null;
		if (showSearch && search && index && state) {
			if (r >= 0) {
				status = nodeStatus(index, state, r);
				current = state.node === r;
				if (status === 'returned' && kind !== 'leaf') {
					const bound = BOUND_NAMES[viewBound(search, r)];
					const v = nodeValue(search.record, r);
					value = words.valueWithBound(negamax ? search.sign[r] * v : v, bound);
				}
				if (status === 'open' && search.stepOptions.alphaBeta) {
					const frame = state.stack[search.record.depth[r]];
					if (frame && frame.node === r) {
						const a = negamax && search.sign[r] < 0 ? -frame.beta : frame.alpha;
						const b = negamax && search.sign[r] < 0 ? -frame.alpha : frame.beta;
						window = words.window(words.number(a), words.number(b));
					}
				}
				if (negamax && kind !== 'leaf' && status !== 'unvisited') {
					badge = words.negamaxSign(search.sign[r] as 1 | -1);
				}
			} else if (pruned && k >= pruned[id]) isPruned = true;
		}
		const parent = tree.parent[id];
		const probability =
			parent >= 0 && tree.explicitProbabilities[parent] ? words.number(tree.probability[id]) : null;
		const marked = input.marked?.has(id) ?? false;
		const onPv = showSearch && atEnd && pv.has(id);
		views[id] = {
			id,
			name,
			status,
			current,
			pruned: isPruned,
			pv: onPv,
			value,
			window,
			badge,
			probability,
			marked,
			pressed: input.toggles && kind === 'leaf' ? marked : null,
			label: words.nodeLabel({
				name,
				kind,
				value,
				window,
				pruned: isPruned,
				current,
				marked
			})
		};
	}
	return views;
}

/** How a call-stack frame's running value is written (the page's language). */
export interface FrameBestWords {
	number: (v: number) => string;
	/** A decision node's best child value so far. */
	best: (value: string) => string;
	/** A chance node's probability-weighted sum so far (expectimax). */
	sumSoFar: (value: string) => string;
	/** Before any child has returned. */
	noBest: string;
}

/**
 * The running value of the call-stack frame at record node r: `best` is the stepper frame's best
 * (src/lib/stepper), the weighted sum so far at a chance node, the best so far elsewhere (negamax:
 * in the view of the player to move there).
 */
export function frameBestText(
	search: TreeSearch,
	r: number,
	best: number | null,
	words: FrameBestWords
): string {
	if (best === null || !Number.isFinite(best)) return words.noBest;
	const id = search.treeNodeOf[r];
	if (nodeKind(search.tree, id) === 'chance') return words.sumSoFar(words.number(best));
	const v = search.algorithm === 'negamax' ? search.sign[r] * best + 0 : best;
	return words.best(words.number(v));
}
