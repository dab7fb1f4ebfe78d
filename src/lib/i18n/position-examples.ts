/**
 * A valid position of each game in its own notation (docs/conventions.md), for Find position's
 * placeholder: the same in every language.
 */
import type { GameId } from '$lib/engine';

/**
 * One example per game: 3x3's reference position, a 4x4, a Connect Four and an ultimate
 * tic-tac-toe position (X in the centre of the centre board, O sent there and answering in its
 * top-left cell, so X must play in board 1).
 */
export const POSITION_EXAMPLES: Readonly<Record<GameId, string>> = {
	ttt3: 'XOX/.O./X..',
	ttt4: 'X.O./.X../..O./....',
	connect4: '......./......./......./......./...O.../..XX...',
	ultimate:
		'........./........./........./...O...../....X..../........./........./........./......... 1'
};
