/**
 * The page's entry points for one exercise: check an answer, give a hint, show the solution. Each
 * dispatches to the kind's module (kinds/), so every kind is checked exactly against its record.
 */
import type { Answer, AnswerOf, Exercise, ExerciseKind, ExerciseOf } from './exercise-types';
import type { Hint } from './feedback-types';
import { checkKind, type FeedbackOf, type KindModule } from './kind-module';
import { KIND_MODULES } from './kinds/index';

function moduleOf<K extends ExerciseKind>(exercise: ExerciseOf<K>): KindModule<K> {
	return KIND_MODULES[exercise.kind as K] as unknown as KindModule<K>;
}

/**
 * Compares an answer with the recorded search.
 * @returns the verdict, the mistakes with their numbers, the explanation and the deciding step.
 * @throws PracticeError `wrong-kind`, `bad-cell`, `bad-node`, `bad-number` or `bad-bound` for a
 *   malformed answer (the page should never send one).
 */
export function checkAnswer<K extends ExerciseKind>(
	exercise: ExerciseOf<K>,
	answer: Answer
): FeedbackOf<K> {
	checkKind(exercise.kind, answer.kind);
	return moduleOf(exercise).check(exercise, answer as AnswerOf<K>);
}

/** A nudge for the exercise that does not give the answer away. */
export function hintFor<K extends ExerciseKind>(
	exercise: ExerciseOf<K>
): Extract<Hint, { kind: K }> {
	return moduleOf(exercise).hint(exercise);
}

/** The solution: the right answer and its feedback (verdict correct, with the explanation). */
export interface Solution<K extends ExerciseKind = ExerciseKind> {
	answer: AnswerOf<K>;
	feedback: FeedbackOf<K>;
}

/** The right answer with its explanation. */
export function solutionFor<K extends ExerciseKind>(exercise: ExerciseOf<K>): Solution<K> {
	const module = moduleOf(exercise);
	const answer = module.solution(exercise);
	return { answer, feedback: module.check(exercise, answer) };
}

/** Narrows an exercise to its kind. */
export function isKind<K extends ExerciseKind>(
	exercise: Exercise,
	kind: K
): exercise is ExerciseOf<K> {
	return exercise.kind === kind;
}
