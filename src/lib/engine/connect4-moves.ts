/**
 * Connect Four positions written as the columns played from the empty board, the notation of
 * Pascal Pons' solver and of the reference data (tests/unit/fixtures/connect4-solved.txt): digits
 * 1-7 from the left, X first, the sides alternating; "4453" is X in column 4, O in 4, X in 5, O in 3.
 */
import type { CellContent, Position } from './board';
import { dropCell, gameOutcome } from './game-board';
import { GAME_DEFS } from './games';

/**
 * The position after the moves `columns` (digits 1-7) from the empty board, the side to move the
 * one whose turn it is.
 * @throws RangeError for a character that is not 1-7, a move into a full column, or a move after
 *   the game is over (a line or a full board), naming the move (from 1).
 */
export function positionFromColumns(columns: string): Position {
	const game = GAME_DEFS.connect4;
	const cells: CellContent[] = Array(game.cellCount).fill(null);
	let toMove: 'X' | 'O' = 'X';
	[...columns].forEach((ch, k) => {
		if (!/^[1-7]$/.test(ch)) {
			throw new RangeError(`Move ${k + 1} is "${ch}": a column is a digit from 1 to 7.`);
		}
		if (gameOutcome(game, cells) !== null) {
			throw new RangeError(`Move ${k + 1} comes after the end of the game.`);
		}
		const cell = dropCell(game, cells, Number(ch) - 1);
		if (cell === null) throw new RangeError(`Move ${k + 1} is into column ${ch}, which is full.`);
		cells[cell] = toMove;
		toMove = toMove === 'X' ? 'O' : 'X';
	});
	return { cells, toMove };
}
