/**
 * Every user-visible string, as one catalogue type (`Messages`) with one module per language. This
 * folder depends on nothing but engine types: models hand it typed values (explanations, status
 * parts, link errors, engine error codes) and it writes them in a language. Which language is shown
 * is app state (src/lib/app/page/locale.svelte.ts); each language is one entry in CATALOGUES.
 */
import { en, makeEn } from './en/index';
import { fr, makeFr } from './fr/index';
import type { Language } from './languages';
import type { CellWriter, Messages } from './messages';

export { isLanguage, LANGUAGES, type Language } from './languages';

/** Each language's catalogue, cells numbered 1-9. */
export const CATALOGUES: Readonly<Record<Language, Messages>> = { en, fr };

/**
 * Each language's catalogue for another cell writer (coordinates a1-c3): the page's "Cell names"
 * (src/lib/app/page/locale.svelte.ts makes one per language and naming, once); with `columns` (a
 * board with gravity: Connect Four's width), moves are named by their column ("column 4").
 */
export const CATALOGUE_MAKERS: Readonly<
	Record<Language, (cell: CellWriter, columns?: number | null) => Messages>
> = {
	en: makeEn,
	fr: makeFr
};

export { en, fr, makeEn, makeFr };
export { numberCell } from './cells';
export type * from './messages';
export type * from './game-messages';
export type * from './explanation';
export type * from './status';
export type * from './url-error';
export type * from './cli-messages';
export type * from './glossary';
export type * from './pseudo-code-words';
export { GLOSSARY_KEYS } from './glossary';
export { initialLanguage, languageFromBrowser, storedLanguage } from './language';
export type { LanguageSources } from './language';
export type * from './practice-messages';
export type { NumberFormat, Numbers, Clipped } from './format';
export { clip, numbersFor, ECHO_MAX } from './format';
export { explanationText, positionErrorText, render, statusText, urlErrorText } from './render';
export { answerText, feedbackText, hintText, type FeedbackText } from './practice-render';
export type * from './classroom-messages';
export type * from './lessons-messages';
export { narrationText } from './narration-text';
export type * from './techniques-messages';
