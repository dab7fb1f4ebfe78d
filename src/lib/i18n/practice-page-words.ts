/**
 * The practice page's words in every language (exercise kinds, questions, answers, hints, the
 * score; the feedback's sentences are in ./practice-feedback-words.ts). They are kept apart from
 * the catalogue (`Messages`), which the first screen loads and where `practice` holds only the
 * main page's link and the Coach: the practice page's components import this module, so the words
 * load with that page, both languages at once, and switching language there makes no request.
 */
import type { Language } from './languages';
import type { PracticeWords } from './practice-messages';
import { practiceEn } from './en/practice';
import { practiceFr } from './fr/practice';

/** The practice page's words by language. */
export const PRACTICE_WORDS: Readonly<Record<Language, PracticeWords>> = {
	en: practiceEn,
	fr: practiceFr
};
