/**
 * The search techniques in a link (docs/conventions.md, "Transposition table", "Depth limit",
 * "Iterative deepening"): `tt=1` the transposition table, `depthlimit=N` a depth limit of N plies
 * or `depthlimit=none` (no limit), `deepening=1` iterative deepening. Read and written by
 * url-state.ts beside `alphabeta`, `depth` (the depth penalty) and `order`. A depth limit the
 * options leave undefined is the game's default (games.ts `defaultDepthLimit`: none for 3x3), as on
 * the command line; null is no limit.
 */
import { gameDef, gameOf, type GameId, type SearchOptions } from '$lib/engine';
import type { UrlError } from '$lib/i18n';
import { readSwitch } from './game-link';

/** The deepest depth limit a link or the page accepts (plies). */
export const MAX_DEPTH_LIMIT = 64;

/** The technique switches of SearchOptions. */
export type Techniques = Pick<
	SearchOptions,
	'transpositionTable' | 'depthLimit' | 'iterativeDeepening'
>;

/**
 * Reads a depth limit as written by a person or a link: `none`, empty or absent for none, else a
 * whole number of plies from 1 to MAX_DEPTH_LIMIT.
 * @returns the limit, null for none, or undefined when the text is not valid.
 */
export function parseDepthLimit(text: string | null): number | null | undefined {
	const value = text?.trim().toLowerCase() ?? '';
	if (value === '' || value === 'none') return null;
	if (!/^\d{1,2}$/.test(value)) return undefined;
	const plies = Number(value);
	return plies >= 1 && plies <= MAX_DEPTH_LIMIT ? plies : undefined;
}

/**
 * The depth limit `options` search with: theirs, or when undefined their game's default.
 * @param game the game searched (default: `options.game`, else 3x3).
 */
export function effectiveDepthLimit(
	options: Pick<SearchOptions, 'depthLimit' | 'game'>,
	game: GameId = gameOf(options).id
): number | null {
	return options.depthLimit === undefined ? gameDef(game).defaultDepthLimit : options.depthLimit;
}

/**
 * Reads `tt`, `depthlimit` and `deepening`. A bad value adds an error to `errors` and is read as
 * absent (the table and deepening off, the game's default depth limit).
 * @returns only the techniques the link sets (an empty object for none), so that a link without
 *   them gives the same options as before they existed.
 */
export function readTechniques(params: URLSearchParams, errors: UrlError[]): Techniques {
	const out: Techniques = {};
	if (readSwitch(params, 'tt', errors)) out.transpositionTable = true;
	const limitText = params.get('depthlimit');
	const limit = parseDepthLimit(limitText);
	if (limit === undefined) errors.push({ kind: 'depthlimit', value: limitText as string });
	else if (limitText !== null && limitText.trim() !== '') out.depthLimit = limit;
	if (readSwitch(params, 'deepening', errors)) out.iterativeDeepening = true;
	return out;
}

/**
 * Writes the techniques that are on: `tt=1`, `deepening=1`, and `depthlimit=N` or `none` when the
 * depth limit differs from the game's default.
 */
export function writeTechniques(params: URLSearchParams, options: SearchOptions): void {
	if (options.transpositionTable) params.set('tt', '1');
	const limit = effectiveDepthLimit(options);
	if (limit !== gameOf(options).defaultDepthLimit) {
		params.set('depthlimit', limit === null ? 'none' : String(limit));
	}
	if (options.iterativeDeepening) params.set('deepening', '1');
}
