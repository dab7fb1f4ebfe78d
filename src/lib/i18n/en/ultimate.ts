/** English strings of ultimate tic-tac-toe's board (`game.ultimate` of the catalogue). */
import type { Mark } from '$lib/engine';
import type { SmallBoardView } from '$lib/game';
import { boardOfCell, cellInBoard } from '$lib/engine/ultimate';

const name = (cell: number) => `board ${boardOfCell(cell) + 1}, cell ${cellInBoard(cell) + 1}`;

export const ultimateEn = {
	/** A cell's button: "board 5, cell 3: X" or "board 5, cell 3: empty". */
	cellLabel: (cell: number, mark: Mark | null) => `${name(cell)}: ${mark ?? 'empty'}`,
	/**
	 * A small board's group: "Board 5, won by X", "Board 5, drawn", "Board 5, play here",
	 * "Board 5, not playable now"; `board` 0-8.
	 */
	boardLabel: (b: SmallBoardView) =>
		`Board ${b.board + 1}, ${
			b.state === 'draw'
				? 'drawn'
				: b.state !== 'open'
					? `won by ${b.state}`
					: b.active
						? 'play here'
						: 'not playable now'
		}`
};
