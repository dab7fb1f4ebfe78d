/**
 * Kind `window` on `XOX/.O./X..` with alpha-beta and the depth penalty: alpha and beta on entry to a
 * node, each end traced to the ancestor's child that set it; swapped ends, a stale alpha and an
 * empty window are mistakes.
 */
import { describe, expect, it } from 'vitest';
import { buildStepIndex, stepAt } from '$lib/stepper/index';
import { checkAnswer, hintFor, solutionFor, type WindowExercise } from '$lib/practice/index';
import { XOX, exerciseWith, node, xoxRecord } from '../helpers';

const ab = xoxRecord(true, true);
const base = exerciseWith('window', XOX, { depthPenalty: true });
const at = (path: string): WindowExercise => ({ ...base, node: node(ab, path) });

describe('cell 5 then X on 3: window (7, +inf)', () => {
	const ex = at('53');

	it('is correct, alpha set by the root after cell 3 scored 7, beta still infinite', () => {
		const f = checkAnswer(ex, { kind: 'window', alpha: 7, beta: Infinity });
		expect(f.verdict).toBe('correct');
		expect(f.explanation).toEqual([
			{
				code: 'window-end',
				end: 'alpha',
				value: 7,
				source: 0,
				child: { node: node(ab, '3'), cell: 3, value: 7, bound: 'exact' }
			},
			{ code: 'window-end', end: 'beta', value: Infinity, source: null, child: null }
		]);
		const step = stepAt(buildStepIndex(ab, base.options), f.step as number);
		expect([step.kind, step.node]).toEqual(['enter', node(ab, '53')]);
	});

	it('alpha and beta swapped is one mistake, "swapped"', () => {
		const f = checkAnswer(ex, { kind: 'window', alpha: Infinity, beta: 7 });
		expect(f.verdict).toBe('wrong');
		expect(f.mistakes).toEqual([{ code: 'swapped', alpha: Infinity, beta: 7 }]);
	});

	it('the initial window (-inf, +inf) misses alpha', () => {
		expect(checkAnswer(ex, { kind: 'window', alpha: -Infinity, beta: Infinity }).mistakes).toEqual([
			{ code: 'wrong-alpha', given: -Infinity, expected: 7 }
		]);
	});
});

describe('other nodes', () => {
	it('cell 3, 7, 5: beta 7 from the min node at cell 3 (its reply 5 scored 7)', () => {
		const f = checkAnswer(at('375'), { kind: 'window', alpha: -Infinity, beta: 7 });
		expect(f.verdict).toBe('correct');
		expect(f.explanation[1]).toEqual({
			code: 'window-end',
			end: 'beta',
			value: 7,
			source: node(ab, '3'),
			child: { node: node(ab, '35'), cell: 5, value: 7, bound: 'exact' }
		});
		expect(solutionFor(at('375')).answer).toEqual({ kind: 'window', alpha: -Infinity, beta: 7 });
	});

	it('cell 8 then 3: a stale alpha of 7 is wrong, the root raised it to 9 with cell 7', () => {
		const f = checkAnswer(at('83'), { kind: 'window', alpha: 7, beta: Infinity });
		expect(f.mistakes).toEqual([{ code: 'wrong-alpha', given: 7, expected: 9 }]);
		expect(f.explanation[0]).toMatchObject({ source: 0, child: { cell: 7, value: 9 } });
	});

	it('an empty window is named too', () => {
		expect(checkAnswer(at('83'), { kind: 'window', alpha: 5, beta: 5 }).mistakes).toEqual([
			{ code: 'wrong-alpha', given: 5, expected: 9 },
			{ code: 'wrong-beta', given: 5, expected: Infinity },
			{ code: 'not-a-window', alpha: 5, beta: 5 }
		]);
	});

	it('hint: the parent and how many of its children returned before', () => {
		expect(hintFor(at('8'))).toEqual({
			kind: 'window',
			code: 'window-source',
			parent: 0,
			parentMaximizing: true,
			earlierChildren: 3
		});
	});

	it('a fraction throws bad-number', () => {
		expect(() => checkAnswer(at('8'), { kind: 'window', alpha: 0.5, beta: 1 })).toThrow(
			expect.objectContaining({ code: 'bad-number' })
		);
	});
});
