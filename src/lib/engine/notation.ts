/**
 * Position notation (docs/conventions.md, "Position notation"): three rows separated by '/', '.' for an empty cell,
 * for example `XOX/.O./X..`. Also accepted: the nine cells without slashes, '_' or '-' for empty,
 * spaces, lower case, and an explicit side to move after the board (`XOX/.O./X.. o`).
 */
import { hasLine, toMasks, type CellContent, type Mark, type Position } from './board';
import {
	BothSidesWonError,
	CellCountError,
	InvalidCharacterError,
	MarkCountError,
	RowShapeError,
	SideToMoveError,
	SideToMoveWonError
} from './errors';

const EMPTY_SIGNS = new Set(['.', '_', '-']);

function popCount(mask: number): number {
	let n = 0;
	for (let m = mask; m; m &= m - 1) n++;
	return n;
}

function parseCells(board: string): CellContent[] {
	const rows = board.includes('/') ? board.split('/') : null;
	if (rows) {
		if (rows.length !== 3) {
			throw new RowShapeError(rows.length);
		}
		rows.forEach((row, r) => {
			const cells = row.replace(/\s/g, '');
			if (cells.length !== 3) {
				throw new RowShapeError(3, r + 1, cells);
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
	if (cells.length !== 9) throw new CellCountError(cells.length);
	return cells;
}

/**
 * Parses position notation into a validated `Position`.
 * The side to move follows from the counts (X when they are equal, else the side with fewer marks)
 * unless given explicitly after the board.
 * @throws InvalidCharacterError, CellCountError, RowShapeError (bad text);
 *   MarkCountError, BothSidesWonError, SideToMoveWonError, SideToMoveError (impossible position).
 */
export function parsePosition(text: string): Position {
	const trimmed = text.trim();
	const side = /^(.*\S)\s+([xXoO])$/.exec(trimmed);
	// A trailing lone mark after whitespace is the side to move only if the rest is a whole board.
	let board = trimmed;
	let explicit: Mark | null = null;
	if (side && side[1].replace(/[\s/]/g, '').length === 9) {
		board = side[1];
		explicit = side[2].toUpperCase() as Mark;
	}
	const cells = parseCells(board);
	return validate(cells, explicit);
}

function validate(cells: CellContent[], explicit: Mark | null): Position {
	const [x, o] = toMasks({ cells, toMove: 'X' });
	const xCount = popCount(x);
	const oCount = popCount(o);
	if (Math.abs(xCount - oCount) > 1) throw new MarkCountError(xCount, oCount);
	if (hasLine(x) && hasLine(o)) throw new BothSidesWonError();
	const implied: Mark = xCount > oCount ? 'O' : 'X';
	const lineOf = (side: Mark) => hasLine(side === 'X' ? x : o);
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
		throw new SideToMoveWonError(toMove, alternative);
	}
	return { cells, toMove };
}

/**
 * Formats a position as `XOX/.O./X..`. With `withSide`, appends the side to move (` o` or ` x`)
 * when it differs from what the counts imply, so that parsing the text gives the position back.
 */
export function formatPosition(position: Position, withSide = true): string {
	const chars = position.cells.map((c) => c ?? '.');
	const board = [0, 3, 6].map((r) => chars.slice(r, r + 3).join('')).join('/');
	if (!withSide) return board;
	const xCount = position.cells.filter((c) => c === 'X').length;
	const oCount = position.cells.filter((c) => c === 'O').length;
	const implied: Mark = xCount > oCount ? 'O' : 'X';
	return position.toMove === implied ? board : `${board} ${position.toMove.toLowerCase()}`;
}
