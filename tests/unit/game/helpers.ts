/** Shared builders for the game-model tests: series, games played from cell lists, the engine's search. */
import { search, type SearchResult } from '$lib/engine';
import {
	DEFAULT_SETTINGS,
	parseLevel,
	play,
	playComputer,
	positionAt,
	seatOf,
	startSeries,
	turnRef,
	type FullSearch,
	type Game,
	type Level,
	type SeatIndex,
	type SeriesSettings
} from '$lib/game';
import { withLookahead } from '$lib/game/lookahead';

/** Unwraps a Result in a test: fails the test with the error when it is not ok. */
export function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
	if (!result.ok) throw new Error(`Expected ok, got ${JSON.stringify(result.error)}`);
	return result.value;
}

/** The level with this id (test shorthand). */
export function level(id: string): Level {
	return must(parseLevel(id));
}

/** Settings over the defaults. */
export function settings(changes: Partial<SeriesSettings> = {}): SeriesSettings {
	return { ...DEFAULT_SETTINGS, ...changes };
}

/** The first game of a series with these settings, opened by `opener`. */
export function newTestGame<A = unknown>(
	changes: Partial<SeriesSettings> = {},
	opener: SeatIndex = 0,
	seed = 1
): Game<A> {
	return startSeries<A>(settings(changes), seed, opener).game;
}

/** A game between two people, opened by seat 0. */
export function twoPeople<A = unknown>(changes: Partial<SeriesSettings> = {}): Game<A> {
	return newTestGame<A>({ opponent: 'person', ...changes });
}

/** Plays the cells in order (whoever is to move), failing the test on a refused move. */
export function playCells<A>(game: Game<A>, cells: readonly number[]): Game<A> {
	return cells.reduce((g, cell) => must(play(g, cell)), game);
}

/**
 * The engine's search of position `ply` of the game (plain minimax, depth penalty on), with the
 * lookahead scores of the computer to move there when its level looks ahead (withLookahead).
 */
export function fullSearchAt(
	game: Game<unknown>,
	ply = game.moves.length,
	alphaBeta = false
): SearchResult & FullSearch {
	const position = positionAt(game, ply);
	const seat = game.seats[seatOf(game, position.toMove)];
	const full = search(position, { alphaBeta });
	return seat.kind === 'computer' ? withLookahead(game.rules, seat.level, position, full) : full;
}

/** fullSearchAt of the game's current position. */
export function fullSearch(game: Game<unknown>, alphaBeta = false): SearchResult & FullSearch {
	return fullSearchAt(game, game.moves.length, alphaBeta);
}

/** The computer on move plays, choosing from the engine's full search. */
export function computerMoves<A>(game: Game<A>, analysis: A | null = null): Game<A> {
	return must(playComputer(game, turnRef(game), fullSearch(game), analysis));
}
