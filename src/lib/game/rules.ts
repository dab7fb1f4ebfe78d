/**
 * The rules of a game as free functions over its one definition, the engine's `GameDef`
 * (src/lib/engine/games.ts: board size, lines, gravity), so that the game model (history, undo,
 * seats, score, storage, links) works unchanged for tic-tac-toe 3x3, 4x4 and Connect Four. A board
 * is `cellCount` cells, row by row from the top left (index 0) to the bottom right, as in the
 * engine (docs/conventions.md). Ultimate tic-tac-toe (GameDef.rules 'ultimate') follows its own
 * rules (engine ultimate.ts): its outcome is three won small boards in a row, its legal cells
 * depend on the board the side to move is sent to, so `legalCells` takes the position's
 * `forcedBoard` and `checkPosition` checks it as the notation does.
 */
import {
	boardOfCell,
	formatUltimate,
	PositionError,
	SMALL_LINE_MASKS,
	smallBoardStates,
	ultimateMoves,
	validateUltimate,
	type CellContent,
	type GameDef,
	type Mark,
	type Position,
	type PositionErrorCode
} from '$lib/engine';

/** A winning line: the indices of its cells, ascending along the line. */
export type Line = readonly number[];

/**
 * How a board is finished, judged from its cells alone: a line (every complete line of the winning
 * mark is listed, so a move that completes two lines is one win with both lines), or a full board
 * without a line (a draw).
 */
export type BoardOutcome =
	| { readonly kind: 'line'; readonly winner: Mark; readonly lines: readonly Line[] }
	| { readonly kind: 'full-board' };

/** The mark of the player who moves first under the standard rules, in every game (games.ts). */
export const FIRST_MARK: Mark = 'X';

/** Why a position cannot occur in a game under these rules (same codes as the engine's errors). */
export type PositionProblem =
	| 'cell-count'
	| 'mark-count'
	| 'both-won'
	| 'side-to-move'
	| 'side-to-move-won'
	| 'floating'
	| Exclude<PositionErrorCode, 'row-shape' | 'invalid-character'>;

/** An empty board of `game`. */
export function emptyCells(game: GameDef): CellContent[] {
	return Array<CellContent>(game.cellCount).fill(null);
}

/**
 * The outcome of a board of `game`, or null while the game goes on. A line is checked before the
 * full board; the winner is the mark of the first complete line in GameDef.lines order, and every
 * complete line of that mark is listed.
 */
export function boardOutcome(game: GameDef, cells: readonly CellContent[]): BoardOutcome | null {
	if (game.rules === 'ultimate') return ultimateBoardOutcome(cells);
	let winner: Mark | null = null;
	const won: Line[] = [];
	for (const line of game.lines) {
		const first = cells[line[0]];
		if (first === null || (winner !== null && first !== winner)) continue;
		if (line.every((c) => cells[c] === first)) {
			winner = first;
			won.push(line);
		}
	}
	if (winner !== null) return { kind: 'line', winner, lines: won };
	return cells.every((c) => c !== null) ? { kind: 'full-board' } : null;
}

/**
 * Ultimate tic-tac-toe's outcome: three small boards won by one mark in a row of the big board (each
 * such row of boards is one line, listed as every cell of its three boards, ascending), else a
 * draw once every small board is closed (won or full). X is named when both marks have a row,
 * which no game reaches.
 */
function ultimateBoardOutcome(cells: readonly CellContent[]): BoardOutcome | null {
	const states = smallBoardStates(cells);
	for (const winner of ['X', 'O'] as const) {
		const lines: Line[] = [];
		for (const mask of SMALL_LINE_MASKS) {
			const boards = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((b) => (mask >> b) & 1);
			if (boards.every((b) => states[b] === winner)) {
				lines.push(cells.map((_, i) => i).filter((i) => boards.includes(boardOfCell(i))));
			}
		}
		if (lines.length) return { kind: 'line', winner, lines };
	}
	return states.every((s) => s !== null) ? { kind: 'full-board' } : null;
}

/**
 * Cells of `game` where the side to move may play, ascending; none once the board is finished.
 * With gravity only the lowest empty cell of each column is playable. Ultimate tic-tac-toe: the
 * empty cells of `forcedBoard` (the board the side to move is sent to) when it is open, else of
 * every open board.
 * @param forcedBoard ultimate tic-tac-toe only: the position's `forcedBoard` (null: any board).
 */
export function legalCells(
	game: GameDef,
	cells: readonly CellContent[],
	forcedBoard: number | null = null
): number[] {
	if (game.rules === 'ultimate') {
		return ultimateMoves({ cells: cells.slice(), toMove: 'X', forcedBoard });
	}
	if (boardOutcome(game, cells) !== null) return [];
	const moves: number[] = [];
	for (let i = 0; i < game.cellCount; i++) {
		if (cells[i] !== null) continue;
		if (game.gravity && i + game.width < game.cellCount && cells[i + game.width] === null) continue;
		moves.push(i);
	}
	return moves;
}

function hasLineOf(game: GameDef, cells: readonly CellContent[], mark: Mark): boolean {
	return game.lines.some((line) => line.every((c) => cells[c] === mark));
}

/**
 * Checks that `position` can occur in `game`: the right number of cells, counts of X and O
 * differing by at most one, the side with fewer marks to move when the counts differ, not both
 * sides with a line, no line for the side to move, and with gravity no mark above an empty cell.
 * @returns null when the position is valid, else the first problem found.
 */
export function checkPosition(game: GameDef, position: Position): PositionProblem | null {
	const { cells, toMove } = position;
	if (cells.length !== game.cellCount) return 'cell-count';
	if (game.rules === 'ultimate') return checkUltimate(position);
	const xCount = cells.filter((c) => c === 'X').length;
	const oCount = cells.filter((c) => c === 'O').length;
	if (Math.abs(xCount - oCount) > 1) return 'mark-count';
	const xLine = hasLineOf(game, cells, 'X');
	const oLine = hasLineOf(game, cells, 'O');
	if (xLine && oLine) return 'both-won';
	if (xCount !== oCount && toMove !== (xCount > oCount ? 'O' : 'X')) return 'side-to-move';
	if (toMove === 'X' ? xLine : oLine) return 'side-to-move-won';
	if (game.gravity) {
		for (let i = 0; i < cells.length - game.width; i++) {
			if (cells[i] !== null && cells[i + game.width] === null) return 'floating';
		}
	}
	return null;
}

/**
 * Ultimate tic-tac-toe's checks (engine ultimate-notation.ts validateUltimate, the notation's own):
 * the counts, X first, small and big boards, and the forced board; the side to move must be the
 * one the counts give.
 */
function checkUltimate(position: Position): PositionProblem | null {
	const forced = formatUltimate(position).split(' ')[1];
	try {
		const valid = validateUltimate(position.cells.slice(), forced);
		return valid.toMove === position.toMove ? null : 'side-to-move';
	} catch (error) {
		if (!(error instanceof PositionError)) throw error;
		return error.code as PositionProblem;
	}
}
