/**
 * The game's part of the link (issue 7): `moves=` replays a game, and each game setting and page
 * preference has a parameter. Reading validates every value: a bad one gives a typed error
 * (src/lib/i18n/url-error.ts) and is left out, so the page keeps its default. Writing sets only the
 * values that differ from the defaults, so a page with default settings keeps a short link.
 *
 * | parameter     | values                                        | default    |
 * | ------------- | --------------------------------------------- | ---------- |
 * | `game`        | `ttt3`, `ttt4`, `connect4`                    | `ttt3`     |
 * | `moves`       | cells, numbers or coordinates: `5,1,9`        | none       |
 * | `mark`        | `x`, `o`: Player 1's (your) mark in a `position=` or `moves=` game | the computer on the side to move |
 * | `opponent`    | `computer`, `person`                          | `computer` |
 * | `player1/2`   | a name, at most 40 characters                 | none       |
 * | `xfirst`      | `0`, `1` (X always starts)                    | `1`        |
 * | `alternate`   | `0`, `1` (alternate who starts)               | `1`        |
 * | `time`        | `0`, `30`, `60` (seconds per move)            | `0`        |
 * | `level`       | `unbeatable`, `lookahead-N`, `random-P`       | unbeatable |
 * | `seed`        | 0 to 4294967295 (the game's random choices)   | drawn      |
 * | `analysis`    | `0`, `1` (two-person games)                   | `0`        |
 * | `cells`       | `numbers`, `coordinates`                      | `numbers`  |
 * | `movenumbers` | `0`, `1`                                      | `0`        |
 * | `symbols`     | `xo`, `animals`, `kanji`, `shapes`, or two characters | `xo` |
 */
import type { GameDef, Mark, Position } from '$lib/engine';
import {
	CELL_NAMINGS,
	currentPosition,
	DEFAULT_SETTINGS,
	formatLevel,
	isSeed,
	MAX_NAME_LENGTH,
	openMoves,
	parseLevel,
	rulesById,
	startSeries,
	TIMES_PER_MOVE,
	type CellNaming,
	type Game,
	type SeriesSettings,
	type TimePerMove
} from '$lib/game';
import type { UrlError } from '$lib/i18n';
import { DEFAULT_SYMBOLS, formatSymbols, readSymbols, type SymbolPair } from '../app/page/symbols';

/** The page's preferences beside the game model's settings. */
export interface PagePrefs {
	readonly cellNaming: CellNaming;
	readonly moveNumbers: boolean;
	readonly symbols: SymbolPair;
	/** In a two-person game, search the side to move after every move and show its tree. */
	readonly analysis: boolean;
}

/** Numbers 1-9, no move numbers, X and O, no analysis. */
export const DEFAULT_PREFS: PagePrefs = Object.freeze({
	cellNaming: 'numbers',
	moveNumbers: false,
	symbols: DEFAULT_SYMBOLS,
	analysis: false
});

/** The settings a link may carry; each is present only when the link gives a valid value. */
export type SettingsLink = Partial<
	Pick<
		SeriesSettings,
		'rules' | 'opponent' | 'level' | 'alternate' | 'xAlwaysStarts' | 'timePerMove'
	>
> & {
	/** Player 1's and Player 2's names; null where the link gives none. */
	readonly names?: readonly [string | null, string | null];
};

/** What a link says about the game. */
export interface GameLink {
	/** The `moves=` text, when it replays from the link's start position. */
	readonly moves: string | null;
	/** Player 1's (your) mark in a `position=` or `moves=` game, when given. */
	readonly mark: Mark | null;
	/** The game's seed, when given. */
	readonly seed: number | null;
	readonly settings: SettingsLink;
	readonly prefs: Partial<PagePrefs>;
	/** True when `game=` names no game: the page keeps the game it shows (SettingsLink has no rules). */
	readonly badGame?: boolean;
}

/**
 * The link's `game=`: the rules of ttt3, ttt4 or connect4; null when absent, empty or bad (a bad
 * value is reported in `errors`).
 */
export function readGameRules(params: URLSearchParams, errors: UrlError[]): GameDef | null {
	const value = params.get('game');
	if (value === null || value === '') return null;
	const rules = rulesById(value.trim().toLowerCase());
	if (!rules) errors.push({ kind: 'game', value });
	return rules;
}

/**
 * A 0/1 switch (`1` or `true`, `0` or `false`): undefined when absent or empty; a bad value is
 * reported in `errors` and reads as undefined too.
 */
export function readSwitch(
	params: URLSearchParams,
	name: string,
	errors: UrlError[]
): boolean | undefined {
	const value = params.get(name);
	if (value === null || value === '') return undefined;
	if (value === '1' || value === 'true') return true;
	if (value === '0' || value === 'false') return false;
	errors.push({ kind: 'flag', name, value });
	return undefined;
}

/**
 * Reads the game parameters of a link (`game=` itself is read first by readGameRules).
 * @param start the position `moves=` replays from (the link's valid `position=`, else the empty board).
 * @param rules the link's game (null: none or a bad one, read as 3x3).
 * @param errors receives one error per bad value.
 */
export function readGameLink(
	params: URLSearchParams,
	start: Position,
	rules: GameDef | null,
	errors: UrlError[]
): GameLink {
	const get = (name: string) => {
		const value = params.get(name);
		return value === null || value === '' ? null : value;
	};
	const settings: {
		-readonly [K in keyof SettingsLink]: SettingsLink[K];
	} = {};
	if (rules) settings.rules = rules;
	const opponent = get('opponent');
	if (opponent === 'computer' || opponent === 'person') settings.opponent = opponent;
	else if (opponent !== null) errors.push({ kind: 'opponent', value: opponent });
	const names = (['player1', 'player2'] as const).map((name) => {
		const value = params.get(name);
		if (value === null) return null;
		if (value.length <= MAX_NAME_LENGTH) return value;
		errors.push({ kind: 'name', name, value, max: MAX_NAME_LENGTH });
		return null;
	});
	if (names[0] !== null || names[1] !== null) settings.names = [names[0], names[1]];
	const xFirst = readSwitch(params, 'xfirst', errors);
	if (xFirst !== undefined) settings.xAlwaysStarts = xFirst;
	const alternate = readSwitch(params, 'alternate', errors);
	if (alternate !== undefined) settings.alternate = alternate;
	const time = get('time');
	if (time !== null) {
		const seconds = Number(time) as TimePerMove;
		if (/^\d+$/.test(time) && TIMES_PER_MOVE.includes(seconds)) settings.timePerMove = seconds;
		else errors.push({ kind: 'time', value: time });
	}
	const levelText = get('level');
	if (levelText !== null) {
		const level = parseLevel(levelText.toLowerCase());
		if (level.ok) settings.level = level.value;
		else errors.push({ kind: 'level', value: levelText });
	}
	const seedText = get('seed');
	let seed: number | null = null;
	if (seedText !== null) {
		if (/^\d{1,10}$/.test(seedText) && isSeed(Number(seedText))) seed = Number(seedText);
		else errors.push({ kind: 'seed', value: seedText });
	}
	const markText = get('mark');
	const mark = markText?.toUpperCase() ?? null;
	if (markText !== null && mark !== 'X' && mark !== 'O') {
		errors.push({ kind: 'mark', value: markText });
	}
	return {
		moves: readMoves(get('moves'), start, rules ?? DEFAULT_SETTINGS.rules, errors),
		mark: mark === 'X' || mark === 'O' ? mark : null,
		seed,
		settings,
		prefs: readPrefs(params, errors),
		...(errors.some((e) => e.kind === 'game') ? { badGame: true } : {})
	};
}

function readMoves(
	text: string | null,
	start: Position,
	rules: GameDef,
	errors: UrlError[]
): string | null {
	if (text === null) return null;
	const replayed = openMoves(startSeries({ ...DEFAULT_SETTINGS, rules }), start, text);
	if (replayed.ok) return text;
	if ('index' in replayed.error) errors.push({ kind: 'moves', text, problem: replayed.error });
	return null;
}

function readPrefs(params: URLSearchParams, errors: UrlError[]): Partial<PagePrefs> {
	const prefs: { -readonly [K in keyof PagePrefs]?: PagePrefs[K] } = {};
	const cells = params.get('cells');
	if (cells !== null && cells !== '') {
		if ((CELL_NAMINGS as readonly string[]).includes(cells)) prefs.cellNaming = cells as CellNaming;
		else errors.push({ kind: 'cells', value: cells });
	}
	const moveNumbers = readSwitch(params, 'movenumbers', errors);
	if (moveNumbers !== undefined) prefs.moveNumbers = moveNumbers;
	const analysis = readSwitch(params, 'analysis', errors);
	if (analysis !== undefined) prefs.analysis = analysis;
	const symbols = params.get('symbols');
	if (symbols !== null && symbols !== '') {
		const pair = readSymbols(symbols);
		if (pair) prefs.symbols = pair;
		else errors.push({ kind: 'symbols', value: symbols });
	}
	return prefs;
}

/** `base` with the settings the link gives. */
export function mergeSettings(base: SeriesSettings, link: SettingsLink): SeriesSettings {
	const { names, ...rest } = link;
	const merged: [string, string] = [names?.[0] ?? base.names[0], names?.[1] ?? base.names[1]];
	return { ...base, ...rest, names: merged };
}

/**
 * Player 1's (your) mark that a `position=` or `moves=` link gives when it has no `mark=`: against
 * the computer, the mark not on move after the moves; between two people, the start's side to move.
 */
export function defaultMark(game: Game<unknown>): Mark {
	if (game.seats[1].kind === 'person') return game.start.toMove;
	return currentPosition(game).toMove === 'X' ? 'O' : 'X';
}

/** What the page writes into the link about the game (beside `moves=`, which the link keeps). */
export interface GameLinkState {
	readonly settings: SeriesSettings;
	readonly prefs: PagePrefs;
	/** The current game's seed; written only when the computer's level draws random moves. */
	readonly seed: number;
}

/**
 * The game a link replays: its `moves=` text (null for none) and Player 1's `mark=` (null: the
 * default, see defaultMark), written beside `moves=` or `position=` only.
 */
export interface LinkedGame {
	readonly moves: string | null;
	readonly mark: Mark | null;
}

/**
 * Adds the linked game (the `moves=` and `mark=` the page was opened with, kept until a new game)
 * and the parameters of `state` that differ from the defaults to `params`.
 */
export function writeGameLink(
	params: URLSearchParams,
	linked: LinkedGame,
	state: GameLinkState
): void {
	const { settings, prefs } = state;
	const d = DEFAULT_SETTINGS;
	if (linked.moves !== null) params.set('moves', linked.moves);
	if (linked.mark && (linked.moves !== null || params.has('position'))) {
		params.set('mark', linked.mark.toLowerCase());
	}
	if (settings.rules.id !== d.rules.id) params.set('game', settings.rules.id);
	if (settings.opponent !== d.opponent) params.set('opponent', settings.opponent);
	settings.names.forEach((name, i) => name && params.set(`player${i + 1}`, name));
	if (settings.xAlwaysStarts !== d.xAlwaysStarts) params.set('xfirst', '0');
	if (settings.alternate !== d.alternate) params.set('alternate', '0');
	if (settings.timePerMove !== d.timePerMove) params.set('time', String(settings.timePerMove));
	if (settings.opponent === 'computer' && settings.level.kind !== 'unbeatable') {
		params.set('level', formatLevel(settings.level));
		if (settings.level.kind === 'random') params.set('seed', String(state.seed));
	}
	if (prefs.analysis && settings.opponent === 'person') params.set('analysis', '1');
	if (prefs.cellNaming !== DEFAULT_PREFS.cellNaming) params.set('cells', prefs.cellNaming);
	if (prefs.moveNumbers) params.set('movenumbers', '1');
	const symbols = formatSymbols(prefs.symbols);
	if (symbols !== 'xo') params.set('symbols', symbols);
}
