/** Set answers (threat cells, pruned nodes): validation and comparison with the right set. */
import type { SetDetails } from './feedback-types';

/** Distinct values, ascending. */
export function uniqueSorted(values: readonly number[]): number[] {
	return [...new Set(values)].sort((a, b) => a - b);
}

/**
 * Compares an answered set with the right one (duplicates in the answer count once).
 * @returns right (in both), missing (only in `truth`) and extra (only in `given`), each ascending.
 */
export function compareSets(given: readonly number[], truth: readonly number[]): SetDetails {
	const answer = new Set(given);
	const expected = new Set(truth);
	return {
		right: uniqueSorted(truth.filter((v) => answer.has(v))),
		missing: uniqueSorted(truth.filter((v) => !answer.has(v))),
		extra: uniqueSorted(given.filter((v) => !expected.has(v)))
	};
}
