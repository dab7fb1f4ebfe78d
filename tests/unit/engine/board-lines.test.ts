/**
 * The lines of an m,n,k board (games.ts boardLines: 3x3 gives the engine's LINES, 4x4, Connect
 * Four), a shape no line fits in, and gravity on the Connect Four definition (game/rules.ts).
 */
import { describe, expect, it } from 'vitest';
import { GAME_DEFS, LINES, boardLines, type CellContent } from '$lib/engine';
import { boardOutcome, legalCells } from '$lib/game';

const connectFour = GAME_DEFS.connect4;

describe('boardLines', () => {
	it('0: 3x3 gives the engine LINES in the same order', () => {
		expect(boardLines(3, 3, 3)).toEqual(LINES.map((l) => [...l]));
	});
	it.each([
		{ name: '1: 4x4, four in a row: 4 rows, 4 columns, 2 diagonals', w: 4, h: 4, k: 4, count: 10 },
		{ name: '2: Connect Four 7x6: 24 + 21 + 12 + 12', w: 7, h: 6, k: 4, count: 69 },
		{ name: '3: 3x3, two in a row: 6 + 6 + 4 + 4', w: 3, h: 3, k: 2, count: 20 }
	])('$name', ({ w, h, k, count }) => {
		const lines = boardLines(w, h, k);
		expect(lines).toHaveLength(count);
		expect(new Set(lines.map((l) => l.join())).size).toBe(count);
		for (const line of lines) expect(line).toHaveLength(k);
	});
});

describe('gravity (Connect Four shape)', () => {
	it('only the lowest empty cell of each column is playable', () => {
		const cells = Array<CellContent>(42).fill(null);
		expect(legalCells(connectFour, cells)).toEqual([35, 36, 37, 38, 39, 40, 41]);
		cells[38] = 'X';
		expect(legalCells(connectFour, cells)).toEqual([31, 35, 36, 37, 39, 40, 41]);
	});

	it('a vertical four wins with its one line, and a rising diagonal is found', () => {
		const vertical = Array<CellContent>(42).fill(null);
		for (const i of [41, 34, 27, 20]) vertical[i] = 'O';
		expect(boardOutcome(connectFour, vertical)).toEqual({
			kind: 'line',
			winner: 'O',
			lines: [[20, 27, 34, 41]]
		});
		const diagonal = Array<CellContent>(42).fill(null);
		for (const i of [35, 29, 23, 17]) diagonal[i] = 'X';
		expect(boardOutcome(connectFour, diagonal)).toEqual({
			kind: 'line',
			winner: 'X',
			lines: [[17, 23, 29, 35]]
		});
	});
});

describe('the shape of a game', () => {
	it('refuses a shape no line fits in', () => {
		expect(() => boardLines(3, 3, 4)).toThrow(RangeError);
	});
	it('gives frozen definitions with the cell count', () => {
		const rules = GAME_DEFS.ttt4;
		expect(rules.cellCount).toBe(16);
		expect(Object.isFrozen(rules)).toBe(true);
	});
});
