/**
 * exact-value.ts, the one exact value of a position (the review and the MCTS page call it): the
 * 3x3 board by the whole search, Connect Four by the solver (against Pascal Pons' scores of the
 * reference data), a finished position, a move's value for its player, and the abort.
 */
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	SearchAbortedError,
	emptyGamePosition,
	exactMoveValue,
	exactValue,
	parsePosition,
	positionFromColumns,
	solverValue
} from '$lib/engine';
import { solvedPositions } from '../fixtures/connect4-solved';

const ttt3 = GAME_DEFS.ttt3;

describe('exactValue', () => {
	it('the empty 3x3 board is a draw; the first best move is cell 0 (index order), 20,866 nodes of alpha-beta', () => {
		expect(exactValue(ttt3, emptyGamePosition(ttt3), true)).toEqual({
			value: 0,
			best: 0,
			nodes: 20_866
		});
	});

	it('a finished position scores its result at depth 0, no search', () => {
		expect(exactValue(ttt3, parsePosition('XXXOO....'), true)).toEqual({
			value: -10,
			best: null,
			nodes: 0
		});
		expect(exactValue(ttt3, parsePosition('XOXXOOOXX'), false).value).toBe(0);
	});

	it('Connect Four: the solver score of the reference data, as a minimax value', () => {
		const c4 = GAME_DEFS.connect4;
		const ref = solvedPositions().find((p) => p.moves.length >= 30 && p.score !== 0);
		if (!ref) throw new Error('no late decided position in the reference data');
		const position = positionFromColumns(ref.moves);
		const mine = position.cells.filter((c) => c === position.toMove).length;
		const theirs = position.cells.filter((c) => c !== null).length - mine;
		const got = exactValue(c4, position, true);
		expect(got.value).toBe(solverValue(ref.score, mine, theirs, true));
		const bestColumn = (got.best as number) % c4.width;
		expect(ref.columns[bestColumn]).toBe(ref.score);
	});

	it('stops with SearchAbortedError when asked to, before it searches', () => {
		expect(() => exactValue(ttt3, emptyGamePosition(ttt3), true, () => true)).toThrow(
			SearchAbortedError
		);
	});

	it('a wrong cell count is a RangeError', () => {
		expect(() => exactValue(GAME_DEFS.ttt4, emptyGamePosition(ttt3), true)).toThrow(
			'A ttt4 position has 16 cells, this one has 9.'
		);
	});
});

describe('exactMoveValue', () => {
	it('XX./OO./... X to move: the win at 2 is 9 (10 without the penalty), 5 draws, 6 loses to O at 5 (-8)', () => {
		const p = parsePosition('XX.OO....');
		expect(exactMoveValue(ttt3, p, 2, true)).toBe(9);
		expect(exactMoveValue(ttt3, p, 2, false)).toBe(10);
		expect(exactMoveValue(ttt3, p, 5, true)).toBe(0);
		expect(exactMoveValue(ttt3, p, 6, true)).toBe(-8);
		expect(exactMoveValue(ttt3, p, 6, false)).toBe(-10);
	});
});
