/** `moves=` lists: good lists in numbers, coordinates or both, and bad ones naming the item and why. */
import { describe, expect, it } from 'vitest';
import {
	TIC_TAC_TOE,
	currentPosition,
	formatMoveList,
	parseMoveList,
	replayMoveList,
	result
} from '$lib/game';
import { must, newTestGame, twoPeople } from './helpers';

describe('good lists', () => {
	it.each([
		{ name: '0: numbers', text: '5,1,9', moves: [4, 0, 8] },
		{ name: '1: coordinates', text: 'b2,a1,c3', moves: [4, 6, 2] },
		{ name: '2: mixed, with spaces and capitals', text: ' 5 , A1,c3 ', moves: [4, 6, 2] },
		{ name: '3: empty', text: '', moves: [] },
		{
			name: '4: a whole game to a ninth-move win',
			text: '1,2,3,4,5,6,8,7,9',
			moves: [0, 1, 2, 3, 4, 5, 7, 6, 8]
		}
	])('$name', ({ text, moves }) => {
		expect(parseMoveList(TIC_TAC_TOE, text)).toEqual({ ok: true, value: moves });
		expect(must(replayMoveList(twoPeople(), text)).moves).toEqual(moves);
	});

	it('replays from the start position: in the tutorial variant O may open', () => {
		const game = must(replayMoveList(newTestGame({ xAlwaysStarts: false }, 1), '5,1'));
		expect(currentPosition(game).cells.slice(0, 5)).toEqual(['X', null, null, null, 'O']);
	});

	it('formats back in either naming', () => {
		const game = must(replayMoveList(twoPeople(), '5,1,9'));
		expect(formatMoveList(game, 'numbers')).toBe('5,1,9');
		expect(formatMoveList(game, 'coordinates')).toBe('b2,a3,c1');
		expect(result(must(replayMoveList(twoPeople(), '1,2,3,4,5,6,8,7,9')))).toMatchObject({
			winner: 'X'
		});
	});
});

describe('bad lists', () => {
	it.each([
		{
			name: '0: a cell number off the board',
			text: '5,10',
			error: { code: 'bad-cell-name', index: 1, item: '10', cell: null, reason: 'out-of-range' }
		},
		{
			name: '1: a coordinate off the board',
			text: 'b2,d4',
			error: { code: 'bad-cell-name', index: 1, item: 'd4', cell: null, reason: 'out-of-range' }
		},
		{
			name: '2: not a cell name',
			text: 'x,1',
			error: { code: 'bad-cell-name', index: 0, item: 'x', cell: null, reason: 'syntax' }
		},
		{
			name: '3: an empty item',
			text: '5,,1',
			error: { code: 'bad-cell-name', index: 1, item: '', cell: null, reason: 'syntax' }
		},
		{
			name: '4: a taken cell',
			text: '5,1,b2',
			error: { code: 'cell-taken', index: 2, item: 'b2', cell: 4, reason: null }
		},
		{
			name: '5: a move after the game is over',
			text: '1,4,2,5,3,9',
			error: { code: 'game-over', index: 5, item: '9', cell: 8, reason: null }
		}
	])('$name', ({ text, error }) => {
		const game = twoPeople();
		expect(replayMoveList(game, text)).toEqual({ ok: false, error });
		expect(game.moves).toEqual([]);
	});
});
