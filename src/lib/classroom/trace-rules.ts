/**
 * Small rules the trace checker applies, restated from the engine's conventions (docs/conventions.md,
 * "Conventions"): outcome codes of a position, and a finished game's score.
 */
import {
	OUTCOME_DRAW,
	OUTCOME_NONE,
	OUTCOME_O,
	OUTCOME_X,
	outcomeOfMasks,
	type Bound,
	type Mark
} from '../engine/index';

/** Bound names by code (record.ts: 0 exact, 1 lower, 2 upper). */
export const BOUND_NAMES_CHECK: readonly Bound[] = ['exact', 'lower', 'upper'];

/** The outcome code (record.ts OUTCOME_*) of a position given as masks. */
export function outcomeCodeOfMasks(x: number, o: number): number {
	const end = outcomeOfMasks(x, o);
	if (end === null) return OUTCOME_NONE;
	return end === 'X' ? OUTCOME_X : end === 'O' ? OUTCOME_O : OUTCOME_DRAW;
}

/**
 * A finished game's score from the root mover's view: win +10, loss -10, draw 0; with the depth
 * penalty a win at depth d scores 10 - d and a loss d - 10.
 */
export function leafScore(
	outcome: number,
	depth: number,
	rootMover: Mark,
	depthPenalty: boolean
): number {
	if (outcome === OUTCOME_DRAW) return 0;
	const score = depthPenalty ? 10 - depth : 10;
	const winner: Mark = outcome === OUTCOME_X ? 'X' : 'O';
	return winner === rootMover ? score : -score;
}
