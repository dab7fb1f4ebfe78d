/**
 * Position notation (docs/conventions.md, "Position notation"): the rows from top to bottom
 * separated by '/', '.' for an empty cell, for example `XOX/.O./X..` (3x3), `X.../.O../..../....`
 * (4x4) or six rows of seven cells (Connect Four). Also accepted: the cells without slashes, '_' or
 * '-' for empty, spaces, lower case, and an explicit side to move after the board (`XOX/.O./X.. o`).
 * Ultimate tic-tac-toe's notation (nine rows of nine, then the board to play in) is checked and
 * written by ultimate-notation.ts; `parsePosition` and `formatPosition` hand it over.
 */
import type { CellContent, Mark, Position } from './board';
import {
	BothSidesWonError,
	CellCountError,
	FloatingDiscError,
	InvalidCharacterError,
	MarkCountError,
	RowShapeError,
	SideToMoveError,
	SideToMoveWonError
} from './errors';
import { floatingCell, hasGameLine } from './game-board';
import { GAME_DEFS, gameDef, gameOfCellCount, type GameDef, type GameId } from './games';
import { formatUltimate, validateUltimate } from './ultimate-notation';

const EMPTY_SIGNS = new Set(['.', '_', '-']);

function parseCells(board: string, game: GameDef): CellContent[] {
	// Characters first, one code point at a time: an emoji is one unexpected character, not two cells.
	for (const ch of board) {
		if (!/[\s/xXoO]/.test(ch) && !EMPTY_SIGNS.has(ch)) throw new InvalidCharacterError(ch);
	}
	const rows = board.includes('/') ? board.split('/') : null;
	if (rows) {
		if (rows.length !== game.height) {
			throw new RowShapeError(rows.length, null, '', game.height, game.width);
		}
		rows.forEach((row, r) => {
			const cells = row.replace(/\s/g, '');
			if (cells.length !== game.width) {
				throw new RowShapeError(game.height, r + 1, cells, game.height, game.width);
			}
		});
	}
	const cells: CellContent[] = [];
	for (const ch of board.replace(/[\s/]/g, '')) {
		const up = ch.toUpperCase();
		if (up === 'X' || up === 'O') cells.push(up);
		else if (EMPTY_SIGNS.has(ch)) cells.push(null);
		else throw new InvalidCharacterError(ch);
	}
	if (cells.length !== game.cellCount) throw new CellCountError(cells.length, game.cellCount);
	return cells;
}

/**
 * Parses position notation into a validated `Position` of `game` (3x3 when absent).
 * The side to move follows from the counts (X when they are equal, else the side with fewer marks)
 * unless given explicitly after the board.
 * Ultimate tic-tac-toe (`game` 'ultimate'): the board, a space, and the board to play in (1-9 or
 * '*'), the side to move from the counts (ultimate-notation.ts, which lists its checks).
 * @throws InvalidCharacterError, CellCountError, RowShapeError (bad text); FloatingDiscError (a
 *   disc above an empty cell, gravity games); MarkCountError, BothSidesWonError,
 *   SideToMoveWonError, SideToMoveError (impossible position); ultimate: UltimatePositionError
 *   (ultimate-notation.ts); RangeError for an unknown game.
 */
export function parsePosition(text: string, game: GameId = 'ttt3'): Position {
	const def = gameDef(game);
	const trimmed = text.trim();
	if (def.rules === 'ultimate') {
		// The last field is the board to play in unless it is made of board characters alone.
		const field = /^(.*\S)\s+(\S+)$/s.exec(trimmed);
		const isBoardText = (t: string) => /^[\s/xXoO._-]*$/.test(t);
		const [board, forced] =
			field && !isBoardText(field[2]) ? [field[1], field[2]] : [trimmed, null];
		return validateUltimate(parseCells(board, def), forced);
	}
	const side = /^(.*\S)\s+([xXoO])$/.exec(trimmed);
	// A trailing lone mark after whitespace is the side to move only if the rest is a whole board.
	let board = trimmed;
	let explicit: Mark | null = null;
	if (side && side[1].replace(/[\s/]/g, '').length === def.cellCount) {
		board = side[1];
		explicit = side[2].toUpperCase() as Mark;
	}
	const cells = parseCells(board, def);
	return validate(def, cells, explicit);
}

function validate(game: GameDef, cells: CellContent[], explicit: Mark | null): Position {
	const floating = floatingCell(game, cells);
	if (floating >= 0) {
		throw new FloatingDiscError((floating % game.width) + 1, Math.floor(floating / game.width) + 1);
	}
	const xCount = cells.filter((c) => c === 'X').length;
	const oCount = cells.filter((c) => c === 'O').length;
	if (Math.abs(xCount - oCount) > 1) throw new MarkCountError(xCount, oCount);
	const lineOf = (side: Mark) => hasGameLine(game, cells, side);
	if (lineOf('X') && lineOf('O')) throw new BothSidesWonError(game.winLength);
	const implied: Mark = xCount > oCount ? 'O' : 'X';
	if (explicit && explicit !== implied && xCount !== oCount) {
		// Name the position the counts allow, when it is valid.
		const alternative = lineOf(implied) ? null : formatPosition({ cells, toMove: implied });
		throw new SideToMoveError(explicit, implied, alternative);
	}
	const toMove = explicit ?? implied;
	if (lineOf(toMove)) {
		// With equal counts the other side may have moved first: then this is a finished game.
		const first: Mark = toMove === 'X' ? 'O' : 'X';
		const alternative = xCount === oCount ? formatPosition({ cells, toMove: first }) : null;
		throw new SideToMoveWonError(toMove, alternative, game.winLength);
	}
	return { cells, toMove };
}

/**
 * Formats a position as its rows separated by '/' (`XOX/.O./X..`); the game follows from the
 * number of cells (9, 16, 42 or 81; any other count is written as 3x3 rows). With `withSide`,
 * appends the side to move (` o` or ` x`) when it differs from what the counts imply, so that
 * parsing the text gives the position back. 81 cells: ultimate tic-tac-toe's notation
 * (formatUltimate, with the board to play in; `withSide` is not read).
 */
export function formatPosition(position: Position, withSide = true): string {
	if (position.cells.length === 81) return formatUltimate(position);
	const width = (gameOfCellCount(position.cells.length) ?? GAME_DEFS.ttt3).width;
	const chars = position.cells.map((c) => c ?? '.');
	const rows: string[] = [];
	for (let r = 0; r < chars.length; r += width) rows.push(chars.slice(r, r + width).join(''));
	const board = rows.join('/');
	if (!withSide) return board;
	const xCount = position.cells.filter((c) => c === 'X').length;
	const oCount = position.cells.filter((c) => c === 'O').length;
	const implied: Mark = xCount > oCount ? 'O' : 'X';
	return position.toMove === implied ? board : `${board} ${position.toMove.toLowerCase()}`;
}
