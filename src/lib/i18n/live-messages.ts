/**
 * The live class's questions' type and what its strings are given (docs/live-class.md): a refusal
 * and an answer in words. The strings (`live` of the catalogue: the teacher's "Start a live class"
 * and join strip, the student's join page and bar, every refusal) are in en/live.ts and fr/live.ts.
 */
import type { LiveErrorCode } from '../live/protocol';
import type { Messages } from './messages';
import type { AnswerValue, QuestionKind } from '../live/questions';

/** The live class's questions (the section's type, written by en/live.ts). */
export type LiveQuestionMessages = Messages['live']['questions'];

/** An answer in words: a value as is, a move by its cell or column, yes or no. */
export function answerWords(
	t: LiveQuestionMessages,
	kind: QuestionKind,
	answer: AnswerValue,
	columns: number | null
): string {
	if (typeof answer === 'boolean') return answer ? t.yes : t.no;
	return kind === 'move' ? t.move(answer, columns) : String(answer).replace('-', '\u2212');
}

/**
 * Why a live-class action failed on the page: a server refusal (LiveErrorCode), no live class
 * server where the page is served (`unavailable`), or no answer in time (`no-answer`).
 */
export type LiveProblem = LiveErrorCode | 'unavailable' | 'no-answer';
