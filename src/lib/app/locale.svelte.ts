/**
 * The language on screen and how cells are named, as runes: one reactive holder whose `t` is the
 * current catalogue, so that switching language or cell names re-renders every string at once with
 * nothing else to update. Created once in the root layout and shared through context (`getLocale`),
 * so the error page speaks it too.
 */
import { createContext } from 'svelte';
import { CELL_NAMINGS, formatCell, TIC_TAC_TOE, type CellNaming } from '$lib/game';
import { CATALOGUE_MAKERS, CATALOGUES, isLanguage, type Language, type Messages } from '$lib/i18n';

/** Catalogues made for coordinates, one per language, made on first use (a cache, not state). */
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- never read reactively
const withCoordinates = new Map<Language, Messages>();

/** The catalogue of `language` with cells named by `naming` (numbers: the registered catalogue). */
function catalogue(language: Language, naming: CellNaming): Messages {
	if (naming === 'numbers') return CATALOGUES[language];
	let made = withCoordinates.get(language);
	if (!made) {
		made = CATALOGUE_MAKERS[language]((cell) => formatCell(TIC_TAC_TOE, cell, 'coordinates'));
		withCoordinates.set(language, made);
	}
	return made;
}

export class Locale {
	#language = $state<Language>('en');
	#cellNaming = $state<CellNaming>('numbers');
	/** The current catalogue: read strings from it (`locale.t.board`) in templates and deriveds. */
	t: Messages = $derived(catalogue(this.#language, this.#cellNaming));

	constructor(language: Language = 'en') {
		this.#language = language;
	}

	/** The language on screen (a code of LANGUAGES). */
	get language(): Language {
		return this.#language;
	}

	/** How cells are named: numbers 1-9 or coordinates a1-c3 (the page's "Cell names"). */
	get cellNaming(): CellNaming {
		return this.#cellNaming;
	}

	/**
	 * Switches language; everything on screen follows at once.
	 * @throws RangeError for a code that is not one of LANGUAGES.
	 */
	setLanguage(code: string): void {
		if (!isLanguage(code)) throw new RangeError(`Unknown language "${code}".`);
		this.#language = code;
	}

	/**
	 * Names cells by numbers or coordinates from now on, in every string.
	 * @throws RangeError for another naming.
	 */
	setCellNaming(naming: CellNaming): void {
		if (!CELL_NAMINGS.includes(naming)) throw new RangeError(`Unknown cell naming "${naming}".`);
		this.#cellNaming = naming;
	}
}

/** The locale of the component tree: `getLocale()` in any component under the root layout. */
export const [getLocale, setLocale] = createContext<Locale>();
