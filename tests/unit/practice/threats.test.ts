/** Immediate wins for both sides: the rules' exercise, forks, no threat, a finished game. */
import { describe, expect, it } from 'vitest';
import { parsePosition } from '$lib/engine/index';
import { linesCompletedBy, threats, winningMoves } from '$lib/practice/index';

describe('winningMoves', () => {
	it("the rules' exercise: X on a1, b1, O on a2, b2, X to move wins on c1 (index 8), bottom row", () => {
		// a1 = index 6, b1 = 7, a2 = 3, b2 = 4.
		const p = parsePosition('.../OO./XX.');
		expect(winningMoves(p, 'X')).toEqual([{ cell: 8, line: [6, 7, 8] }]);
		expect(winningMoves(p, 'O')).toEqual([{ cell: 5, line: [3, 4, 5] }]);
	});

	it('a fork: X wins on two cells', () => {
		const p = parsePosition('X.X/.O./X.O o');
		expect(winningMoves(p, 'X').map((t) => t.cell)).toEqual([1, 3]);
	});

	it('no immediate win on a quiet position', () => {
		expect(winningMoves(parsePosition('X../.O./...'), 'X')).toEqual([]);
		expect(winningMoves(parsePosition('X../.O./...'), 'O')).toEqual([]);
	});

	it('a cell completing two lines names the first line in LINES order', () => {
		// X on 1, 2 (top row) and 3, 6 (left column): cell 0 completes both.
		const p = parsePosition('.XX/XOO/XO.');
		expect(winningMoves(p, 'X')).toEqual([{ cell: 0, line: [0, 1, 2] }]);
		expect(linesCompletedBy(p, 'X', 0)).toEqual([
			[0, 1, 2],
			[0, 3, 6]
		]);
	});
});

describe('threats', () => {
	it('lists both sides whoever is to move', () => {
		expect(threats(parsePosition('.../OO./XX.'))).toEqual({ X: [8], O: [5] });
		expect(threats(parsePosition('XOX/.O./X..'))).toEqual({ X: [3], O: [7] });
	});

	it('is empty once the game is over', () => {
		expect(threats(parsePosition('XXX/OO./...'))).toEqual({ X: [], O: [] });
	});

	it('linesCompletedBy is empty for a taken cell', () => {
		expect(linesCompletedBy(parsePosition('XOX/.O./X..'), 'O', 0)).toEqual([]);
	});
});
