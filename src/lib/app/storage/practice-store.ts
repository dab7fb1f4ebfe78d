/**
 * The practice score kept in the tab's sessionStorage, so that "Open in the debugger" and Back do
 * not reset it. What is read back is validated: anything else is ignored (a fresh 0 out of 0).
 */
import type { SessionScore } from '$lib/practice';
import type { ScoreStore } from '../practice/practice.svelte';

/** The storage key (versioned: a new shape gets a new key). */
export const SCORE_KEY = 'minimax-lab.practice-score.v1';

/** A stored score, or null unless `text` is JSON of a valid SessionScore. */
export function parseStoredScore(text: string | null): SessionScore | null {
	if (text === null) return null;
	let value: unknown;
	try {
		value = JSON.parse(text);
	} catch {
		return null;
	}
	if (typeof value !== 'object' || value === null) return null;
	const { attempted, correct, counted } = value as Record<string, unknown>;
	const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
	if (!count(attempted) || !count(correct) || (correct as number) > (attempted as number)) {
		return null;
	}
	if (!Array.isArray(counted) || !counted.every((k) => typeof k === 'string')) return null;
	if (counted.length !== attempted) return null;
	return { attempted: attempted as number, correct: correct as number, counted };
}

/**
 * A ScoreStore over `storage` (sessionStorage on the page); reading and writing failures (storage
 * disabled, quota) are ignored: the score then lasts as long as the page.
 */
export function storageScoreStore(storage: Pick<Storage, 'getItem' | 'setItem'>): ScoreStore {
	return {
		load() {
			try {
				return parseStoredScore(storage.getItem(SCORE_KEY));
			} catch {
				return null;
			}
		},
		save(score) {
			try {
				storage.setItem(SCORE_KEY, JSON.stringify(score));
			} catch {
				// Storage full or disabled: the score stays in memory only.
			}
		}
	};
}
