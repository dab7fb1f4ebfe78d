/**
 * The Game value: who opens and who holds X (standard rules and the tutorial variant), moves and their
 * errors, results derived from the board or a stored ending (a ninth-move win, a double line as one
 * win, resignation, agreed draw, time), move numbers, and immutability.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyPosition, legalMoves, play as enginePlay, type Position } from '$lib/engine';
import {
	TIC_TAC_TOE,
	agreeDraw,
	cellPlies,
	currentPosition,
	isComputerTurn,
	loseOnTime,
	opening,
	openerSeat,
	play,
	positionAt,
	resign,
	result,
	seatOf,
	seatToMove,
	winnerSeat
} from '$lib/game';
import { computerMoves, must, newTestGame, playCells, twoPeople } from './helpers';

describe('who opens and who holds X', () => {
	it.each([
		{
			name: '0: standard, you start: you hold X',
			xAlwaysStarts: true,
			opener: 0,
			toMove: 'X',
			xSeat: 0
		},
		{
			name: '1: standard, computer starts: it holds X',
			xAlwaysStarts: true,
			opener: 1,
			toMove: 'X',
			xSeat: 1
		},
		{
			name: '2: tutorial, you start: you keep X',
			xAlwaysStarts: false,
			opener: 0,
			toMove: 'X',
			xSeat: 0
		},
		{
			name: '3: tutorial, computer starts: O opens',
			xAlwaysStarts: false,
			opener: 1,
			toMove: 'O',
			xSeat: 0
		}
	] as const)('$name', ({ xAlwaysStarts, opener, toMove, xSeat }) => {
		expect(opening(TIC_TAC_TOE, xAlwaysStarts, opener)).toEqual({
			start: { cells: Array(9).fill(null), toMove },
			xSeat
		});
	});

	it('New game: computer starts opens with one X and no O', () => {
		const game = computerMoves(newTestGame({}, 1));
		const cells = currentPosition(game).cells;
		expect(cells.filter((c) => c === 'X')).toHaveLength(1);
		expect(cells.filter((c) => c === 'O')).toHaveLength(0);
		expect(seatOf(game, 'X')).toBe(1);
		expect(seatToMove(game)).toBe(0);
	});

	it('tutorial variant, computer starts: the computer opens with O and you keep X', () => {
		const game = computerMoves(newTestGame({ xAlwaysStarts: false }, 1));
		const cells = currentPosition(game).cells;
		expect(cells.filter((c) => c === 'O')).toHaveLength(1);
		expect(cells.filter((c) => c === 'X')).toHaveLength(0);
		expect(seatOf(game, 'X')).toBe(0);
		expect(openerSeat(game)).toBe(1);
	});

	it('the computer is to move only on its seat and while the game goes on', () => {
		const game = newTestGame({}, 1);
		expect(isComputerTurn(game)).toBe(true);
		expect(isComputerTurn(computerMoves(game))).toBe(false);
		expect(isComputerTurn(twoPeople())).toBe(false);
	});
});

describe('moves', () => {
	it.each([
		{ name: '0: a cell off the board', moves: [], cell: 9, code: 'out-of-range' },
		{ name: '1: a negative cell', moves: [], cell: -1, code: 'out-of-range' },
		{ name: '2: not a whole number', moves: [], cell: 1.5, code: 'out-of-range' },
		{ name: '3: a taken cell', moves: [4], cell: 4, code: 'cell-taken' },
		{ name: '4: after a line', moves: [0, 3, 1, 4, 2], cell: 8, code: 'game-over' }
	])('$name is refused with $code and the game unchanged', ({ moves, cell, code }) => {
		const game = playCells(twoPeople(), moves);
		expect(play(game, cell)).toEqual({ ok: false, error: { code, cell } });
	});

	it('the derived position equals replaying the moves with the engine', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(8), { maxLength: 9 }), (picks) => {
				let p: Position = emptyPosition();
				let game = twoPeople();
				for (const pick of picks) {
					const moves = legalMoves(p);
					if (moves.length === 0) break;
					const cell = moves[pick % moves.length];
					p = enginePlay(p, cell);
					game = must(play(game, cell));
					expect(currentPosition(game)).toEqual(p);
				}
				expect(positionAt(game, 0)).toEqual(emptyPosition());
			})
		);
	});

	it('cellPlies gives the move number of each played cell', () => {
		const game = playCells(twoPeople(), [4, 0, 8]);
		expect(cellPlies(game)).toEqual([2, null, null, null, 1, null, null, null, 3]);
	});
});

describe('results', () => {
	it.each([
		{ name: '0: goes on', moves: [4, 0], result: null, seat: null },
		{
			name: '1: a ninth-move win (X, seat 0)',
			moves: [0, 1, 2, 3, 4, 5, 7, 6, 8],
			result: { kind: 'line', winner: 'X', lines: [[0, 4, 8]] },
			seat: 0
		},
		{
			name: '2: a double line on the ninth move is one win with both lines',
			moves: [0, 1, 2, 3, 4, 6, 5, 7, 8],
			result: {
				kind: 'line',
				winner: 'X',
				lines: [
					[2, 5, 8],
					[0, 4, 8]
				]
			},
			seat: 0
		},
		{
			name: '3: O wins (seat 1)',
			moves: [0, 4, 1, 2, 8, 6],
			result: { kind: 'line', winner: 'O', lines: [[2, 4, 6]] },
			seat: 1
		},
		{
			name: '4: a full board',
			moves: [0, 4, 8, 1, 7, 6, 2, 5, 3],
			result: { kind: 'full-board' },
			seat: 'draw'
		}
	])('$name', ({ moves, result: expected, seat }) => {
		const game = playCells(twoPeople(), moves);
		expect(result(game)).toEqual(expected);
		expect(winnerSeat(game)).toBe(seat);
	});

	it.each([
		{
			name: '0: X resigns: O wins',
			end: 'resign-X',
			result: { kind: 'resignation', winner: 'O', by: 'X' },
			seat: 1
		},
		{
			name: '1: O resigns on its turn: X wins',
			end: 'resign-O',
			result: { kind: 'resignation', winner: 'X', by: 'O' },
			seat: 0
		},
		{ name: '2: agreed draw', end: 'draw', result: { kind: 'agreed-draw' }, seat: 'draw' },
		{
			name: '3: O runs out of time: X wins',
			end: 'time-O',
			result: { kind: 'time', winner: 'X', by: 'O' },
			seat: 0
		}
	] as const)('stored ending $name', ({ end, result: expected, seat }) => {
		const game = playCells(twoPeople(), [4]);
		const ended = must(
			end === 'resign-X'
				? resign(game, 'X')
				: end === 'resign-O'
					? resign(game, 'O')
					: end === 'draw'
						? agreeDraw(game)
						: loseOnTime(game, 'O')
		);
		expect(result(ended)).toEqual(expected);
		expect(winnerSeat(ended)).toBe(seat);
		expect(play(ended, 0)).toEqual({ ok: false, error: { code: 'game-over', cell: 0 } });
		expect(resign(ended, 'O')).toEqual({ ok: false, error: { code: 'game-over', cell: null } });
	});

	it('cannot resign after a line', () => {
		const game = playCells(twoPeople(), [0, 3, 1, 4, 2]);
		expect(resign(game, 'O').ok).toBe(false);
	});
});

describe('immutability', () => {
	function deepFreeze<T>(value: T): T {
		if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
			Object.freeze(value);
			for (const v of Object.values(value)) deepFreeze(v);
		}
		return value;
	}

	it('play, resign and results leave a frozen game untouched', () => {
		const game = deepFreeze(playCells(twoPeople(), [4, 0]));
		const before = JSON.stringify(game);
		must(play(game, 8));
		must(resign(game, 'X'));
		result(game);
		expect(JSON.stringify(game)).toBe(before);
	});
});
