/**
 * The search options a game's computer and analyses use (issue 11): the page's options (alpha-beta,
 * depth penalty, order, and the techniques when a control sets them) on the game's board. A depth
 * limit the page has not set (undefined) is the game's default (games.ts `defaultDepthLimit`: none
 * for 3x3, 5 plies for 4x4, 7 for Connect Four, chosen so that the answer comes within about a
 * second, docs/reference-figures.md); null means no limit. The search runs in the worker under the
 * engine's node budget (search-control.ts).
 */
import type { GameDef, SearchOptions } from '$lib/engine';

/** `options` for a search on `game`'s board. */
export function searchOptionsFor(options: SearchOptions, game: GameDef): SearchOptions {
	const depthLimit = options.depthLimit === undefined ? game.defaultDepthLimit : options.depthLimit;
	return { ...options, game: game.id, depthLimit };
}
