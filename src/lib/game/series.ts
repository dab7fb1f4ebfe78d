/**
 * A series of games with the same settings and a running score ("Play again"). Standard rules: the
 * opener takes X. "Alternate who starts" (on by default): each Play again passes the first turn to the
 * other seat. "New game: you start" is newGame(series, 0); "New game: computer starts" is
 * newGame(series, 1), which gives the computer X and you O under standard rules.
 */
import type { GameDef, Position } from '$lib/engine';
import { TIC_TAC_TOE } from './catalog';
import {
	createGame,
	opening,
	openerSeat,
	type Game,
	type GameSettings,
	type Seat,
	type SeatIndex
} from './game';
import { UNBEATABLE, type Level } from './levels';
import { deriveLevelSeed } from './prng';
import { err, ok, type Result } from './result';
import { replayMoveList, type MoveListError } from './move-list';
import { checkPosition, type PositionProblem } from './rules';
import { EMPTY_SCORE, recordGame, type Score } from './score';

/** Who plays seat 1: the computer, or another person on the same device. */
export type Opponent = 'computer' | 'person';

/** The settings of a series; a new game copies them. */
export interface SeriesSettings extends GameSettings {
	readonly rules: GameDef;
	readonly opponent: Opponent;
	/** Names of seat 0 and seat 1 when they are people; '' means the default label. */
	readonly names: readonly [string, string];
	/** The computer's level (seat 1) when the opponent is the computer. */
	readonly level: Level;
	readonly alternate: boolean;
}

/** The defaults: tic-tac-toe against the unbeatable computer, standard rules, alternating, no time limit. */
export const DEFAULT_SETTINGS: SeriesSettings = Object.freeze({
	rules: TIC_TAC_TOE,
	opponent: 'computer',
	names: Object.freeze(['', '']) as readonly [string, string],
	level: UNBEATABLE,
	alternate: true,
	xAlwaysStarts: true,
	timePerMove: 0
});

/** A series: its settings, the game in progress (or just finished), the score and the series seed. */
export interface Series<A = unknown> {
	readonly settings: SeriesSettings;
	readonly game: Game<A>;
	readonly score: Score;
	/** Each game's seed derives from it and the game id, so a series replays identically. */
	readonly seed: number;
	/**
	 * The highest game id of this series taken elsewhere on the device (another tab playing the same
	 * series); a new game takes an id above it, so that no two games share an id. Absent: none.
	 */
	readonly lastId?: number;
}

/** The id of the series' next game: above the current game's, every counted game's and `lastId`. */
export function nextGameId(series: Series<unknown>): number {
	let last = Math.max(series.game.id, series.lastId ?? 0);
	for (const key of Object.keys(series.score.results)) last = Math.max(last, Number(key));
	return last + 1;
}

/** Returned when a game that is not the series' current game is offered to `withGame`. */
export interface SeriesError {
	readonly code: 'stale';
}

/** The two seats under `settings`: seat 0 a person, seat 1 the computer or a second person. */
export function seatsFor(settings: SeriesSettings): [Seat, Seat] {
	const you: Seat = { kind: 'person', name: settings.names[0] };
	if (settings.opponent === 'computer') return [you, { kind: 'computer', level: settings.level }];
	return [you, { kind: 'person', name: settings.names[1] }];
}

/**
 * A game of the series. Its seed is `gameSeed` when given (a link's `seed=`, so that a demo replays
 * the same random moves), else derived from the series seed and the game id.
 */
function gameFor<A>(
	settings: SeriesSettings,
	id: number,
	seriesSeed: number,
	start: Position,
	xSeat: SeatIndex,
	gameSeed?: number
): Game<A> {
	const { xAlwaysStarts, timePerMove } = settings;
	return createGame<A>({
		id,
		rules: settings.rules,
		start,
		seats: seatsFor(settings),
		xSeat,
		settings: { xAlwaysStarts, timePerMove },
		seed: gameSeed ?? deriveLevelSeed(seriesSeed, id)
	});
}

/** A new series whose first game (id 1) is opened by seat `opener` (default: you). */
export function startSeries<A = unknown>(
	settings: SeriesSettings = DEFAULT_SETTINGS,
	seed = 0,
	opener: SeatIndex = 0
): Series<A> {
	const { start, xSeat } = opening(settings.rules, settings.xAlwaysStarts, opener);
	return { settings, game: gameFor<A>(settings, 1, seed, start, xSeat), score: EMPTY_SCORE, seed };
}

/**
 * The next game, opened by seat `opener`, under `settings` (default: the series' settings, which the
 * new settings then replace). The score is kept; an unfinished game left behind is not counted.
 * @param seed the new game's seed (a link's `seed=`); default: derived from the series seed.
 */
export function newGame<A>(
	series: Series<A>,
	opener: SeatIndex,
	settings: SeriesSettings = series.settings,
	seed?: number
): Series<A> {
	const { start, xSeat } = opening(settings.rules, settings.xAlwaysStarts, opener);
	const game = gameFor<A>(settings, nextGameId(series), series.seed, start, xSeat, seed);
	return { ...series, settings, game };
}

/** "Play again": the next game with the same settings; with `alternate`, the other seat opens. */
export function playAgain<A>(series: Series<A>): Series<A> {
	const last = openerSeat(series.game);
	const opener = series.settings.alternate ? ((1 - last) as SeatIndex) : last;
	return newGame(series, opener);
}

/**
 * The next game starting from `start` (a position from a link or the position editor): unless
 * `xSeat` is given, the seat to move is the computer (seat 1) against the computer, seat 0 between
 * two people.
 * @param seed the game's seed (default: the series' next one).
 * @param xSeat the seat holding X ("Play from here": the person takes the side to move).
 * @returns the problem code from checkPosition when the position cannot occur in a game.
 */
export function openPosition<A>(
	series: Series<A>,
	start: Position,
	seed?: number,
	xSeat: SeatIndex = xSeatForMover(series.settings, start.toMove)
): Result<Series<A>, { readonly code: PositionProblem }> {
	const problem = checkPosition(series.settings.rules, start);
	if (problem) return err({ code: problem });
	const game = gameFor<A>(series.settings, nextGameId(series), series.seed, start, xSeat, seed);
	return ok({ ...series, game });
}

/** The seat holding X when the side `toMove` is to be played by the computer (or by seat 0 between people). */
function xSeatForMover(settings: SeriesSettings, toMove: Position['toMove']): SeatIndex {
	const moverSeat: SeatIndex = settings.opponent === 'computer' ? 1 : 0;
	return toMove === 'X' ? moverSeat : ((1 - moverSeat) as SeatIndex);
}

/** Options of openMoves: a fixed seed (a link's `seed=`) and who holds X (a link's `mark=`). */
export interface OpenMovesOptions {
	readonly seed?: number;
	/** The seat holding X; default: see openMoves. */
	readonly xSeat?: SeatIndex;
}

/**
 * The next game replaying a `moves=` list (move-list.ts) from `start`. Unless `xSeat` is given, the
 * computer sits on the side to move after the moves (as with openPosition) and between two people
 * seat 0 holds the mark that moves first in `start`.
 * @returns the problem code from checkPosition, or the first bad item of the list.
 */
export function openMoves<A>(
	series: Series<A>,
	start: Position,
	moves: string,
	options: OpenMovesOptions = {}
): Result<Series<A>, { readonly code: PositionProblem } | MoveListError> {
	const opened = openPosition(series, start, options.seed);
	if (!opened.ok) return opened;
	const replayed = replayMoveList(opened.value.game, moves);
	if (!replayed.ok) return replayed;
	const game = replayed.value;
	const last = game.moves.length % 2 === 0 ? start.toMove : start.toMove === 'X' ? 'O' : 'X';
	const xSeat =
		options.xSeat ??
		(series.settings.opponent === 'computer' ? xSeatForMover(series.settings, last) : game.xSeat);
	return ok({ ...series, game: { ...game, xSeat } });
}

/**
 * Applies new settings during a game. A new opponent or a new game (other rules: 4x4, Connect Four)
 * starts a new game (opened by you) and a new score, since wins of "you and the computer" and of
 * "Player 1 and Player 2", or at tic-tac-toe and at Connect Four, are not the same count.
 * Otherwise the current game keeps its moves and takes the new names, computer level and time per
 * move at once (the level from the computer's next move, the time from the next turn); "X always
 * starts" and "Alternate who starts" take effect from the next game.
 */
export function changeSettings<A>(series: Series<A>, settings: SeriesSettings): Series<A> {
	if (settings.opponent !== series.settings.opponent || settings.rules !== series.settings.rules) {
		return { ...newGame(series, 0, settings), score: EMPTY_SCORE };
	}
	const game: Game<A> = {
		...series.game,
		seats: seatsFor(settings),
		settings: { ...series.game.settings, timePerMove: settings.timePerMove }
	};
	return { ...series, settings, game };
}

/**
 * Replaces the current game by `game` (a later version of it: after a move, undo, resignation...)
 * and brings the score up to date. Refused with 'stale' when `game` is another game.
 */
export function withGame<A>(series: Series<A>, game: Game<A>): Result<Series<A>, SeriesError> {
	if (game.id !== series.game.id) return err({ code: 'stale' });
	return ok({ ...series, game, score: recordGame(series.score, game) });
}

/**
 * "Reset score": no game counted, the current one included (if it is reopened by Undo and finished
 * again, it counts then).
 */
export function resetScore<A>(series: Series<A>): Series<A> {
	return { ...series, score: EMPTY_SCORE };
}
