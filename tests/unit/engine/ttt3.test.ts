/**
 * ttt3.ts (the 3x3 board's helpers): lines, the finished game, moves; the input position is left unchanged. Faults are
 * named after the fault.
 */
import { describe, expect, it } from 'vitest';
import {
	emptyPosition,
	legalMoves,
	parsePosition,
	play,
	search,
	winner,
	winningLine
} from '$lib/engine';
import { deepFreeze } from '../fixtures/positions';

describe('fault: a vertical line is not seen (.XO/.XO/.X.)', () => {
	it('has winner X on the middle column', () => {
		const position = parsePosition('.XO/.XO/.X.');
		expect(winner(position)).toBe('X');
		expect(winningLine(position)).toEqual([1, 4, 7]);
		const result = search(position);
		expect(result.result).toBe('X');
		expect(result.bestMove).toBeNull();
		expect(result.moves).toEqual([]);
	});
});

describe('play, legalMoves and winner leave the position unchanged', () => {
	it.each([
		{ name: 'empty board', position: emptyPosition() },
		{ name: 'XOX/.O./X.., O to move', position: parsePosition('XOX/.O./X..') },
		{ name: 'X../.O./..X, O to move', position: parsePosition('X../.O./..X') },
		{ name: 'O first, one mark', position: parsePosition('O../.../...') },
		{ name: 'finished game', position: parsePosition('.XO/.XO/.X.') }
	])('$name', ({ position }) => {
		const frozen = deepFreeze(position);
		const copy = structuredClone(position);
		for (const cell of legalMoves(frozen)) {
			const next = play(frozen, cell);
			expect(next).not.toBe(frozen);
			expect(next.cells[cell]).toBe(frozen.toMove);
		}
		winner(frozen);
		expect(frozen).toEqual(copy);
	});
});
