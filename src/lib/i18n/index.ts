/**
 * Every user-visible string, as one catalogue type (`Messages`) with one module per language. This
 * folder holds strings only: models hand it typed values whose types live with the model that
 * makes them (the stepper's explanations, the game's status parts, practice feedback, engine error
 * codes), imported here as types only, and it writes them in a language. Which language is shown
 * is app state (src/lib/app/page/locale.svelte.ts); each language is its folder and one entry in
 * languages.ts.
 */
import { en, makeEn } from './en/index';
import { fr, makeFr } from './fr/index';
import { LANGUAGE_ENTRIES, LANGUAGES, type Language } from './languages';
import type { CellWriter, Messages, MoveWriter } from './messages';

export { isLanguage, LANGUAGES, type Language } from './languages';

/** Each language's catalogue, cells numbered 1-9 (languages.ts lists the languages). */
export const CATALOGUES: Readonly<Record<Language, Messages>> = Object.fromEntries(
	LANGUAGES.map((code) => [code, LANGUAGE_ENTRIES[code].messages])
) as Record<Language, Messages>;

/**
 * Each language's catalogue for another cell writer (coordinates a1-c3): the page's "Cell names"
 * (src/lib/app/page/locale.svelte.ts makes one per language and naming, once); with `columns` (a
 * board with gravity: Connect Four's width), moves are named by their column ("column 4").
 */
export const CATALOGUE_MAKERS: Readonly<
	Record<
		Language,
		(cell: CellWriter, columns?: number | null, move?: MoveWriter | null) => Messages
	>
> = Object.fromEntries(LANGUAGES.map((code) => [code, LANGUAGE_ENTRIES[code].make])) as Record<
	Language,
	(cell: CellWriter, columns?: number | null, move?: MoveWriter | null) => Messages
>;

export { en, fr, makeEn, makeFr };
export { numberCell } from './cells';
export type * from './messages';
export type * from './game-messages';
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
