/**
 * connect4-bitboard.ts: the solver's two-half bitboard agrees with the Connect Four rules of
 * game-board.ts: four in a row in every direction (also across the two halves, columns 3 and 4),
 * gravity, full columns, and the winning cells of a side.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	dropCell,
	gameOutcome,
	hasGameLine,
	parsePosition,
	playColumn,
	positionFromColumns,
	type Position
} from '$lib/engine';
import {
	boardOf,
	canPlay,
	canWinNext,
	cellsOf,
	hasFour,
	isWinningMove,
	play,
	popcount32,
	winningCells,
	winHi,
	winLo,
	type C4Board
} from '$lib/engine/connect4-bitboard';

const C4 = GAME_DEFS.connect4;

/** Connect Four from its lowest rows (bottom last), empty rows above them. */
const c4 = (...rows: string[]) =>
	parsePosition([...Array(6 - rows.length).fill('.......'), ...rows].join('/'), 'connect4');

/** True when the discs of the side that just moved (not `cur`) have four in a row. */
const lastMoverHasFour = (b: C4Board) => hasFour(b.curLo ^ b.maskLo, b.curHi ^ b.maskHi);

describe('four in a row on the bitboard', () => {
	it.each([
		{ name: 'horizontal, columns 1-4 (low half)', p: () => c4('OOO....', 'XXXX...') },
		{ name: 'horizontal, columns 3-6 (across the halves)', p: () => c4('..OOO..', '..XXXX.') },
		{ name: 'horizontal, columns 4-7 (high half)', p: () => c4('...OOO.', '...XXXX') },
		{ name: 'vertical, column 1', p: () => c4('X......', 'XO.....', 'XO.....', 'XO.....') },
		{ name: 'vertical, column 7', p: () => c4('......X', '.....OX', '.....OX', '.....OX') },
		{
			name: 'diagonal going up-right, across the halves',
			p: () => c4('.....X.', '....XO.', '...XOO.', '..XOOXX')
		},
		{
			name: 'diagonal going up-left',
			p: () => c4('X......', 'OX.....', 'OOX....', 'XOOX..X')
		},
		{
			name: 'diagonal going up-left, high half',
			p: () => c4('...X...', '...OX..', '...OOX.', 'X..XOOX')
		}
	])('$name: X has four, as game-board.ts says', ({ p }) => {
		const position: Position = p();
		expect(hasGameLine(C4, position.cells, 'X')).toBe(true);
		// O is to move: the last mover's discs are X's.
		const b = boardOf({ ...position, toMove: 'O' });
		expect(lastMoverHasFour(b)).toBe(true);
		expect(hasFour(b.curLo, b.curHi)).toBe(false);
	});

	it('three at the top of a column and one at the bottom of the next are not four (the spare bit)', () => {
		// Column 1 ends with three X, column 2 starts with an X: consecutive bits but for the spare
		// bit on top of each column.
		const position = c4('X......', 'X......', 'X......', 'O......', 'X.....O', 'OX...OO');
		expect(hasGameLine(C4, position.cells, 'X')).toBe(false);
		const b = boardOf({ ...position, toMove: 'O' });
		expect(lastMoverHasFour(b)).toBe(false);
	});
});

describe('gravity and full columns', () => {
	it('a disc lands on the lowest empty cell of its column', () => {
		const b = play(play(boardOf(positionFromColumns('')), 3), 3);
		const cells = cellsOf(b, 'X');
		expect(cells[38]).toBe('X');
		expect(cells[31]).toBe('O');
		expect(cells.filter((c) => c !== null)).toHaveLength(2);
	});

	it('a full column takes no disc, the others still do', () => {
		const b = boardOf(positionFromColumns('444444'));
		expect(canPlay(b, 3)).toBe(false);
		expect([0, 1, 2, 4, 5, 6].every((c) => canPlay(b, c))).toBe(true);
		expect(() => play(b, 3)).toThrow(RangeError);
		expect(() => play(b, 7)).toThrow(RangeError);
	});

	it('cellsOf reads back the position boardOf was given', () => {
		const position = positionFromColumns('4435373514756651171311755762334');
		expect(cellsOf(boardOf(position), position.toMove)).toEqual(position.cells);
	});
});

describe('popcount32', () => {
	it.each([
		[0, 0],
		[1, 1],
		[0xffffffff | 0, 32],
		[0x0fffffff, 28],
		[0x55555555, 16]
	])('popcount32(%i) = %i', (v, n) => expect(popcount32(v)).toBe(n));
});

/** Random legal games: a column per move, stopped at the first line or a full board. */
const games = fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 60 });

describe('random games agree with game-board.ts', () => {
	it('after every move: the cells, the playable columns, a line for the mover, the winning cells', () => {
		fc.assert(
			fc.property(games, (columns) => {
				let position = positionFromColumns('');
				let b = boardOf(position);
				for (const col of columns) {
					if (gameOutcome(C4, position.cells) !== null) break;
					expect(canPlay(b, col)).toBe(dropCell(C4, position.cells, col) !== null);
					if (!canPlay(b, col)) continue;
					// The winning-move tests, before the move.
					const wins = playColumn(C4, position, col);
					expect(isWinningMove(b, col)).toBe(hasGameLine(C4, wins.cells, position.toMove));
					position = wins;
					b = play(b, col);
					expect(cellsOf(b, position.toMove)).toEqual(position.cells);
					const mover = position.toMove === 'X' ? 'O' : 'X';
					expect(lastMoverHasFour(b)).toBe(hasGameLine(C4, position.cells, mover));
					if (gameOutcome(C4, position.cells) !== null) break;
					// The winning cells of the side to move: every empty cell a disc of its would
					// complete a line on (playable now or not), by brute force.
					winningCells(b.curLo, b.curHi, b.maskLo, b.maskHi);
					const found = cellsOf(
						{ curLo: winLo, curHi: winHi, maskLo: winLo, maskHi: winHi, mine: 0, theirs: 0 },
						'X'
					);
					const expected = position.cells.map((c, i) => {
						if (c !== null) return null;
						const cells = position.cells.slice();
						cells[i] = position.toMove;
						return hasGameLine(C4, cells, position.toMove) ? 'X' : null;
					});
					expect(found).toEqual(expected);
					const playable = [0, 1, 2, 3, 4, 5, 6].some((c) => {
						const cell = dropCell(C4, position.cells, c);
						return cell !== null && expected[cell] === 'X';
					});
					expect(canWinNext(b)).toBe(playable);
				}
			}),
			{ numRuns: 300 }
		);
	});
});
