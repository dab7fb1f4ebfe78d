/**
 * Checking, hints and solutions through the dispatcher, for every kind: the solution of every
 * generated exercise is judged correct; any other single answer to best-move is judged wrong;
 * an answer of another kind is refused.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { legalMoves } from '$lib/engine/index';
import {
	EXERCISE_KINDS,
	checkAnswer,
	contextOf,
	generateExercise,
	hintFor,
	isKind,
	solutionFor
} from '$lib/practice/index';

const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('properties', () => {
	it('the solution of every generated exercise is judged correct, with no mistakes', () => {
		fc.assert(
			fc.property(fc.constantFrom(...EXERCISE_KINDS), seeds, (kind, seed) => {
				const ex = generateExercise(kind, seed);
				const { answer, feedback } = solutionFor(ex);
				expect(feedback.verdict).toBe('correct');
				expect(feedback.mistakes).toEqual([]);
				expect(checkAnswer(ex, answer)).toEqual(feedback);
				expect(hintFor(ex).kind).toBe(kind);
			}),
			{ numRuns: 150 }
		);
	});

	it('any other legal cell for best-move is judged wrong, refuted or tied', () => {
		fc.assert(
			fc.property(seeds, fc.nat(8), (seed, pickIndex) => {
				const ex = generateExercise('best-move', seed);
				const best = solutionFor(ex).answer.cell;
				const others = legalMoves(ex.position).filter((c) => c !== best);
				const cell = others[pickIndex % others.length];
				const f = checkAnswer(ex, { kind: 'best-move', cell });
				expect(f.verdict).toBe('wrong');
				expect(f.mistakes).toHaveLength(1);
				expect(['refuted', 'tie-break']).toContain(f.mistakes[0].code);
			}),
			{ numRuns: 60 }
		);
	});

	it('every mistake-free verdict is correct and every wrong verdict has a mistake (next-node, any node)', () => {
		fc.assert(
			fc.property(seeds, fc.nat(), (seed, n) => {
				const ex = generateExercise('next-node', seed);
				const ctx = contextOf(ex);
				const count = (ctx.shown ?? ctx.index.record).count;
				const f = checkAnswer(ex, { kind: 'next-node', node: n % count });
				expect(f.verdict === 'correct').toBe(f.mistakes.length === 0);
			}),
			{ numRuns: 60 }
		);
	});
});

describe('dispatch', () => {
	it('refuses an answer of another kind with wrong-kind', () => {
		const ex = generateExercise('win', 1);
		expect(() => checkAnswer(ex, { kind: 'best-move', cell: 0 })).toThrow(
			expect.objectContaining({
				code: 'wrong-kind',
				details: { expected: 'win', given: 'best-move' }
			})
		);
	});

	it('isKind narrows an exercise', () => {
		const ex = generateExercise('value', 1);
		expect(isKind(ex, 'value')).toBe(true);
		expect(isKind(ex, 'window')).toBe(false);
	});
});
