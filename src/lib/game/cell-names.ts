/**
 * Cell names for people (docs/game-rules.md): numbers 1 to cellCount, row by row from the top
 * left; or coordinates, a column letter (a, b, c... from left to right) and a row number (1, 2, 3...
 * from bottom to top). On 3x3: a1 is the bottom-left cell (index 6), c3 the top-right (index 2),
 * b2 the centre (index 4). Indices stay 0-based in code.
 */
import { err, ok, type Result } from './result';
import type { GameDef } from '$lib/engine';

/** What cell names depend on: a game's board size (GameDef). */
export type BoardShape = Pick<GameDef, 'width' | 'height' | 'cellCount'>;

/** How cells are named on the page: 'numbers' ("5") or 'coordinates' ("b2"). */
export type CellNaming = 'numbers' | 'coordinates';

/** Every naming, for menus and link validation. */
export const CELL_NAMINGS: readonly CellNaming[] = ['numbers', 'coordinates'];

/** Why a text is not a cell name: not shaped like one, or naming a cell off the board. */
export interface CellNameError {
	readonly code: 'bad-cell-name';
	readonly reason: 'syntax' | 'out-of-range';
	readonly text: string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The coordinates of a cell: column letter then row number from the bottom ("a1" = index 6 on 3x3). */
export function coordinateName(rules: BoardShape, cell: number): string {
	const column = cell % rules.width;
	const row = rules.height - Math.floor(cell / rules.width);
	return `${LETTERS[column]}${row}`;
}

/**
 * The name of `cell` (0-based index) in `naming`: "5" or "b2" for index 4 on 3x3.
 * @throws RangeError when the cell is not on the board (a programming error, not user input).
 */
export function formatCell(rules: BoardShape, cell: number, naming: CellNaming): string {
	if (!Number.isInteger(cell) || cell < 0 || cell >= rules.cellCount) {
		throw new RangeError(`Cell index ${cell} is not on a board of ${rules.cellCount} cells.`);
	}
	return naming === 'numbers' ? String(cell + 1) : coordinateName(rules, cell);
}

/**
 * Parses a cell name in either naming (spaces around it and upper case are accepted): a number
 * 1 to cellCount, or a column letter and a row number.
 * @returns the 0-based cell index, or an error saying whether the text is malformed or off the board.
 */
export function parseCell(rules: BoardShape, text: string): Result<number, CellNameError> {
	const name = text.trim().toLowerCase();
	const number = /^\d+$/.exec(name);
	if (number) {
		const n = Number(name);
		if (n >= 1 && n <= rules.cellCount) return ok(n - 1);
		return err({ code: 'bad-cell-name', reason: 'out-of-range', text });
	}
	const coordinate = /^([a-z])(\d+)$/.exec(name);
	if (!coordinate) return err({ code: 'bad-cell-name', reason: 'syntax', text });
	const column = LETTERS.indexOf(coordinate[1]);
	const row = Number(coordinate[2]);
	if (column >= rules.width || row < 1 || row > rules.height) {
		return err({ code: 'bad-cell-name', reason: 'out-of-range', text });
	}
	return ok((rules.height - row) * rules.width + column);
}
