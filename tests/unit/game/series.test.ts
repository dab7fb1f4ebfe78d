/**
 * Series: Play again with "Alternate who starts" (standard rules and the tutorial variant), New game
 * with you or the computer opening, the score surviving Play again and losing a game taken back,
 * stale games refused, Reset score, opening a given position or a `moves=` list, a link's seed, and
 * settings changed during a game.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, type Position } from '$lib/engine';
import {
	changeSettings,
	currentPosition,
	seatToMove,
	newGame,
	openMoves,
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
import { computerMoves, level, must, playCells, settings } from './helpers';

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

describe('openMoves (a moves= link)', () => {
	it.each([
		{ name: '0: 5,1,9: O to move, the computer takes O', moves: '5,1,9', xSeat: 0, toMove: 'O' },
		{ name: '1: 5,1: X to move, the computer takes X', moves: '5,1', xSeat: 1, toMove: 'X' },
		{ name: '2: coordinates b2,a1', moves: 'b2,a1', xSeat: 1, toMove: 'X' },
		{ name: '3: empty list: the computer opens with X', moves: '', xSeat: 1, toMove: 'X' }
	])('$name', ({ moves, xSeat, toMove }) => {
		const s = must(openMoves(startSeries(), parsePosition('.........'), moves));
		expect(s.game.xSeat).toBe(xSeat);
		expect(currentPosition(s.game).toMove).toBe(toMove);
		expect(s.game.seats[seatToMove(s.game)].kind).toBe('computer');
	});

	it('a given seat for X: you keep X after 5,1 and are to move', () => {
		const s = must(openMoves(startSeries(), parsePosition('.........'), '5,1', { xSeat: 0 }));
		expect([s.game.xSeat, s.game.seats[seatToMove(s.game)].kind]).toEqual([0, 'person']);
	});

	it('between two people, Player 1 holds the mark that moves first', () => {
		const people = startSeries(settings({ opponent: 'person' }));
		const s = must(openMoves(people, parsePosition('.........'), '5,1,9'));
		expect([s.game.xSeat, s.game.moves]).toEqual([0, [4, 0, 8]]);
	});

	it('refuses a bad list with its item, and a bad start with its problem', () => {
		const empty = parsePosition('.........');
		expect(openMoves(startSeries(), empty, '5,5')).toEqual({
			ok: false,
			error: { code: 'cell-taken', index: 1, item: '5', cell: 4, reason: null }
		});
		expect(openMoves(startSeries(), empty, '5,?')).toEqual({
			ok: false,
			error: { code: 'bad-cell-name', index: 1, item: '?', cell: null, reason: 'syntax' }
		});
		const bad: Position = { cells: Array(9).fill('X'), toMove: 'O' };
		expect(openMoves(startSeries(), bad, '1')).toEqual({
			ok: false,
			error: { code: 'mark-count' }
		});
	});
});

describe("a link's seed", () => {
	it('replaces the derived seed of the new game, in newGame, openPosition and openMoves', () => {
		const series = startSeries(settings(), 5);
		expect(newGame(series, 0, series.settings, 42).game.seed).toBe(42);
		expect(newGame(series, 0).game.seed).not.toBe(42);
		expect(must(openPosition(series, parsePosition('XO./.../...'), 7)).game.seed).toBe(7);
		expect(must(openMoves(series, parsePosition('.........'), '5', { seed: 9 })).game.seed).toBe(9);
	});
});

describe('changeSettings during a game', () => {
	it('names, level and time per move apply to the game in progress, which keeps its moves', () => {
		let s = startSeries(settings(), 1);
		s = must(withGame(s, must(play(s.game, 4))));
		const weaker = settings({ level: level('random-30'), timePerMove: 30, xAlwaysStarts: false });
		const changed = changeSettings(s, weaker);
		expect(changed.game.moves).toEqual([4]);
		expect(changed.game.id).toBe(s.game.id);
		expect(changed.game.seats[1]).toEqual({ kind: 'computer', level: level('random-30') });
		expect(changed.game.settings).toEqual({ xAlwaysStarts: true, timePerMove: 30 });
		// "X always starts" off takes effect from the next game: seat 0 keeps X, O opens.
		const next = playAgain(changed);
		expect([next.game.xSeat, next.game.start.toMove]).toEqual([0, 'O']);
	});

	it('a new opponent starts a new game, opened by Player 1, and a new score', () => {
		let s = startSeries(settings({ opponent: 'person' }), 1);
		s = must(withGame(s, playCells(s.game, [0, 3, 1, 4, 2])));
		const renamed = changeSettings(s, settings({ opponent: 'person', names: ['Ada', 'Bo'] }));
		expect(tally(renamed.score)).toEqual({ wins: [1, 0], draws: 0 });
		expect(renamed.game.seats[0]).toEqual({ kind: 'person', name: 'Ada' });
		const computer = changeSettings(renamed, settings());
		expect(computer.game.moves).toEqual([]);
		expect(computer.game.id).toBe(s.game.id + 1);
		expect([openerSeat(computer.game), computer.game.seats[1].kind]).toEqual([0, 'computer']);
		expect(tally(computer.score)).toEqual({ wins: [0, 0], draws: 0 });
	});
});
