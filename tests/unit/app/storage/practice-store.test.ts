/**
 * The practice score in the tab's session storage: read back field by field (what reads is kept,
 * the rest set aside with a note), written through the one reporting write (a full storage said).
 */
import { describe, expect, it } from 'vitest';
import {
	MAX_COUNTED,
	practiceScoreStore,
	readPracticeScore,
	SCORE_KEY
} from '$lib/app/storage/practice-store';
import { DeviceWrites } from '$lib/app/storage/device-writes';
import type { StorageNote } from '$lib/game';
import { en } from '$lib/i18n';
import { MemoryStore } from '../fixtures';

describe('readPracticeScore', () => {
	it('reads a valid score whole', () => {
		const score = { attempted: 2, correct: 1, counted: ['#/a', '#/b'] };
		expect(readPracticeScore(JSON.stringify(score))).toEqual({
			value: score,
			error: null,
			setAside: []
		});
	});

	it.each([
		['nothing stored', null, 'empty'],
		['not JSON', '{', 'unreadable'],
		['not an object', '3', 'unreadable'],
		['an array', '[1]', 'unreadable']
	])('reads nothing from %s', (_name, text, code) => {
		expect(readPracticeScore(text)).toMatchObject({ value: null, error: { code } });
	});

	it.each([
		[
			'more correct than attempted: the questions kept, the right answers 0',
			{ attempted: 1, correct: 2, counted: ['a'] },
			{ attempted: 1, correct: 0, counted: ['a'] },
			[{ field: 'practice-correct', count: 1 }]
		],
		[
			'a count that disagrees with the questions: the questions count',
			{ attempted: 2, correct: 1, counted: ['a'] },
			{ attempted: 1, correct: 1, counted: ['a'] },
			[{ field: 'practice-attempted', count: 1 }]
		],
		[
			'keys that are not strings, and a repeated one, are left out',
			{ attempted: 4, correct: 2, counted: ['a', 1, 'a', 'b'] },
			{ attempted: 2, correct: 2, counted: ['a', 'b'] },
			[{ field: 'practice-questions', count: 2 }]
		],
		[
			'a key of 1,000 characters is left out',
			{ attempted: 2, correct: 0, counted: ['x'.repeat(1000), 'b'] },
			{ attempted: 1, correct: 0, counted: ['b'] },
			[{ field: 'practice-questions', count: 1 }]
		],
		[
			'counted not an array: no question kept',
			{ attempted: 1, correct: 1, counted: 'a' },
			{ attempted: 0, correct: 0, counted: [] },
			[
				{ field: 'practice-questions', count: 1 },
				{ field: 'practice-correct', count: 1 }
			]
		]
	])('keeps what reads of %s', (_name, stored, value, setAside) => {
		const reading = readPracticeScore(JSON.stringify(stored));
		expect(reading.value).toEqual(value);
		expect(reading.setAside).toEqual(setAside);
		expect(reading.error).toMatchObject({ code: 'tampered' });
	});

	it('reads the first MAX_COUNTED of a million questions and counts the rest as left out', () => {
		const counted = [
			...Array.from({ length: MAX_COUNTED }, (_, i) => `q${i}`),
			...new Array<string>(1_000_000 - MAX_COUNTED).fill('q')
		];
		const reading = readPracticeScore(
			JSON.stringify({ attempted: 1_000_000, correct: 5, counted })
		);
		expect(reading.value?.attempted).toBe(MAX_COUNTED);
		expect(reading.value?.counted.at(-1)).toBe(`q${MAX_COUNTED - 1}`);
		expect(reading.value?.correct).toBe(5);
		expect(reading.setAside).toEqual([
			{ field: 'practice-questions', count: 1_000_000 - MAX_COUNTED }
		]);
	});
});

describe('practiceScoreStore', () => {
	function open(store: MemoryStore) {
		const said: (StorageNote | { full: unknown })[] = [];
		const writes = new DeviceWrites(store, (parts) => said.push({ full: parts }));
		return { scores: practiceScoreStore(writes, (note) => said.push(note)), said };
	}

	it('saves and loads through the storage, under its key', () => {
		const store = new MemoryStore();
		const { scores, said } = open(store);
		expect(scores.load()).toBeNull();
		scores.save({ attempted: 1, correct: 1, counted: ['k'] });
		expect(JSON.parse(store.getItem(SCORE_KEY)!)).toEqual({
			attempted: 1,
			correct: 1,
			counted: ['k']
		});
		expect(scores.load()).toEqual({ attempted: 1, correct: 1, counted: ['k'] });
		expect(said).toEqual([]);
	});

	it('a save that fails for lack of room is said in words, and said no more once a save succeeds', () => {
		const store = new MemoryStore();
		const { scores, said } = open(store);
		scores.save({ attempted: 1, correct: 1, counted: ['k'] });
		store.full = true;
		scores.save({ attempted: 2, correct: 1, counted: ['k', 'l'] });
		expect(said).toEqual([{ full: ['practice'] }]);
		expect(en.game.storageNote({ kind: 'full', parts: ['practice'] })).toMatch(
			/^This device's storage is full, so the practice score is not saved: .* To make room, download/
		);
		// What was saved before is kept.
		expect(JSON.parse(store.getItem(SCORE_KEY)!).attempted).toBe(1);
		store.full = false;
		scores.save({ attempted: 3, correct: 2, counted: ['k', 'l', 'm'] });
		expect(said.at(-1)).toEqual({ full: null });
	});

	it('a score that does not read whole is set aside with a note, and what reads is kept', () => {
		const bad = JSON.stringify({ attempted: 3, correct: 1, counted: ['a', 7, 'b'] });
		const store = new MemoryStore(new Map([[SCORE_KEY, bad]]));
		const { scores, said } = open(store);
		expect(scores.load()).toEqual({ attempted: 2, correct: 1, counted: ['a', 'b'] });
		expect(store.getItem(`${SCORE_KEY}.set-aside`)).toBe(bad);
		expect(store.getItem(SCORE_KEY)).toBeNull();
		expect(said.map((n) => en.game.storageNote(n as StorageNote))).toEqual([
			'The save of the practice score in this tab was set aside as it was (the save holds an impossible value). Not kept: 1 question of the practice score; the score counts the questions kept, and the rest is kept.'
		]);
	});

	it('without room to set it aside, the save is left as it is and nothing is written over it', () => {
		const store = new MemoryStore(new Map([[SCORE_KEY, '{oops']]));
		store.full = true;
		const { scores, said } = open(store);
		expect(scores.load()).toBeNull();
		expect(said).toContainEqual({ kind: 'kept', part: 'practice', problem: 'unreadable' });
		store.full = false;
		scores.save({ attempted: 1, correct: 1, counted: ['k'] });
		expect(store.getItem(SCORE_KEY)).toBe('{oops');
	});

	it('a store that refuses access reads as nothing and ignores writes, without a note', () => {
		const refusing = {
			getItem: () => {
				throw new DOMException('denied', 'SecurityError');
			},
			setItem: () => {
				throw new DOMException('denied', 'SecurityError');
			},
			removeItem: () => {}
		};
		const said: unknown[] = [];
		const scores = practiceScoreStore(
			new DeviceWrites(refusing, (parts) => said.push(parts)),
			(note) => said.push(note)
		);
		expect(scores.load()).toBeNull();
		expect(() => scores.save({ attempted: 0, correct: 0, counted: [] })).not.toThrow();
		expect(said).toEqual([]);
	});
});
