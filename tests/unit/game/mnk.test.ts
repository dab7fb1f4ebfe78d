/** The m,n,k rules factory: lines for 3x3 (the engine's), 4x4 and Connect Four, and gravity. */
import { describe, expect, it } from 'vitest';
import { LINES, type CellContent } from '$lib/engine';
import { mnkLines, mnkRules } from '$lib/game';

const connectFour = mnkRules({ id: 'c4', width: 7, height: 6, k: 4, gravity: true });

describe('mnkLines', () => {
	it('0: 3x3 gives the engine LINES in the same order', () => {
		expect(mnkLines(3, 3, 3)).toEqual(LINES.map((l) => [...l]));
	});
	it.each([
		{ name: '1: 4x4, four in a row: 4 rows, 4 columns, 2 diagonals', w: 4, h: 4, k: 4, count: 10 },
		{ name: '2: Connect Four 7x6: 24 + 21 + 12 + 12', w: 7, h: 6, k: 4, count: 69 },
		{ name: '3: 3x3, two in a row: 6 + 6 + 4 + 4', w: 3, h: 3, k: 2, count: 20 }
	])('$name', ({ w, h, k, count }) => {
		const lines = mnkLines(w, h, k);
		expect(lines).toHaveLength(count);
		expect(new Set(lines.map((l) => l.join())).size).toBe(count);
		for (const line of lines) expect(line).toHaveLength(k);
	});
});

describe('gravity (Connect Four shape)', () => {
	it('only the lowest empty cell of each column is playable', () => {
		const cells = Array<CellContent>(42).fill(null);
		expect(connectFour.legalMoves(cells)).toEqual([35, 36, 37, 38, 39, 40, 41]);
		cells[38] = 'X';
		expect(connectFour.legalMoves(cells)).toEqual([31, 35, 36, 37, 39, 40, 41]);
	});

	it('a vertical four wins with its one line, and a rising diagonal is found', () => {
		const vertical = Array<CellContent>(42).fill(null);
		for (const i of [41, 34, 27, 20]) vertical[i] = 'O';
		expect(connectFour.outcome(vertical)).toEqual({
			kind: 'line',
			winner: 'O',
			lines: [[20, 27, 34, 41]]
		});
		const diagonal = Array<CellContent>(42).fill(null);
		for (const i of [35, 29, 23, 17]) diagonal[i] = 'X';
		expect(connectFour.outcome(diagonal)).toEqual({
			kind: 'line',
			winner: 'X',
			lines: [[17, 23, 29, 35]]
		});
	});
});

describe('mnkRules', () => {
	it('refuses a shape no line fits in', () => {
		expect(() => mnkRules({ id: 'bad', width: 3, height: 3, k: 4, gravity: false })).toThrow(
			RangeError
		);
	});
	it('gives frozen rules with the cell count', () => {
		const rules = mnkRules({ id: 'ttt4', width: 4, height: 4, k: 4, gravity: false });
		expect(rules.cellCount).toBe(16);
		expect(Object.isFrozen(rules)).toBe(true);
	});
});
