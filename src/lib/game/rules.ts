/**
 * The rules of a game behind one interface, so that the game model (history, undo, seats, score,
 * storage, links) works unchanged for tic-tac-toe 3x3 today and for 4x4 tic-tac-toe or Connect Four
 * later (issue 11). A board is `cellCount` cells, row by row from the top left (index 0) to the
 * bottom right, as in the engine (docs/conventions.md).
 */
import type { CellContent, Mark, Position } from '$lib/engine';

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

/** The rules of one game. Implementations are immutable values (see mnk.ts). */
export interface GameRules {
	/** Stable id used in links and storage, for example 'ttt3'. */
	readonly id: string;
	/** Columns. */
	readonly width: number;
	/** Rows. */
	readonly height: number;
	/** width * height. */
	readonly cellCount: number;
	/** Every winning line, as cell index lists. */
	readonly lines: readonly Line[];
	/** True when a mark drops to the lowest empty cell of its column (Connect Four). */
	readonly gravity: boolean;
	/** The mark of the player who moves first under the standard rules ('X'). */
	readonly firstMark: Mark;
	/** Cells where the side to move may play, ascending; none once the board is finished. */
	legalMoves(cells: readonly CellContent[]): number[];
	/** The outcome of a board, or null while the game goes on. A line is checked before the full board. */
	outcome(cells: readonly CellContent[]): BoardOutcome | null;
}

/** Why a position cannot occur in a game under these rules (same codes as the engine's errors). */
export type PositionProblem =
	'cell-count' | 'mark-count' | 'both-won' | 'side-to-move' | 'side-to-move-won' | 'floating';

/** An empty board of these rules. */
export function emptyCells(rules: GameRules): CellContent[] {
	return Array<CellContent>(rules.cellCount).fill(null);
}

function hasLineOf(rules: GameRules, cells: readonly CellContent[], mark: Mark): boolean {
	return rules.lines.some((line) => line.every((c) => cells[c] === mark));
}

/**
 * Checks that `position` can occur in a game under `rules`: the right number of cells, counts of X
 * and O differing by at most one, the side with fewer marks to move when the counts differ, not both
 * sides with a line, no line for the side to move, and with gravity no mark above an empty cell.
 * @returns null when the position is valid, else the first problem found.
 */
export function checkPosition(rules: GameRules, position: Position): PositionProblem | null {
	const { cells, toMove } = position;
	if (cells.length !== rules.cellCount) return 'cell-count';
	const xCount = cells.filter((c) => c === 'X').length;
	const oCount = cells.filter((c) => c === 'O').length;
	if (Math.abs(xCount - oCount) > 1) return 'mark-count';
	const xLine = hasLineOf(rules, cells, 'X');
	const oLine = hasLineOf(rules, cells, 'O');
	if (xLine && oLine) return 'both-won';
	if (xCount !== oCount && toMove !== (xCount > oCount ? 'O' : 'X')) return 'side-to-move';
	if (toMove === 'X' ? xLine : oLine) return 'side-to-move-won';
	if (rules.gravity) {
		for (let i = 0; i < cells.length - rules.width; i++) {
			if (cells[i] !== null && cells[i + rules.width] === null) return 'floating';
		}
	}
	return null;
}
