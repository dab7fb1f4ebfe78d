/**
 * Every user-visible string, as one catalogue type (`Messages`) with one module per language. This
 * folder depends on nothing but engine types: models hand it typed values (explanations, status
 * parts, link errors, engine error codes) and it writes them in a language. Which language is shown
 * is app state (src/lib/app/locale.svelte.ts); each language is one entry in CATALOGUES.
 */
import { en } from './en';
import { fr } from './fr';
import type { Language } from './languages';
import type { Messages } from './messages';

export { isLanguage, LANGUAGES, type Language } from './languages';

/** Each language's catalogue. */
export const CATALOGUES: Readonly<Record<Language, Messages>> = { en, fr };

/**
 * The English catalogue, for code outside the page (tests, scripts). Components read the current
 * language's catalogue (`getLocale().t`) so that switching language is instant.
 */
export const t: Messages = en;

export { en, fr };
export type * from './messages';
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
