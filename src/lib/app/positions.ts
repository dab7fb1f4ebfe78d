/**
 * Ready positions of the "Positions" menu. Opening one lets the computer play the side to move.
 * Figures they show are in docs/reference-figures.md (XOX/.O./X..) and the regression tests.
 */
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
