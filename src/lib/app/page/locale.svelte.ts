/**
 * The language on screen and how cells are named, as runes: one reactive holder whose `t` is the
 * current catalogue, so that switching language or cell names re-renders every string at once with
 * nothing else to update (the game, the step and the tree view are other state, untouched). Created
 * once in the root layout and shared through context (`getLocale`), so the error page speaks it too.
 * A language chosen by the person (`choose`) is remembered on the device; one asked for by a link
 * (`setLanguage`) is only shown.
 */
import { createContext } from 'svelte';
import type { GameDef } from '$lib/engine';
import { CELL_NAMINGS, formatCell, TIC_TAC_TOE, type CellNaming } from '$lib/game';
import { initialLanguage, isLanguage, type Language, type Messages } from '$lib/i18n';
import { readUrlState } from '$lib/link/url-state';
import { loadCatalogue, loadedCatalogue } from './catalogues';

/**
 * Catalogues made for coordinates or a board with gravity, one per language, board and naming
 * (a1-c3, a1-d4, a1-g6; Connect Four's columns), made on first use (a cache, not state).
 */
// eslint-disable-next-line svelte/prefer-svelte-reactivity -- never read reactively
const withCoordinates = new Map<string, Messages>();

/**
 * The catalogue of `language` with cells named by `naming` on `rules`' board (numbers: the
 * registered catalogue, which numbers cells from 1 on any board), as the game names its moves
 * (GameDef.moveNames): by column ("column 4", gravity games such as Connect Four) whatever the cell
 * names; always by small board and place ("board 5, cell 3", ultimate tic-tac-toe).
 */
function catalogue(language: Language, naming: CellNaming, rules: GameDef): Messages {
	// Locale shows a language only once its catalogue is loaded; English is always.
	const { messages, make } = loadedCatalogue(language) ?? loadedCatalogue('en')!;
	if (rules.moveNames === 'board-and-cell') {
		const key = `${language}/board-and-cell`;
		let made = withCoordinates.get(key);
		if (!made) {
			const name = messages.game.ultimateCell;
			made = make(name, null, name);
			withCoordinates.set(key, made);
		}
		return made;
	}
	const columns = rules.moveNames === 'columns';
	if (naming === 'numbers' && !columns) return messages;
	const key = `${language}/${rules.id}/${naming}`;
	let made = withCoordinates.get(key);
	if (!made) {
		made = make((cell) => formatCell(rules, cell, naming), columns ? rules.width : null);
		withCoordinates.set(key, made);
	}
	return made;
}

/** The local-storage key of the chosen language ('en' or 'fr'). */
export const LANGUAGE_STORAGE_KEY = 'minimax-lab.language';

/**
 * Where the choice is remembered: the device's one reporting write (app/storage/device-writes.ts),
 * which says when the storage is full and writes the choice again once room is made.
 */
export interface LanguageSaver {
	write(key: string, value: string, part: 'language', retry: boolean): boolean;
}

/** The language remembered on this device; null where the browser refuses local storage. */
function storedLanguageText(): string | null {
	try {
		return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
	} catch {
		return null;
	}
}

/**
 * The language the page shows first (in the browser): the link's `lang=` in `hash`, else the one
 * remembered on this device, else the browser's (src/lib/i18n/language.ts `initialLanguage`).
 * The start loads its catalogue before the first page is mounted (src/hooks.client.ts).
 */
export function startLanguage(hash: string): Language {
	return initialLanguage({
		link: readUrlState(hash).lang,
		stored: storedLanguageText(),
		browser: navigator.languages
	});
}

export class Locale {
	#language = $state<Language>('en');
	/** The language last asked for: shown once its catalogue is loaded, unless another is asked. */
	#wanted: Language = 'en';
	/** A language whose catalogue could not be loaded when it was last asked for, else null. */
	#failed = $state<Language | null>(null);
	#cellNaming = $state<CellNaming>('numbers');
	/** The board cells are named on (read reactively): 3x3 unless followBoard says otherwise. */
	#board = $state.raw<() => GameDef>(() => TIC_TAC_TOE);
	#saver: LanguageSaver | null = null;
	/** The current catalogue: read strings from it (`locale.t.board`) in templates and deriveds. */
	t: Messages = $derived(catalogue(this.#language, this.#cellNaming, this.#board()));

	/**
	 * @param language the language shown first (`startLanguage`): at once when its catalogue is
	 *   loaded, else English until it is.
	 */
	constructor(language: Language = 'en') {
		void this.setLanguage(language);
	}

	/** From now on `choose` remembers the choice through `saver` (until then, nowhere). */
	rememberWith(saver: LanguageSaver): void {
		this.#saver = saver;
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
	 * A language whose catalogue could not be loaded when it was last asked for (its chunk out of
	 * reach: offline, the server gone), for the language menu to say so; null otherwise.
	 */
	get failed(): Language | null {
		return this.#failed;
	}

	/**
	 * Switches language; everything on screen follows at once when its catalogue is loaded (always
	 * once the page has been idle: catalogues.ts), else when it has loaded, unless another
	 * language was asked for meanwhile. A catalogue that cannot be loaded leaves the language on
	 * screen and sets `failed`.
	 * @returns a promise settled when the language is shown or has failed to load (never rejects).
	 * @throws RangeError for a code that is not one of LANGUAGES (nothing changes then).
	 */
	setLanguage(code: string): Promise<void> {
		if (!isLanguage(code)) throw new RangeError(`Unknown language "${code}".`);
		this.#wanted = code;
		this.#failed = null;
		if (loadedCatalogue(code)) {
			this.#language = code;
			return Promise.resolve();
		}
		return loadCatalogue(code).then(
			() => {
				if (this.#wanted === code) this.#language = code;
			},
			() => {
				if (this.#wanted !== code) return;
				this.#wanted = this.#language;
				this.#failed = code;
			}
		);
	}

	/**
	 * Names cells by numbers or coordinates from now on, in every string.
	 * @throws RangeError for another naming.
	 */
	setCellNaming(naming: CellNaming): void {
		if (!CELL_NAMINGS.includes(naming)) throw new RangeError(`Unknown cell naming "${naming}".`);
		this.#cellNaming = naming;
	}

	/**
	 * Names cells by coordinates on the board `board()` gives, read reactively (a1-d4 on 4x4, a1-g6
	 * in Connect Four): the App gives its game's board on the page and 3x3 elsewhere (lessons,
	 * practice).
	 */
	followBoard(board: () => GameDef): void {
		this.#board = board;
	}

	/**
	 * The person's choice (the language menu): switches (as `setLanguage`) and remembers it on the
	 * device. A full storage is said by the saver (the page shows the language chosen all the same).
	 * @returns setLanguage's promise.
	 * @throws RangeError for a code that is not one of LANGUAGES (nothing changes then).
	 */
	choose(code: string): Promise<void> {
		const shown = this.setLanguage(code);
		this.#saver?.write(LANGUAGE_STORAGE_KEY, code, 'language', true);
		return shown;
	}
}

/** The locale of the component tree: `getLocale()` in any component under the root layout. */
export const [getLocale, setLocale] = createContext<Locale>();
