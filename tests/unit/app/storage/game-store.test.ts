/**
 * What the page keeps on the device (DeviceStore): the series and the preferences round-trip; bad
 * data is set aside under another key (recoverable), the score kept when only the game is bad; a
 * newer version's data is left as it is and nothing is written over it; two tabs' saves merge their
 * scores; a full storage is said once; a store that refuses access reads as empty.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, type PagePrefs } from '$lib/link/game-link';
import {
	DeviceStore,
	MAX_RECENT,
	readPrefs,
	readRecent,
	PREFS_KEY,
	RECENT_KEY,
	serializePrefs,
	type KeyValueStore
} from '$lib/app/storage/game-store';
import { DeviceWrites } from '$lib/app/storage/device-writes';
import { MemoryStore } from '../fixtures';
import {
	DEFAULT_SETTINGS,
	parseSeries,
	play,
	playAgain,
	resign,
	serializeSeries,
	startSeries,
	STORAGE_KEY,
	STORAGE_VERSION,
	tally,
	withGame,
	type Series
} from '$lib/game';

const PREFS: PagePrefs = {
	cellNaming: 'coordinates',
	moveNumbers: true,
	symbols: { X: '🐸', O: '🐢' },
	analysis: true
};

/**
 * A DeviceStore over `store`; `said` gets its notes and the full-storage reports
 * ({ full: parts } or { full: null }).
 */
function open(store: KeyValueStore, said: unknown[] = []): DeviceStore {
	const writes = new DeviceWrites(store, (parts) => said.push({ full: parts }));
	return new DeviceStore(writes, (note) => said.push(note));
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
	if (!r.ok) throw new Error(JSON.stringify(r.error));
	return r.value;
}

/** Game 1 of a series (seed 99) with one move played: the centre. */
function series(): Series {
	const s = startSeries({ ...DEFAULT_SETTINGS, timePerMove: 30 }, 99);
	return must(withGame(s, must(play(s.game, 4))));
}

/** `s` with its current game resigned by X (the computer, seat 1, wins it). */
function resigned(s: Series): Series {
	return must(withGame(s, must(resign(s.game, 'X'))));
}

describe('round trip', () => {
	it('restores the series and the preferences saved', () => {
		const store = new MemoryStore();
		const device = open(store);
		device.saveSeries(series());
		device.savePrefs(PREFS);
		const restored = open(store).restore();
		expect(restored.notes).toEqual([]);
		expect(restored.prefs).toEqual(PREFS);
		expect(restored.series?.game.moves).toEqual([4]);
		expect(restored.series?.settings.timePerMove).toBe(30);
		expect(restored.series?.seed).toBe(99);
	});

	it('an empty store restores nothing and says nothing', () => {
		expect(open(new MemoryStore()).restore()).toEqual({
			series: null,
			prefs: null,
			notes: []
		});
	});
});

describe('bad data is set aside under another key with one accurate note, the good part kept', () => {
	const prefsJson = JSON.parse(serializePrefs(PREFS));
	it.each([
		{
			name: '0: series not JSON',
			key: STORAGE_KEY,
			text: '{oops',
			problem: 'unreadable',
			fields: []
		},
		{
			name: '1: series of another app',
			key: STORAGE_KEY,
			text: '{"format":"x"}',
			problem: 'unreadable',
			fields: []
		},
		{
			name: '2: series of an older version, with nothing in it',
			key: STORAGE_KEY,
			text: '{"format":"minimax-lab/series","version":0}',
			problem: 'old-version',
			fields: ['game', 'settings', 'seed', 'lastId', 'score']
		},
		{ name: '3: prefs not JSON', key: PREFS_KEY, text: 'null', problem: 'unreadable', fields: [] },
		{
			name: '4: prefs with an unknown cell naming',
			key: PREFS_KEY,
			text: JSON.stringify({ ...prefsJson, cellNaming: 'letters' }),
			problem: 'tampered',
			fields: ['cellNaming']
		},
		{
			name: '5: prefs with three symbols',
			key: PREFS_KEY,
			text: JSON.stringify({ ...prefsJson, symbols: { X: 'ab', O: 'c' } }),
			problem: 'tampered',
			fields: ['symbols']
		},
		{
			name: '6: prefs with a string for a boolean',
			key: PREFS_KEY,
			text: JSON.stringify({ ...prefsJson, moveNumbers: 'yes' }),
			problem: 'tampered',
			fields: ['moveNumbers']
		}
	])('$name', ({ key, text, problem, fields }) => {
		const store = new MemoryStore();
		const device = open(store);
		device.saveSeries(series());
		device.savePrefs(PREFS);
		store.setItem(key, text);
		const restored = open(store).restore();
		const part = key === STORAGE_KEY ? 'series' : 'prefs';
		// Something is kept when the save is this app's JSON; then only the fields named are not.
		const kept = fields.length > 0;
		expect(restored.notes).toEqual([
			{
				kind: 'set-aside',
				part,
				problem,
				fields: fields.map((field) => ({ field, count: 1 })),
				kept,
				key: `${key}.set-aside`,
				text
			}
		]);
		expect(restored.series === null).toBe(key === STORAGE_KEY && !kept);
		expect(restored.prefs === null).toBe(key === PREFS_KEY && !kept);
		if (key === PREFS_KEY && kept) {
			const field = fields[0] as keyof PagePrefs;
			expect(restored.prefs).toEqual({ ...PREFS, [field]: DEFAULT_PREFS[field] });
		}
		// Kept under another key, recoverable; the bad copy is gone, so the note is said once.
		expect(store.getItem(`${key}.set-aside`)).toBe(text);
		expect(store.getItem(key)).toBeNull();
		expect(open(store).restore().notes).toEqual([]);
	});

	it('the note for bad preferences names the preferences, not the game, and the game is restored', () => {
		const store = new MemoryStore();
		open(store).saveSeries(series());
		store.setItem(PREFS_KEY, JSON.stringify({ ...prefsJson, analysis: 1 }));
		const restored = open(store).restore();
		expect(restored.series?.game.moves).toEqual([4]);
		expect(restored.notes.map((n) => n.kind === 'set-aside' && n.part)).toEqual(['prefs']);
	});

	it('a repeated move in the saved game sets aside the save but keeps the score and the settings', () => {
		const store = new MemoryStore();
		const device = open(store);
		const s = playAgain(resigned(series())); // game 1 counted for the computer
		device.saveSeries(must(withGame(s, must(play(s.game, 0)))));
		const text = store.getItem(STORAGE_KEY)!;
		const data = JSON.parse(text);
		data.game.moves = [0, 0];
		const bad = JSON.stringify(data);
		store.setItem(STORAGE_KEY, bad);
		const restored = open(store).restore();
		expect(restored.notes).toEqual([
			{
				kind: 'set-aside',
				part: 'series',
				problem: 'tampered',
				fields: [{ field: 'game', count: 1 }],
				kept: true,
				key: `${STORAGE_KEY}.set-aside`,
				text: bad
			}
		]);
		expect(tally(restored.series!.score)).toEqual({ wins: [0, 1], draws: 0 });
		expect(restored.series!.settings.timePerMove).toBe(30);
		// A new game after the counted one (the bad game's id is not known).
		expect(restored.series!.game).toMatchObject({ id: 2, moves: [] });
		expect(store.getItem(`${STORAGE_KEY}.set-aside`)).toBe(bad);
	});

	it('a second bad save is set aside under the next free key, the first kept', () => {
		const store = new MemoryStore();
		store.setItem(STORAGE_KEY, '{first');
		open(store).restore();
		store.setItem(STORAGE_KEY, '{second');
		const notes = open(store).restore().notes;
		expect(notes).toMatchObject([{ kind: 'set-aside', key: `${STORAGE_KEY}.set-aside-2` }]);
		expect(store.getItem(`${STORAGE_KEY}.set-aside`)).toBe('{first');
		expect(store.getItem(`${STORAGE_KEY}.set-aside-2`)).toBe('{second');
	});

	it('readPrefs keeps the valid fields and names the bad one', () => {
		expect(
			readPrefs(JSON.stringify({ ...JSON.parse(serializePrefs(PREFS)), analysis: 1 }))
		).toEqual({
			value: { ...PREFS, analysis: false },
			error: { code: 'tampered', path: 'analysis' },
			setAside: [{ field: 'analysis', count: 1 }]
		});
	});
});

describe('data from a newer version is set aside, and what this version reads of it is kept', () => {
	it('a newer series: set aside as it was, its valid fields kept and saved again', () => {
		const store = new MemoryStore();
		const data = JSON.parse(serializeSeries(resigned(series())));
		data.version = STORAGE_VERSION + 1;
		data.settings.level = 'grandmaster';
		const newer = JSON.stringify(data);
		store.setItem(STORAGE_KEY, newer);
		const device = open(store);
		const restored = device.restore();
		expect(restored.notes).toEqual([
			{
				kind: 'set-aside',
				part: 'series',
				problem: 'unknown-version',
				fields: [{ field: 'level', count: 1 }],
				kept: true,
				key: `${STORAGE_KEY}.set-aside`,
				text: newer
			}
		]);
		expect(tally(restored.series!.score).wins).toEqual([0, 1]);
		expect(restored.series!.settings.timePerMove).toBe(30);
		expect(store.getItem(`${STORAGE_KEY}.set-aside`)).toBe(newer);
		device.saveSeries(restored.series!);
		expect(must(parseSeries(store.getItem(STORAGE_KEY))).settings.timePerMove).toBe(30);
	});

	it('newer preferences: the same', () => {
		const store = new MemoryStore();
		const newer = JSON.stringify({ ...JSON.parse(serializePrefs(PREFS)), version: 2 });
		store.setItem(PREFS_KEY, newer);
		const restored = open(store).restore();
		expect(restored.notes).toMatchObject([
			{ kind: 'set-aside', part: 'prefs', problem: 'unknown-version', fields: [], kept: true }
		]);
		expect(restored.prefs).toEqual(PREFS);
	});

	it('a save another tab (of a newer version) wrote since is set aside before this tab saves', () => {
		const store = new MemoryStore();
		const said: unknown[] = [];
		const device = open(store, said);
		device.restore();
		const data = JSON.parse(serializeSeries(series()));
		data.version = 9;
		store.setItem(STORAGE_KEY, JSON.stringify(data));
		device.saveSeries(resigned(series()));
		expect(said).toMatchObject([{ kind: 'set-aside', part: 'series', problem: 'unknown-version' }]);
		expect(store.getItem(`${STORAGE_KEY}.set-aside`)).toBe(JSON.stringify(data));
		expect(tally(must(parseSeries(store.getItem(STORAGE_KEY))).score).wins).toEqual([0, 1]);
	});
});

describe('two tabs', () => {
	it('a move in an older tab does not overwrite the other tab’s score: each game counts once', () => {
		const items = new Map<string, string>();
		const first = open(new MemoryStore(items));
		first.saveSeries(series());
		// Both tabs restore game 1 in progress.
		const a = open(new MemoryStore(items));
		const b = open(new MemoryStore(items));
		let tabA = a.restore().series!;
		let tabB = b.restore().series!;
		// Tab A finishes game 1 (the computer wins) and plays game 2 to a win for you.
		tabA = resigned(tabA);
		a.saveSeries(tabA);
		tabA = playAgain(tabA);
		tabA = must(withGame(tabA, must(resign(tabA.game, tabA.game.xSeat === 0 ? 'O' : 'X'))));
		expect(tally(tabA.score)).toEqual({ wins: [1, 1], draws: 0 });
		expect(a.saveSeries(tabA)).toBeNull();
		// Tab B, older, learns of A's saves (the storage event): A's games and the ids taken. Tab B
		// still plays on game 1, so A's end of game 1 is another game: it takes id 3.
		const taken = b.changed(tabB);
		expect(taken).toEqual({ score: { results: { 2: 0, 3: 1 } }, lastId: 3 });
		tabB = { ...tabB, ...taken! };
		// Tab B plays a move in its game 1 and saves: A's two games stay.
		tabB = must(withGame(tabB, must(play(tabB.game, 0))));
		expect(b.saveSeries(tabB)).toBeNull();
		const stored = () => must(parseSeries(items.get(STORAGE_KEY)!));
		expect(tally(stored().score)).toEqual({ wins: [1, 1], draws: 0 });
		// Tab B ends its game 1 too: three games, each counted once, in both tabs.
		tabB = must(withGame(tabB, must(resign(tabB.game, 'X'))));
		b.saveSeries(tabB);
		expect(tally(stored().score)).toEqual({ wins: [1, 2], draws: 0 });
		expect(tally({ ...tabA, ...a.changed(tabA)! }.score)).toEqual({ wins: [1, 2], draws: 0 });
		// Tab B's next game takes an id no tab has used.
		expect(playAgain(tabB).game.id).toBe(4);
	});

	it('without the storage event, a save still merges: two tabs of two series count both games 1', () => {
		const items = new Map<string, string>();
		const a = open(new MemoryStore(items));
		const b = open(new MemoryStore(items));
		a.restore();
		b.restore();
		const tabA = resigned(startSeries(DEFAULT_SETTINGS, 1)); // the computer wins
		let tabB = startSeries(DEFAULT_SETTINGS, 2);
		tabB = must(withGame(tabB, must(resign(tabB.game, 'O')))); // you win
		a.saveSeries(tabA);
		const merged = b.saveSeries(tabB);
		expect(merged).toEqual({ score: { results: { 1: 0 }, others: { '1:1': 1 } } });
		expect(tally(merged!.score)).toEqual({ wins: [1, 1], draws: 0 });
		expect(tally(must(parseSeries(items.get(STORAGE_KEY)!)).score)).toEqual({
			wins: [1, 1],
			draws: 0
		});
	});

	it('Reset score in one tab resets the score the device keeps', () => {
		const items = new Map<string, string>();
		const a = open(new MemoryStore(items));
		const tabA = resigned(series());
		a.saveSeries(tabA);
		a.saveSeries({ ...tabA, score: { results: {} } });
		expect(must(parseSeries(items.get(STORAGE_KEY)!)).score).toEqual({ results: {} });
	});
});

describe('a full storage', () => {
	it('is said once; the page goes on and saves again when there is room', () => {
		const store = new MemoryStore();
		const notes: unknown[] = [];
		const device = open(store, notes);
		device.restore();
		store.full = true;
		device.saveSeries(series());
		device.saveSeries(resigned(series()));
		device.savePrefs(PREFS);
		expect(notes).toEqual([{ full: ['game'] }, { full: ['game', 'prefs'] }]);
		expect(store.items.size).toBe(0);
		store.full = false;
		device.saveSeries(resigned(series()));
		expect(tally(must(parseSeries(store.getItem(STORAGE_KEY))).score).wins).toEqual([0, 1]);
		// The preferences that were not saved are written again once room is made.
		expect(store.getItem(PREFS_KEY)).toBe(serializePrefs(PREFS));
		expect(notes.at(-1)).toEqual({ full: null });
	});

	it('bad data that cannot be set aside for lack of room is left as it is and not written over', () => {
		const store = new MemoryStore();
		store.setItem(STORAGE_KEY, '{oops');
		store.full = true;
		const notes: unknown[] = [];
		const device = open(store, notes);
		expect(device.restore().notes).toEqual([
			{ kind: 'kept', part: 'series', problem: 'unreadable' }
		]);
		expect(notes).toEqual([{ full: ['game'] }]);
		store.full = false;
		device.saveSeries(series());
		expect(store.getItem(STORAGE_KEY)).toBe('{oops');
	});
});

describe('a store that refuses access', () => {
	const refusing: KeyValueStore = {
		getItem() {
			throw new DOMException('denied', 'SecurityError');
		},
		setItem() {
			throw new DOMException('denied', 'SecurityError');
		},
		removeItem() {
			throw new DOMException('denied', 'SecurityError');
		}
	};
	it('reads as empty and ignores writes, without a note', () => {
		const notes: unknown[] = [];
		const device = open(refusing, notes);
		expect(device.restore()).toEqual({ series: null, prefs: null, notes: [] });
		expect(() => device.saveSeries(series())).not.toThrow();
		expect(() => device.savePrefs(PREFS)).not.toThrow();
		expect(notes).toEqual([]);
	});
});

describe('several tabs: no save writes over another tab’s work', () => {
	/** A series of another kind (two people) with one game counted and a game in progress. */
	function people(): Series {
		let s = startSeries({ ...DEFAULT_SETTINGS, opponent: 'person', names: ['Ada', 'Bo'] }, 7);
		for (const cell of [0, 3, 1, 4, 2]) s = must(withGame(s, must(play(s.game, cell))));
		s = playAgain(s);
		return must(withGame(s, must(play(s.game, 8))));
	}

	it('a game in progress that another series replaces is kept in the recent games, with its score', () => {
		const store = new MemoryStore();
		const first = open(store);
		first.restore();
		first.saveSeries(people());
		// Another tab opens a game against the computer and saves it over the first tab's.
		const second = open(store);
		second.restore();
		second.saveSeries(series());
		expect(must(parseSeries(store.getItem(STORAGE_KEY))).seed).toBe(99);
		const recent = second.recent();
		expect(recent).toHaveLength(1);
		expect(recent[0].game.moves).toEqual([8]);
		expect(tally(recent[0].score).wins).toEqual([1, 0]);
		expect(readRecent(store.getItem(RECENT_KEY)).value).toHaveLength(1);
		// The first tab saves its game again: the second tab's game in progress is kept in turn.
		first.saveSeries(people());
		expect(first.recent().map((s) => s.seed)).toEqual([99, 7]);
		// Resuming takes it out of the list; the list holds at most MAX_RECENT, newest first.
		expect(first.takeRecent(0)?.seed).toBe(99);
		expect(first.recent().map((s) => s.seed)).toEqual([7]);
		expect(first.takeRecent(5)).toBeNull();
	});

	it('a finished game, or the same game saved again, is not kept; a tampered list reads as the valid entries', () => {
		const store = new MemoryStore();
		const device = open(store);
		device.restore();
		device.saveSeries(resigned(series()));
		device.saveSeries(playAgain(resigned(series())));
		device.saveSeries(series());
		expect(device.recent()).toEqual([]);
		const valid = JSON.parse(serializeSeries(people()));
		store.setItem(
			RECENT_KEY,
			JSON.stringify({
				format: 'minimax-lab/recent',
				version: 1,
				games: [{ format: 'minimax-lab/series', version: 2, seed: 'x' }, valid, 42]
			})
		);
		expect(device.recent().map((s) => s.seed)).toEqual([7]);
		expect(readRecent(store.getItem(RECENT_KEY))).toMatchObject({
			error: { code: 'tampered', path: 'games[0]' },
			setAside: [{ field: 'recent-games', count: 2 }]
		});
		expect(readRecent('{"format":"minimax-lab/recent","version":9,"games":[]}')).toMatchObject({
			value: [],
			error: { code: 'unknown-version' }
		});
		expect(readRecent('[').value).toEqual([]);
		const many = Array.from({ length: 1000 }, () => valid);
		store.setItem(
			RECENT_KEY,
			JSON.stringify({ format: 'minimax-lab/recent', version: 1, games: many })
		);
		expect(device.recent()).toHaveLength(MAX_RECENT);
		expect(readRecent(store.getItem(RECENT_KEY)).setAside).toEqual([
			{ field: 'recent-games', count: 1000 - MAX_RECENT }
		]);
	});

	it('a tampered recent list is set aside at restore, and its valid entries written back', () => {
		const store = new MemoryStore();
		const valid = JSON.parse(serializeSeries(people()));
		const text = JSON.stringify({ format: 'minimax-lab/recent', version: 1, games: [valid, 'x'] });
		store.setItem(RECENT_KEY, text);
		const device = open(store);
		expect(device.restore().notes).toEqual([
			{
				kind: 'set-aside',
				part: 'recent',
				problem: 'tampered',
				fields: [{ field: 'recent-games', count: 1 }],
				kept: true,
				key: `${RECENT_KEY}.set-aside`,
				text
			}
		]);
		expect(readRecent(store.getItem(RECENT_KEY))).toMatchObject({ error: null, setAside: [] });
		expect(device.recent().map((s) => s.seed)).toEqual([7]);
	});

	it('a replaced game in progress that cannot be kept for lack of room is not written over', () => {
		const store = new MemoryStore();
		const first = open(store);
		first.restore();
		first.saveSeries(people());
		const before = store.getItem(STORAGE_KEY);
		const said: unknown[] = [];
		const second = open(store, said);
		second.restore();
		store.full = true;
		second.saveSeries(series());
		expect(store.getItem(STORAGE_KEY)).toBe(before);
		expect(said).toEqual([{ full: ['game'] }]);
		store.full = false;
		second.saveSeries(series());
		expect(second.recent().map((s) => s.seed)).toEqual([7]);
		expect(said.at(-1)).toEqual({ full: null });
	});
});

describe('a full storage, said in words until a save succeeds', () => {
	it('is said again after a save succeeded and the storage filled up once more', () => {
		const store = new MemoryStore();
		const notes: unknown[] = [];
		const device = open(store, notes);
		device.restore();
		device.saveSeries(series());
		const before = store.getItem(STORAGE_KEY);
		store.full = true;
		device.saveSeries(resigned(series()));
		// Nothing saved before is lost.
		expect(store.getItem(STORAGE_KEY)).toBe(before);
		store.full = false;
		device.saveSeries(resigned(series()));
		store.full = true;
		device.savePrefs(PREFS);
		expect(notes).toEqual([{ full: ['game'] }, { full: null }, { full: ['prefs'] }]);
	});
});
