/**
 * The reviewer's values on ultimate tic-tac-toe (the page's evaluation bar): an estimate by the
 * game's iterative deepening whose best move is legal in the board the side to move is sent to,
 * and positions that differ only by that board are not confused by the cache.
 */
import { describe, expect, it } from 'vitest';
import { cellOfBoard, parsePosition, ultimateMoves } from '$lib/engine';
import { ReviewSolver } from '$lib/review';
import { ultimateNotation } from '../fixtures/ultimate-positions';

describe('ReviewSolver on ultimate tic-tac-toe', () => {
	it('estimates a position with a best move in the forced board, keyed by that board', () => {
		const solver = new ReviewSolver('ultimate', { estimateMs: 100 });
		// X in board 5, cell 3 (sends O to board 3) and in board 5, cell 7 (sends O to board 7):
		// the same cells with two different forced boards.
		const marks: [number, number, 'X' | 'O'][] = [
			[4, 2, 'X'],
			[4, 6, 'X'],
			[4, 4, 'O']
		];
		const toBoard3 = parsePosition(ultimateNotation(marks, '3'), 'ultimate');
		const toBoard7 = parsePosition(ultimateNotation(marks, '7'), 'ultimate');
		const a = solver.value(toBoard3);
		const b = solver.value(toBoard7);
		expect(a.exact).toBe(false);
		expect(a.depth).toBeGreaterThanOrEqual(1);
		expect(ultimateMoves(toBoard3)).toContain(a.best);
		expect(ultimateMoves(toBoard7)).toContain(b.best);
		const inBoard = (b: number) => Array.from({ length: 9 }, (_, k) => cellOfBoard(b, k));
		expect(inBoard(2)).toContain(a.best);
		expect(inBoard(6)).toContain(b.best);
	});
});
