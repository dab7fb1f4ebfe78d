/**
 * The game's part of the page's link, as the page uses it: the settings and preferences a link gives
 * (read by the codec, params.ts, which documents each parameter), how they merge over the page's,
 * and what the page writes back. The parameters themselves are read and written in params.ts only.
 */
import type { MctsSettings } from './mcts-settings';
import type { Mark } from '$lib/engine';
import { currentPosition, type CellNaming, type Game, type SeriesSettings } from '$lib/game';
import { DEFAULT_SYMBOLS, type SymbolPair } from '../game/symbols';

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
	/** The page's algorithm and MCTS settings (written with `algorithm=mcts` only). */
	readonly mcts?: MctsSettings;
}

/**
 * The game a link replays: its `moves=` text (null for none) and Player 1's `mark=` (null: the
 * default, see defaultMark), written beside `moves=` or `position=` only.
 */
export interface LinkedGame {
	readonly moves: string | null;
	readonly mark: Mark | null;
}
