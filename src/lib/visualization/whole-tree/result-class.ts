/**
 * The colour class of a node of the whole-tree canvas: who wins under best play from it. Blocks,
 * glyphs and mini-board frames are all coloured by it (palette.ts RESULT_COLOURS). No DOM here.
 */
import { OUTCOME_DRAW, OUTCOME_NONE, OUTCOME_X, outcomeCode, type SearchRecord } from '$lib/engine';

/** 0: a draw, 1: X wins, 2: O wins (the index into RESULT_COLOURS and RESULT_FILLS). */
export type ResultClass = 0 | 1 | 2;

/**
 * Result class of node i: 1 when X wins under best play (or has won, for a finished game), 2 when O
 * does, 0 for a draw. Values are from the root mover's view, so a positive value is a win for the
 * root mover's mark. A bound is classed by its stored value.
 */
export function resultClass(record: SearchRecord, i: number): ResultClass {
	const outcome = outcomeCode(record, i);
	if (outcome !== OUTCOME_NONE) return outcome === OUTCOME_DRAW ? 0 : outcome === OUTCOME_X ? 1 : 2;
	const v = record.value[i];
	if (v === 0) return 0;
	const rootWins = v > 0;
	return rootWins === (record.rootMover === 'X') ? 1 : 2;
}
