/**
 * The session score: correct out of attempted. An exercise counts once, by its first check: the
 * verdict of that check decides whether it is correct; showing the solution before any check counts
 * it as attempted and not correct. Pure functions over an immutable value (keep it in `$state.raw`).
 */
import type { Exercise } from './exercise-types';
import type { Verdict } from './feedback-types';
import { formatPosition } from '../engine/index';

/** Exercises attempted and answered right at the first check, and the keys of those counted. */
export interface SessionScore {
	readonly attempted: number;
	readonly correct: number;
	readonly counted: readonly string[];
}

/** A new session's score: 0 out of 0. */
export const EMPTY_SCORE: SessionScore = { attempted: 0, correct: 0, counted: [] };

/** An exercise's identity: its kind, position and seed (`win .../OO./XX. 0`). */
export function exerciseKey(exercise: Pick<Exercise, 'kind' | 'position' | 'seed'>): string {
	return `${exercise.kind} ${formatPosition(exercise.position)} ${exercise.seed}`;
}

/** The score after a check; unchanged when the exercise was already counted. */
export function scoreCheck(
	score: SessionScore,
	exercise: Exercise,
	verdict: Verdict
): SessionScore {
	const key = exerciseKey(exercise);
	if (score.counted.includes(key)) return score;
	return {
		attempted: score.attempted + 1,
		correct: score.correct + (verdict === 'correct' ? 1 : 0),
		counted: [...score.counted, key]
	};
}

/** The score after "Show solution": attempted, not correct, unless already counted. */
export function scoreSolutionShown(score: SessionScore, exercise: Exercise): SessionScore {
	const key = exerciseKey(exercise);
	if (score.counted.includes(key)) return score;
	return {
		attempted: score.attempted + 1,
		correct: score.correct,
		counted: [...score.counted, key]
	};
}
