/**
 * Kind `best-move` on `XOX/.O./X..` (O to move, docs/reference-figures.md): with the depth
 * penalty the scores are 7, -8, 9, -8 and the AI plays index 7; without it 10, -10, 10, -10 and it
 * plays index 3 (first-best tie-break).
 */
import { describe, expect, it } from 'vitest';
import { search } from '$lib/engine/index';
import { buildStepIndex, stepAt } from '$lib/stepper/index';
import { checkAnswer, hintFor, solutionFor } from '$lib/practice/index';
import { XOX, exerciseWith } from '../helpers';

const withPenalty = exerciseWith('best-move', XOX, { depthPenalty: true });
const without = exerciseWith('best-move', XOX, { depthPenalty: false });

describe('with the depth penalty', () => {
	it('index 7 is correct; the feedback gives every move score', () => {
		const f = checkAnswer(withPenalty, { kind: 'best-move', cell: 7 });
		expect(f.verdict).toBe('correct');
		expect(f.scores.map((m) => [m.cell, m.score])).toEqual([
			[3, 7],
			[5, -8],
			[7, 9],
			[8, -8]
		]);
		expect(f.explanation).toEqual([
			{ code: 'best', cell: 7, score: 9, line: [7], outcome: 'O', ties: [] }
		]);
		expect(f.step).toBe(
			buildStepIndex(search(XOX, withPenalty.options).record, withPenalty.options).total - 1
		);
	});

	it('index 3 (a slower win, 7) is refuted by X on 5, then O wins on 7', () => {
		const f = checkAnswer(withPenalty, { kind: 'best-move', cell: 3 });
		expect(f.verdict).toBe('wrong');
		expect(f.mistakes).toEqual([
			{ code: 'refuted', cell: 3, score: 7, reply: 5, line: [5, 7], bestCell: 7, bestScore: 9 }
		]);
	});

	it('index 5 (-8) is refuted by X winning at once on 3; the step is the root update after it', () => {
		const f = checkAnswer(withPenalty, { kind: 'best-move', cell: 5 });
		expect(f.mistakes).toEqual([
			{ code: 'refuted', cell: 5, score: -8, reply: 3, line: [3], bestCell: 7, bestScore: 9 }
		]);
		const r = search(XOX, withPenalty.options);
		const step = stepAt(buildStepIndex(r.record, r.options), f.step as number);
		expect([step.kind, step.node, step.childMove, step.value]).toEqual(['update', 0, 5, -8]);
	});

	it('a taken cell is wrong', () => {
		expect(checkAnswer(withPenalty, { kind: 'best-move', cell: 0 }).mistakes).toEqual([
			{ code: 'cell-taken', cell: 0, mark: 'X' }
		]);
	});

	it('hint: the best score to reach', () => {
		expect(hintFor(withPenalty)).toEqual({
			kind: 'best-move',
			code: 'best-score',
			score: 9,
			depthPenalty: true
		});
	});
});

describe('without the depth penalty', () => {
	it('index 3 is correct (first of two 10s); index 7 ties and loses the tie-break', () => {
		const f = checkAnswer(without, { kind: 'best-move', cell: 3 });
		expect(f.verdict).toBe('correct');
		expect(f.scores.map((m) => m.score)).toEqual([10, -10, 10, -10]);
		expect(f.explanation[0]).toMatchObject({ cell: 3, score: 10, ties: [7] });
		const g = checkAnswer(without, { kind: 'best-move', cell: 7 });
		expect(g.verdict).toBe('wrong');
		expect(g.mistakes).toEqual([{ code: 'tie-break', cell: 7, score: 10, bestCell: 3 }]);
		expect(solutionFor(without).answer).toEqual({ kind: 'best-move', cell: 3 });
	});

	it('index 8 (-10) is refuted by X on 3', () => {
		expect(checkAnswer(without, { kind: 'best-move', cell: 8 }).mistakes).toEqual([
			{ code: 'refuted', cell: 8, score: -10, reply: 3, line: [3], bestCell: 3, bestScore: 10 }
		]);
	});
});
