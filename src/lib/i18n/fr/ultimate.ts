/** French strings of ultimate tic-tac-toe's board (../ultimate-messages.ts). */
import { boardOfCell, cellInBoard } from '$lib/engine/ultimate';
import type { UltimateMessages } from '../ultimate-messages';
import { typo } from './typography';

const name = (cell: number) => `grille ${boardOfCell(cell) + 1}, case ${cellInBoard(cell) + 1}`;

export const ultimateFr: UltimateMessages = {
	cellLabel: (cell, mark) => typo`${name(cell)} : ${mark ?? 'vide'}`,
	boardLabel: (b) =>
		`Grille ${b.board + 1}, ${
			b.state === 'draw'
				? 'nulle'
				: b.state !== 'open'
					? `gagnée par ${b.state}`
					: b.active
						? 'à jouer ici'
						: 'pas jouable maintenant'
		}`
};
