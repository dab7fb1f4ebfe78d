/**
 * The colour class of a node of the whole-tree canvas: who wins under best play from it. Blocks,
 * glyphs and mini-board frames are all coloured by it (palette.ts RESULT_COLOURS). No DOM here.
 */
import {
	isHorizon,
	OUTCOME_DRAW,
	OUTCOME_NONE,
	OUTCOME_X,
	outcomeCode,
	type SearchRecord
} from '$lib/engine';

/**
 * 0: a draw, 1: X wins, 2: O wins, 3: only a heuristic value (a depth-limited search's evaluation,
 * no proven result); the index into RESULT_COLOURS and RESULT_FILLS.
 */
export type ResultClass = 0 | 1 | 2 | 3;

/** heuristicMagnitude of each record asked for, while the record lives. */
const heuristicOf = new WeakMap<SearchRecord, number>();

/**
 * The largest |value| of the record's horizon leaves (0 without any), computed once per record (kept
 * beside the record: the painters ask for every node of one record in turn). Evaluations are
 * clamped strictly below every win score (evaluation.ts, evaluationLimit), so a value at most this
 * large comes from the evaluation function, and a larger one from a finished game.
 */
export function heuristicMagnitude(record: SearchRecord): number {
	const known = heuristicOf.get(record);
	if (known !== undefined) return known;
	let most = 0;
	for (let i = 0; i < record.count; i++) {
		if (isHorizon(record, i)) most = Math.max(most, Math.abs(record.value[i]));
	}
	heuristicOf.set(record, most);
	return most;
}

/**
 * Result class of node i: 1 when X wins under best play (or has won, for a finished game), 2 when O
 * does, 0 for a draw. Values are from the root mover's view, so a positive value is a win for the
 * root mover's mark. A bound is classed by its stored value. In a depth-limited search a value no
 * larger than the horizon leaves' (heuristicMagnitude) is only an evaluation: class 3, not a win.
 */
export function resultClass(record: SearchRecord, i: number): ResultClass {
	const outcome = outcomeCode(record, i);
	if (outcome !== OUTCOME_NONE) return outcome === OUTCOME_DRAW ? 0 : outcome === OUTCOME_X ? 1 : 2;
	const v = record.value[i];
	if (v === 0) return 0;
	if (Math.abs(v) <= heuristicMagnitude(record)) return 3;
	const rootWins = v > 0;
	return rootWins === (record.rootMover === 'X') ? 1 : 2;
}
