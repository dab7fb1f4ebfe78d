/** Bad input: step numbers and node indices out of range or not integers throw a RangeError. */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine/index';
import {
	buildStepIndex,
	cutoffStep,
	enterStep,
	exitStep,
	hasReturned,
	nodeAtStep,
	stateAt,
	stepAt,
	stepBackTarget,
	stepForwardTarget,
	stepIntoTarget,
	stepOutTarget,
	stepOverTarget
} from '$lib/stepper/index';

const result = search(parsePosition('XOX/.O./X..'), { alphaBeta: true });
const index = buildStepIndex(result.record, result.options);

describe('bad step numbers', () => {
	const fns = {
		stepAt,
		stateAt,
		nodeAtStep,
		stepForwardTarget,
		stepBackTarget,
		stepIntoTarget,
		stepOverTarget,
		stepOutTarget
	};
	it.each(Object.entries(fns))('%s throws a RangeError naming the valid range', (_name, fn) => {
		for (const k of [-1, 56, 1.5, Number.NaN, Infinity]) {
			expect(() => fn(index, k)).toThrow(RangeError);
			expect(() => fn(index, k)).toThrow(
				`Step ${k} does not exist: expected an integer from 0 to 55.`
			);
		}
		expect(() => fn(index, 0)).not.toThrow();
		expect(() => fn(index, 55)).not.toThrow();
	});
});

describe('bad node indices', () => {
	it.each([
		['enterStep', (i: number) => enterStep(index, i)],
		['exitStep', (i: number) => exitStep(index, i)],
		['cutoffStep', (i: number) => cutoffStep(index, i)],
		['hasReturned', (i: number) => hasReturned(index, 0, i)]
	] as const)('%s throws a RangeError', (_name, fn) => {
		for (const i of [-1, 15, 0.5]) {
			expect(() => fn(i)).toThrow(RangeError);
			expect(() => fn(i)).toThrow(`Node ${i} does not exist: the record has 15 nodes.`);
		}
	});

	it('nodeAtStep names the owner of a step', () => {
		expect([nodeAtStep(index, 0), nodeAtStep(index, 14), nodeAtStep(index, 55)]).toEqual([0, 2, 0]);
	});
});
