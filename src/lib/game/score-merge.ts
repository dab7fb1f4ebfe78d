/**
 * Merging the scores that two tabs save on the same device. A score is a set of counted games, each
 * with an id; across series (two tabs that each started their own) a game is named by its series
 * seed and its id, "<seed>:<game id>". The merge is three-way, as a version-control merge: what the
 * device holds now, what this tab holds, and what this tab last read or wrote (its base). A game this
 * tab counted, changed or uncounted (Undo, Reset score) since its base takes this tab's entry; every
 * other game keeps the device's, so each game is counted once and a game another tab counted is
 * never dropped by this one.
 */
import type { SeatOutcome, Score } from './score';

/** Counted games by "<series seed>:<game id>". */
export type FlatScore = Readonly<Record<string, SeatOutcome>>;

/** The key of game `id` of the series with seed `seed`. */
export function gameKey(seed: number, id: number): string {
	return `${seed}:${id}`;
}

/** `score` (of the series with seed `seed`) as counted games by "<seed>:<id>". */
export function flattenScore(score: Score, seed: number): FlatScore {
	const flat: Record<string, SeatOutcome> = { ...score.others };
	for (const [id, outcome] of Object.entries(score.results))
		flat[gameKey(seed, Number(id))] = outcome;
	return flat;
}

/** Back from flattenScore: the games of the series with seed `seed` by id, the others by key. */
export function unflattenScore(flat: FlatScore, seed: number): Score {
	const results: Record<number, SeatOutcome> = {};
	const others: Record<string, SeatOutcome> = {};
	const own = `${seed}:`;
	for (const [key, outcome] of Object.entries(flat)) {
		if (key.startsWith(own)) results[Number(key.slice(own.length))] = outcome;
		else others[key] = outcome;
	}
	return Object.keys(others).length > 0 ? { results, others } : { results };
}

/**
 * The three-way merge (see the module comment).
 * @param stored what the device holds now.
 * @param own what this tab holds.
 * @param base what this tab last read from or wrote to the device ({} when it read nothing).
 * @returns the stored games, with this tab's changes since `base` applied.
 */
export function mergeScores(stored: FlatScore, own: FlatScore, base: FlatScore): FlatScore {
	const merged: Record<string, SeatOutcome> = { ...stored };
	for (const key of new Set([...Object.keys(own), ...Object.keys(base)])) {
		if (own[key] === base[key]) continue;
		if (own[key] === undefined) delete merged[key];
		else merged[key] = own[key];
	}
	return merged;
}

/** True when the two flat scores count the same games with the same outcomes. */
export function sameScore(a: FlatScore, b: FlatScore): boolean {
	const keys = Object.keys(a);
	return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
