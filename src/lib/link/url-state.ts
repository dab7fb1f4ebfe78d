/**
 * The page's link (hash router): `#/?position=XOX/.O./X..&alphabeta=1&depth=0&order=center&view=whole`.
 * This file turns what the page shows (position, search options, tree view, the game's settings and
 * preferences, language, step) into the link codec's values and back; every parameter is read and
 * written by the codec's table (params.ts), which also says what a bad value does. A link whose %
 * escapes cannot be decoded is replaced by the start page before the app starts (src/app.html) and
 * reported through `badLink`.
 */
import {
	gameOf,
	resolveSearchOptions,
	type GameDef,
	type Position,
	type SearchOptions
} from '$lib/engine';
import { cleanName, DEFAULT_SETTINGS, rulesById } from '$lib/game';
import type { Language } from '$lib/i18n/languages';
import type { GameLink, GameLinkState, LinkedGame, PagePrefs, SettingsLink } from './game-link';
import type { TreeViewKind } from '../visualization/view-api';
import {
	effectiveDepthLimit,
	readLink,
	writeLink,
	type LinkError,
	type LinkValues
} from './params';
import { DEFAULT_MCTS_SETTINGS, type MctsSettings } from './mcts-settings';

/** What a link asks for, after validation. `errors` holds one value per bad part. */
export interface LinkState {
	position: Position | null;
	/** The `position=` text as written in the link, when it was valid; else null. */
	positionText: string | null;
	options: SearchOptions;
	errors: LinkError[];
	/** `view=whole` asks for the whole-tree picture; `open` (the default) for the open nodes. */
	view: TreeViewKind;
	/** `moves=` and the game settings. */
	game: GameLink;
	/** `lang=en|fr` asks for a language; null when the link names none (or a bad one). */
	lang: Language | null;
	/** `step=`: the step of the decision to open the debugger at; null for its last step. */
	step: number | null;
	/** `embed=1`: only the board and the tree. */
	embed: boolean;
	/** `review=`: the ply the game review opens at (1 = the first move); null for none. */
	review: number | null;
	/** `algorithm=`, `iterations=`, `seed=`, `exploration=`: the algorithm and MCTS settings. */
	mcts: MctsSettings;
}

/**
 * Reads the query part of a hash such as `#/?position=...` (params.ts `readLink`).
 * @param hash `location.hash` as the browser holds it (encoded), with or without the leading '#'.
 * @param badLink a malformed hash replaced before the app started, to report; null if none.
 */
export function readUrlState(hash: string, badLink: string | null = null): LinkState {
	const link = readLink(hash);
	const { values: v, given } = link;
	const errors: LinkError[] = badLink === null ? [] : [{ kind: 'malformed', link: badLink }];
	errors.push(...link.errors);
	const has = (name: keyof LinkValues) => given.has(name);
	const settings: { -readonly [K in keyof SettingsLink]: SettingsLink[K] } = {};
	if (has('game')) settings.rules = rulesById(v.game) as GameDef;
	if (has('opponent')) settings.opponent = v.opponent;
	if (has('player1') || has('player2')) settings.names = [v.player1, v.player2];
	if (has('xfirst')) settings.xAlwaysStarts = v.xfirst;
	if (has('alternate')) settings.alternate = v.alternate;
	if (has('time')) settings.timePerMove = v.time;
	if (has('level')) settings.level = v.level;
	const prefs: { -readonly [K in keyof PagePrefs]?: PagePrefs[K] } = {};
	if (has('cells')) prefs.cellNaming = v.cells;
	if (has('movenumbers')) prefs.moveNumbers = v.movenumbers;
	if (has('analysis')) prefs.analysis = v.analysis;
	if (has('symbols')) prefs.symbols = v.symbols;
	return {
		position: link.position,
		positionText: v.position,
		options: linkSearchOptions(link.values, given),
		errors,
		view: v.view,
		game: {
			moves: v.moves,
			mark: v.mark,
			// With MCTS the link's seed is the search's (linkMcts), not the game's.
			seed: v.algorithm === 'mcts' ? null : v.seed,
			settings,
			prefs,
			...(link.badGame ? { badGame: true } : {})
		},
		lang: v.lang,
		step: v.step,
		embed: v.embed,
		review: v.review,
		mcts: linkMcts(v)
	};
}

/**
 * The algorithm and MCTS settings of a link: `algorithm=mcts` with its `iterations=`,
 * `exploration=` and `seed=` (the page's seed: the MCTS seed then, 0 when not given).
 */
function linkMcts(v: LinkValues): MctsSettings {
	if (v.algorithm !== 'mcts') return DEFAULT_MCTS_SETTINGS;
	return {
		algorithm: 'mcts',
		iterations: v.iterations,
		seed: v.seed ?? DEFAULT_MCTS_SETTINGS.seed,
		exploration: v.exploration
	};
}

/**
 * The search options a link asks for: the techniques it gives, the others its game's defaults
 * (engine resolveSearchOptions, as the page and the CLI resolve them: Connect Four without
 * technique parameters is alpha-beta, centre first, the table and iterative deepening). Written as
 * the page holds options: the three switches, and a table, iterative deepening or a depth limit
 * only when on, given or not the page's own default (effectiveDepthLimit), so that a 3x3 link
 * gives the options it always gave.
 */
function linkSearchOptions(v: LinkValues, given: ReadonlySet<keyof LinkValues>): SearchOptions {
	const partial: Partial<SearchOptions> = {};
	if (given.has('alphabeta')) partial.alphaBeta = v.alphabeta;
	if (given.has('depth')) partial.depthPenalty = v.depth;
	if (given.has('order')) partial.order = v.order;
	if (given.has('tt')) partial.transpositionTable = v.tt;
	if (given.has('deepening')) partial.iterativeDeepening = v.deepening;
	if (given.has('depthlimit')) partial.depthLimit = v.depthlimit;
	const o = resolveSearchOptions(v.game, partial);
	const implied = effectiveDepthLimit({ iterativeDeepening: o.iterativeDeepening }, v.game);
	return {
		alphaBeta: o.alphaBeta,
		depthPenalty: o.depthPenalty,
		order: o.order,
		...(o.transpositionTable ? { transpositionTable: true } : {}),
		...(given.has('depthlimit') || o.depthLimit !== implied ? { depthLimit: o.depthLimit } : {}),
		...(o.iterativeDeepening ? { iterativeDeepening: true } : {})
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
	/** Written as `step=` (with a position) when not null. */
	readonly step?: number | null;
	/** The algorithm and MCTS settings: with MCTS, `algorithm=mcts` and the settings not default. */
	readonly mcts?: MctsSettings;
}

/**
 * The codec's values for what the page shows: the position and options, the view, then the linked
 * game's `moves` and `mark`, the game's settings and preferences (the level and its seed only
 * against the computer, analysis only between two people), the language and the step.
 */
export function pageLinkValues(
	position: string | null,
	options: SearchOptions,
	view: TreeViewKind = 'open',
	extras: LinkExtras = {}
): Partial<LinkValues> {
	const state = extras.game ?? null;
	const game = state?.settings.rules.id ?? gameOf(options).id;
	const values: { -readonly [K in keyof LinkValues]?: LinkValues[K] } = {
		game: game as LinkValues['game'],
		position,
		alphabeta: options.alphaBeta,
		depth: options.depthPenalty,
		order: options.order,
		// A technique the options leave unset is off, as the page searches (app/game/game-search.ts).
		tt: options.transpositionTable === true,
		depthlimit: effectiveDepthLimit(options, game as LinkValues['game']),
		deepening: options.iterativeDeepening === true,
		view,
		moves: extras.linked?.moves ?? null,
		mark: extras.linked?.mark ?? null,
		lang: extras.lang ?? null,
		step: extras.step ?? null
	};
	if (state) {
		const { settings, prefs } = state;
		const computer = settings.opponent === 'computer';
		const name = (text: string) => cleanName(text).name || null;
		Object.assign(values, {
			opponent: settings.opponent,
			player1: name(settings.names[0]),
			player2: name(settings.names[1]),
			xfirst: settings.xAlwaysStarts,
			alternate: settings.alternate,
			time: settings.timePerMove,
			level: computer ? settings.level : DEFAULT_SETTINGS.level,
			seed: computer && settings.level.kind === 'random' ? state.seed : null,
			analysis: !computer && prefs.analysis,
			cells: prefs.cellNaming,
			movenumbers: prefs.moveNumbers,
			symbols: prefs.symbols
		} satisfies Partial<LinkValues>);
	}
	const mcts = extras.mcts ?? state?.mcts;
	if (mcts && mcts.algorithm === 'mcts') {
		// The seed of the link is the search's then (a random level's seed gives way to it).
		Object.assign(values, {
			algorithm: 'mcts',
			iterations: mcts.iterations,
			exploration: mcts.exploration,
			seed: mcts.seed === DEFAULT_MCTS_SETTINGS.seed ? null : mcts.seed
		} satisfies Partial<LinkValues>);
	}
	return values;
}

/**
 * The hash for a position and options, e.g. `#/?position=XOX%2F.O.%2FX..&alphabeta=1&depth=0`,
 * then the linked game's `moves` and `mark`, the game and its settings that differ from the
 * defaults, the language and the step (pageLinkValues, written by params.ts `writeLink`).
 */
export function writeUrlState(
	position: string | null,
	options: SearchOptions,
	view: TreeViewKind = 'open',
	extras: LinkExtras = {}
): string {
	const query = writeLink(pageLinkValues(position, options, view, extras));
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
