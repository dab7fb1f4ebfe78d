/**
 * Alpha-beta facts read back from a record, with their numbers: the pruning test at a node after
 * some of its children returned, and where each end of a node's window came from. Replays the loop
 * of search.ts through the stepper's `scanFrame` (fail-soft alpha-beta, Knuth & Moore 1975).
 */
import {
	cellsOfMask,
	childrenOf,
	hasCutoff,
	isMaximizer,
	nodeAlpha,
	nodeBeta,
	prunedMask
} from '../engine/index';
import { scanFrame, type StepIndex } from '../stepper/index';
import type { ChildValue, PruneTest } from './feedback-types';
import { childValue } from './kind-module';

type NodeMap = (i: number) => number;
const identity: NodeMap = (i) => i;

/**
 * The pruning test at node a once its children with index < stop have returned: "alpha >= beta" at a
 * max node, "beta <= alpha" at a min node. With stop = a + 1 it is the entry window (no child yet).
 */
export function pruneTestAt(
	index: StepIndex,
	a: number,
	stop: number,
	map: NodeMap = identity
): PruneTest {
	const scan = scanFrame(index, a, stop);
	return {
		node: map(a),
		maximizing: isMaximizer(index.record, a),
		alpha: scan.alpha,
		beta: scan.beta,
		fires: index.alphaBeta && scan.alpha >= scan.beta
	};
}

/** A cutoff at node a: the test after its last searched child, that child, and the pruned cells. */
export interface CutoffFacts {
	node: number;
	test: PruneTest;
	after: ChildValue;
	pruned: number[];
	/** The `cutoff` step. */
	step: number;
}

/** The cutoff at node a, or null when none happened. Node indices mapped by `map`. */
export function cutoffAt(index: StepIndex, a: number, map: NodeMap = identity): CutoffFacts | null {
	const { record } = index;
	if (!hasCutoff(record, a)) return null;
	const children = childrenOf(record, a);
	const last = children[children.length - 1];
	return {
		node: map(a),
		test: pruneTestAt(index, a, record.end[a], map),
		after: childValue(record, last, map),
		pruned: cellsOfMask(prunedMask(record, a)),
		step: index.stepStart[a] + index.stepCount[a] - 2
	};
}

/** Where one end of a node's entry window came from. */
export interface WindowOrigin {
	value: number;
	/** The ancestor whose earlier child set this end (a max node for alpha, min for beta); null: infinite. */
	source: number | null;
	/** That child as the ancestor saw it; null with `source`. */
	child: ChildValue | null;
}

/**
 * The origin of alpha (or beta) at node i: walks up while the end was inherited unchanged from the
 * parent's window; the first ancestor that changed it did so with the best of its earlier children.
 */
export function windowOrigin(
	index: StepIndex,
	i: number,
	end: 'alpha' | 'beta',
	map: NodeMap = identity
): WindowOrigin {
	const { record } = index;
	const windowEnd = end === 'alpha' ? nodeAlpha : nodeBeta;
	const value = windowEnd(record, i);
	for (let c = i; c > 0; c = record.parent[c]) {
		const p = record.parent[c];
		if (windowEnd(record, p) !== windowEnd(record, c)) {
			const scan = scanFrame(index, p, c);
			return { value, source: map(p), child: childValue(record, scan.bestChild, map) };
		}
	}
	return { value, source: null, child: null };
}
