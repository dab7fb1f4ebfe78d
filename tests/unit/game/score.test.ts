/** The score: results by game id, so no game counts twice and a game taken back does not count. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	EMPTY_SCORE,
	countsInScore,
	createGame,
	play,
	recordGame,
	resign,
	result,
	tally,
	undo,
	TIC_TAC_TOE,
	UNBEATABLE
} from '$lib/game';
import { must, playCells, twoPeople } from './helpers';

const xWins = playCells(twoPeople(), [0, 3, 1, 4, 2]);

describe('recordGame', () => {
	it('an unfinished game is not counted', () => {
		expect(tally(recordGame(EMPTY_SCORE, playCells(twoPeople(), [4])))).toEqual({
			wins: [0, 0],
			draws: 0
		});
	});

	it('a finished game counts once, however often it is recorded', () => {
		let score = recordGame(EMPTY_SCORE, xWins);
		score = recordGame(score, xWins);
		score = recordGame(score, { ...xWins });
		expect(tally(score)).toEqual({ wins: [1, 0], draws: 0 });
	});

	it('a game reopened by Undo loses its entry; finished another way, it counts that way', () => {
		let score = recordGame(EMPTY_SCORE, xWins);
		const reopened = must(undo(xWins));
		score = recordGame(score, reopened);
		expect(tally(score)).toEqual({ wins: [0, 0], draws: 0 });
		score = recordGame(score, must(resign(reopened, 'X')));
		expect(tally(score)).toEqual({ wins: [0, 1], draws: 0 });
	});

	it('a game opened on a finished position with no move played is not counted', () => {
		const finished = createGame({
			id: 7,
			rules: TIC_TAC_TOE,
			start: { cells: ['X', 'X', 'X', 'O', 'O', null, null, null, null], toMove: 'O' },
			seats: twoPeople().seats,
			xSeat: 0,
			settings: { xAlwaysStarts: true, timePerMove: 0 },
			seed: 0
		});
		expect(recordGame(EMPTY_SCORE, finished)).toBe(EMPTY_SCORE);
	});

	it('a demo position opened from the Positions menu is not counted, even when the computer wins it', () => {
		// XOX/.O./X.. with O (the computer) to move: O wins at once on cell 8.
		const demo = createGame({
			id: 2,
			rules: TIC_TAC_TOE,
			start: { cells: ['X', 'O', 'X', null, 'O', null, 'X', null, null], toMove: 'O' },
			seats: [
				{ kind: 'person', name: '' },
				{ kind: 'computer', level: UNBEATABLE }
			],
			xSeat: 0,
			settings: { xAlwaysStarts: true, timePerMove: 0 },
			seed: 0
		});
		const won = must(play(demo, 7));
		expect(result(won)).toMatchObject({ kind: 'line', winner: 'O' });
		expect(countsInScore(won)).toBe(false);
		expect(recordGame(EMPTY_SCORE, won)).toBe(EMPTY_SCORE);
		expect(countsInScore(xWins)).toBe(true);
	});

	it('games with different ids add up: any order of recordings gives one entry per finished game', () => {
		const versions = [
			{ ...xWins, id: 1 },
			{ ...must(undo(xWins)), id: 1 },
			{ ...playCells(twoPeople(), [0, 4, 8, 1, 7, 6, 2, 5, 3]), id: 2 },
			{ ...must(resign(twoPeople(), 'X')), id: 3 }
		];
		fc.assert(
			fc.property(fc.array(fc.nat(3), { maxLength: 20 }), (picks) => {
				let score = EMPTY_SCORE;
				const last = new Map<number, number>();
				for (const pick of picks) {
					score = recordGame(score, versions[pick]);
					last.set(versions[pick].id, pick);
				}
				const expected = { wins: [0, 0], draws: 0 };
				for (const pick of last.values()) {
					if (pick === 0) expected.wins[0]++;
					if (pick === 2) expected.draws++;
					if (pick === 3) expected.wins[1]++;
				}
				expect(tally(score)).toEqual(expected);
			})
		);
	});
});
