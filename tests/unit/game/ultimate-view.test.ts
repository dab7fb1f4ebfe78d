/**
 * The ultimate board's view model (src/lib/game/ultimate-view.ts): which small boards are active,
 * won, drawn or open, and which cells may be played.
 */
import { describe, expect, it } from 'vitest';
import { cellOfBoard, parsePosition } from '$lib/engine';
import { ultimateBoardView } from '$lib/game';
import { marksIn, ultimateNotation } from '../fixtures/ultimate-positions';

const view = (text: string) => {
	const p = parsePosition(text, 'ultimate');
	return ultimateBoardView(p.cells, p.forcedBoard ?? null);
};

describe('ultimateBoardView', () => {
	it('the empty board: nine open active boards, 81 legal cells, no forced board', () => {
		const v = ultimateBoardView(Array(81).fill(null), null);
		expect(v.boards.map((b) => [b.state, b.active])).toEqual(Array(9).fill(['open', true]));
		expect(v.legal).toHaveLength(81);
		expect(v.forced).toBe(null);
		expect(v.boards[4].cells).toEqual([30, 31, 32, 39, 40, 41, 48, 49, 50]);
	});

	it('sent to board 3: only board 3 active, its eight empty cells legal', () => {
		// O to move, sent to board 3 (X's mark in board 1, cell 3 can be the last move).
		const v = view(
			ultimateNotation(
				[
					[0, 2, 'X'],
					[2, 0, 'O'],
					[0, 4, 'X']
				],
				'3'
			)
		);
		expect(v.forced).toBe(2);
		expect(v.boards.filter((b) => b.active).map((b) => b.board)).toEqual([2]);
		expect(v.legal).toEqual(
			[1, 2, 3, 4, 5, 6, 7, 8].map((k) => cellOfBoard(2, k)).sort((a, b) => a - b)
		);
	});

	it('a won board and a drawn board are closed and never active; the others are when free', () => {
		const drawn = [...marksIn(1, [0, 2, 3, 7], 'X'), ...marksIn(1, [1, 4, 5, 6, 8], 'O')];
		const others = [...marksIn(3, [0, 1], 'O'), [7, 0, 'O'], [8, 0, 'O']] as typeof drawn;
		const v = view(
			ultimateNotation(
				[...marksIn(0, [0, 1, 2], 'X'), ...drawn, [5, 0, 'X'], [6, 1, 'X'], ...others],
				'*'
			)
		);
		expect(v.boards[0].state).toBe('X');
		expect(v.boards[1].state).toBe('draw');
		expect(v.boards.filter((b) => b.active).map((b) => b.board)).toEqual([2, 3, 4, 5, 6, 7, 8]);
		expect(v.forced).toBe(null);
		expect(v.legal).toHaveLength(81 - 18 - 6);
	});

	it('a finished game has no active board and no legal cell', () => {
		const three = [0, 4, 8].flatMap((b) => marksIn(b, [0, 1, 2], 'X'));
		const o = [...marksIn(1, [0, 1, 3, 4], 'O'), ...marksIn(2, [0, 1, 5, 6], 'O')];
		const v = view(ultimateNotation([...three, ...o], '*'));
		expect(v.legal).toEqual([]);
		expect(v.boards.some((b) => b.active)).toBe(false);
	});

	it('refuses a board that is not 81 cells', () => {
		expect(() => ultimateBoardView(Array(9).fill(null), null)).toThrow(/81 cells, this one has 9/);
	});
});
