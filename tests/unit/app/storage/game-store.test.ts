/**
 * What the page keeps on the device: the series and the preferences round-trip through a store, and
 * each kind of bad data (unreadable, older or newer version, tampered) is set aside with its problem
 * code, the good part kept; a store that refuses access reads as empty and ignores writes.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, type PagePrefs } from '$lib/link/game-link';
import {
	parsePrefs,
	PREFS_KEY,
	restore,
	savePrefs,
	saveSeries,
	serializePrefs,
	type KeyValueStore
} from '$lib/app/storage/game-store';
import { MemoryStore } from '../fixtures';
import { play, startSeries, STORAGE_KEY, withGame, DEFAULT_SETTINGS } from '$lib/game';

const PREFS: PagePrefs = {
	cellNaming: 'coordinates',
	moveNumbers: true,
	symbols: { X: '🐸', O: '🐢' },
	analysis: true
};

function series() {
	const s = startSeries({ ...DEFAULT_SETTINGS, timePerMove: 30 }, 99);
	const played = play(s.game, 4);
	if (!played.ok) throw new Error('move refused');
	const next = withGame(s, played.value);
	if (!next.ok) throw new Error('stale');
	return next.value;
}

describe('round trip', () => {
	it('restores the series and the preferences saved', () => {
		const store = new MemoryStore();
		saveSeries(store, series());
		savePrefs(store, PREFS);
		const restored = restore(store);
		expect(restored.problem).toBeNull();
		expect(restored.prefs).toEqual(PREFS);
		expect(restored.series?.game.moves).toEqual([4]);
		expect(restored.series?.settings.timePerMove).toBe(30);
		expect(restored.series?.seed).toBe(99);
	});

	it('an empty store restores nothing and says nothing', () => {
		expect(restore(new MemoryStore())).toEqual({ series: null, prefs: null, problem: null });
	});
});

describe('bad data is set aside with its problem, the good part kept', () => {
	const prefsJson = JSON.parse(serializePrefs(PREFS));
	it.each([
		{ name: '0: series not JSON', key: STORAGE_KEY, text: '{oops', problem: 'unreadable' },
		{
			name: '1: series of another app',
			key: STORAGE_KEY,
			text: '{"format":"x"}',
			problem: 'unreadable'
		},
		{
			name: '2: series of an older version',
			key: STORAGE_KEY,
			text: '{"format":"minimax-lab/series","version":0}',
			problem: 'old-version'
		},
		{ name: '3: prefs not JSON', key: PREFS_KEY, text: 'null', problem: 'unreadable' },
		{
			name: '4: prefs of a newer version',
			key: PREFS_KEY,
			text: JSON.stringify({ ...prefsJson, version: 2 }),
			problem: 'unknown-version'
		},
		{
			name: '5: prefs with an unknown cell naming',
			key: PREFS_KEY,
			text: JSON.stringify({ ...prefsJson, cellNaming: 'letters' }),
			problem: 'tampered'
		},
		{
			name: '6: prefs with three symbols',
			key: PREFS_KEY,
			text: JSON.stringify({ ...prefsJson, symbols: { X: 'ab', O: 'c' } }),
			problem: 'tampered'
		},
		{
			name: '7: prefs with a string for a boolean',
			key: PREFS_KEY,
			text: JSON.stringify({ ...prefsJson, moveNumbers: 'yes' }),
			problem: 'tampered'
		}
	])('$name', ({ key, text, problem }) => {
		const store = new MemoryStore();
		saveSeries(store, series());
		savePrefs(store, PREFS);
		store.setItem(key, text);
		const restored = restore(store);
		expect(restored.problem).toBe(problem);
		expect(restored.series === null).toBe(key === STORAGE_KEY);
		expect(restored.prefs === null).toBe(key === PREFS_KEY);
	});

	it('a tampered move in the series is set aside', () => {
		const store = new MemoryStore();
		saveSeries(store, series());
		const data = JSON.parse(store.getItem(STORAGE_KEY)!);
		data.game.moves = [4, 4];
		store.setItem(STORAGE_KEY, JSON.stringify(data));
		expect(restore(store)).toEqual({ series: null, prefs: null, problem: 'tampered' });
	});

	it('parsePrefs names the bad field', () => {
		expect(
			parsePrefs(JSON.stringify({ ...JSON.parse(serializePrefs(DEFAULT_PREFS)), analysis: 1 }))
		).toEqual({
			ok: false,
			error: { code: 'tampered', path: 'analysis' }
		});
	});
});

describe('a store that refuses access', () => {
	const refusing: KeyValueStore = {
		getItem() {
			throw new DOMException('denied', 'SecurityError');
		},
		setItem() {
			throw new DOMException('full', 'QuotaExceededError');
		}
	};
	it('reads as empty and ignores writes', () => {
		expect(restore(refusing)).toEqual({ series: null, prefs: null, problem: null });
		expect(() => saveSeries(refusing, series())).not.toThrow();
		expect(() => savePrefs(refusing, PREFS)).not.toThrow();
	});
});
