/**
 * Ready positions of the "Positions" menu. Opening one lets the computer play the side to move.
 * Figures they show are in PRODUCT.md "Reference figures" (XOX/.O./X..) and the regression tests.
 */
export interface ReadyPosition {
	/** Key into t.positionNames. */
	id: string;
	notation: string;
}

export const READY_POSITIONS: readonly ReadyPosition[] = [
	{ id: 'empty', notation: '.../.../...' },
	{ id: 'depthPenalty', notation: 'XOX/.O./X..' },
	{ id: 'winNow', notation: 'XX./OO./...' },
	{ id: 'winNowO', notation: 'XX./OO./... o' }
];
