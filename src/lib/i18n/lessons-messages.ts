/**
 * What the lessons' strings are given besides the narration values (those are defined with the
 * lesson data, src/lib/lessons): a bad lesson link. The strings (`lessons` of the catalogue) are
 * in en/lessons.ts and fr/lessons.ts; the lesson player's words (narrations, the lessons' charts)
 * in ./lesson-words.ts.
 */

import type { ladderChartEn } from './en/solver-lesson';
import type { mctsFigureEn } from './en/mcts-lesson';

/** A bad lesson link (lessons/link.ts LessonLinkError's code and fields). */
export interface LessonLinkErrorValue {
	readonly code: 'not-a-lesson-link' | 'unknown-lesson' | 'slide-syntax' | 'slide-out-of-range';
	readonly lessonId: string | null;
	readonly slideCount: number | null;
	readonly message: string;
}

/** The Connect Four solver lesson's chart: its words (en/solver-lesson.ts, fr/solver-lesson.ts). */
export type LadderChartWords = typeof ladderChartEn;

/** The MCTS lesson's tables and chart: their words (en/mcts-lesson.ts, fr/mcts-lesson.ts). */
export type MctsFigureWords = typeof mctsFigureEn;
