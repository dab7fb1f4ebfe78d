/** The practice score in sessionStorage: validated on the way back, failures ignored. */
import { describe, expect, it } from 'vitest';
import { parseStoredScore, SCORE_KEY, storageScoreStore } from '$lib/app/storage/practice-store';

describe('parseStoredScore', () => {
	it('reads a valid score', () => {
		const score = { attempted: 2, correct: 1, counted: ['#/a', '#/b'] };
		expect(parseStoredScore(JSON.stringify(score))).toEqual(score);
	});

	it.each([
		['nothing stored', null],
		['not JSON', '{'],
		['not an object', '3'],
		['more correct than attempted', '{"attempted":1,"correct":2,"counted":["a"]}'],
		['a negative count', '{"attempted":-1,"correct":0,"counted":[]}'],
		['counted keys not matching attempted', '{"attempted":2,"correct":0,"counted":["a"]}'],
		['a key that is not a string', '{"attempted":1,"correct":0,"counted":[1]}']
	])('ignores %s', (_name, text) => {
		expect(parseStoredScore(text)).toBeNull();
	});
});

describe('storageScoreStore', () => {
	it('saves and loads through the storage, under its key', () => {
		const map = new Map<string, string>();
		const store = storageScoreStore({
			getItem: (k) => map.get(k) ?? null,
			setItem: (k, v) => void map.set(k, v)
		});
		expect(store.load()).toBeNull();
		store.save({ attempted: 1, correct: 1, counted: ['k'] });
		expect(map.has(SCORE_KEY)).toBe(true);
		expect(store.load()).toEqual({ attempted: 1, correct: 1, counted: ['k'] });
	});

	it('ignores a storage that throws', () => {
		const store = storageScoreStore({
			getItem: () => {
				throw new Error('denied');
			},
			setItem: () => {
				throw new Error('quota');
			}
		});
		expect(store.load()).toBeNull();
		expect(() => store.save({ attempted: 0, correct: 0, counted: [] })).not.toThrow();
	});
});
