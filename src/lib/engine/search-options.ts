/**
 * The one place that turns the search options a person or a link gives (any of them, or none) into
 * the complete options a game is searched with: each game's defaults (docs/conventions.md, "Search
 * options per game"). The computer, the CLI (scripts/cli-options.ts), the page's searches
 * (app/game-search.ts) and the "reproduce on the command line" text (app/cli-command.ts) call it.
 * `search` and `iterativeDeepening` themselves are the primitives under it: an option they are
 * not given is off there (search.ts DEFAULT_OPTIONS), so that the reference figures keep their
 * meaning.
 */
import { gameDef, type GameId } from './games';
import type { MoveOrder } from './order';
import type { SearchOptions } from './search';

/** Search options with every field given: what one search of one game runs with. */
export interface ResolvedSearchOptions extends SearchOptions {
	game: GameId;
	transpositionTable: boolean;
	depthLimit: number | null;
	iterativeDeepening: boolean;
	solver: boolean;
}

/** One game's default techniques (the depth limit is resolved apart, see resolveSearchOptions). */
export interface GameSearchDefaults {
	readonly alphaBeta: boolean;
	readonly depthPenalty: boolean;
	readonly order: MoveOrder;
	readonly transpositionTable: boolean;
	readonly iterativeDeepening: boolean;
	/**
	 * The deepest iteration of iterative deepening when no depth limit is given: null for as deep
	 * as the time budget allows.
	 */
	readonly deepeningDepthLimit: number | null;
}

/**
 * Each game's defaults. 3x3 and 4x4 keep the plain search the reference figures are measured with
 * (plain minimax, depth penalty, index order, no table, no iterative deepening). Connect Four plays
 * strongly: alpha-beta, centre first, the transposition table, iterative deepening within the
 * time budget as deep as it gets, and the exact solver (connect4-solver.ts) in the same budget.
 */
export const GAME_SEARCH_DEFAULTS: Readonly<Record<GameId, GameSearchDefaults>> = Object.freeze({
	ttt3: Object.freeze({
		alphaBeta: false,
		depthPenalty: true,
		order: 'index',
		transpositionTable: false,
		iterativeDeepening: false,
		deepeningDepthLimit: null
	}),
	ttt4: Object.freeze({
		alphaBeta: false,
		depthPenalty: true,
		order: 'index',
		transpositionTable: false,
		iterativeDeepening: false,
		deepeningDepthLimit: 5
	}),
	connect4: Object.freeze({
		alphaBeta: true,
		depthPenalty: true,
		order: 'center-first',
		transpositionTable: true,
		iterativeDeepening: true,
		deepeningDepthLimit: null
	})
});

/** True when `game` has an exact solver (connect4-solver.ts): Connect Four only. */
export function hasSolver(game: GameId): boolean {
	return game === 'connect4';
}

/**
 * The complete options for a search of `game` (partial.game is ignored: `game` decides):
 * every field `partial` gives (not undefined) is kept; the others take the game's defaults
 * (GAME_SEARCH_DEFAULTS). The depth limit, when not given: with iterative deepening the game's
 * `deepeningDepthLimit` (Connect Four: none, the time budget decides; 4x4: 5), without it the
 * game's `defaultDepthLimit` (games.ts: none for 3x3, 5 plies for 4x4, 7 for Connect Four: a plain
 * search that answers within a second). The solver, when not given: on for a game that has one
 * when iterative deepening is on (so a teacher who turns iterative deepening off sees the plain
 * search alone), else off.
 *
 * For links (url-state.ts, technique-link.ts): read only the parameters a link has into `partial`
 * and resolve it with the link's game; write a parameter only where the options differ from
 * `resolveSearchOptions(game, {})`. The result does not depend on the order the fields come in.
 * @throws RangeError for an unknown game, or `solver: true` on a game without a solver.
 */
export function resolveSearchOptions(
	game: GameId,
	partial: Partial<SearchOptions> = {}
): ResolvedSearchOptions {
	const def = gameDef(game);
	const d = GAME_SEARCH_DEFAULTS[def.id];
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
