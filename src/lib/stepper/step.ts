/**
 * Decoding one step from the step index: `stepAt(index, k)` in O(log n + depth), plus the per-frame
 * scan (best so far and window of a node after some of its children returned) that stateAt shares.
 */
import {
	cellsOfMask,
	hasCutoff,
	isHorizon,
	isChance,
	isMaximizer,
	isTableHit,
	nodeAlpha,
	nodeBeta,
	nodeBound,
	nodeOutcome,
	nodeValue,
	prunedMask,
	prunedMoves,
	recordGame,
	type Outcome
} from '../engine/index';
import { pseudoLineOf } from './pseudocode';
import type { Step, StepKind, WindowChange } from './step-types';
import { checkStep, isLeaf, lastEnteredAt, ownerOf, type StepIndex } from './steps';

/** A node's frame after some of its children returned: window, best so far and the best child. */
export interface FrameScan {
	alpha: number;
	beta: number;
	/** +-Infinity before any child. */
	best: number;
	/** -1 before any child. */
	bestChild: number;
}

/**
 * Replays the loop of search.ts at inner node `a` over its children with index < `stop` (pass
 * `record.end[a]` for all of them), using their recorded values. O(children) <= O(16). At a chance
 * node of an abstract tree (src/lib/trees), `best` is the probability-weighted sum so far and
 * `bestChild` the last child summed; the window does not move.
 */
export function scanFrame(index: StepIndex, a: number, stop: number): FrameScan {
	const { record } = index;
	const { end } = record;
	const maximizing = isMaximizer(record, a);
	let lo = nodeAlpha(record, a);
	let hi = nodeBeta(record, a);
	if (isChance(record, a)) {
		const p = record.abstract!.probability;
		let sum = 0;
		let last = -1;
		for (let c = a + 1; c < stop; c = end[c]) {
			sum += p[c] * nodeValue(record, c);
			last = c;
		}
		return { alpha: lo, beta: hi, best: last < 0 ? 0 : sum, bestChild: last };
	}
	let best = maximizing ? -Infinity : Infinity;
	let bestChild = -1;
	for (let c = a + 1; c < stop; c = end[c]) {
		const v = nodeValue(record, c);
		if (maximizing ? v > best : v < best) {
			best = v;
			bestChild = c;
		}
		if (index.alphaBeta) {
			if (maximizing && best > lo) lo = best;
			if (!maximizing && best < hi) hi = best;
		}
	}
	return { alpha: lo, beta: hi, best, bestChild };
}

function evaluationOf(index: StepIndex, outcome: Outcome | null): 'win' | 'loss' | 'draw' | null {
	if (outcome === null) return null;
	if (outcome === 'draw') return 'draw';
	return outcome === index.record.rootMover ? 'win' : 'loss';
}

/** A table hit's steps highlight the lookup line, a horizon leaf's the evaluation line. */
function leafKind(index: StepIndex, a: number): 'lookup' | 'heuristic' | null {
	if (isTableHit(index.record, a)) return 'lookup';
	return isHorizon(index.record, a) ? 'heuristic' : null;
}

function cellOf(index: StepIndex, node: number | null): number | null {
	if (node === null || node < 0) return null;
	const m = index.record.move[node];
	return m < 0 ? null : m;
}

/**
 * Decodes step k owned by node a (a's step range must contain k and k must not fall inside a
 * child's range). O(9).
 */
export function decodeStep(index: StepIndex, k: number, a: number): Step {
	const { record, stepStart, stepCount } = index;
	const { end, parent, depth } = record;
	const leaf = isLeaf(record, a);
	const maximizing = isMaximizer(record, a);
	const outcome = nodeOutcome(record, a);
	const evaluation = evaluationOf(index, outcome);
	const s0 = stepStart[a];
	const last = s0 + stepCount[a] - 1;
	const entryAlpha = nodeAlpha(record, a);
	const entryBeta = nodeBeta(record, a);
	const initialBest = leaf ? null : isChance(record, a) ? 0 : maximizing ? -Infinity : Infinity;

	let kind: StepKind;
	let child: number | null = null;
	let stepValue: number | null = null;
	let bound: Step['bound'] = null;
	let before: FrameScan | null = null;
	let after: FrameScan | null = null;
	let improved = false;
	let windowChange: WindowChange = null;
	let pruned: number[] = [];

	if (k === s0) {
		kind = 'enter';
	} else if (leaf) {
		const middle = isTableHit(record, a)
			? 'lookup'
			: isHorizon(record, a)
				? 'heuristic'
				: 'evaluate';
		kind = k === last ? (a === 0 ? 'choose' : 'return') : middle;
		stepValue = nodeValue(record, a);
		bound = middle === 'lookup' ? nodeBound(record, a) : 'exact';
	} else {
		// Walk the children: the update after child c is at stepStart[c] + stepCount[c].
		let updateChild = -1;
		for (let c = a + 1; c < end[a]; c = end[c]) {
			if (stepStart[c] + stepCount[c] === k) {
				updateChild = c;
				break;
			}
		}
		if (updateChild >= 0) {
			kind = 'update';
			child = updateChild;
			stepValue = nodeValue(record, updateChild);
			bound = nodeBound(record, updateChild);
			before = scanFrame(index, a, updateChild);
			after = scanFrame(index, a, end[updateChild]);
			improved = after.bestChild === updateChild;
			if (after.alpha !== before.alpha) windowChange = 'alpha';
			else if (after.beta !== before.beta) windowChange = 'beta';
		} else {
			after = scanFrame(index, a, end[a]);
			before = after;
			if (k === last) {
				kind = a === 0 ? 'choose' : 'return';
				stepValue = nodeValue(record, a);
				bound = nodeBound(record, a);
				if (kind === 'choose') child = after.bestChild;
			} else if (hasCutoff(record, a) && k === last - 1) {
				kind = 'cutoff';
				stepValue = nodeValue(record, a);
				bound = nodeBound(record, a);
				// Ultimate tic-tac-toe records a count of pruned moves, not a mask: its reader lists them.
				pruned =
					recordGame(record).board === 'nine-boards'
						? prunedMoves(record, a)
						: cellsOfMask(prunedMask(record, a));
			} else {
				throw new RangeError(`Step ${k} is not a step of node ${a}.`);
			}
		}
	}

	const bestAfter = after ? (after.bestChild < 0 ? initialBest : after.best) : initialBest;
	const bestBefore = before ? (before.bestChild < 0 ? initialBest : before.best) : initialBest;
	const bestChild = after && after.bestChild >= 0 ? after.bestChild : null;
	return {
		k,
		kind,
		node: a,
		parent: parent[a],
		depth: depth[a],
		move: cellOf(index, a),
		maximizing,
		leaf,
		child,
		childMove: cellOf(index, child),
		value: stepValue,
		bound,
		outcome,
		evaluation,
		alphaBefore: before ? before.alpha : entryAlpha,
		betaBefore: before ? before.beta : entryBeta,
		alpha: after ? after.alpha : entryAlpha,
		beta: after ? after.beta : entryBeta,
		bestBefore,
		best: bestAfter,
		bestChild,
		bestMove: cellOf(index, bestChild),
		improved,
		windowChange,
		pruned,
		pseudoLine: pseudoLineOf(index, kind, maximizing, evaluation, leafKind(index, a))
	};
}

/**
 * The step numbered k, decoded. O(log n + depth): a binary search for the last node entered, a walk
 * up to the node that owns step k, and a scan of at most 9 children.
 * @throws RangeError when k is not an integer in 0..index.total-1.
 */
export function stepAt(index: StepIndex, k: number): Step {
	checkStep(index, k);
	return decodeStep(index, k, ownerOf(index, k, lastEnteredAt(index, k)));
}
