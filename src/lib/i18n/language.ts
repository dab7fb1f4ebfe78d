/**
 * Which language to show, from what the page knows: the link's `lang=` (strongest), the choice
 * remembered on the device, then the browser's preferred languages; English by default. Pure
 * functions: src/lib/app/page/locale.svelte.ts and the root layout call them with the browser's values.
 */
import { isLanguage, LANGUAGES, type Language } from './languages';

/**
 * The first of the browser's preferred languages (navigator.languages, most preferred first) that
 * the product speaks, by primary subtag: any fr-* locale ("fr", "fr-FR", "fr-CA") gives French.
 * @returns that language, or English (the first of LANGUAGES) when none matches.
 */
export function languageFromBrowser(preferred: readonly string[]): Language {
	for (const tag of preferred) {
		const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
		if (isLanguage(primary)) return primary;
	}
	return LANGUAGES[0];
}

/** A language remembered on the device; anything else stored there (or nothing) gives null. */
export function storedLanguage(value: string | null): Language | null {
	return value !== null && isLanguage(value) ? value : null;
}

/** What decides the language at start: the link's, the stored one, the browser's list. */
export interface LanguageSources {
	link: Language | null;
	stored: string | null;
	browser: readonly string[];
}

/** The language to show at start: the link's, else the stored one, else the browser's. */
export function initialLanguage(sources: LanguageSources): Language {
	return sources.link ?? storedLanguage(sources.stored) ?? languageFromBrowser(sources.browser);
}
