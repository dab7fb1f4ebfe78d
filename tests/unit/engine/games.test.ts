/** games.ts: the three game definitions, their lines and move orders, and the id checks. */
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	GAME_IDS,
	LINES,
	ORDER_CELLS,
	boardLines,
	columnOf,
	gameDef,
	gameOfCellCount,
	isGameId,
	type GameId
} from '$lib/engine';

describe('the game definitions', () => {
	it.each([
		{ id: 'ttt3', width: 3, height: 3, k: 3, gravity: false, win: 10, lines: 8 },
		{ id: 'ttt4', width: 4, height: 4, k: 4, gravity: false, win: 1000, lines: 10 },
		{ id: 'connect4', width: 7, height: 6, k: 4, gravity: true, win: 1000, lines: 69 }
	] as const)('$id: $width x $height, $k in a row, $lines lines', (c) => {
		const game = gameDef(c.id);
		expect(game).toBe(GAME_DEFS[c.id]);
		expect([game.width, game.height, game.cellCount]).toEqual([
			c.width,
			c.height,
			c.width * c.height
		]);
		expect(game.winLength).toBe(c.k);
		expect(game.gravity).toBe(c.gravity);
		expect(game.win).toBe(c.win);
		expect(game.lines).toHaveLength(c.lines);
		for (const line of game.lines) {
			expect(line).toHaveLength(c.k);
			expect(new Set(line).size).toBe(c.k);
			expect(line.every((cell) => cell >= 0 && cell < game.cellCount)).toBe(true);
		}
		expect(new Set(game.lines.map((l) => l.join())).size).toBe(c.lines);
	});

	it('3x3 has the engine LINES in their order, and the centre-first order of ORDER_CELLS', () => {
		expect(GAME_DEFS.ttt3.lines).toEqual(LINES);
		expect(GAME_DEFS.ttt3.orders).toEqual(ORDER_CELLS);
	});

	it('4x4 centre first: the four centre cells, the four corners, then the rest in index order', () => {
		expect(GAME_DEFS.ttt4.orders['center-first']).toEqual([
			5, 6, 9, 10, 0, 3, 12, 15, 1, 2, 4, 7, 8, 11, 13, 14
		]);
		expect(GAME_DEFS.ttt4.orders.index).toEqual([...Array(16).keys()]);
	});

	it('Connect Four moves are columns: centre first 3, 2, 4, 1, 5, 0, 6', () => {
		expect(GAME_DEFS.connect4.orders['center-first']).toEqual([3, 2, 4, 1, 5, 0, 6]);
		expect(GAME_DEFS.connect4.orders.index).toEqual([0, 1, 2, 3, 4, 5, 6]);
	});

	it.each(GAME_IDS)('%s: each order is a permutation of the moves', (id) => {
		const game = GAME_DEFS[id];
		const moves = game.gravity ? game.width : game.cellCount;
		for (const order of Object.values(game.orders)) {
			expect([...order].sort((a, b) => a - b)).toEqual([...Array(moves).keys()]);
		}
	});

	it('lists the lines of a board by direction: rows, columns, down-right, down-left', () => {
		expect(boardLines(4, 4, 4)).toEqual([
			[0, 1, 2, 3],
			[4, 5, 6, 7],
			[8, 9, 10, 11],
			[12, 13, 14, 15],
			[0, 4, 8, 12],
			[1, 5, 9, 13],
			[2, 6, 10, 14],
			[3, 7, 11, 15],
			[0, 5, 10, 15],
			[3, 6, 9, 12]
		]);
		const c4 = boardLines(7, 6, 4);
		// 24 horizontal, 21 vertical, 12 of each diagonal.
		expect(c4.filter((l) => l[1] - l[0] === 1)).toHaveLength(24);
		expect(c4.filter((l) => l[1] - l[0] === 7)).toHaveLength(21);
		expect(c4.filter((l) => l[1] - l[0] === 8)).toHaveLength(12);
		expect(c4.filter((l) => l[1] - l[0] === 6)).toHaveLength(12);
	});
});

describe('looking a game up', () => {
	it('finds a game by its number of cells', () => {
		expect(gameOfCellCount(9)?.id).toBe('ttt3');
		expect(gameOfCellCount(16)?.id).toBe('ttt4');
		expect(gameOfCellCount(42)?.id).toBe('connect4');
		expect(gameOfCellCount(25)).toBeNull();
	});

	it('checks ids', () => {
		expect(GAME_IDS.every(isGameId)).toBe(true);
		expect(isGameId('ttt5')).toBe(false);
		expect(isGameId(3)).toBe(false);
	});

	it('refuses an unknown game with a RangeError naming the valid ids', () => {
		expect(() => gameDef('chess' as GameId)).toThrow(
			'Unknown game "chess": use one of ttt3, ttt4, connect4, ultimate.'
		);
	});

	it('gives the column of a cell', () => {
		expect(columnOf(GAME_DEFS.connect4, 38)).toBe(3);
		expect(columnOf(GAME_DEFS.ttt4, 7)).toBe(3);
	});
});
