/**
 * What the page keeps on the device (docs/game-rules.md: coming back restores the game in
 * progress, its settings and the score): the series under STORAGE_KEY (src/lib/game/storage.ts) and
 * the page's preferences under PREFS_KEY, each validated against its schema (one validator per
 * version). Nothing saved is lost:
 * - data that fails validation is set aside, copied under "<key>.set-aside" (or "-2", "-3"...),
 *   before anything is written over it, with a note that offers it for download; when only the
 *   game is bad, the settings and the score are kept;
 * - data from a newer version (or data that cannot be set aside for lack of room) is left as it is:
 *   the page works in memory and saves nothing over it;
 * - two tabs merge their scores (score-merge.ts): each save merges this tab's changes into what the
 *   device holds, and the `storage` event brings another tab's saves in (DeviceStore.changed);
 * - a tab never writes over another tab's work: a game in progress (or a score of another kind of
 *   game) that a save would replace is first kept in the recent games under RECENT_KEY (at most
 *   MAX_RECENT, newest first), from which either tab can resume it;
 * - a full storage (quota exceeded) is said, until a save succeeds again (and again after that
 *   when it fills up again); nothing saved before is lost, and the page goes on in memory.
 * A store that refuses access (private browsing, a file:// page with storage off) reads as empty and
 * ignores writes.
 *
 * Recent games format (RECENT_VERSION 1): { format: "minimax-lab/recent", version: 1, games: [series
 * JSON as under STORAGE_KEY...] }; an entry that fails validation is left out.
 *
 * Preferences format (PREFS_VERSION 1): { format: "minimax-lab/prefs", version: 1, cellNaming:
 * "numbers" | "coordinates", moveNumbers: boolean, symbols: { X, O }, analysis: boolean }.
 */
import {
	CELL_NAMINGS,
	err,
	flattenScore,
	gameKey,
	mergeScores,
	ok,
	parseSeries,
	result,
	readSeries,
	sameScore,
	serializeSeries,
	STORAGE_KEY,
	unflattenScore,
	type FlatScore,
	type Result,
	type Score,
	type SeatOutcome,
	type Series,
	type StorageError,
	type StorageProblem
} from '$lib/game';
import type { PagePrefs } from '../../link/game-link';
import { parseSymbols } from '../page/symbols';

/**
 * What a note about the data kept on the device says:
 * - 'set-aside': `part` failed validation with `problem` and was moved under the key `key` (its
 *   text is `text`, offered for download): the whole series, the game only (its settings and
 *   score kept) or the preferences;
 * - 'kept': `part` cannot be used here (a newer version, or no room to set it aside): it is left as
 *   it is and the page works in memory, saving nothing over it;
 * - 'full': the storage is full: what changes is not saved (said once).
 */
export type StorageNote =
	| {
			readonly kind: 'set-aside';
			readonly part: 'series' | 'game' | 'prefs';
			readonly problem: StorageProblem;
			readonly key: string;
			readonly text: string;
	  }
	| { readonly kind: 'kept'; readonly part: 'series' | 'prefs'; readonly problem: StorageProblem }
	| { readonly kind: 'full' };

/** The part of the Web Storage API the page uses (`localStorage`, or a Map-backed fake in tests). */
export interface KeyValueStore {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
	removeItem(key: string): void;
}

/** The local-storage key of the recent games (games another save replaced). */
export const RECENT_KEY = 'minimax-lab.recent';
/** Marks the recent games JSON. */
export const RECENT_FORMAT = 'minimax-lab/recent';
/** The recent games format version. */
export const RECENT_VERSION = 1;
/** How many recent games are kept (the oldest is dropped). */
export const MAX_RECENT = 5;

/** The local-storage key of the page's preferences. */
export const PREFS_KEY = 'minimax-lab.prefs';
/** Marks the preferences JSON. */
export const PREFS_FORMAT = 'minimax-lab/prefs';
/** The preferences format version. */
export const PREFS_VERSION = 1;

/** The preferences as a JSON string (see the module comment). */
export function serializePrefs(prefs: PagePrefs): string {
	return JSON.stringify({ format: PREFS_FORMAT, version: PREFS_VERSION, ...prefs });
}

/** Preferences of version 1 (see the module comment); throws nothing, returns the bad field. */
function readPrefsV1(data: Record<string, unknown>): Result<PagePrefs, StorageError> {
	const { cellNaming, moveNumbers, analysis, symbols } = data;
	if (!CELL_NAMINGS.includes(cellNaming as never))
		return err({ code: 'tampered', path: 'cellNaming' });
	if (typeof moveNumbers !== 'boolean') return err({ code: 'tampered', path: 'moveNumbers' });
	if (typeof analysis !== 'boolean') return err({ code: 'tampered', path: 'analysis' });
	const pair = symbols as { X?: unknown; O?: unknown } | null;
	const own =
		typeof pair?.X === 'string' && typeof pair.O === 'string'
			? parseSymbols(pair.X + pair.O)
			: null;
	if (!own?.ok) return err({ code: 'tampered', path: 'symbols' });
	return ok({
		cellNaming: cellNaming as PagePrefs['cellNaming'],
		moveNumbers,
		symbols: own.value,
		analysis
	});
}

/** One validator per version of the saved preferences. */
export const PREFS_SCHEMAS: Readonly<
	Record<number, (data: Record<string, unknown>) => Result<PagePrefs, StorageError>>
> = { 1: readPrefsV1 };

/** Reads stored preferences back; a StorageError (code and field path) when they are not valid. */
export function parsePrefs(text: string | null): Result<PagePrefs, StorageError> {
	if (text === null || text.trim() === '') return err({ code: 'empty', path: null });
	let data: Record<string, unknown>;
	try {
		data = JSON.parse(text);
	} catch {
		return err({ code: 'unreadable', path: null });
	}
	if (typeof data !== 'object' || data === null || data.format !== PREFS_FORMAT) {
		return err({ code: 'unreadable', path: 'format' });
	}
	if (!Number.isInteger(data.version)) return err({ code: 'tampered', path: 'version' });
	const version = data.version as number;
	if (version < 1) return err({ code: 'old-version', path: 'version' });
	const schema = PREFS_SCHEMAS[version];
	return schema ? schema(data) : err({ code: 'unknown-version', path: 'version' });
}

/** What was restored: each part, or null; `notes` say what was set aside or left as it was. */
export interface Restored<A> {
	readonly series: Series<A> | null;
	readonly prefs: PagePrefs | null;
	readonly notes: readonly StorageNote[];
}

/** The part of a series merged with what the device holds: the score and the ids taken. */
export type Merged = Pick<Series<unknown>, 'score' | 'lastId'>;

function read(store: KeyValueStore, key: string): string | null {
	try {
		return store.getItem(key);
	} catch {
		return null;
	}
}

/** A failed write: the storage is full, or it refuses writes. */
function isQuota(e: unknown): boolean {
	const name = (e as { name?: unknown } | null)?.name;
	return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** The set-aside key for `key`'s data: "<key>.set-aside", then "-2", "-3"... */
function asideKey(key: string, n: number): string {
	return n === 1 ? `${key}.set-aside` : `${key}.set-aside-${n}`;
}

/** The series kept under RECENT_KEY, valid ones only, newest first (at most MAX_RECENT). */
export function parseRecent(text: string | null): Series<unknown>[] {
	if (text === null) return [];
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return [];
	}
	const o = data as { format?: unknown; version?: unknown; games?: unknown } | null;
	if (o?.format !== RECENT_FORMAT || o.version !== RECENT_VERSION || !Array.isArray(o.games)) {
		return [];
	}
	const kept: Series<unknown>[] = [];
	for (const entry of o.games.slice(0, MAX_RECENT)) {
		const read = parseSeries(JSON.stringify(entry));
		if (read.ok) kept.push(read.value);
	}
	return kept;
}

/** The recent games as stored (see the module comment). */
export function serializeRecent(games: readonly Series<unknown>[]): string {
	const entries = games.slice(0, MAX_RECENT).map((s) => JSON.parse(serializeSeries(s)) as unknown);
	return JSON.stringify({ format: RECENT_FORMAT, version: RECENT_VERSION, games: entries });
}

/** The same game of the same series (two saves of one game). */
function sameGame(a: Series<unknown>, b: Series<unknown>): boolean {
	return a.seed === b.seed && a.game.id === b.game.id;
}

/** A game with moves and no result yet: work a person would want back. */
function inProgress(s: Series<unknown>): boolean {
	return s.game.moves.length > 0 && result(s.game) === null;
}

/** Two series count the same kind of games (a score of one is a score of the other). */
function sameKind(a: Series<unknown>, b: Series<unknown>): boolean {
	return a.settings.rules === b.settings.rules && a.settings.opponent === b.settings.opponent;
}

/**
 * The ids of `series`' seed taken elsewhere: `series.lastId`, raised to the stored game's id (and
 * lastId) when the stored series is the same series and took ids above `series`' current game.
 */
function takenIds(stored: Series<unknown>, series: Series<unknown>): number {
	const own = series.lastId ?? 0;
	if (stored.seed !== series.seed) return own;
	const taken = Math.max(stored.game.id, stored.lastId ?? 0);
	return taken > series.game.id ? Math.max(own, taken) : own;
}

/**
 * The device's storage as the page uses it (see the module comment): restore once, then save the
 * series and the preferences after each change, and take in another tab's saves.
 */
export class DeviceStore {
	readonly #store: KeyValueStore;
	/** Told of a note after restore; null when a save succeeded after a full storage was said. */
	readonly #onNote: (note: StorageNote | null) => void;
	/** The score (flat, score-merge.ts) last read from or written to the device. */
	#base: FlatScore = {};
	/** Keys not to write: a newer version's data, or data that could not be set aside. */
	readonly #frozen = new Set<string>();
	#fullSaid = false;

	/**
	 * @param store local storage, or a stand-in.
	 * @param onNote told of a note that arises after restore (the storage full, said until a save
	 *   succeeds again: then it is told null).
	 */
	constructor(store: KeyValueStore, onNote: (note: StorageNote | null) => void = () => {}) {
		this.#store = store;
		this.#onNote = onNote;
	}

	/** Writes `value` under `key`; false when it failed (a full storage is said until a write succeeds). */
	#write(key: string, value: string): boolean {
		try {
			this.#store.setItem(key, value);
			if (this.#fullSaid) {
				this.#fullSaid = false;
				this.#onNote(null);
			}
			return true;
		} catch (e) {
			if (isQuota(e) && !this.#fullSaid) {
				this.#fullSaid = true;
				this.#onNote({ kind: 'full' });
			}
			return false;
		}
	}

	/** Copies `text` under a free set-aside key of `key`, then clears `key`; the key used, or null. */
	#setAside(key: string, text: string): string | null {
		for (let n = 1; n < 100; n++) {
			const aside = asideKey(key, n);
			const there = read(this.#store, aside);
			if (there !== null && there !== text) continue;
			if (there === null && !this.#write(aside, text)) return null;
			try {
				this.#store.removeItem(key);
			} catch {
				// The next save writes over it.
			}
			return aside;
		}
		return null;
	}

	/** The note for `key`'s data refused with `error`, after setting it aside (or freezing `key`). */
	#refuse(
		key: string,
		text: string,
		error: StorageError,
		part: 'series' | 'game' | 'prefs'
	): StorageNote {
		const keptPart = part === 'prefs' ? 'prefs' : 'series';
		if (error.code === 'unknown-version') {
			this.#frozen.add(key);
			return { kind: 'kept', part: keptPart, problem: error.code };
		}
		const problem = error.code === 'empty' ? 'unreadable' : error.code;
		const aside = this.#setAside(key, text);
		if (aside === null) {
			this.#frozen.add(key);
			return { kind: 'kept', part: keptPart, problem };
		}
		return { kind: 'set-aside', part, problem, key: aside, text };
	}

	/** Reads the series and the preferences, setting aside what fails validation; never throws. */
	restore<A>(): Restored<A> {
		const notes: StorageNote[] = [];
		const seriesText = read(this.#store, STORAGE_KEY);
		const reading = readSeries<A>(seriesText);
		if (reading.error && reading.error.code !== 'empty') {
			const part = reading.gameOnly ? 'game' : 'series';
			notes.push(this.#refuse(STORAGE_KEY, seriesText ?? '', reading.error, part));
		}
		const series = this.#frozen.has(STORAGE_KEY) ? null : reading.series;
		if (series) this.#base = flattenScore(series.score, series.seed);
		const prefsText = read(this.#store, PREFS_KEY);
		const prefs = parsePrefs(prefsText);
		if (!prefs.ok && prefs.error.code !== 'empty') {
			notes.push(this.#refuse(PREFS_KEY, prefsText ?? '', prefs.error, 'prefs'));
		}
		return { series, prefs: prefs.ok ? prefs.value : null, notes };
	}

	/**
	 * Saves the series (after every change of the game, settings or score), its score merged with
	 * what the device holds (another tab's games) when that is a score of the same kind of games.
	 * @returns the merged score and ids taken when they differ from `series`', for the page to take;
	 *   null otherwise.
	 */
	saveSeries(series: Series<unknown>): Merged | null {
		if (this.#frozen.has(STORAGE_KEY)) return null;
		const stored = parseSeries(read(this.#store, STORAGE_KEY));
		if (!stored.ok && stored.error.code === 'unknown-version') {
			// A newer version's page saved meanwhile: its data is left as it is.
			this.#frozen.add(STORAGE_KEY);
			return null;
		}
		const merged =
			stored.ok && sameKind(stored.value, series) ? this.#merge(stored.value, series) : null;
		if (stored.ok && !sameGame(stored.value, series)) this.#keepReplaced(stored.value, !merged);
		const saved = merged ? { ...series, ...merged } : series;
		if (this.#write(STORAGE_KEY, serializeSeries(saved))) {
			this.#base = flattenScore(saved.score, saved.seed);
		}
		return merged && this.#differs(merged, series) ? merged : null;
	}

	/**
	 * Another tab saved the series (the `storage` event): `series`' score merged with the one the
	 * device now holds. Nothing is written.
	 * @returns what the page should take (see saveSeries), or null.
	 */
	changed(series: Series<unknown>): Merged | null {
		if (this.#frozen.has(STORAGE_KEY)) return null;
		const stored = parseSeries(read(this.#store, STORAGE_KEY));
		if (!stored.ok || !sameKind(stored.value, series)) return null;
		const merged = this.#merge(stored.value, series);
		this.#base = flattenScore(stored.value.score, stored.value.seed);
		return this.#differs(merged, series) ? merged : null;
	}

	#merge(stored: Series<unknown>, series: Series<unknown>): Merged {
		let flat: Record<string, SeatOutcome> = mergeScores(
			flattenScore(stored.score, stored.seed),
			flattenScore(series.score, series.seed),
			this.#base
		);
		let lastId = takenIds(stored, series);
		// Another tab finished the game this tab plays on (both continued the game restored): that
		// result is another game, and takes an id no tab has used.
		const current = gameKey(series.seed, series.game.id);
		if (flat[current] !== undefined && series.score.results[series.game.id] === undefined) {
			const ids = Object.keys(unflattenScore(flat, series.seed).results).map(Number);
			lastId = Math.max(lastId, series.game.id, ...ids) + 1;
			flat = { ...flat, [gameKey(series.seed, lastId)]: flat[current] };
			delete flat[current];
		}
		const score: Score = unflattenScore(flat, series.seed);
		return lastId > 0 ? { score, lastId } : { score };
	}

	#differs(merged: Merged, series: Series<unknown>): boolean {
		const a = flattenScore(merged.score, series.seed);
		return (
			!sameScore(a, flattenScore(series.score, series.seed)) ||
			(merged.lastId ?? 0) !== (series.lastId ?? 0)
		);
	}

	/**
	 * Before a save replaces `stored` (another game): keeps it in the recent games when it is a game
	 * in progress, or when its score (of another kind of game, `otherKind`) would be replaced.
	 */
	#keepReplaced(stored: Series<unknown>, otherKind: boolean): void {
		const scored = Object.keys(stored.score.results).length > 0 || stored.score.others;
		if (!inProgress(stored) && !(otherKind && scored)) return;
		const games = this.recent().filter((s) => !sameGame(s, stored));
		this.#write(RECENT_KEY, serializeRecent([stored, ...games]));
	}

	/** The recent games kept on the device, newest first (see the module comment). */
	recent(): Series<unknown>[] {
		return parseRecent(read(this.#store, RECENT_KEY));
	}

	/**
	 * Takes recent game `index` out of the list to resume it (the page then plays it, and its next
	 * save keeps the game it replaces in the list).
	 * @returns the series, or null when there is no such entry (another tab took it).
	 */
	takeRecent<A>(index: number): Series<A> | null {
		const games = this.recent();
		const taken = games[index];
		if (!taken) return null;
		games.splice(index, 1);
		this.#write(RECENT_KEY, serializeRecent(games));
		// The next save merges with the stored series from an empty base: nothing to undo there.
		this.#base = {};
		return taken as Series<A>;
	}

	/** Forgets the recent games (to make room on a full device). */
	clearRecent(): void {
		try {
			this.#store.removeItem(RECENT_KEY);
		} catch {
			// A store that refuses access holds none.
		}
	}

	/** Saves the page's preferences (nothing over a newer version's). */
	savePrefs(prefs: PagePrefs): void {
		if (!this.#frozen.has(PREFS_KEY)) this.#write(PREFS_KEY, serializePrefs(prefs));
	}
}
