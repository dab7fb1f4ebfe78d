/**
 * The language on screen, as runes: one reactive holder whose `t` is the current catalogue, so that
 * switching language re-renders every string at once with nothing else to update. Created once in
 * the root layout and shared through context (`getLocale`), so the error page speaks it too.
 */
import { createContext } from 'svelte';
import { CATALOGUES, isLanguage, type Language, type Messages } from '$lib/i18n';

export class Locale {
	#language = $state<Language>('en');
	/** The current catalogue: read strings from it (`locale.t.board`) in templates and deriveds. */
	t: Messages = $derived(CATALOGUES[this.#language]);

	constructor(language: Language = 'en') {
		this.#language = language;
	}

	/** The language on screen (a code of LANGUAGES). */
	get language(): Language {
		return this.#language;
	}

	/**
	 * Switches language; everything on screen follows at once.
	 * @throws RangeError for a code that is not one of LANGUAGES.
	 */
	setLanguage(code: string): void {
		if (!isLanguage(code)) throw new RangeError(`Unknown language "${code}".`);
		this.#language = code;
	}
}

/** The locale of the component tree: `getLocale()` in any component under the root layout. */
export const [getLocale, setLocale] = createContext<Locale>();
