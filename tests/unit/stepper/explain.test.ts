/** Explanations are typed values: the step's kind and its numbers, cells 0-8, no sentence. */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine';
import { en, explanationText, type StepMessages } from '$lib/i18n';
import { buildStepIndex, explainStep, stepAt, type StepIndex } from '$lib/stepper';

function build(text: string, alphaBeta: boolean, depthPenalty: boolean): StepIndex {
	const result = search(parsePosition(text), { alphaBeta, depthPenalty });
	return buildStepIndex(result.record, result.options);
}

describe('explainStep', () => {
	const index = build('XOX/.O./X..', true, true);

	it.each([
		[
			0,
			{
				kind: 'enter',
				root: true,
				cell: null,
				played: null,
				depth: 0,
				toMove: 'O',
				maximizing: true,
				finished: false,
				alphaBeta: true,
				alpha: -Infinity,
				beta: Infinity
			}
		],
		[
			4,
			{ kind: 'evaluate', outcome: 'O', evaluation: 'win', depth: 3, depthPenalty: true, score: 7 }
		],
		[13, { kind: 'return', value: 0, bound: 'upper', leaf: false, cell: 8 }],
		[40, { kind: 'cutoff', maximizing: false, alpha: 7, beta: -8, pruned: [7, 8] }],
		[55, { kind: 'choose', cell: 7, value: 9 }]
	])('step %i', (k, value) => {
		expect(explainStep(index, stepAt(index, k))).toEqual(value);
	});

	it('gives an update its window change and the pruning test', () => {
		expect(explainStep(index, stepAt(index, 11))).toMatchObject({
			kind: 'update',
			cell: 7,
			value: 0,
			improved: true,
			windowChange: 'beta',
			betaBefore: Infinity,
			beta: 0,
			alpha: 7,
			cutoff: true
		});
	});

	it('passes the numbers to any language: the catalogue writes them, cells numbered 1-9', () => {
		const calls: unknown[] = [];
		const spy: StepMessages = {
			...en.steps,
			cutoff: (p) => {
				calls.push(p);
				return 'coupure';
			}
		};
		expect(explanationText(spy, explainStep(index, stepAt(index, 40)))).toBe('coupure');
		expect(calls).toEqual([
			{ kind: 'cutoff', maximizing: false, alpha: 7, beta: -8, pruned: [7, 8] }
		]);
		expect(explanationText(en.steps, explainStep(index, stepAt(index, 40)))).toBe(
			'beta -8 <= alpha 7, an alpha cutoff: moves 8 and 9 are pruned.'
		);
	});
});
