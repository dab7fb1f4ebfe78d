/**
 * Typed errors for bad position notation, one class per kind of problem, so that callers (CLI, URL
 * parser, tests) can tell them apart and show a message that names the problem.
 */

/** Base class of every notation and position error. `code` is stable and machine-readable. */
export class PositionError extends Error {
	readonly code: string;
	constructor(code: string, message: string) {
		super(message);
		this.name = new.target.name;
		this.code = code;
	}
}

/** The text holds a character that is not a mark, an empty-cell sign or a separator. */
export class InvalidCharacterError extends PositionError {
	constructor(readonly character: string) {
		super(
			'invalid-character',
			`Unexpected character "${character}": use X, O, and '.', '_' or '-' for an empty cell.`
		);
	}
}

/** The board does not have nine cells. */
export class CellCountError extends PositionError {
	constructor(readonly count: number) {
		super('cell-count', `A board has 9 cells, this one has ${count}.`);
	}
}

/** With slashes, a row does not have three cells, or there are not three rows. */
export class RowShapeError extends PositionError {
	constructor(message: string) {
		super('row-shape', message);
	}
}

/** The counts of X and O differ by more than one. */
export class MarkCountError extends PositionError {
	constructor(
		readonly xCount: number,
		readonly oCount: number
	) {
		super(
			'mark-count',
			`X has ${xCount} marks and O has ${oCount}: the counts may differ by at most one.`
		);
	}
}

/** Both marks have a complete line. */
export class BothSidesWonError extends PositionError {
	constructor() {
		super('both-won', 'Both X and O have a line of three: no game reaches this position.');
	}
}

/** The side to move already has a line (the game ended before its last move). */
export class SideToMoveWonError extends PositionError {
	constructor(readonly side: 'X' | 'O') {
		super('side-to-move-won', `${side} already has a line of three, so ${side} cannot be to move.`);
	}
}

/** The side given after the board is not X or O, or it contradicts the counts. */
export class SideToMoveError extends PositionError {
	constructor(message: string) {
		super('side-to-move', message);
	}
}
