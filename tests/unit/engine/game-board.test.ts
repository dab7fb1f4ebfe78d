/**
 * game-board.ts: the rules of 4x4 tic-tac-toe and Connect Four at the boundary: four in a row in
 * every direction, a line checked before the full board (a win on the last cell), gravity.
 */
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	dropCell,
	emptyGamePosition,
	floatingCell,
	gameMoves,
	gameOutcome,
	gameWinningLines,
	parsePosition,
	playColumn,
	playMove,
	type Position
} from '$lib/engine';

const TTT4 = GAME_DEFS.ttt4;
const C4 = GAME_DEFS.connect4;

/** Connect Four from its lowest rows (bottom last), empty rows above them. */
const c4 = (...rows: string[]) =>
	parsePosition([...Array(6 - rows.length).fill('.......'), ...rows].join('/'), 'connect4');

describe('four in a row wins', () => {
	it.each([
		{ name: 'Connect Four horizontal', p: () => c4('OOO....', 'XXXX...'), line: [35, 36, 37, 38] },
		{
			name: 'Connect Four vertical',
			p: () => c4('X......', 'XO.....', 'XO.....', 'XO.....'),
			line: [14, 21, 28, 35]
		},
		{
			name: 'Connect Four diagonal going up-right',
			p: () => c4('...X...', '..XO...', '.XOO...', 'XOOXX..'),
			line: [17, 23, 29, 35]
		},
		{
			name: 'Connect Four diagonal going up-left',
			p: () => c4('X......', 'OX.....', 'OOX....', 'XOOX..X'),
			line: [14, 22, 30, 38]
		},
		{ name: '4x4 row', p: () => parsePosition('..../XXXX/OOO./....', 'ttt4'), line: [4, 5, 6, 7] },
		{
			name: '4x4 column',
			p: () => parsePosition('.X.O/.X.O/.X.O/.X..', 'ttt4'),
			line: [1, 5, 9, 13]
		},
		{
			name: '4x4 diagonal',
			p: () => parsePosition('XOO./.XO./..X./...X', 'ttt4'),
			line: [0, 5, 10, 15]
		},
		{
			name: '4x4 anti-diagonal',
			p: () => parsePosition('O..X/O.X./.XO./X...', 'ttt4'),
			line: [3, 6, 9, 12]
		}
	])('$name', ({ p, line }) => {
		const position: Position = p();
		const game = position.cells.length === 42 ? C4 : TTT4;
		expect(gameOutcome(game, position.cells)).toBe('X');
		expect(gameWinningLines(game, position.cells)).toEqual([line]);
		expect(gameMoves(game, position)).toEqual([]);
	});

	it('three in a row does not win', () => {
		const position = c4('OO.....', 'XXX....');
		expect(gameOutcome(C4, position.cells)).toBeNull();
		expect(gameOutcome(TTT4, parsePosition('XXX./OO../..../....', 'ttt4').cells)).toBeNull();
	});

	it('4x4: a line made on the sixteenth cell wins, not a draw', () => {
		const before = parsePosition('OXXX/OXXX/XOOX/.OOO', 'ttt4');
		expect(before.toMove).toBe('O');
		expect(gameOutcome(TTT4, before.cells)).toBeNull();
		const after = playMove(TTT4, before, 12);
		expect(after.cells.every((c) => c !== null)).toBe(true);
		expect(gameOutcome(TTT4, after.cells)).toBe('O');
		expect(gameWinningLines(TTT4, after.cells)).toEqual([[12, 13, 14, 15]]);
	});

	it('Connect Four: a line made on the last cell wins; a full board without one is a draw', () => {
		const before = parsePosition('OXXO.XX/OXXXOOO/XXOOOXX/XOXOOOX/OXXOXOO/XOOXXOX', 'connect4');
		expect(before.toMove).toBe('O');
		expect(gameOutcome(C4, before.cells)).toBeNull();
		expect(gameMoves(C4, before)).toEqual([4]);
		const after = playColumn(C4, before, 4);
		expect(gameOutcome(C4, after.cells)).toBe('O');
		expect(gameWinningLines(C4, after.cells)).toEqual([[4, 11, 18, 25]]);
		const draw = parsePosition('OXXOXOX/OXXXOOO/XXOOOXX/XOXOOOX/OXXOXOO/XOOXXOX', 'connect4');
		expect(gameOutcome(C4, draw.cells)).toBe('draw');
	});
});

describe('gravity', () => {
	it('drops a disc to the lowest empty cell of its column', () => {
		let p = emptyGamePosition(C4);
		expect(dropCell(C4, p.cells, 3)).toBe(38);
		p = playColumn(C4, p, 3);
		expect(p.cells[38]).toBe('X');
		expect(p.toMove).toBe('O');
		p = playColumn(C4, p, 3);
		expect(p.cells[31]).toBe('O');
		expect(gameMoves(C4, p)).toEqual([35, 36, 37, 24, 39, 40, 41]);
	});

	it('a full column takes no more discs', () => {
		let p = emptyGamePosition(C4);
		for (let k = 0; k < 6; k++) p = playColumn(C4, p, 0);
		expect(dropCell(C4, p.cells, 0)).toBeNull();
		expect(() => playColumn(C4, p, 0)).toThrow('Column 1 is full.');
		expect(gameMoves(C4, p)).toEqual([36, 37, 38, 39, 40, 41]);
	});

	it('refuses a cell that is not its column lowest empty cell, and changes nothing', () => {
		const p = emptyGamePosition(C4);
		expect(() => playMove(C4, p, 31)).toThrow('Cell 32 is not the lowest empty cell of column 4.');
		expect(p.cells.every((c) => c === null)).toBe(true);
		expect(() => playColumn(C4, p, 7)).toThrow('Column 7 is out of range: expected 0 to 6.');
	});

	it('finds a floating disc', () => {
		const cells = emptyGamePosition(C4).cells.slice();
		cells[31] = 'X';
		expect(floatingCell(C4, cells)).toBe(31);
		cells[38] = 'O';
		expect(floatingCell(C4, cells)).toBe(-1);
		expect(floatingCell(TTT4, emptyGamePosition(TTT4).cells)).toBe(-1);
	});
});

describe('playing a move', () => {
	it('4x4 marks go anywhere empty', () => {
		const p = playMove(TTT4, emptyGamePosition(TTT4), 15);
		expect(p.cells[15]).toBe('X');
		expect(gameMoves(TTT4, p)).toHaveLength(15);
		expect(() => playMove(TTT4, p, 15)).toThrow('Cell 16 is already taken by X.');
		expect(() => playMove(TTT4, p, 16)).toThrow('Cell index 16 is out of range: expected 0 to 15.');
	});

	it('refuses a position of another game and a finished game', () => {
		expect(() => playMove(TTT4, emptyGamePosition(C4), 0)).toThrow(
			'A ttt4 position has 16 cells, this one has 42.'
		);
		const won = parsePosition('XXXX/OOO./..../....', 'ttt4');
		expect(() => playMove(TTT4, won, 10)).toThrow('The game is over: no move can be played.');
	});
});
