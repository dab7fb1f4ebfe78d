/**
 * Series: Play again with "Alternate who starts" (standard rules and the tutorial variant), New game
 * with you or the computer opening, the score surviving Play again and losing a game taken back,
 * stale games refused, Reset score, and opening a given position.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, type Position } from '$lib/engine';
import {
	newGame,
	openPosition,
	openerSeat,
	play,
	playAgain,
	resetScore,
	seatsFor,
	startSeries,
	tally,
	undoTurn,
	withGame,
	type Series
} from '$lib/game';
import { computerMoves, must, playCells, settings } from './helpers';

function openings(series: Series, games: number): [number, number, string][] {
	const seen: [number, number, string][] = [];
	let s = series;
	for (let i = 0; i < games; i++) {
		seen.push([openerSeat(s.game), s.game.xSeat, s.game.start.toMove]);
		s = playAgain(s);
	}
	return seen;
}

describe('Play again', () => {
	it.each([
		{
			name: '0: standard rules, alternating: the other seat opens and takes X',
			changes: {},
			expected: [
				[0, 0, 'X'],
				[1, 1, 'X'],
				[0, 0, 'X'],
				[1, 1, 'X'],
				[0, 0, 'X']
			]
		},
		{
			name: '1: tutorial variant, alternating: seat 0 keeps X, O opens every other game',
			changes: { xAlwaysStarts: false },
			expected: [
				[0, 0, 'X'],
				[1, 0, 'O'],
				[0, 0, 'X'],
				[1, 0, 'O'],
				[0, 0, 'X']
			]
		},
		{
			name: '2: not alternating: the same seat opens',
			changes: { alternate: false },
			expected: [
				[0, 0, 'X'],
				[0, 0, 'X'],
				[0, 0, 'X']
			]
		}
	])('$name', ({ changes, expected }) => {
		expect(openings(startSeries(settings(changes), 5), expected.length)).toEqual(expected);
	});

	it('gives each game a new id and its own seed derived from the series seed', () => {
		const s1 = startSeries(settings(), 5);
		const s2 = playAgain(s1);
		const s3 = playAgain(s2);
		expect([s1, s2, s3].map((s) => s.game.id)).toEqual([1, 2, 3]);
		expect(new Set([s1, s2, s3].map((s) => s.game.seed)).size).toBe(3);
		expect(playAgain(playAgain(startSeries(settings(), 5))).game.seed).toBe(s3.game.seed);
		expect(startSeries(settings(), 6).game.seed).not.toBe(s1.game.seed);
	});
});

describe('New game', () => {
	it('you start: you take X; computer starts: it takes X and you O; alternation follows on', () => {
		const series = startSeries(settings(), 1);
		const computerStarts = newGame(series, 1);
		expect([computerStarts.game.xSeat, openerSeat(computerStarts.game)]).toEqual([1, 1]);
		expect(seatsFor(computerStarts.settings)[1]).toEqual({
			kind: 'computer',
			level: { kind: 'unbeatable' }
		});
		expect(openerSeat(playAgain(computerStarts).game)).toBe(0);
		const youStart = newGame(computerStarts, 0);
		expect([youStart.game.xSeat, youStart.game.start.toMove]).toEqual([0, 'X']);
	});

	it('new settings take effect for the new game: two people with names', () => {
		const series = newGame(
			startSeries(),
			0,
			settings({ opponent: 'person', names: ['Ada', 'Bo'] })
		);
		expect(series.game.seats).toEqual([
			{ kind: 'person', name: 'Ada' },
			{ kind: 'person', name: 'Bo' }
		]);
		expect(series.settings.opponent).toBe('person');
	});
});

describe('score across games', () => {
	it('survives Play again; a game taken back is not counted; no game counts twice', () => {
		let s = startSeries(settings({ opponent: 'person' }), 1);
		s = must(withGame(s, playCells(s.game, [0, 3, 1, 4, 2]))); // seat 0 (X) wins
		s = must(withGame(s, s.game)); // recorded again: still one win
		expect(tally(s.score)).toEqual({ wins: [1, 0], draws: 0 });
		s = playAgain(s); // seat 1 opens with X
		s = must(withGame(s, playCells(s.game, [0, 4, 8, 1, 7, 6, 2, 5, 3]))); // full board
		expect(tally(s.score)).toEqual({ wins: [1, 0], draws: 1 });
		s = must(withGame(s, must(undoTurn(s.game)))); // taken back
		expect(tally(s.score)).toEqual({ wins: [1, 0], draws: 0 });
		s = playAgain(s);
		expect(tally(s.score)).toEqual({ wins: [1, 0], draws: 0 });
	});

	it('against the computer: its win counts for seat 1', () => {
		let s = startSeries(settings(), 1);
		let game = s.game;
		for (const cell of [0, 1, 3]) game = computerMoves(must(play(game, cell)));
		s = must(withGame(s, game));
		expect(tally(s.score)).toEqual({ wins: [0, 1], draws: 0 });
	});

	it('a game from before Play again is refused as stale', () => {
		const s = startSeries(settings({ opponent: 'person' }), 1);
		const old = playCells(s.game, [0, 3, 1, 4, 2]);
		const next = playAgain(s);
		expect(withGame(next, old)).toEqual({ ok: false, error: { code: 'stale' } });
	});

	it('Reset score counts nothing, the finished current game included', () => {
		let s = startSeries(settings({ opponent: 'person' }), 1);
		s = must(withGame(s, playCells(s.game, [0, 3, 1, 4, 2])));
		expect(tally(resetScore(s).score)).toEqual({ wins: [0, 0], draws: 0 });
	});
});

describe('openPosition', () => {
	it('against the computer, it sits on the side to move', () => {
		const s = must(openPosition(startSeries(), parsePosition('XOX/.O./X..')));
		expect([s.game.xSeat, s.game.start.toMove, s.game.id]).toEqual([0, 'O', 2]);
		const x = must(openPosition(startSeries(), parsePosition('XO./.../...')));
		expect(x.game.xSeat).toBe(1);
	});

	it('refuses an impossible position with its problem code', () => {
		const bad: Position = {
			cells: ['X', 'X', null, null, null, null, null, null, null],
			toMove: 'O'
		};
		expect(openPosition(startSeries(), bad)).toEqual({ ok: false, error: { code: 'mark-count' } });
	});
});
