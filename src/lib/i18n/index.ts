/**
 * Every user-visible string, one catalogue per language, typed by the English one (`Messages`). This
 * folder holds strings only: models hand it typed values whose types live with the model that
 * makes them (the stepper's explanations, the game's status parts, practice feedback, engine error
 * codes), imported here as types only, and it writes them in a language. Which language is shown
 * is app state (src/lib/app/page/locale.svelte.ts); each language is its folder and one entry in
 * languages.ts.
 */
import { en, makeEn } from './en/index';
import { fr, makeFr } from './fr/index';
import type { Language } from './languages';
import type { CellWriter, Messages, MoveWriter } from './messages';

export { isLanguage, LANGUAGE_ENTRIES, LANGUAGES, type Language } from './languages';
export type { LanguageCatalogue, LanguageEntry } from './languages';

/**
 * Each language's catalogue, cells numbered 1-9, all loaded at once: for the command line and the
 * tests. The page loads a language only when it is shown (LANGUAGE_ENTRIES' `load`, through
 * src/lib/app/page/catalogues.ts), so no page code reads this table.
 */
export const CATALOGUES: Readonly<Record<Language, Messages>> = { en, fr };

/**
 * Each language's catalogue maker for another cell writer (coordinates a1-c3); with `columns` (a
 * board with gravity: Connect Four's width), moves are named by their column ("column 4"). For the
 * command line and the tests, as CATALOGUES.
 */
export const CATALOGUE_MAKERS: Readonly<
	Record<
		Language,
		(cell: CellWriter, columns?: number | null, move?: MoveWriter | null) => Messages
	>
> = { en: makeEn, fr: makeFr };

export { en, fr, makeEn, makeFr };
export { numberCell } from './cells';
export type * from './messages';
export type * from './cli-messages';
export type * from './glossary';
export { GLOSSARY_KEYS } from './glossary';
export { initialLanguage, languageFromBrowser, storedLanguage } from './language';
export type { LanguageSources } from './language';
export type * from './practice-messages';
export type { NumberFormat, Numbers, Clipped } from './format';
export { clip, numbersFor, ECHO_MAX } from './format';
export { explanationText, positionErrorText, render, statusText, urlErrorText } from './render';
export { answerText, feedbackText, hintText, type FeedbackText } from './practice-render';
export type * from './lessons-messages';
export { narrationText } from './narration-text';
