/** Kind `threats`: both sides' immediate wins, missing and extra marks explained. */
import { describe, expect, it } from 'vitest';
import { parsePosition } from '$lib/engine/index';
import { checkAnswer, generateExercise, hintFor, solutionFor } from '$lib/practice/index';

const rules = generateExercise('threats', 4, parsePosition('.../OO./XX.'));

describe('threats', () => {
	it('X on 8 and O on 5 is correct', () => {
		const f = checkAnswer(rules, { kind: 'threats', X: [8], O: [5] });
		expect(f.verdict).toBe('correct');
		expect(f.X).toEqual({ right: [8], missing: [], extra: [] });
		expect(f.explanation).toEqual([
			{ code: 'threat', side: 'X', cell: 8, line: [6, 7, 8] },
			{ code: 'threat', side: 'O', cell: 5, line: [3, 4, 5] }
		]);
		expect(f.step).toBeNull();
	});

	it("forgetting the opponent's threat is wrong, with the line it would complete", () => {
		const f = checkAnswer(rules, { kind: 'threats', X: [8], O: [] });
		expect(f.verdict).toBe('wrong');
		expect(f.mistakes).toEqual([{ code: 'missed-threat', side: 'O', cell: 5, line: [3, 4, 5] }]);
		expect(f.O).toEqual({ right: [], missing: [5], extra: [] });
	});

	it('extra marks are wrong: an empty cell with no line, a taken cell', () => {
		const f = checkAnswer(rules, { kind: 'threats', X: [8, 2, 8], O: [5, 6] });
		expect(f.mistakes).toEqual([
			{ code: 'not-a-threat', side: 'X', cell: 2, mark: null },
			{ code: 'not-a-threat', side: 'O', cell: 6, mark: 'X' }
		]);
		expect(f.X).toEqual({ right: [8], missing: [], extra: [2] });
	});

	it('a fork and a side with no threat', () => {
		const fork = generateExercise('threats', 4, parsePosition('X.X/.O./X.O o'));
		const f = checkAnswer(fork, { kind: 'threats', X: [1, 3], O: [] });
		expect(f.verdict).toBe('correct');
		expect(f.explanation).toContainEqual({ code: 'no-threat', side: 'O' });
		expect(hintFor(fork)).toEqual({ kind: 'threats', code: 'count', X: 2, O: 0 });
		expect(solutionFor(fork).answer).toEqual({ kind: 'threats', X: [1, 3], O: [] });
	});

	it('a bad cell throws bad-cell', () => {
		expect(() => checkAnswer(rules, { kind: 'threats', X: [9], O: [] })).toThrow(
			expect.objectContaining({ code: 'bad-cell' })
		);
	});
});
