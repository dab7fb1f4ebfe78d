/**
 * The languages the product speaks, the default first: each BCP 47 code (as in `<html lang>`) with
 * its name in itself (the language menu) and its catalogue module, loaded when first needed, so a
 * first visit downloads only the language on screen (the page loads the others at idle:
 * src/lib/app/page/catalogues.ts). A language is its folder, src/lib/i18n/<code>/index.ts
 * annotated with `Messages` (the English catalogue's type), and one entry here; the menu, links
 * (`lang=`), the CLI (`--lang`) and the browser's choice follow.
 */
import type { CellWriter, Messages, MoveWriter } from './messages';

/** One language's catalogue, cells numbered from 1, and the maker for another cell writer. */
export interface LanguageCatalogue {
	readonly messages: Messages;
	readonly make: (cell: CellWriter, columns?: number | null, move?: MoveWriter | null) => Messages;
}

/** One language: its own name ("Français") and how to load its catalogue. */
export interface LanguageEntry {
	readonly name: string;
	/** Loads the catalogue's module (a request for its chunk the first time, in the served build). */
	readonly load: () => Promise<LanguageCatalogue>;
}

/** Every language by code, in menu order (the default first). */
export const LANGUAGE_ENTRIES = {
	en: {
		name: 'English',
		load: () => import('./en/index').then((m) => ({ messages: m.en, make: m.makeEn }))
	},
	fr: {
		name: 'Français',
		load: () => import('./fr/index').then((m) => ({ messages: m.fr, make: m.makeFr }))
	}
} as const satisfies Readonly<Record<string, LanguageEntry>>;

/** A language's code. */
export type Language = keyof typeof LANGUAGE_ENTRIES;

/** Every language's code, the default first. */
export const LANGUAGES: readonly Language[] = Object.keys(LANGUAGE_ENTRIES) as Language[];

/** True when `code` names a language of LANGUAGES. */
export function isLanguage(code: string): code is Language {
	return (LANGUAGES as readonly string[]).includes(code);
}
