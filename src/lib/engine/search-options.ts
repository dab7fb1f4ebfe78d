/**
 * The one place that turns the search options a person or a link gives (any of them, or none) into
 * the complete options a game is searched with: each game's defaults (docs/conventions.md, "Search
 * options per game"). The computer, the CLI (scripts/cli-options.ts), the page's searches
 * (app/game/game-search.ts), the "reproduce on the command line" text (app/page/cli-command.ts),
 * the link (link/params.ts) and the engine's own entry points, `search` (oneSearchOptions: one
 * search, so a depth limit not given is the game's `defaultDepthLimit`) and `iterativeDeepening`
 * (deepeningOptions), call it. On 3x3 an option not given is off (plain minimax, depth penalty,
 * index order, no table, no limit), so the reference figures keep their meaning.
 */
import {
	GAME_DEFS,
	GAME_IDS,
	gameDef,
	gameOf,
	type BuiltInGameId,
	type GameId,
	type GameSearchDefaults
} from './games';
import type { SearchOptions } from './search-types';

/** Search options with every field given: what one search of one game runs with. */
export interface ResolvedSearchOptions extends SearchOptions {
	game: GameId;
	transpositionTable: boolean;
	depthLimit: number | null;
	iterativeDeepening: boolean;
	solver: boolean;
}

/** One game's default techniques (defined with the game: GameDef.searchDefaults). */
export type { GameSearchDefaults } from './games';

/**
 * The built-in games' defaults (GameDef.searchDefaults). 3x3 and 4x4 keep the plain search the
 * reference figures are measured with (plain minimax, depth penalty, index order, no table, no
 * iterative deepening). Connect Four plays strongly: alpha-beta, centre first, the transposition
 * table, iterative deepening within the time budget as deep as it gets, and the exact solver
 * (connect4-solver.ts) in the same budget. Ultimate tic-tac-toe likewise, without a solver:
 * alpha-beta, centre board first (games.ts), the table, iterative deepening within the time budget
 * (1 s on the CLI) as deep as it gets; turned off, one search to its default depth limit (5 plies).
 */
export const GAME_SEARCH_DEFAULTS: Readonly<Record<BuiltInGameId, GameSearchDefaults>> =
	Object.freeze(
		Object.fromEntries(GAME_IDS.map((id) => [id, GAME_DEFS[id].searchDefaults])) as Record<
			BuiltInGameId,
			GameSearchDefaults
		>
	);

/** True when `game` has an exact solver (GameTechniques.exact 'solver': Connect Four). */
export function hasSolver(game: GameId): boolean {
	return gameDef(game).techniques.exact === 'solver';
}

/**
 * The complete options for a search of `game` (partial.game is ignored: `game` decides):
 * every field `partial` gives (not undefined) is kept; the others take the game's defaults
 * (GameDef.searchDefaults). The depth limit, when not given: with iterative deepening the game's
 * `deepeningDepthLimit` (Connect Four: none, the time budget decides; 4x4: 5), without it the
 * game's `defaultDepthLimit` (games.ts: none for 3x3, 5 plies for 4x4, 7 for Connect Four: a plain
 * search that answers within a second). The solver, when not given: on for a game that has one
 * when iterative deepening is on (so a teacher who turns iterative deepening off sees the plain
 * search alone), else off.
 *
 * For links (link/params.ts, link/url-state.ts): read only the parameters a link has into `partial`
 * and resolve it with the link's game; write a parameter only where the options differ from
 * `resolveSearchOptions(game, {})`. The result does not depend on the order the fields come in.
 * @throws RangeError for an unknown game, or `solver: true` on a game without a solver.
 */
export function resolveSearchOptions(
	game: GameId,
	partial: Partial<SearchOptions> = {}
): ResolvedSearchOptions {
	const def = gameDef(game);
	const d = def.searchDefaults;
	const iterativeDeepening = partial.iterativeDeepening ?? d.iterativeDeepening;
	const depthLimit =
		partial.depthLimit !== undefined
			? partial.depthLimit
			: iterativeDeepening
				? d.deepeningDepthLimit
				: def.defaultDepthLimit;
	if (partial.solver && !hasSolver(def.id)) {
		throw new RangeError(`The exact solver plays Connect Four only, not ${def.id}.`);
	}
	return {
		alphaBeta: partial.alphaBeta ?? d.alphaBeta,
		depthPenalty: partial.depthPenalty ?? d.depthPenalty,
		order: partial.order ?? d.order,
		game: def.id,
		transpositionTable: partial.transpositionTable ?? d.transpositionTable,
		depthLimit,
		iterativeDeepening,
		solver: partial.solver ?? (hasSolver(def.id) && iterativeDeepening)
	};
}

/**
 * The options `search` runs one search with: resolveSearchOptions for `partial.game` (3x3 when
 * absent) as one search, not iterative deepening (so a depth limit not given is the game's
 * `defaultDepthLimit`: none for 3x3, 5 plies for 4x4, 7 for Connect Four) and without the solver
 * (`search` runs neither); `evaluation` kept when given.
 * @throws RangeError for an unknown game.
 */
export function oneSearchOptions(partial: Partial<SearchOptions>): ResolvedSearchOptions {
	const resolved = resolveSearchOptions(gameOf(partial).id, {
		...partial,
		iterativeDeepening: false,
		solver: false
	});
	return partial.evaluation === undefined
		? resolved
		: { ...resolved, evaluation: partial.evaluation };
}

/**
 * The options `iterativeDeepening` runs with: resolveSearchOptions for `partial.game` (3x3 when
 * absent) with iterative deepening on, without the solver (decide.ts runs it beside), so that its
 * depth limit, when not given, is the game's deepest iteration (`deepeningDepthLimit`: null for
 * as deep as the time allows, 5 plies on 4x4); `evaluation` kept when given.
 * @throws RangeError for an unknown game.
 */
export function deepeningOptions(partial: Partial<SearchOptions>): ResolvedSearchOptions {
	const resolved = resolveSearchOptions(gameOf(partial).id, {
		...partial,
		iterativeDeepening: true,
		solver: false
	});
	return partial.evaluation === undefined
		? resolved
		: { ...resolved, evaluation: partial.evaluation };
}
