/**
 * The lesson player's words in every language: each slide's narration (by its code, ../lessons
 * narration values filled in by narrationText), the Connect Four solver lesson's chart and the MCTS
 * lesson's figures. They are kept apart from the catalogue (`Messages`), which the first screen
 * loads: the lesson player imports this module, so they load with it, both languages at once, and
 * switching language during a lesson makes no request.
 */
import type { NarrationCatalogue } from '$lib/lessons';
import type { Language } from './languages';
import type { LadderChartWords, MctsFigureWords } from './lessons-messages';
import { narrationEn } from './en/narration';
import { ladderChartEn } from './en/solver-lesson';
import { mctsFigureEn } from './en/mcts-lesson';
import { narrationFr } from './fr/narration';
import { ladderChartFr } from './fr/solver-lesson';
import { mctsFigureFr } from './fr/mcts-lesson';

/** One language's lesson player words. */
export interface LessonWords {
	/** Each narration code's sentence. */
	readonly narration: NarrationCatalogue;
	/** The chart of the Connect Four solver lesson (nodes per technique). */
	readonly ladder: LadderChartWords;
	/** The figures of the MCTS lesson (tables and the convergence chart). */
	readonly mcts: MctsFigureWords;
}

/** The lesson player's words by language. */
export const LESSON_WORDS: Readonly<Record<Language, LessonWords>> = {
	en: { narration: narrationEn, ladder: ladderChartEn, mcts: mctsFigureEn },
	fr: { narration: narrationFr, ladder: ladderChartFr, mcts: mctsFigureFr }
};
