/**
 * The strings of ultimate tic-tac-toe's board (src/lib/ui/board/UltimateBoard.svelte): its cells'
 * and small boards' accessible names, and the states a small board shows. Cells are named by
 * their small board and their place in it, both 1-9 row by row from the top left (engine
 * ultimate.ts): "board 5, cell 3".
 */
import type { Mark } from '$lib/engine';
import type { UltimateBoardView } from '$lib/game/ultimate-view';

/** A small board's state as its name says it. */
export type SmallBoardShown = UltimateBoardView['boards'][number];

export interface UltimateMessages {
	/** A cell's button: "board 5, cell 3: X" or "board 5, cell 3: empty". */
	cellLabel(cell: number, mark: Mark | null): string;
	/**
	 * A small board's group: "Board 5, won by X", "Board 5, drawn", "Board 5, play here",
	 * "Board 5, not playable now"; `board` 0-8.
	 */
	boardLabel(board: SmallBoardShown): string;
}
