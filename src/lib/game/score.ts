/**
 * The score of a series: wins per seat and draws. Results are kept by game id, so recording the same
 * game again replaces its entry (no game is counted twice) and a game reopened by Undo loses its entry
 * (a game taken back is not counted). The page calls `recordGame` after every change to the game;
 * series.ts does it for you.
 */
import { winnerSeat, type Game, type SeatIndex } from './game';

/** A counted game: the seat that won, or a draw. */
export type SeatOutcome = SeatIndex | 'draw';

/**
 * Results by game id, and the games of other series saved on the same device (another tab started
 * its own series): those are keyed "<series seed>:<game id>" and count in the tally too.
 */
export interface Score {
	readonly results: Readonly<Record<number, SeatOutcome>>;
	readonly others?: Readonly<Record<string, SeatOutcome>>;
}

/** Wins of seat 0 and seat 1, and draws. */
export interface Tally {
	readonly wins: readonly [number, number];
	readonly draws: number;
}

/** No game counted. */
export const EMPTY_SCORE: Score = Object.freeze({ results: Object.freeze({}) });

/**
 * True when `game` is a game of the series: it started from the empty board (a position set up
 * beforehand, such as a demo of the Positions menu, a link's `position=` or "Play from here", shows
 * the search but is not a game anyone played from the start) and a move or an ending was played.
 */
export function countsInScore(game: Game<unknown>): boolean {
	const fromStart = game.start.cells.every((cell) => cell === null);
	return fromStart && (game.moves.length > 0 || game.ending !== null);
}

/**
 * The score with `game`'s entry brought up to date: its result when it is over, no entry while it
 * goes on. Only games of the series count (countsInScore): a game opened on a set-up position, or
 * on a finished one with no move played and no stored ending, is not counted.
 */
export function recordGame(score: Score, game: Game<unknown>): Score {
	const outcome = winnerSeat(game);
	const played = countsInScore(game);
	const current = score.results[game.id];
	if (outcome !== null && played) {
		if (current === outcome) return score;
		return { ...score, results: { ...score.results, [game.id]: outcome } };
	}
	if (current === undefined) return score;
	const results = { ...score.results };
	delete results[game.id];
	return { ...score, results };
}

/** The wins of each seat and the draws. */
export function tally(score: Score): Tally {
	const wins: [number, number] = [0, 0];
	let draws = 0;
	for (const outcome of [...Object.values(score.results), ...Object.values(score.others ?? {})]) {
		if (outcome === 'draw') draws++;
		else wins[outcome]++;
	}
	return { wins, draws };
}
