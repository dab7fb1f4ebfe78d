/**
 * Jumping between cutoffs: the steps at which the pruning test succeeds and prunes at least one
 * child (a `cutoff` step whose `pruned` list is not empty), and the next or previous one from any
 * step. A cutoff after the last legal move prunes nothing and is not a target. The list is built
 * once per step index in O(n + c log c) for c cutoffs and kept; each jump is then a binary search.
 */
import { hasCutoff, prunedMask } from '../engine/index';
import { checkStep, type StepIndex } from './steps';

const cache = new WeakMap<StepIndex, Int32Array>();

/**
 * The step numbers of every cutoff that prunes at least one child, ascending (empty without
 * alpha-beta). A node's `cutoff` step is the step before its last (steps.ts), so the list comes
 * from the record alone; the result is cached per index and must not be modified.
 */
export function pruningCutoffSteps(index: StepIndex): Int32Array {
	let steps = cache.get(index);
	if (steps) return steps;
	const { record, stepStart, stepCount } = index;
	const found: number[] = [];
	for (let i = 0; i < record.count; i++) {
		if (hasCutoff(record, i) && prunedMask(record, i) !== 0) {
			found.push(stepStart[i] + stepCount[i] - 2);
		}
	}
	// A child's cutoff comes before its parent's although the child's node number is larger.
	steps = Int32Array.from(found).sort();
	cache.set(index, steps);
	return steps;
}

/** The position of the first entry of `steps` greater than `k` (binary search). */
function firstAfter(steps: Int32Array, k: number): number {
	let lo = 0;
	let hi = steps.length;
	while (lo < hi) {
		const mid = (lo + hi) >>> 1;
		if (steps[mid] <= k) lo = mid + 1;
		else hi = mid;
	}
	return lo;
}

/**
 * The first step after k at which a cutoff prunes children; null when none follows.
 * @throws RangeError when k is not a step number.
 */
export function nextCutoffTarget(index: StepIndex, k: number): number | null {
	checkStep(index, k);
	const steps = pruningCutoffSteps(index);
	const at = firstAfter(steps, k);
	return at < steps.length ? steps[at] : null;
}

/**
 * The last step before k at which a cutoff prunes children; null when none comes before.
 * @throws RangeError when k is not a step number.
 */
export function previousCutoffTarget(index: StepIndex, k: number): number | null {
	checkStep(index, k);
	const steps = pruningCutoffSteps(index);
	const at = firstAfter(steps, k - 1) - 1;
	return at >= 0 ? steps[at] : null;
}
