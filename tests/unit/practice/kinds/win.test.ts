/** Kind `win`: the rules' exercise, a fork, no immediate win, and each wrong answer's code. */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine/index';
import { buildStepIndex, stepAt } from '$lib/stepper/index';
import { checkAnswer, generateExercise, hintFor, solutionFor } from '$lib/practice/index';

// X on a1 (6) and b1 (7), O on a2 (3) and b2 (4), X to move.
const RULES = parsePosition('.../OO./XX.');
const rules = generateExercise('win', 1, RULES);

describe("the rules' exercise", () => {
	it('c1 (index 8) is correct, completing the bottom row', () => {
		const f = checkAnswer(rules, { kind: 'win', cell: 8 });
		expect(f.verdict).toBe('correct');
		expect(f.mistakes).toEqual([]);
		expect(f.explanation).toEqual([{ code: 'wins', side: 'X', cell: 8, line: [6, 7, 8] }]);
	});

	it("the deciding step is the evaluate step of c1's finished game", () => {
		const f = checkAnswer(rules, { kind: 'win', cell: 8 });
		const r = search(RULES, rules.options);
		const step = stepAt(buildStepIndex(r.record, r.options), f.step as number);
		expect(step.kind).toBe('evaluate');
		expect(step.move).toBe(8);
		expect(step.outcome).toBe('X');
	});

	it('"none" is wrong: a win exists on 8', () => {
		const f = checkAnswer(rules, { kind: 'win', cell: null });
		expect(f.verdict).toBe('wrong');
		expect(f.mistakes).toEqual([{ code: 'win-exists', cells: [8] }]);
	});

	it("O's winning cell c2 (5) does not complete a line for X", () => {
		const f = checkAnswer(rules, { kind: 'win', cell: 5 });
		expect(f.mistakes).toEqual([{ code: 'no-line', cell: 5 }]);
	});

	it('a taken cell is wrong and names its mark', () => {
		expect(checkAnswer(rules, { kind: 'win', cell: 3 }).mistakes).toEqual([
			{ code: 'cell-taken', cell: 3, mark: 'O' }
		]);
	});

	it('hint and solution', () => {
		expect(hintFor(rules)).toEqual({ kind: 'win', code: 'look-for-two', side: 'X' });
		expect(solutionFor(rules).answer).toEqual({ kind: 'win', cell: 8 });
	});
});

describe('a fork: two winning cells', () => {
	const fork = generateExercise('win', 1, parsePosition('X.X/.OO/X.O'));
	it.each([1, 3])('cell %i is correct', (cell) => {
		expect(checkAnswer(fork, { kind: 'win', cell }).verdict).toBe('correct');
	});
	it('the explanation lists both, the solution takes the first', () => {
		const f = checkAnswer(fork, { kind: 'win', cell: 5 });
		expect(f.mistakes).toEqual([{ code: 'cell-taken', cell: 5, mark: 'O' }]);
		expect(f.explanation.map((e) => ('cell' in e ? e.cell : null))).toEqual([1, 3]);
		expect(solutionFor(fork).answer).toEqual({ kind: 'win', cell: 1 });
	});
});

describe('no immediate win', () => {
	const quiet = generateExercise('win', 1, parsePosition('X../.O./...'));
	it('"none" is correct, with no deciding step', () => {
		const f = checkAnswer(quiet, { kind: 'win', cell: null });
		expect(f.verdict).toBe('correct');
		expect(f.explanation).toEqual([{ code: 'no-win', side: 'X' }]);
		expect(f.step).toBeNull();
	});
	it('any cell is wrong', () => {
		const f = checkAnswer(quiet, { kind: 'win', cell: 8 });
		expect(f.verdict).toBe('wrong');
		expect(f.mistakes).toEqual([{ code: 'no-line', cell: 8 }]);
	});
});

describe('malformed answers', () => {
	it.each([-1, 9, 2.5])('cell %s throws bad-cell', (cell) => {
		expect(() => checkAnswer(rules, { kind: 'win', cell })).toThrow(
			expect.objectContaining({ code: 'bad-cell' })
		);
	});
});
