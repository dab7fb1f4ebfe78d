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
	/** The number of cells found (a board has 9). */
	'cell-count': { count: number };
	/**
	 * With slashes: `rows` found (a board has 3); when there are 3, `row` (1-3) is the first row
	 * without three cells, `rowText` its text without spaces (at most 12 characters, then '…') and
	 * `rowCells` its length. `row`, `rowText` and `rowCells` are null when the row count is wrong.
	 */
	'row-shape': {
		rows: number;
		row: number | null;
		rowText: string | null;
		rowCells: number | null;
	};
	/** The counts of X and O, more than one apart. */
	'mark-count': { xCount: number; oCount: number };
	/** Both marks have a line. */
	'both-won': Record<string, never>;
	/**
	 * `side`, said to be to move, already has a line. When the counts are equal the other side may
	 * have moved first: `alternative` is then that position in notation (a finished game won by
	 * `side`). Else null: the other side has one mark more, so the counts put `side` to move.
	 */
	'side-to-move-won': { side: Mark; alternative: string | null };
	/**
	 * The given `side` has more marks than `implied`, the side the counts say is to move.
	 * `alternative` is the position with `implied` to move in notation, or null when that is invalid.
	 */
	'side-to-move': { side: Mark; implied: Mark; alternative: string | null };
}

/** The stable, machine-readable codes of position errors. */
export type PositionErrorCode = keyof PositionErrorParams;

/** Every code, in the order the parser checks them. */
export const POSITION_ERROR_CODES: readonly PositionErrorCode[] = [
	'row-shape',
	'invalid-character',
	'cell-count',
	'mark-count',
	'both-won',
	'side-to-move',
	'side-to-move-won'
];

const other = (m: Mark): Mark => (m === 'X' ? 'O' : 'X');

/** The English messages (the CLI's), one per code. */
const ENGLISH: { [C in PositionErrorCode]: (p: PositionErrorParams[C]) => string } = {
	'invalid-character': ({ character }) =>
		`Unexpected character "${character}": use X, O, and '.', '_' or '-' for an empty cell.`,
	'cell-count': ({ count }) => `A board has 9 cells, this one has ${count}.`,
	'row-shape': ({ rows, row, rowText, rowCells }) =>
		row === null
			? `A board has 3 rows separated by '/', this one has ${rows}.`
			: `Row ${row} ("${rowText}") has ${rowCells} cells, expected 3.`,
	'mark-count': ({ xCount, oCount }) =>
		`X has ${xCount} marks and O has ${oCount}: the counts may differ by at most one.`,
	'both-won': () => 'Both X and O have a line of three: no game reaches this position.',
	'side-to-move-won': ({ side, alternative }) =>
		`${side} already has a line of three, so ${side} cannot be to move.` +
		(alternative
			? ` If ${other(side)} moved first, \`${alternative}\` is a finished game won by ${side}.`
			: ` ${other(side)} has one mark more, so it is ${side}'s turn: no game goes on after a line.`),
	'side-to-move': ({ side, implied, alternative }) =>
		`${side} cannot be to move: ${side} has more marks than ${implied}.` +
		(alternative ? ` With ${implied} to move, \`${alternative}\` is a valid position.` : '')
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

/** The board does not have nine cells. */
export class CellCountError extends PositionError<'cell-count'> {
	constructor(readonly count: number) {
		super('cell-count', { count });
	}
}

/** With slashes, there are not three rows (`row` null), or row `row` (1-3) does not have three cells. */
export class RowShapeError extends PositionError<'row-shape'> {
	/**
	 * @param rows rows found.
	 * @param row the first row (1-3) without three cells, when there are three rows.
	 * @param text that row's text without spaces (shortened to 12 characters and '…').
	 */
	constructor(rows: number, row: number | null = null, text = '') {
		const rowText = row === null ? null : text.length > 12 ? `${text.slice(0, 12)}…` : text;
		super('row-shape', { rows, row, rowText, rowCells: row === null ? null : text.length });
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

/** Both marks have a complete line. */
export class BothSidesWonError extends PositionError<'both-won'> {
	constructor() {
		super('both-won', {});
	}
}

/** The side to move already has a line (the game ended before its last move). */
export class SideToMoveWonError extends PositionError<'side-to-move-won'> {
	/** @param alternative the valid finished game with the other side to move, if any. */
	constructor(
		readonly side: Mark,
		alternative: string | null = null
	) {
		super('side-to-move-won', { side, alternative });
	}
}

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
