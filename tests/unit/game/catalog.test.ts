/**
 * The games on offer: 4x4 tic-tac-toe and Connect Four beside 3x3, their ids matching
 * the engine's, gravity, and four in a row in each direction (a win on the last cell too).
 */
import { describe, expect, it } from 'vitest';
import { type CellContent, type GameDef, gameDef } from '$lib/engine';
import {
	CONNECT_FOUR,
	pageGames,
	TIC_TAC_TOE,
	TIC_TAC_TOE_4,
	ULTIMATE,
	boardOutcome,
	checkPosition,
	emptyCells,
	legalCells
} from '$lib/game';

/** Cells from rows written top to bottom, separated by '/' ('.' empty). */
function board(text: string): CellContent[] {
	return [...text.replace(/\//g, '')].map((c) => (c === '.' ? null : (c as 'X' | 'O')));
}

describe('pageGames', () => {
	it('lists 3x3, 4x4, Connect Four and ultimate with the engine ids, sizes and lines', () => {
		expect(pageGames()).toEqual([TIC_TAC_TOE, TIC_TAC_TOE_4, CONNECT_FOUR, ULTIMATE]);
		for (const rules of pageGames()) {
			const def = gameDef(rules.id);
			expect([rules.width, rules.height, rules.gravity]).toEqual([
				def.width,
				def.height,
				def.gravity
			]);
			expect(rules.lines.map((l) => [...l])).toEqual(def.lines.map((l) => [...l]));
		}
		expect(TIC_TAC_TOE_4.lines).toHaveLength(10);
		expect(CONNECT_FOUR.lines).toHaveLength(69);
	});
});

describe('gravity', () => {
	it('4x4 lets every empty cell be played; Connect Four only the lowest of each column', () => {
		expect(legalCells(TIC_TAC_TOE_4, emptyCells(TIC_TAC_TOE_4))).toHaveLength(16);
		const cells = emptyCells(CONNECT_FOUR);
		expect(legalCells(CONNECT_FOUR, cells)).toEqual([35, 36, 37, 38, 39, 40, 41]);
		cells[35] = 'X';
		cells[28] = 'O';
		expect(legalCells(CONNECT_FOUR, cells)).toEqual([21, 36, 37, 38, 39, 40, 41]);
	});

	it('a full column has no move; a disc above an empty cell is a floating position', () => {
		const full = board('X....../O....../X....../O....../X....../O......');
		expect(legalCells(CONNECT_FOUR, full)).toEqual([36, 37, 38, 39, 40, 41]);
		const floating = board('......./......./......./......./X....../.......');
		expect(checkPosition(CONNECT_FOUR, { cells: floating, toMove: 'O' })).toBe('floating');
		expect(checkPosition(TIC_TAC_TOE_4, { cells: emptyCells(TIC_TAC_TOE_4), toMove: 'X' })).toBe(
			null
		);
	});
});

const cases: {
	name: string;
	rules: GameDef;
	cells: string;
	winner: 'X' | 'O';
	line: number[];
}[] = [
	{
		name: '4x4 row',
		rules: TIC_TAC_TOE_4,
		cells: '..../XXXX/OOO./....',
		winner: 'X',
		line: [4, 5, 6, 7]
	},
	{
		name: '4x4 column',
		rules: TIC_TAC_TOE_4,
		cells: '.O.X/.O.X/.O.X/.O..',
		winner: 'O',
		line: [1, 5, 9, 13]
	},
	{
		name: '4x4 diagonal down-right',
		rules: TIC_TAC_TOE_4,
		cells: 'XOO./.XO./..X./O..X',
		winner: 'X',
		line: [0, 5, 10, 15]
	},
	{
		name: '4x4 diagonal down-left',
		rules: TIC_TAC_TOE_4,
		cells: 'XXXO/..O./XO../O...',
		winner: 'O',
		line: [3, 6, 9, 12]
	},
	{
		name: 'Connect Four row',
		rules: CONNECT_FOUR,
		cells: '......./......./......./......./OOO..../XXXX...',
		winner: 'X',
		line: [35, 36, 37, 38]
	},
	{
		name: 'Connect Four column',
		rules: CONNECT_FOUR,
		cells: '......./......./......O/X.....O/X.....O/X.....O',
		winner: 'O',
		line: [20, 27, 34, 41]
	},
	{
		name: 'Connect Four diagonal down-right',
		rules: CONNECT_FOUR,
		cells: '......./......./...X.../...OX../...OOX./...OXOX',
		winner: 'X',
		line: [17, 25, 33, 41]
	},
	{
		name: 'Connect Four diagonal down-left (rising)',
		rules: CONNECT_FOUR,
		cells: '......./......./...X.../..XO.../.XOO.../XOOX..X',
		winner: 'X',
		line: [17, 23, 29, 35]
	}
];

describe('four in a row', () => {
	it.each(cases)('$name', ({ rules, cells, winner, line }) => {
		expect(boardOutcome(rules, board(cells))).toEqual({ kind: 'line', winner, lines: [line] });
	});

	it('a win on the last cell of a full 4x4 board is a win, not a draw', () => {
		// X fills cell 15 last and completes the diagonal 0-5-10-15.
		const cells = board('XOXO/OXOX/OXXO/XOOX');
		expect(boardOutcome(TIC_TAC_TOE_4, cells)).toEqual({
			kind: 'line',
			winner: 'X',
			lines: [[0, 5, 10, 15]]
		});
		cells[15] = null;
		expect(boardOutcome(TIC_TAC_TOE_4, cells)).toBeNull();
	});

	it('a win on the last cell of a full Connect Four board is a win, not a draw', () => {
		// 41 discs without four in a row; O's 42nd disc, the top-right cell, completes the top row.
		const cells = board('XOXOOO./OXXXOXO/XXOOXOO/XOXOXOX/XXXOOXX/OOOXXXO');
		expect(boardOutcome(CONNECT_FOUR, cells)).toBeNull();
		expect(legalCells(CONNECT_FOUR, cells)).toEqual([6]);
		cells[6] = 'O';
		expect(boardOutcome(CONNECT_FOUR, cells)).toEqual({
			kind: 'line',
			winner: 'O',
			lines: [[3, 4, 5, 6]]
		});
	});
});
