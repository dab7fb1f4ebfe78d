/**
 * Property tests of the readers of every stored key but the series (tests/unit/game/storage.test.ts
 * has its own): the preferences, the recent games, the language chosen and the practice score.
 * For any text, any JSON value and any object under the right format, reading never throws and
 * gives a valid state; a valid save with one field replaced by any JSON value keeps every other
 * field.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	MAX_RECENT,
	PREFS_FORMAT,
	PREFS_VERSION,
	readLanguage,
	readPrefs,
	readRecent,
	RECENT_FORMAT,
	RECENT_VERSION,
	serializePrefs,
	serializeRecent
} from '$lib/app/storage/game-store';
import { readPracticeScore } from '$lib/app/storage/practice-store';
import { parseSymbols } from '$lib/game/symbols';
import {
	CELL_NAMINGS,
	DEFAULT_SETTINGS,
	parseSeries,
	play,
	serializeSeries,
	startSeries,
	withGame,
	type Series
} from '$lib/game';
import { LANGUAGES } from '$lib/i18n/languages';
import type { PagePrefs } from '$lib/link/game-link';

/** Any stored text: any string, any JSON value, any object with the given format and version. */
function anyText(format: string, version: number) {
	return fc.oneof(
		fc.string(),
		fc.jsonValue().map((v) => JSON.stringify(v)),
		fc.dictionary(fc.string(), fc.jsonValue()).map((o) => JSON.stringify({ ...o, format, version }))
	);
}

/** Replaces the top-level field `key` of the JSON `text` by `value`. */
function replaced(text: string, key: string, value: unknown): string {
	return JSON.stringify({ ...JSON.parse(text), [key]: value });
}

const PREFS: PagePrefs = {
	cellNaming: 'coordinates',
	moveNumbers: true,
	symbols: { X: '🐸', O: '🐢' },
	analysis: true
};

function expectValidPrefs(prefs: PagePrefs): void {
	expect(CELL_NAMINGS).toContain(prefs.cellNaming);
	expect(typeof prefs.moveNumbers).toBe('boolean');
	expect(typeof prefs.analysis).toBe('boolean');
	if (prefs.symbols) expect(parseSymbols(prefs.symbols.X + prefs.symbols.O).ok).toBe(true);
}

describe('readPrefs', () => {
	it('any text reads without throwing, to valid preferences or to nothing with an error', () => {
		fc.assert(
			fc.property(anyText(PREFS_FORMAT, PREFS_VERSION), (text) => {
				const reading = readPrefs(text);
				if (reading.value) expectValidPrefs(reading.value);
				else expect(reading.error).not.toBeNull();
			}),
			{ numRuns: 300 }
		);
	});

	it('one field replaced by any JSON value: every other field is kept', () => {
		const text = serializePrefs(PREFS);
		const fields = Object.keys(PREFS) as (keyof PagePrefs)[];
		fc.assert(
			fc.property(fc.constantFrom(...fields), fc.jsonValue(), (field, value) => {
				const reading = readPrefs(replaced(text, field, value));
				expectValidPrefs(reading.value!);
				for (const other of fields.filter((f) => f !== field)) {
					expect(reading.value![other]).toEqual(PREFS[other]);
				}
			}),
			{ numRuns: 300 }
		);
	});
});

/** A series with one move played (a game in progress). */
function inProgress(seed: number): Series<unknown> {
	const s = startSeries(DEFAULT_SETTINGS, seed);
	const moved = play(s.game, 4);
	if (!moved.ok) throw new Error('the centre is free');
	const next = withGame(s, moved.value);
	if (!next.ok) throw new Error('the game is the series’');
	return next.value;
}

describe('readRecent', () => {
	it('any text reads without throwing, to at most MAX_RECENT games that each read back whole', () => {
		fc.assert(
			fc.property(anyText(RECENT_FORMAT, RECENT_VERSION), (text) => {
				const reading = readRecent(text);
				expect(reading.value).not.toBeNull();
				expect(reading.value!.length).toBeLessThanOrEqual(MAX_RECENT);
				for (const s of reading.value!) expect(parseSeries(serializeSeries(s)).ok).toBe(true);
			}),
			{ numRuns: 300 }
		);
	});

	it('one entry replaced by any JSON value: every other entry is kept, in order', () => {
		const games = [1, 2, 3].map(inProgress);
		const text = serializeRecent(games);
		fc.assert(
			fc.property(fc.nat(2), fc.jsonValue(), (at, value) => {
				const data = JSON.parse(text);
				data.games[at] = value;
				const kept = readRecent(JSON.stringify(data)).value!;
				const seeds = kept.map((s) => s.seed);
				expect(seeds.filter((seed) => seed !== at + 1)).toEqual(
					[1, 2, 3].filter((n) => n !== at + 1)
				);
			}),
			{ numRuns: 200 }
		);
	});

	it('a million entries: the first MAX_RECENT read, the rest counted as left out unread', () => {
		const entry = JSON.parse(serializeSeries(inProgress(7)));
		const games = [
			...Array.from({ length: MAX_RECENT }, () => entry),
			...new Array(1e6 - MAX_RECENT).fill(0)
		];
		const reading = readRecent(
			JSON.stringify({ format: RECENT_FORMAT, version: RECENT_VERSION, games })
		);
		expect(reading.value).toHaveLength(MAX_RECENT);
		expect(reading.setAside).toEqual([{ field: 'recent-games', count: 1e6 - MAX_RECENT }]);
	});
});

describe('readLanguage', () => {
	it('any text reads without throwing, to a language code or to nothing with the field named', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string(), fc.constantFrom(...LANGUAGES)), (text) => {
				const reading = readLanguage(text);
				if (reading.value !== null) {
					expect(LANGUAGES).toContain(reading.value);
					expect(reading.value).toBe(text);
				} else if (text !== '') {
					expect(reading.setAside).toEqual([{ field: 'language', count: 1 }]);
				}
			}),
			{ numRuns: 300 }
		);
	});
});

describe('readPracticeScore', () => {
	function expectValidScore(score: {
		attempted: number;
		correct: number;
		counted: readonly string[];
	}): void {
		expect(score.attempted).toBe(score.counted.length);
		expect(new Set(score.counted).size).toBe(score.counted.length);
		expect(Number.isInteger(score.correct)).toBe(true);
		expect(score.correct).toBeGreaterThanOrEqual(0);
		expect(score.correct).toBeLessThanOrEqual(score.attempted);
	}

	it('any text reads without throwing, to a valid score or to nothing with an error', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.string(),
					fc.jsonValue().map((v) => JSON.stringify(v)),
					fc
						.record({
							attempted: fc.jsonValue(),
							correct: fc.jsonValue(),
							counted: fc.oneof(fc.array(fc.jsonValue()), fc.array(fc.string()))
						})
						.map((o) => JSON.stringify(o))
				),
				(text) => {
					const reading = readPracticeScore(text);
					if (reading.value) expectValidScore(reading.value);
					else expect(reading.error).not.toBeNull();
				}
			),
			{ numRuns: 300 }
		);
	});

	it('one field replaced by any JSON value: the questions are kept unless they were replaced', () => {
		const score = { attempted: 3, correct: 2, counted: ['a', 'b', 'c'] };
		const text = JSON.stringify(score);
		fc.assert(
			fc.property(
				fc.constantFrom('attempted', 'correct', 'counted'),
				fc.jsonValue(),
				(field, value) => {
					const kept = readPracticeScore(replaced(text, field, value)).value!;
					expectValidScore(kept);
					if (field !== 'counted') expect(kept.counted).toEqual(score.counted);
					if (field === 'attempted') expect(kept.correct).toBe(2);
				}
			),
			{ numRuns: 300 }
		);
	});
});
