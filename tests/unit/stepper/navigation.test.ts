/**
 * navigation.ts: the targets, pinned on XOX/.O./X.. with alpha-beta (the step list is in
 * step.test.ts), compared with targets found by scanning the naive reference's step list on
 * several positions, and checked by properties on the empty-board alpha-beta search.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	enterStep,
	exitStep,
	stepAt,
	stepBackTarget,
	stepForwardTarget,
	stepIntoTarget,
	stepOutTarget,
	stepOverTarget,
	type Step
} from '$lib/stepper';
import { referenceSteps } from '../fixtures/stepper-reference';
import { expectStepRangeChecked, stepIndexOf, XOX } from '../fixtures/steps';

const xox = stepIndexOf(XOX, { alphaBeta: true });

/** The depth penalty follows alpha-beta in these cases. */
const build = (text: string, alphaBeta: boolean) =>
	stepIndexOf(text, { alphaBeta, depthPenalty: alphaBeta });

describe('pinned targets on XOX/.O./X.. with alpha-beta (56 steps)', () => {
	it('forward and back', () => {
		expect([
			stepForwardTarget(xox, 0),
			stepForwardTarget(xox, 54),
			stepForwardTarget(xox, 55)
		]).toEqual([1, 55, null]);
		expect([stepBackTarget(xox, 0), stepBackTarget(xox, 1), stepBackTarget(xox, 55)]).toEqual([
			null,
			0,
			54
		]);
	});

	it('into: the first child is entered at the next step', () => {
		expect(stepIntoTarget(xox, 0)).toBe(enterStep(xox, 1));
		expect(stepIntoTarget(xox, 6)).toBe(enterStep(xox, 4)); // update at X6, then O9 is entered
		expect([stepIntoTarget(xox, 4), stepIntoTarget(xox, 55)]).toEqual([5, null]);
	});

	it('over', () => {
		expect(stepOverTarget(xox, 0)).toBe(55); // root entered: straight to choose
		expect(stepOverTarget(xox, 1)).toBe(33); // O4 entered: to its return
		expect(stepOverTarget(xox, 3)).toBe(5); // a finished game entered: to its return
		expect(stepOverTarget(xox, 6)).toBe(13); // update at X6; O9 is next: to O9's return
		expect(stepOverTarget(xox, 34)).toBe(41); // root update; O6 is next: to its return (<= -8)
		expect(stepOverTarget(xox, 5)).toBe(6); // a return: the parent's update is next
		expect(stepOverTarget(xox, 12)).toBe(13); // a cutoff: the return is next
		expect(stepOverTarget(xox, 55)).toBeNull();
	});

	it('out', () => {
		expect(stepOutTarget(xox, 8)).toBe(11); // in X8 (draw): O9's update after it
		expect(stepOutTarget(xox, 3)).toBe(6);
		expect(stepOutTarget(xox, 12)).toBe(14); // O9's cutoff: X6's update after O9
		expect(stepOutTarget(xox, 13)).toBe(14); // O9's return: the next step
		expect(stepOutTarget(xox, 0)).toBe(55); // the root: to choose
		expect(stepOutTarget(xox, 34)).toBe(55);
		expect(stepOutTarget(xox, 55)).toBeNull();
	});
});

/** Targets found by scanning the reference's list forward (linear, for tests only). */
function scanTargets(steps: Step[], k: number) {
	const s = steps[k];
	const firstAfter = (from: number, ok: (t: Step) => boolean): number | null => {
		for (let j = from; j < steps.length; j++) if (ok(steps[j])) return j;
		return null;
	};
	const isExitOf = (node: number) => (t: Step) =>
		t.node === node && (t.kind === 'return' || t.kind === 'choose');
	let over: number | null;
	if (k + 1 >= steps.length) over = null;
	else if (s.kind === 'enter') over = firstAfter(k, isExitOf(s.node));
	else if (steps[k + 1].kind === 'enter') over = firstAfter(k + 1, isExitOf(steps[k + 1].node));
	else over = k + 1;
	const out =
		s.node === 0
			? k + 1 < steps.length
				? steps.length - 1
				: null
			: firstAfter(k, (t) => t.kind === 'update' && t.child === s.node);
	return { into: k + 1 < steps.length ? k + 1 : null, over, out };
}

describe('targets equal a scan of the reference list', () => {
	it.each([
		['XOX/.O./X..', true],
		['XOX/.O./X..', false],
		['XO./.X./O..', true],
		['X.O/.X./...', true],
		['XXX/OO./...', true]
	] as const)('%s alpha-beta %s', (text, alphaBeta) => {
		const index = build(text, alphaBeta);
		const ref = referenceSteps(index.record, index).steps;
		for (let k = 0; k < index.total; k++) {
			expect({
				into: stepIntoTarget(index, k),
				over: stepOverTarget(index, k),
				out: stepOutTarget(index, k)
			}).toEqual(scanTargets(ref, k));
		}
	});
});

describe('properties on the empty-board alpha-beta search', () => {
	const index = build('.........', true);

	it('over from an enter lands on the same node exit; out lands on the parent update', () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: index.total - 2 }), (k) => {
				const s = stepAt(index, k);
				const over = stepOverTarget(index, k) as number;
				const out = stepOutTarget(index, k) as number;
				expect(over).toBeGreaterThan(k);
				expect(out).toBeGreaterThan(k);
				if (s.kind === 'enter') expect(over).toBe(exitStep(index, s.node));
				if (s.node !== 0) {
					const t = stepAt(index, out);
					expect([t.kind, t.node, t.child]).toEqual(['update', s.parent, s.node]);
				} else expect(out).toBe(index.total - 1);
			}),
			{ numRuns: 1000, seed: 3 }
		);
	});
});

describe('bad step numbers', () => {
	it.each(
		Object.entries({
			stepForwardTarget,
			stepBackTarget,
			stepIntoTarget,
			stepOverTarget,
			stepOutTarget
		})
	)('%s throws a RangeError naming the valid range', (_name, fn) => {
		expectStepRangeChecked(fn);
	});
});
