/**
 * The position editor's model: nine cells that cycle empty -> X ->
 * O -> empty, a side to move (automatic from the counts, or chosen), checked at every change with
 * the engine's own notation rules (parsePosition) so that the errors are the same typed
 * PositionErrors the URL and the CLI give. Immutable: every function returns a new state.
 */
import {
	PositionError,
	formatPosition,
	legalMoves,
	parsePosition,
	winner,
	type CellContent,
	type Mark,
	type Outcome,
	type Position
} from '../engine/index';

/** The side to move as chosen in the editor: 'auto' follows the counts (X when equal). */
export type SideChoice = 'auto' | Mark;

/** What the editor holds; it may be an invalid position (see checkEditor). */
export interface EditorState {
	/** Nine cells, index 0 top-left to 8 bottom-right. */
	readonly cells: readonly CellContent[];
	readonly side: SideChoice;
}

/** A valid position, ready for "Let the computer move", "Play from here" and "Copy link". */
export interface EditorValid {
	readonly ok: true;
	readonly position: Position;
	/** Notation for a link: the board, plus the side only when the counts do not imply it. */
	readonly notation: string;
	/** Outcome when the game is already over (nobody can move), else null. */
	readonly finished: Outcome | null;
	/** Empty cells where the side to move may play (none once the game is over). */
	readonly moves: readonly number[];
}

/** An invalid position, with the engine's typed error (its `code` names the problem). */
export interface EditorInvalid {
	readonly ok: false;
	readonly error: PositionError;
}

/** The editor's check: valid or the reason it is not. */
export type EditorCheck = EditorValid | EditorInvalid;

/** The empty board, side to move automatic. */
export function emptyEditor(): EditorState {
	return { cells: Array<CellContent>(9).fill(null), side: 'auto' };
}

/**
 * The editor holding `position` (a Position or notation); the side is 'auto' when the counts imply
 * it, else the position's side to move.
 * @throws PositionError (from parsePosition) when the notation is invalid.
 */
export function editorFrom(position: Position | string): EditorState {
	const p = typeof position === 'string' ? parsePosition(position) : position;
	const explicit = formatPosition(p) !== formatPosition(p, false);
	return { cells: p.cells.slice(), side: explicit ? p.toMove : 'auto' };
}

function checkCell(cell: number): void {
	if (!Number.isInteger(cell) || cell < 0 || cell > 8) {
		throw new RangeError(`Cell index ${cell} is out of range: expected 0 to 8.`);
	}
}

const NEXT: ReadonlyMap<CellContent, CellContent> = new Map<CellContent, CellContent>([
	[null, 'X'],
	['X', 'O'],
	['O', null]
]);

/**
 * Cycles one cell: empty -> X -> O -> empty.
 * @throws RangeError when cell is not an integer 0-8 (the state is unchanged).
 */
export function cycleCell(state: EditorState, cell: number): EditorState {
	checkCell(cell);
	return setCell(state, cell, NEXT.get(state.cells[cell]) ?? null);
}

/**
 * Sets one cell to `content`.
 * @throws RangeError when cell is not an integer 0-8.
 */
export function setCell(state: EditorState, cell: number, content: CellContent): EditorState {
	checkCell(cell);
	const cells = state.cells.slice();
	cells[cell] = content;
	return { cells, side: state.side };
}

/** Chooses the side to move ('auto': from the counts). */
export function setSide(state: EditorState, side: SideChoice): EditorState {
	return { cells: state.cells, side };
}

/** The editor's text as notation, valid or not (`XOX/.O./X..`, ` x` / ` o` when side is chosen). */
export function editorNotation(state: EditorState): string {
	const board = formatPosition({ cells: state.cells, toMove: 'X' }, false);
	return state.side === 'auto' ? board : `${board} ${state.side.toLowerCase()}`;
}

/**
 * Checks the editor's position with the notation's rules.
 * @returns EditorValid, or EditorInvalid with the PositionError parsePosition throws
 *   (MarkCountError, BothSidesWonError, SideToMoveWonError, SideToMoveError).
 */
export function checkEditor(state: EditorState): EditorCheck {
	try {
		const position = parsePosition(editorNotation(state));
		return {
			ok: true,
			position,
			notation: formatPosition(position),
			finished: winner(position),
			moves: legalMoves(position)
		};
	} catch (error) {
		if (error instanceof PositionError) return { ok: false, error };
		throw error;
	}
}
