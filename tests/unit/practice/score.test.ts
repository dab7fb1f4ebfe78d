/** The session score: correct out of attempted, each exercise counted once by its first check. */
import { describe, expect, it } from 'vitest';
import {
	EMPTY_SCORE,
	exerciseKey,
	generateExercise,
	scoreCheck,
	scoreSolutionShown
} from '$lib/practice/index';

const a = generateExercise('win', 1);
const b = generateExercise('win', 2);
const c = generateExercise('prune', 1);

describe('session score', () => {
	it('counts each exercise once, by its first check', () => {
		let s = scoreCheck(EMPTY_SCORE, a, 'wrong');
		s = scoreCheck(s, a, 'correct');
		s = scoreCheck(s, b, 'correct');
		expect([s.correct, s.attempted]).toEqual([1, 2]);
	});

	it('showing the solution first counts as attempted, not correct; later checks do not change it', () => {
		let s = scoreSolutionShown(EMPTY_SCORE, c);
		s = scoreCheck(s, c, 'correct');
		s = scoreSolutionShown(scoreCheck(s, a, 'correct'), a);
		expect([s.correct, s.attempted]).toEqual([1, 2]);
	});

	it('is immutable and keyed by the exercise’s kind, position and seed', () => {
		const s = scoreCheck(EMPTY_SCORE, a, 'correct');
		expect(EMPTY_SCORE).toEqual({ attempted: 0, correct: 0, counted: [] });
		expect(s.counted).toEqual([exerciseKey(a)]);
		expect(exerciseKey(a)).toBe('win .../O.X/X.O 1');
		expect(exerciseKey({ ...a, position: { ...a.position, toMove: 'O' } })).toBe(
			'win .../O.X/X.O o 1'
		);
	});
});
