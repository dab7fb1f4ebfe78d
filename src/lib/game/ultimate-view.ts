/**
 * What ultimate tic-tac-toe's board shows of a position (src/lib/ui/board/UltimateBoard.svelte, the
 * tree's mini-boards): each small board's state (won by a mark, drawn, open) and whether the side
 * to move may play in it, and the cells that may be played. Pure: the position in, a value out.
 */
import {
	boardOfCell,
	cellOfBoard,
	smallBoardStates,
	ultimateMoves,
	type CellContent,
	type Mark
} from '$lib/engine';

/** One small board as the board shows it. */
export interface SmallBoardView {
	/** 0-8, row by row from the top left ("board 1" to "board 9" for people). */
	readonly board: number;
	/** Won by a mark, drawn (full without a line), or open. */
	readonly state: Mark | 'draw' | 'open';
	/** The side to move may play in it now (the board it was sent to, or every open board). */
	readonly active: boolean;
	/** Its nine cells (grid indices 0-80) by place 0-8. */
	readonly cells: readonly number[];
}

/** The whole board's view. */
export interface UltimateBoardView {
	readonly boards: readonly SmallBoardView[];
	/** The grid cells the side to move may play, ascending; none once the game is over. */
	readonly legal: readonly number[];
	/**
	 * The small board the side to move must play in (0-8), or null when any open board is allowed
	 * (also once the game is over).
	 */
	readonly forced: number | null;
}

/**
 * The view of the 81 `cells` with `forcedBoard` (the position's: the board the side to move is
 * sent to; null or a closed board: any open board). A finished game has no active board.
 * @throws RangeError when `cells` does not hold 81 cells.
 */
export function ultimateBoardView(
	cells: readonly CellContent[],
	forcedBoard: number | null
): UltimateBoardView {
	if (cells.length !== 81) {
		throw new RangeError(`An ultimate board has 81 cells, this one has ${cells.length}.`);
	}
	const states = smallBoardStates(cells);
	const legal = ultimateMoves({ cells: cells.slice(), toMove: 'X', forcedBoard });
	const activeBoards = new Set(legal.map(boardOfCell));
	const forced =
		legal.length > 0 && forcedBoard !== null && states[forcedBoard] === null ? forcedBoard : null;
	const boards = states.map((s, board) => ({
		board,
		state: s === null ? ('open' as const) : s,
		active: activeBoards.has(board),
		cells: Array.from({ length: 9 }, (_, k) => cellOfBoard(board, k))
	}));
	return { boards, legal, forced };
}
