/** The props of the views of one exercise (ExerciseView and its AnswerControls). */
import type { PracticeSession } from '$lib/app/practice/practice.svelte';
import type { Exercise, FeedbackContext } from '$lib/practice';

/** One exercise on the practice page: its session, the exercise and the catalogue's context. */
export interface ExerciseProps {
	session: PracticeSession;
	exercise: Exercise;
	ctx: FeedbackContext;
}
