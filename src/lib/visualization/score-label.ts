/**
 * How a score is written for people: an exact value as is, a bound with its relation
 * ("<= -8" for an upper bound, ">= 0" for a lower bound), never as a tie with the best move.
 */
import type { Bound } from '$lib/engine';

/** "7", "<= -8" or ">= 0". */
export function scoreLabel(score: number, bound: Bound): string {
	if (bound === 'upper') return `<= ${score}`;
	if (bound === 'lower') return `>= ${score}`;
	return String(score);
}
