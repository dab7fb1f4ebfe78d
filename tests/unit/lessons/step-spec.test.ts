/** Step specs resolved on XOX/.O./X.. with alpha-beta (56 steps), against the stepper. */
import { describe, expect, it } from 'vitest';
import { hasCutoff, parsePosition, search } from '$lib/engine/index';
import { buildStepIndex, cutoffStep, enterStep, exitStep, stepAt } from '$lib/stepper/index';
import {
	LessonError,
	firstCutoffStep,
	nodeAtPath,
	resolveStep,
	type StepSpec
} from '$lib/lessons/index';

const ab = search(parsePosition('XOX/.O./X..'), { alphaBeta: true });
const index = buildStepIndex(ab.record, ab.options);
const plain = search(parsePosition('XOX/.O./X..'), { alphaBeta: false });
const plainIndex = buildStepIndex(plain.record, plain.options);

function codeOf(spec: StepSpec, on = index): string | null {
	try {
		resolveStep(on, spec);
		return null;
	} catch (e) {
		if (!(e instanceof LessonError)) throw e;
		return e.code;
	}
}

describe('resolveStep', () => {
	it('start and end', () => {
		expect(resolveStep(index, 'start')).toBe(0);
		expect(resolveStep(index, 'end')).toBe(55);
		expect(stepAt(index, 55).kind).toBe('choose');
	});

	it('an absolute step, checked', () => {
		expect(resolveStep(index, { kind: 'step', step: 17 })).toBe(17);
		expect(codeOf({ kind: 'step', step: 56 })).toBe('no-such-step');
		expect(codeOf({ kind: 'step', step: -1 })).toBe('no-such-step');
		expect(codeOf({ kind: 'step', step: 2.5 })).toBe('no-such-step');
	});

	it('enter, evaluate, exit, update and cutoff of a path', () => {
		const n = nodeAtPath(ab.record, [5]);
		expect(resolveStep(index, { kind: 'enter', path: [5] })).toBe(enterStep(index, n));
		expect(resolveStep(index, { kind: 'exit', path: [5] })).toBe(exitStep(index, n));
		expect(resolveStep(index, { kind: 'update', path: [5] })).toBe(exitStep(index, n) + 1);
		expect(stepAt(index, exitStep(index, n) + 1)).toMatchObject({ kind: 'update', child: n });
		expect(resolveStep(index, { kind: 'cutoff', path: [5] })).toBe(cutoffStep(index, n));
		const leaf = nodeAtPath(ab.record, [3, 5, 7]);
		const k = resolveStep(index, { kind: 'evaluate', path: [3, 5, 7] });
		expect(stepAt(index, k)).toMatchObject({ kind: 'evaluate', node: leaf });
	});

	it('names what is missing', () => {
		expect(codeOf({ kind: 'enter', path: [0] })).toBe('no-such-node'); // cell 1 is taken
		expect(codeOf({ kind: 'enter', path: [5, 7] })).toBe('no-such-node'); // pruned
		expect(codeOf({ kind: 'evaluate', path: [3] })).toBe('not-a-leaf');
		expect(codeOf({ kind: 'cutoff', path: [3] })).toBe('no-cutoff');
		expect(codeOf({ kind: 'update', path: [] })).toBe('no-parent');
		expect(codeOf({ kind: 'first-cutoff' }, plainIndex)).toBe('no-cutoff');
	});
});

describe('firstCutoffStep', () => {
	it('the earliest cutoff step, not the lowest node with a cutoff', () => {
		const steps: number[] = [];
		for (let i = 0; i < ab.record.count; i++)
			if (hasCutoff(ab.record, i)) steps.push(cutoffStep(index, i));
		expect(firstCutoffStep(index)).toBe(Math.min(...steps));
		expect(firstCutoffStep(index)).toBe(12);
		expect(resolveStep(index, { kind: 'first-cutoff' })).toBe(12);
	});

	it('with prunes: the earliest cutoff that prunes a move', () => {
		expect(firstCutoffStep(index, true)).toBe(22);
		expect(stepAt(index, 22).pruned).toEqual([8]);
		expect(stepAt(index, 12).pruned).toEqual([]);
	});

	it('-1 without alpha-beta', () => {
		expect(firstCutoffStep(plainIndex)).toBe(-1);
	});
});
