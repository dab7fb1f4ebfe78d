/** English strings of ultimate tic-tac-toe's board (../ultimate-messages.ts). */
import type { Mark } from '$lib/engine';
import type { SmallBoardView } from '$lib/game';
import { boardOfCell, cellInBoard } from '$lib/engine/ultimate';
import type { UltimateMessages } from '../ultimate-messages';

const name = (cell: number) => `board ${boardOfCell(cell) + 1}, cell ${cellInBoard(cell) + 1}`;

export const ultimateEn: UltimateMessages = {
	cellLabel: (cell: number, mark: Mark | null) => `${name(cell)}: ${mark ?? 'empty'}`,
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
