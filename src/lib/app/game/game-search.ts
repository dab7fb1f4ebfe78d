/**
 * The search options a game's computer and analyses use (issue 11): the page's options (alpha-beta,
 * depth penalty, order, and the techniques when a control sets them) on the game's board. A depth
 * limit the page has not set (undefined) is the game's default (games.ts `defaultDepthLimit`: none
 * for 3x3, 5 plies for 4x4, 7 for Connect Four, chosen so that the answer comes within about a
 * second, docs/reference-figures.md); null means no limit. The search runs in the worker under the
 * engine's node budget (search-control.ts).
 */
import { gameDef, isGameId, type SearchOptions } from '$lib/engine';
import type { GameRules } from '$lib/game';

/**
 * `options` for a search on `rules`' board.
 * @throws RangeError when the rules are not one of the engine's games (a programming error).
 */
export function searchOptionsFor(options: SearchOptions, rules: GameRules): SearchOptions {
	if (!isGameId(rules.id)) throw new RangeError(`The engine has no game "${rules.id}".`);
	const game = gameDef(rules.id);
	const depthLimit = options.depthLimit === undefined ? game.defaultDepthLimit : options.depthLimit;
	return { ...options, game: game.id, depthLimit };
}
