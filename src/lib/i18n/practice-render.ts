/**
 * Practice feedback to text: the status line (starting with the catalogue's "Correct." or
 * "Wrong:", or "Solution:" when the solution is shown) and the explanation's sentences, each from
 * its code and numbers through the language's practice words (./practice-page-words.ts) and its feedback sentences
 * (./practice-feedback-words.ts).
 */
import type { PracticeWords } from './practice-messages';
import type { PracticeFeedbackWords } from './practice-feedback-words';
import type { Answer, Feedback, Hint, FeedbackContext } from '$lib/practice';

type Writer = (value: unknown, ctx: FeedbackContext) => string;

function writer(table: object, code: string): Writer {
	const write = (table as Record<string, Writer>)[code];
	if (!write) throw new Error(`No practice string for code "${code}".`);
	return write;
}

/** A feedback value in words. */
export interface FeedbackText {
	/** For the live region: the verdict and every mistake, or the solution. */
	status: string;
	/** Why the right answer is right, one sentence per explanation value. */
	explanation: string[];
}

/** "cell 9 (c1)" for a win answer, "alpha 7, beta +∞" for a window: an answer in words. */
export function answerText(t: PracticeWords, answer: Answer, ctx: FeedbackContext): string {
	return (t.answers[answer.kind] as Writer)(answer, ctx);
}

/** A hint in words, after the catalogue's "Hint:". */
export function hintText(t: PracticeWords, hint: Hint, ctx: FeedbackContext): string {
	return `${t.hintPrefix} ${(t.hints[hint.kind] as Writer)(hint, ctx)}`;
}

/**
 * The feedback of a check (or of "Show solution" when `solution` is its answer) in words: `t`
 * gives the verdicts, `words` (PRACTICE_FEEDBACK of the same language) the mistakes' and
 * explanations' sentences. The first mistake continues "Wrong:" in lower case; the next ones start
 * a sentence each.
 */
export function feedbackText(
	t: PracticeWords,
	words: PracticeFeedbackWords,
	feedback: Feedback,
	ctx: FeedbackContext,
	solution: Answer | null = null
): FeedbackText {
	const mistakes = words.mistakes[feedback.kind];
	const explanations = words.explanations[feedback.kind];
	const explanation = feedback.explanation.map((e) => writer(explanations, e.code)(e, ctx));
	if (solution) {
		return { status: `${t.solution} ${answerText(t, solution, ctx)}.`, explanation };
	}
	const status =
		feedback.verdict === 'correct'
			? t.correct
			: [
					t.wrong,
					...feedback.mistakes.map((m, i) => {
						const sentence = writer(mistakes, m.code)(m, ctx);
						return i === 0 ? sentence : sentence.charAt(0).toUpperCase() + sentence.slice(1);
					})
				].join(' ');
	return { status, explanation };
}
