/**
 * The languages the product speaks, the default first: each BCP 47 code (as in `<html lang>`) with
 * its catalogue, cells numbered from 1, and the function that makes it for another cell writer
 * (coordinates). A language is its folder, src/lib/i18n/<code>/index.ts implementing `Messages`,
 * and one entry here; the menu, links (`lang=`), the CLI (`--lang`) and the browser's choice follow.
 */
import { en, makeEn } from './en/index';
import { fr, makeFr } from './fr/index';
import type { CellWriter, Messages, MoveWriter } from './messages';

/** One language's catalogue and its maker (see the module comment). */
export interface LanguageEntry {
	readonly messages: Messages;
	readonly make: (cell: CellWriter, columns?: number | null, move?: MoveWriter | null) => Messages;
}

/** Every language by code, in menu order (the default first). */
export const LANGUAGE_ENTRIES = {
	en: { messages: en, make: makeEn },
	fr: { messages: fr, make: makeFr }
} as const satisfies Readonly<Record<string, LanguageEntry>>;

/** A language's code. */
export type Language = keyof typeof LANGUAGE_ENTRIES;

/** Every language's code, the default first. */
export const LANGUAGES: readonly Language[] = Object.keys(LANGUAGE_ENTRIES) as Language[];

/** True when `code` names a language of LANGUAGES. */
export function isLanguage(code: string): code is Language {
	return (LANGUAGES as readonly string[]).includes(code);
}
