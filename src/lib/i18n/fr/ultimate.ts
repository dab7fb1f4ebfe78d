/** French strings of ultimate tic-tac-toe's board (`game.ultimate` of the catalogue). */
import type { Messages } from '../messages';
import { boardOfCell, cellInBoard } from '$lib/engine/ultimate';
import { typo } from './typography';

const name = (cell: number) => `grille ${boardOfCell(cell) + 1}, case ${cellInBoard(cell) + 1}`;

export const ultimateFr: Messages['game']['ultimate'] = {
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
