/**
 * The search options a game's computer and analyses use: the page's options (alpha-beta, depth
 * penalty, order, and the techniques when a control sets them) on the game's board, resolved by
 * the engine's resolveSearchOptions. The page shows a technique it leaves unset as off and an
 * unset depth limit as the game's default (games.ts `defaultDepthLimit`: none for 3x3, 5 plies
 * for 4x4, 7 for Connect Four), so they are resolved that way; Connect Four's strong defaults
 * come from `gameDefaultOptions`, which the page takes when it switches to a game. The search
 * runs in the worker under the engine's node budget (search-control.ts).
 */
import {
	resolveSearchOptions,
	type GameDef,
	type GameId,
	type ResolvedSearchOptions,
	type SearchOptions
} from '$lib/engine';

/**
 * `options` for a search on `rules`' board: the fields the page set, a table or iterative
 * deepening it did not set off, the rest resolved for the game (the solver with iterative
 * deepening on Connect Four).
 */
export function searchOptionsFor(options: SearchOptions, rules: GameDef): ResolvedSearchOptions {
	return pageSearchOptions(rules.id, options);
}

/**
 * The page's `options` resolved for `game` (searchOptionsFor without the rules): a table or
 * iterative deepening left unset is off, the rest resolved by resolveSearchOptions.
 */
export function pageSearchOptions(
	game: GameId,
	options: Partial<SearchOptions>
): ResolvedSearchOptions {
	const set = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
	return resolveSearchOptions(game, {
		transpositionTable: false,
		iterativeDeepening: false,
		...set
	});
}

/**
 * The options the page takes when it switches to `game`, every technique explicit (so the
 * controls show what the search does): the game's defaults (resolveSearchOptions(game, {})),
 * keeping the depth penalty the page had. 3x3 and 4x4: plain minimax, index order, no table, no
 * iterative deepening, the game's depth limit; Connect Four: alpha-beta, centre first, the
 * table, iterative deepening without a depth limit and the solver.
 */
export function gameDefaultOptions(game: GameId, depthPenalty: boolean): SearchOptions {
	const o = resolveSearchOptions(game, { depthPenalty });
	return {
		alphaBeta: o.alphaBeta,
		depthPenalty: o.depthPenalty,
		order: o.order,
		transpositionTable: o.transpositionTable,
		depthLimit: o.depthLimit,
		iterativeDeepening: o.iterativeDeepening
	};
}

/** A search another device made against its clock, repeated here (Game followSearch). */
export type { FollowedSearch } from '$lib/live/search-handover';
