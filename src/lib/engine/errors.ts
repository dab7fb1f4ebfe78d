/**
 * Typed errors for bad position notation, one class per kind of problem, so that callers (CLI, URL
 * parser, tests) can tell them apart and show a message that names the problem. Each error carries
 * a stable `code` and the `params` a message needs, so that a catalogue can say it in any language
 * (PositionErrorParams); `message` is the English text the CLI prints.
 */
import type { Mark } from './board';

/** The values each kind of error carries, by code. Texts quoted from the input are shortened. */
export interface PositionErrorParams {
	/** A character that is not a mark, an empty-cell sign or a separator. */
	'invalid-character': { character: string };
	/** The number of cells found, and the number the game's board has (`expected`: 9, 16 or 42). */
	'cell-count': { count: number; expected: number };
	/**
	 * With slashes: `rows` found (the board has `expectedRows`); when that is right, `row` (1 =
	 * top) is the first row without `expectedCells` cells, `rowText` its text without spaces (at
	 * most 12 characters, then '…') and `rowCells` its length. `row`, `rowText` and `rowCells` are
	 * null when the row count is wrong.
	 */
	'row-shape': {
		rows: number;
		row: number | null;
		rowText: string | null;
		rowCells: number | null;
		expectedRows: number;
		expectedCells: number;
	};
	/**
	 * Connect Four: a disc in `column` (1-7 from the left) and `row` (1-6 from the top) sits above
	 * an empty cell, which no game reaches (a disc drops to the lowest empty cell of its column).
	 */
	floating: { column: number; row: number };
	/** The counts of X and O, more than one apart. */
	'mark-count': { xCount: number; oCount: number };
	/** Both marks have a line (of `length` marks: 3 in 3x3, 4 in the bigger games). */
	'both-won': { length: number };
	/**
	 * `side`, said to be to move, already has a line. When the counts are equal the other side may
	 * have moved first: `alternative` is then that position in notation (a finished game won by
	 * `side`). Else null: the other side has one mark more, so the counts put `side` to move.
	 */
	'side-to-move-won': { side: Mark; alternative: string | null; length: number };
	/**
	 * The given `side` has more marks than `implied`, the side the counts say is to move.
	 * `alternative` is the position with `implied` to move in notation, or null when that is invalid.
	 */
	'side-to-move': { side: Mark; implied: Mark; alternative: string | null };
	/**
	 * Ultimate tic-tac-toe: the field after the board naming the small board to play in is missing
	 * (`text` null) or is not 1 to 9 or '*' (`text`, shortened to 12 characters and '…').
	 */
	'forced-board-syntax': { text: string | null };
	/** Ultimate tic-tac-toe: O has more marks than X, but X moves first. */
	'first-mark': { xCount: number; oCount: number };
	/** Ultimate tic-tac-toe: small board `board` (1-9) holds a line of each mark. */
	'small-board-both-won': { board: number };
	/** Ultimate tic-tac-toe: both marks have three won small boards in a row on the big board. */
	'big-board-both-won': Record<string, never>;
	/**
	 * Ultimate tic-tac-toe: `side`, to move by the counts, already has three won small boards in a
	 * row (the game ended on the other side's last move, or before).
	 */
	'big-board-side-won': { side: Mark };
	/** Ultimate tic-tac-toe: the board to play in (`board`, 1-9) is closed: won by a mark, or full. */
	'forced-board-closed': { board: number; state: Mark | 'draw' };
	/**
	 * Ultimate tic-tac-toe: `side` moved last, but no mark of `side` could have been the last move
	 * and sent the opponent to board `board` (1-9): none stands in cell `board` of a small board
	 * that was open before it (see ultimate-notation.ts).
	 */
	'forced-board-unreachable': { board: number; side: Mark };
	/**
	 * Ultimate tic-tac-toe: '*' (any board) after marks, but no mark of `side`, who moved last,
	 * could have been a last move sending the opponent to a closed board.
	 */
	'any-board-unreachable': { side: Mark };
}

/** The stable, machine-readable codes of position errors. */
export type PositionErrorCode = keyof PositionErrorParams;

/** Every code, in the order the parser checks them. */
export const POSITION_ERROR_CODES: readonly PositionErrorCode[] = [
	'row-shape',
	'invalid-character',
	'cell-count',
	'floating',
	'mark-count',
	'both-won',
	'side-to-move',
	'side-to-move-won',
	'forced-board-syntax',
	'first-mark',
	'small-board-both-won',
	'big-board-both-won',
	'big-board-side-won',
	'forced-board-closed',
	'forced-board-unreachable',
	'any-board-unreachable'
];

const other = (m: Mark): Mark => (m === 'X' ? 'O' : 'X');
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five'];
/** "three", "four": the line length in words. */
const lineOf = (length: number) => `a line of ${NUMBER_WORDS[length] ?? length}`;

/** The English messages (the CLI's), one per code. */
const ENGLISH: { [C in PositionErrorCode]: (p: PositionErrorParams[C]) => string } = {
	'invalid-character': ({ character }) =>
		`Unexpected character "${character}": use X, O, and '.', '_' or '-' for an empty cell.`,
	'cell-count': ({ count, expected }) => `A board has ${expected} cells, this one has ${count}.`,
	'row-shape': ({ rows, row, rowText, rowCells, expectedRows, expectedCells }) =>
		row === null
			? `A board has ${expectedRows} rows separated by '/', this one has ${rows}.`
			: `Row ${row} ("${rowText}") has ${rowCells} cells, expected ${expectedCells}.`,
	floating: ({ column, row }) =>
		`The disc in column ${column}, row ${row} floats above an empty cell: a disc drops to the lowest empty cell of its column.`,
	'mark-count': ({ xCount, oCount }) =>
		`X has ${xCount} marks and O has ${oCount}: the counts may differ by at most one.`,
	'both-won': ({ length }) => `Both X and O have ${lineOf(length)}: no game reaches this position.`,
	'side-to-move-won': ({ side, alternative, length }) =>
		`${side} already has ${lineOf(length)}, so ${side} cannot be to move.` +
		(alternative
			? ` If ${other(side)} moved first, \`${alternative}\` is a finished game won by ${side}.`
			: ` ${other(side)} has one mark more, so it is ${side}'s turn: no game goes on after a line.`),
	'side-to-move': ({ side, implied, alternative }) =>
		`${side} cannot be to move: ${side} has more marks than ${implied}.` +
		(alternative ? ` With ${implied} to move, \`${alternative}\` is a valid position.` : ''),
	'forced-board-syntax': ({ text }) =>
		text === null
			? "The board to play in is missing: after the nine rows write a space and 1 to 9, or '*' for any board."
			: `"${text}" is not a board to play in: write 1 to 9, or '*' for any board.`,
	'first-mark': ({ xCount, oCount }) =>
		`O has ${oCount} mark${oCount === 1 ? '' : 's'} and X has ${xCount}: X moves first, so O never has more marks than X.`,
	'small-board-both-won': ({ board }) =>
		`Board ${board} holds a line of X and a line of O: a small board closes at its first line.`,
	'big-board-both-won': () =>
		'Both X and O have three won boards in a row: no game reaches this position.',
	'big-board-side-won': ({ side }) =>
		`${side} already has three won boards in a row, so the game is over and ${side} cannot be to move.`,
	'forced-board-closed': ({ board, state }) =>
		`Board ${board} cannot be the board to play in: it is ${state === 'draw' ? 'full' : `won by ${state}`}. Write '*' for any board.`,
	'forced-board-unreachable': ({ board, side }) =>
		`No last move by ${side} sends the opponent to board ${board}: ${side} has no mark in cell ${board} of a board that was still open.`,
	'any-board-unreachable': ({ side }) =>
		`'*' (any board) needs a last move by ${side} into a cell whose board is closed, and no mark of ${side} is one.`
};

/** Base class of every notation and position error. `code` is stable and machine-readable. */
export class PositionError<C extends PositionErrorCode = PositionErrorCode> extends Error {
	readonly code: C;
	/** The values a message for `code` needs (PositionErrorParams). */
	readonly params: Readonly<PositionErrorParams[C]>;
	constructor(code: C, params: PositionErrorParams[C]) {
		super(ENGLISH[code](params));
		this.name = new.target.name;
		this.code = code;
		this.params = params;
	}
}

/** The text holds a character that is not a mark, an empty-cell sign or a separator. */
export class InvalidCharacterError extends PositionError<'invalid-character'> {
	constructor(readonly character: string) {
		super('invalid-character', { character });
	}
}

/** The board does not have the game's number of cells (`expected`, 9 for 3x3). */
export class CellCountError extends PositionError<'cell-count'> {
	constructor(
		readonly count: number,
		expected = 9
	) {
		super('cell-count', { count, expected });
	}
}

/**
 * With slashes, there are not `expectedRows` rows (`row` null), or row `row` (1 = top) does not
 * have `expectedCells` cells. The defaults are 3x3's.
 */
export class RowShapeError extends PositionError<'row-shape'> {
	/**
	 * @param rows rows found.
	 * @param row the first row (1 = top) of the wrong length, when the row count is right.
	 * @param text that row's text without spaces (shortened to 12 characters and '…').
	 * @param expectedRows rows of the game's board.
	 * @param expectedCells cells per row of the game's board.
	 */
	constructor(
		rows: number,
		row: number | null = null,
		text = '',
		expectedRows = 3,
		expectedCells = 3
	) {
		const rowText = row === null ? null : text.length > 12 ? `${text.slice(0, 12)}…` : text;
		const rowCells = row === null ? null : text.length;
		super('row-shape', { rows, row, rowText, rowCells, expectedRows, expectedCells });
	}
}

/** Connect Four: a disc above an empty cell (column 1-7 from the left, row 1-6 from the top). */
export class FloatingDiscError extends PositionError<'floating'> {
	constructor(
		readonly column: number,
		readonly row: number
	) {
		super('floating', { column, row });
	}
}

/** The counts of X and O differ by more than one. */
export class MarkCountError extends PositionError<'mark-count'> {
	constructor(
		readonly xCount: number,
		readonly oCount: number
	) {
		super('mark-count', { xCount, oCount });
	}
}

/** Both marks have a complete line (of `length` marks; 3 in 3x3). */
export class BothSidesWonError extends PositionError<'both-won'> {
	constructor(length = 3) {
		super('both-won', { length });
	}
}

/** The side to move already has a line (the game ended before its last move). */
export class SideToMoveWonError extends PositionError<'side-to-move-won'> {
	/**
	 * @param alternative the valid finished game with the other side to move, if any.
	 * @param length marks in a winning line (3 in 3x3).
	 */
	constructor(
		readonly side: Mark,
		alternative: string | null = null,
		length = 3
	) {
		super('side-to-move-won', { side, alternative, length });
	}
}

/**
 * An ultimate tic-tac-toe problem (ultimate-notation.ts): one class for every code the ultimate
 * notation adds, since each carries nothing but its params.
 */
export class UltimatePositionError<
	C extends
		| 'forced-board-syntax'
		| 'first-mark'
		| 'small-board-both-won'
		| 'big-board-both-won'
		| 'big-board-side-won'
		| 'forced-board-closed'
		| 'forced-board-unreachable'
		| 'any-board-unreachable'
> extends PositionError<C> {}

/** The side given after the board has more marks than the other, so it cannot be to move. */
export class SideToMoveError extends PositionError<'side-to-move'> {
	/** @param alternative the position with `implied` to move, when valid. */
	constructor(
		readonly side: Mark,
		readonly implied: Mark,
		alternative: string | null = null
	) {
		super('side-to-move', { side, implied, alternative });
	}
}
