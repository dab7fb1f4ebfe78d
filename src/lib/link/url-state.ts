/**
 * URL state (hash router): `#/?position=XOX/.O./X..&alphabeta=1&depth=0&order=center&view=whole`.
 * `position` opens that position with the side to move played by the computer; `alphabeta` and
 * `depth` (the depth penalty) are 0 or 1; `order` is `index` or `center`; `view` is `open` or
 * `whole`; `lang` is `en` or `fr` (the language shown; without it, the one remembered on the device
 * or the browser's); `step` (with a position) opens the debugger at that step of the computer's
 * decision (0-based; beyond the last step, the last); the game's parameters (`moves=`, the game
 * settings) are read and written by game-link.ts, the search techniques (`tt`, `depthlimit`,
 * `deepening`) by technique-link.ts. A bad value yields a typed error
 * (src/lib/i18n/url-error.ts) and the default for that key, never an exception. A link whose %
 * escapes cannot be decoded is replaced by the start page before the app starts (src/app.html) and
 * reported through `badLink`.
 */
import { emptyCells, TIC_TAC_TOE } from '$lib/game';
import { parsePosition, PositionError, type Position, type SearchOptions } from '$lib/engine';
import { isLanguage, type Language, type UrlError } from '$lib/i18n';
import {
	readGameLink,
	readGameRules,
	readSwitch,
	writeGameLink,
	type GameLink,
	type GameLinkState,
	type LinkedGame
} from './game-link';
import type { TreeViewKind } from '../app/page/session.svelte';
import { readTechniques, writeTechniques } from './technique-link';

/** What a link asks for, after validation. `errors` holds one value per bad part. */
export interface LinkState {
	position: Position | null;
	/** The `position=` text as written in the link, when it was valid; else null. */
	positionText: string | null;
	options: SearchOptions;
	errors: UrlError[];
	/** `view=whole` asks for the whole-tree picture; `open` (the default) for the open nodes. */
	view: TreeViewKind;
	/** `moves=` and the game settings (game-link.ts). */
	game: GameLink;
	/** `lang=en|fr` asks for a language; null when the link names none (or a bad one). */
	lang: Language | null;
	/** `step=`: the step of the decision to open the debugger at; null for its last step. */
	step: number | null;
}

function flag(
	params: URLSearchParams,
	name: string,
	fallback: boolean,
	errors: UrlError[]
): boolean {
	return readSwitch(params, name, errors) ?? fallback;
}

function readStep(raw: string | null, errors: UrlError[]): number | null {
	if (raw === null || raw === '') return null;
	if (/^\d{1,9}$/.test(raw)) return Number(raw);
	errors.push({ kind: 'step', value: raw });
	return null;
}

function readView(raw: string | null, errors: UrlError[]): TreeViewKind {
	const value = raw?.toLowerCase() ?? null;
	if (value === null || value === '' || value === 'open') return 'open';
	if (value === 'whole') return 'whole';
	errors.push({ kind: 'view', value: raw as string });
	return 'open';
}

function readLang(raw: string | null, errors: UrlError[]): Language | null {
	const value = raw?.trim().toLowerCase() ?? '';
	if (value === '') return null;
	if (isLanguage(value)) return value;
	errors.push({ kind: 'lang', value: raw as string });
	return null;
}

/**
 * Reads the query part of a hash such as `#/?position=...`.
 * @param hash `location.hash` or `page.url.hash`, with or without the leading '#'.
 * @param badLink a malformed hash replaced before the app started, to report; null if none.
 */
export function readUrlState(hash: string, badLink: string | null = null): LinkState {
	const query = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '';
	const errors: UrlError[] = badLink === null ? [] : [{ kind: 'malformed', link: badLink }];
	let params: URLSearchParams;
	try {
		decodeURIComponent(query);
		params = new URLSearchParams(query);
	} catch {
		params = new URLSearchParams();
		errors.push({ kind: 'malformed', link: hash });
	}
	// `game=` first: the position and the moves are read on its board.
	const rules = readGameRules(params, errors);
	const board = rules ?? TIC_TAC_TOE;
	let position: Position | null = null;
	const text = params.get('position');
	if (text !== null && text !== '') {
		try {
			position = parsePosition(text, board.id);
		} catch (error) {
			if (!(error instanceof PositionError)) throw error;
			errors.push({ kind: 'position', text, error });
		}
	}
	const orderText = params.get('order');
	let order: SearchOptions['order'] = 'index';
	if (orderText === 'center' || orderText === 'center-first') order = 'center-first';
	else if (orderText !== null && orderText !== '' && orderText !== 'index') {
		errors.push({ kind: 'order', value: orderText });
	}
	return {
		position,
		positionText: position ? text : null,
		options: {
			alphaBeta: flag(params, 'alphabeta', false, errors),
			depthPenalty: flag(params, 'depth', true, errors),
			order,
			...readTechniques(params, errors)
		},
		errors,
		view: readView(params.get('view'), errors),
		game: readGameLink(
			params,
			position ?? { cells: emptyCells(board), toMove: 'X' },
			rules,
			errors
		),
		lang: readLang(params.get('lang'), errors),
		step: readStep(params.get('step'), errors)
	};
}

const NO_LINKED_GAME: LinkedGame = { moves: null, mark: null };

/** What a link carries besides the position, the options and the view. */
export interface LinkExtras {
	/** The game's settings, preferences and seed (written where they differ from the defaults). */
	readonly game?: GameLinkState | null;
	/** The linked game's `moves=` and `mark=`. */
	readonly linked?: LinkedGame;
	/** Written as `lang=` when not null (the link names a language). */
	readonly lang?: Language | null;
}

/**
 * The hash for a position and options, e.g. `#/?position=XOX%2F.O.%2FX..&alphabeta=1&depth=0`,
 * then the linked game's `moves` and `mark` and the game's settings that differ from the defaults
 * (game-link.ts), then the language.
 */
export function writeUrlState(
	position: string | null,
	options: SearchOptions,
	view: TreeViewKind = 'open',
	extras: LinkExtras = {}
): string {
	const params = new URLSearchParams();
	if (position) params.set('position', position);
	if (options.alphaBeta) params.set('alphabeta', '1');
	if (!options.depthPenalty) params.set('depth', '0');
	if (options.order === 'center-first') params.set('order', 'center');
	// The depth limit is written against the default of the game on screen (the page's options
	// do not carry the game; its settings do).
	const game = options.game ?? extras.game?.settings.rules.id;
	writeTechniques(params, game ? { ...options, game } : options);
	if (view === 'whole') params.set('view', 'whole');
	if (extras.game) writeGameLink(params, extras.linked ?? NO_LINKED_GAME, extras.game);
	if (extras.lang) params.set('lang', extras.lang);
	const query = params.toString();
	return query ? `#/?${query}` : '#/';
}

/** Where the current URL comes from: SvelteKit's `page` from `$app/state` (or a test's object). */
export interface UrlSource {
	readonly url: URL;
}

/** Changes the URL: SvelteKit's `goto` (src/lib/app/kit/kit.ts), or a test's recorder. */
export interface Navigator {
	/** Replaces the current history entry's hash (an option or view change). */
	replace(hash: string): void;
	/** Adds a history entry (opening another position), so Back returns to the previous one. */
	push(hash: string): void;
}

/**
 * The link of the page: reads what it asks for, and writes what the page shows so that the link
 * reopens it. It remembers the position, `moves=` and `mark=` the page was opened with (kept while
 * options change, dropped by a new game) and the link's language (kept; set when the person picks
 * one).
 */
export class UrlState {
	readonly #source: UrlSource;
	readonly #navigator: Navigator;
	readonly #takeBadLink: () => string | null;
	#position: string | null = null;
	/** The page's link as last read or written (without '#'), or null before the first read. */
	#current: string | null = null;
	#linked: LinkedGame = NO_LINKED_GAME;
	#lang: Language | null = null;

	/**
	 * @param takeBadLink returns (once) a malformed link replaced before the app started, or null.
	 */
	constructor(source: UrlSource, navigator: Navigator, takeBadLink: () => string | null) {
		this.#source = source;
		this.#navigator = navigator;
		this.#takeBadLink = takeBadLink;
	}

	/**
	 * True when the current URL is the page's own route (`#/`, `#/?…` or no hash), not another
	 * route's (`#/practice`, `#/lesson/…`), whose parameters are not the page's.
	 */
	onPage(): boolean {
		const hash = this.#source.url.hash.replace(/^#/, '');
		const path = hash.includes('?') ? hash.slice(0, hash.indexOf('?')) : hash;
		return path === '' || path === '/';
	}

	/**
	 * True when the current URL is the page's link as last read or written: the page came back to
	 * it from another route (Back, or a link to it), so what is on screen still stands.
	 */
	unchanged(): boolean {
		return this.#current !== null && this.#source.url.hash.replace(/^#/, '') === this.#current;
	}

	/** What the current URL asks for (and the malformed link replaced at start, if any). */
	read(): LinkState {
		const link = readUrlState(this.#source.url.hash, this.#takeBadLink());
		this.#current = this.#source.url.hash.replace(/^#/, '');
		this.#position = link.positionText;
		this.#linked = { moves: link.game.moves, mark: link.game.mark };
		this.#lang = link.lang;
		return link;
	}

	/**
	 * Writes the page's options, view and game settings into the current entry, keeping its position,
	 * moves and language.
	 */
	write(options: SearchOptions, view: TreeViewKind, game: GameLinkState | null = null): void {
		const hash = writeUrlState(this.#position, options, view, {
			game,
			linked: this.#linked,
			lang: this.#lang
		});
		this.#current = hash.slice(1);
		this.#navigator.replace(hash);
	}

	/** The language the link names (read from it or picked by the person), or null. */
	get lang(): Language | null {
		return this.#lang;
	}

	/** The language the person picked: written in the link from now on (call `write` after). */
	setLanguage(lang: Language): void {
		this.#lang = lang;
	}

	/** Drops the position and moves (a new game) and writes the rest. */
	clearPosition(
		options: SearchOptions,
		view: TreeViewKind,
		game: GameLinkState | null = null
	): void {
		this.#position = null;
		this.#linked = NO_LINKED_GAME;
		this.write(options, view, game);
	}

	/**
	 * Adds a history entry for `notation` with these options and view.
	 * @returns what that link asks for (as `read` would give after the navigation).
	 */
	open(
		notation: string,
		options: SearchOptions,
		view: TreeViewKind,
		game: GameLinkState | null = null
	): LinkState {
		const hash = writeUrlState(notation, options, view, { game, lang: this.#lang });
		const link = readUrlState(hash);
		this.#position = link.positionText;
		this.#linked = NO_LINKED_GAME;
		this.#current = hash.slice(1);
		this.#navigator.push(hash);
		return link;
	}
}
