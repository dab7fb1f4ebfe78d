/**
 * Every user-visible string, as one catalogue type (`Messages`) with one module per language. This
 * folder depends on nothing but engine types: models hand it typed values (explanations, status
 * parts, link errors, engine error codes) and it writes them in a language. Which language is shown
 * is app state (src/lib/app/locale.svelte.ts); a French catalogue is one more entry in CATALOGUES.
 */
import { en } from './en';
import type { Messages } from './messages';

/** The languages the product speaks (BCP 47 codes, as in `<html lang>`). */
export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's catalogue. */
export const CATALOGUES: Readonly<Record<Language, Messages>> = { en };

/** True when `code` names a language of CATALOGUES. */
export function isLanguage(code: string): code is Language {
	return (LANGUAGES as readonly string[]).includes(code);
}

/**
 * The English catalogue, for code that does not yet read the current language from the app's locale
 * (the tree views). Components read `getLocale().t` so that switching language is instant.
 */
export const t: Messages = en;

export { en };
export type * from './messages';
export type * from './explanation';
export type * from './status';
export type * from './url-error';
export type { NumberFormat, Numbers, Clipped } from './format';
export { clip, numbersFor, ECHO_MAX } from './format';
export { explanationText, positionErrorText, render, statusText, urlErrorText } from './render';
export type * from './classroom-messages';
export type * from './lessons-messages';
export { narrationText } from './narration-text';
