/**
 * Kind `value` on `XOX/.O./X..`: exact values, bounds of the alpha-beta record ("<= -8" after the
 * cutoff at cell 5), and each mistake: a wrong number, an exact value typed for a bound, a bound
 * typed for an exact value, the wrong bound.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { search } from '$lib/engine/index';
import { buildStepIndex, stepAt } from '$lib/stepper/index';
import {
	checkAnswer,
	generateExercise,
	hintFor,
	solutionFor,
	type ValueExercise
} from '$lib/practice/index';
import { XOX, exerciseWith, node, xoxRecord } from '../helpers';

const ab = xoxRecord(true, true);
const base = exerciseWith('value', XOX, { alphaBeta: true, depthPenalty: true });
const at = (path: string): ValueExercise => ({ ...base, node: node(ab, path) });

describe('a bound: cell 5, where X wins at once on 3 and the cutoff prunes 7 and 8', () => {
	const ex = at('5');

	it('"<= -8" is correct', () => {
		const f = checkAnswer(ex, { kind: 'value', value: -8, bound: 'upper' });
		expect(f.verdict).toBe('correct');
		expect(solutionFor(ex).answer).toEqual({ kind: 'value', value: -8, bound: 'upper' });
	});

	it('an exact -8 is wrong: the search only knows a bound; explained by the window test and the cutoff', () => {
		const f = checkAnswer(ex, { kind: 'value', value: -8, bound: 'exact' });
		expect(f.verdict).toBe('wrong');
		expect(f.mistakes).toEqual([{ code: 'exact-for-bound', given: -8, value: -8, bound: 'upper' }]);
		const n = node(ab, '5');
		expect(f.explanation).toEqual([
			{
				code: 'children',
				node: n,
				maximizing: false,
				children: [{ node: node(ab, '53'), cell: 3, value: -8, bound: 'exact' }],
				best: node(ab, '53')
			},
			{
				code: 'outside-window',
				node: n,
				maximizing: false,
				value: -8,
				bound: 'upper',
				alpha: 7,
				beta: Infinity
			},
			{
				code: 'cutoff',
				test: { node: n, maximizing: false, alpha: 7, beta: -8, fires: true },
				child: { node: node(ab, '53'), cell: 3, value: -8, bound: 'exact' },
				pruned: [7, 8]
			},
			{ code: 'minimax', node: n, value: -8 }
		]);
	});

	it('the wrong bound or a wrong number: one mistake, stating the bound', () => {
		expect(checkAnswer(ex, { kind: 'value', value: -8, bound: 'lower' }).mistakes).toEqual([
			{ code: 'wrong-bound', given: 'lower', expected: 'upper' }
		]);
		expect(checkAnswer(ex, { kind: 'value', value: 7, bound: 'exact' }).mistakes).toEqual([
			{ code: 'exact-for-bound', given: 7, value: -8, bound: 'upper' }
		]);
		expect(checkAnswer(ex, { kind: 'value', value: 7, bound: 'lower' }).mistakes).toEqual([
			{ code: 'wrong-bound-value', given: 7, givenBound: 'lower', value: -8, bound: 'upper' }
		]);
	});

	it("the deciding step is the node's return", () => {
		const f = checkAnswer(ex, { kind: 'value', value: -8, bound: 'upper' });
		const step = stepAt(buildStepIndex(ab, base.options), f.step as number);
		expect([step.kind, step.node, step.value, step.bound]).toEqual([
			'return',
			node(ab, '5'),
			-8,
			'upper'
		]);
	});
});

describe('exact values', () => {
	it('cell 3: min node, 7, exact inside the window; a bound typed is wrong', () => {
		const ex = at('3');
		const f = checkAnswer(ex, { kind: 'value', value: 7, bound: 'lower' });
		expect(f.mistakes).toEqual([
			{ code: 'bound-for-exact', given: 'lower', givenValue: 7, value: 7 }
		]);
		expect(checkAnswer(ex, { kind: 'value', value: 9, bound: 'upper' }).mistakes).toEqual([
			{ code: 'bound-for-exact', given: 'upper', givenValue: 9, value: 7 }
		]);
		expect(f.explanation).toContainEqual({
			code: 'inside-window',
			node: node(ab, '3'),
			value: 7,
			alpha: -Infinity,
			beta: Infinity
		});
		expect(f.explanation[0]).toMatchObject({
			code: 'children',
			children: [
				{ cell: 5, value: 7, bound: 'exact' },
				{ cell: 7, value: 7, bound: 'lower' },
				{ cell: 8, value: 7, bound: 'lower' }
			]
		});
		expect(checkAnswer(ex, { kind: 'value', value: 9, bound: 'exact' }).mistakes).toEqual([
			{ code: 'wrong-value', given: 9, expected: 7 }
		]);
	});

	it('a finished game: O wins at depth 3 with the penalty, 10 - 3 = 7', () => {
		const f = checkAnswer(at('357'), { kind: 'value', value: 7, bound: 'exact' });
		expect(f.verdict).toBe('correct');
		expect(f.explanation).toEqual([
			{
				code: 'leaf-score',
				node: node(ab, '357'),
				outcome: 'O',
				depth: 3,
				depthPenalty: true,
				score: 7
			}
		]);
	});

	it('plain minimax: cell 8 is exactly -8 (no window explanation)', () => {
		const plainEx = exerciseWith('value', XOX, { alphaBeta: false, depthPenalty: true });
		const plain = xoxRecord(false, true);
		const ex = { ...plainEx, node: node(plain, '8') };
		const f = checkAnswer(ex, { kind: 'value', value: -8, bound: 'exact' });
		expect(f.verdict).toBe('correct');
		expect(f.explanation.map((e) => e.code)).toEqual(['children']);
		expect(hintFor(ex)).toEqual({
			kind: 'value',
			code: 'node-role',
			maximizing: false,
			leaf: false,
			alphaBeta: false,
			children: 3
		});
	});
});

describe('malformed answers', () => {
	it('a fraction or an unknown bound throws', () => {
		const ex = at('5');
		expect(() => checkAnswer(ex, { kind: 'value', value: 0.5, bound: 'exact' })).toThrow(
			expect.objectContaining({ code: 'bad-number' })
		);
		expect(() => checkAnswer(ex, { kind: 'value', value: 1, bound: 'about' as 'exact' })).toThrow(
			expect.objectContaining({ code: 'bad-bound' })
		);
	});
});

describe('properties over generated exercises', () => {
	it('a bound holds the full minimax value on its side', () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
				const ex = generateExercise('value', seed);
				const f = checkAnswer(ex, solutionFor(ex).answer);
				const minimax = f.explanation.find((e) => e.code === 'minimax');
				const window = f.explanation.find((e) => e.code === 'outside-window');
				if (!minimax || !window) return;
				if (window.bound === 'upper') expect(minimax.value).toBeLessThanOrEqual(window.value);
				else expect(minimax.value).toBeGreaterThanOrEqual(window.value);
				const plain = search(ex.position, { ...ex.options, alphaBeta: false });
				expect(plain.value).toBe(search(ex.position, ex.options).value);
			}),
			{ numRuns: 60 }
		);
	});
});
