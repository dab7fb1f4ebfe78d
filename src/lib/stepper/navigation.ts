/**
 * Debugger-style navigation over the steps: each function returns the target step number, or null
 * when there is nowhere to go (the UI disables the control). Every target is O(log n + depth).
 */
import { checkStep, lastEnteredAt, ownerOf, type StepIndex } from './steps';

function lastStepOf(index: StepIndex, i: number): number {
	return index.stepStart[i] + index.stepCount[i] - 1;
}

/**
 * The next step, k + 1; null at the last step.
 * @throws RangeError when k is not a step number.
 */
export function stepForwardTarget(index: StepIndex, k: number): number | null {
	checkStep(index, k);
	return k + 1 < index.total ? k + 1 : null;
}

/**
 * The previous step, k - 1; null at step 0.
 * @throws RangeError when k is not a step number.
 */
export function stepBackTarget(index: StepIndex, k: number): number | null {
	checkStep(index, k);
	return k > 0 ? k - 1 : null;
}

/**
 * Step into: the `enter` step of the next child to be searched, else the next step. In this step
 * sequence (steps.ts) a child's `enter` always directly follows the step before it (the parent's
 * `enter` or its `update` after the previous child), so the target is always k + 1; null at the
 * last step.
 * @throws RangeError when k is not a step number.
 */
export function stepIntoTarget(index: StepIndex, k: number): number | null {
	return stepForwardTarget(index, k);
}

/**
 * Step over: at a node's `enter` step, that node's last step (its `return`, or `choose` at the root),
 * skipping its subtree; elsewhere, when the next step enters a child, that child's `return`
 * (the child's subtree is skipped, its value is shown coming back); otherwise the next step.
 * Null at the last step.
 * @throws RangeError when k is not a step number.
 */
export function stepOverTarget(index: StepIndex, k: number): number | null {
	checkStep(index, k);
	if (k + 1 >= index.total) return null;
	const entered = lastEnteredAt(index, k);
	if (index.stepStart[entered] === k) return lastStepOf(index, entered);
	const next = lastEnteredAt(index, k + 1);
	if (index.stepStart[next] === k + 1) return lastStepOf(index, next);
	return k + 1;
}

/**
 * Step out: the parent's step right after the current node returns (its `update` after this child).
 * At the root, its `choose` step (the end of the search); null when already there.
 * @throws RangeError when k is not a step number.
 */
export function stepOutTarget(index: StepIndex, k: number): number | null {
	checkStep(index, k);
	const node = ownerOf(index, k, lastEnteredAt(index, k));
	const last = lastStepOf(index, node);
	if (node === 0) return k < last ? last : null;
	return last + 1;
}
