/**
 * Ready positions of the "Positions" menu. Opening one lets the computer play the side to move.
 * Figures they show are in docs/reference-figures.md (XOX/.O./X..) and the regression tests.
 */
import { gameOfCellCount, type GameDef, type GameId } from '$lib/engine';
import type { PositionNames } from '$lib/i18n';

export interface ReadyPosition {
	/** Key of its name in the catalogue's `positionNames`. */
	id: keyof PositionNames;
	notation: string;
}

export const READY_POSITIONS: readonly ReadyPosition[] = [
	{ id: 'empty', notation: '.../.../...' },
	{ id: 'depthPenalty', notation: 'XOX/.O./X..' },
	{ id: 'winNow', notation: 'XX./OO./...' },
	{ id: 'winNowO', notation: 'XX./OO./... o' }
];

/**
 * The game whose board a notation is written on, by its number of cells (9, 16 or 42: the three
 * sizes differ), a side after a space left out; null when it fits none (parsePosition then says why).
 */
export function rulesOfNotation(notation: string): GameDef | null {
	const board = notation.trim().replace(/\s+[xXoO]$/, '');
	const cells = board.replace(/[\s/]/g, '').length;
	return gameOfCellCount(cells);
}

/** The ready positions written on the board of game `game` (the menu lists only these). */
export function readyPositionsOf(game: GameId): readonly ReadyPosition[] {
	return READY_POSITIONS.filter((r) => rulesOfNotation(r.notation)?.id === game);
}
