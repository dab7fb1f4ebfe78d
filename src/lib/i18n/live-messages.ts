/**
 * The live class's questions' type and what its strings are given (docs/live-class.md): a refusal
 * and an answer in words. The strings are in en/live.ts and fr/live.ts: the catalogue's `live`
 * holds the teacher's "Start a live class" button and the refusals; LIVE_WORDS (./live-words.ts)
 * every string, with the join strip, the student's join page and bar and the questions.
 */
import type { LiveErrorCode } from '../live/protocol';
import type { liveEn } from './en/live';
import type { AnswerValue, QuestionKind } from '../live/questions';

/** Every live class string in one language (LIVE_WORDS, ./live-words.ts; en/live.ts writes the type). */
export type LiveWords = typeof liveEn;

/** The live class's questions (the section's type, written by en/live.ts). */
export type LiveQuestionMessages = LiveWords['questions'];

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
