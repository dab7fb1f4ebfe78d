/**
 * Two tabs' scores merged three ways (score-merge.ts): each game counted once, a game another tab
 * counted never dropped, and this tab's Undo and Reset score kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	flattenScore,
	mergeScores,
	nextGameId,
	playAgain,
	sameScore,
	startSeries,
	tally,
	unflattenScore,
	type FlatScore,
	type SeatOutcome
} from '$lib/game';
import { settings } from './helpers';

describe('mergeScores', () => {
	it('a move in an older tab does not overwrite the other tab’s score: both games count', () => {
		const base = { '7:1': 0 } as const; // both tabs read game 1
		const stored = { '7:1': 0, '7:2': 1 } as const; // the other tab counted game 2
		const own = { '7:1': 0, '7:3': 'draw' } as const; // this tab counted game 3
		const merged = mergeScores(stored, own, base);
		expect(merged).toEqual({ '7:1': 0, '7:2': 1, '7:3': 'draw' });
		expect(tally(unflattenScore(merged, 7))).toEqual({ wins: [1, 1], draws: 1 });
	});

	it('two tabs of two series (two seeds) each counting their game 1 count two games', () => {
		const a = flattenScore({ results: { 1: 0 } }, 11);
		const b = flattenScore({ results: { 1: 1 } }, 22);
		const merged = mergeScores(a, b, {});
		expect(unflattenScore(merged, 22)).toEqual({ results: { 1: 1 }, others: { '11:1': 0 } });
	});

	it('Undo and Reset score in this tab remove only what this tab had read', () => {
		const base = { '7:1': 0, '7:2': 1 } as const;
		const stored = { '7:1': 0, '7:2': 1, '9:1': 'draw' } as const;
		expect(mergeScores(stored, { '7:1': 0 }, base)).toEqual({ '7:1': 0, '9:1': 'draw' });
		expect(mergeScores(stored, {}, base)).toEqual({ '9:1': 'draw' });
	});

	it('a game this tab did not change keeps the stored entry; one it changed takes its own', () => {
		const outcome = fc.constantFrom<SeatOutcome>(0, 1, 'draw');
		const flat = fc.dictionary(fc.constantFrom('1:1', '1:2', '2:1', '2:2', '3:1'), outcome);
		fc.assert(
			fc.property(flat, flat, flat, (stored: FlatScore, own: FlatScore, base: FlatScore) => {
				const merged = mergeScores(stored, own, base);
				for (const key of ['1:1', '1:2', '2:1', '2:2', '3:1']) {
					const changed = own[key] !== base[key];
					expect(merged[key]).toBe(changed ? own[key] : stored[key]);
				}
				// Nothing read before: the union, this tab's entry winning on the same game.
				expect(mergeScores(stored, own, {})).toEqual({ ...stored, ...own });
				// Adopted, then merged again with nothing new: the same.
				expect(sameScore(mergeScores(merged, merged, merged), merged)).toBe(true);
			})
		);
	});
});

describe('nextGameId', () => {
	it('a new game takes an id above the one another tab of the series took (lastId)', () => {
		const s = startSeries(settings(), 7);
		expect(nextGameId(s)).toBe(2);
		expect(playAgain({ ...s, lastId: 4 }).game.id).toBe(5);
		expect(nextGameId({ ...s, score: { results: { 6: 0 } } })).toBe(7);
	});
});
