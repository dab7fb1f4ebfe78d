/**
 * What the page keeps on the device (docs/game-rules.md: coming back restores the game in
 * progress, its settings and the score): the series under STORAGE_KEY (src/lib/game/storage.ts),
 * the recent games under RECENT_KEY, the page's preferences under PREFS_KEY and the language
 * chosen under LANGUAGE_STORAGE_KEY (locale.svelte.ts), each validated
 * against its schema (one validator per version), field by field. Nothing saved is lost:
 * - a save with a field that fails validation (or of an unknown version) is set aside, copied under
 *   "<key>.set-aside" (or "-2", "-3"...) before anything is written over it, with a note that
 *   names the fields set aside and offers the save for download; every valid field is kept, and
 *   each bad one takes its default (storage.ts SetAsideField);
 * - a save that cannot be set aside for lack of room is left as it is: the page works in memory
 *   and saves nothing over it;
 * - two tabs merge their scores (score-merge.ts): each save merges this tab's changes into what the
 *   device holds, and the `storage` event brings another tab's saves in (DeviceStore.changed);
 * - a tab never writes over another tab's work: a game in progress (or a score of another kind of
 *   game) that a save would replace is first kept in the recent games under RECENT_KEY (at most
 *   MAX_RECENT, newest first), from which either tab can resume it; when that fails (a full
 *   storage), the save is not made;
 * - every write goes through DeviceWrites (device-writes.ts), which says a full storage.
 *
 * Recent games format (RECENT_VERSION 1): { format: "minimax-lab/recent", version: 1, games: [series
 * JSON as under STORAGE_KEY...] }; an entry whose game fails validation is set aside, and the
 * entries after the first MAX_RECENT too.
 *
 * Preferences format (PREFS_VERSION 1): { format: "minimax-lab/prefs", version: 1, cellNaming:
 * "numbers" | "coordinates", moveNumbers: boolean, symbols: { X, O }, analysis: boolean }.
 * The small saves' readers and writers (preferences, language, recent games) are in
 * device-readers.ts, re-exported here.
 */
import {
	flattenScore,
	gameKey,
	mergeScores,
	parseSeries,
	result,
	readSeries,
	sameScore,
	serializeSeries,
	STORAGE_KEY,
	unflattenScore,
	type FlatScore,
	type Score,
	type SeatOutcome,
	type Series,
	type SetAsideField,
	type StorageError,
	type NotePart,
	type SavedPart,
	type StorageNote
} from '$lib/game';
import type { PagePrefs } from '../../link/game-link';
import type { DeviceWrites } from './device-writes';
import { LANGUAGE_STORAGE_KEY } from '../page/locale.svelte';

export type { KeyValueStore } from './device-writes';
export {
	MAX_RECENT,
	PREFS_FORMAT,
	PREFS_KEY,
	PREFS_SCHEMAS,
	PREFS_VERSION,
	RECENT_FORMAT,
	RECENT_KEY,
	RECENT_VERSION,
	readLanguage,
	readPrefs,
	readRecent,
	serializePrefs,
	serializeRecent,
	type Reading
} from './device-readers';
import {
	PREFS_KEY,
	RECENT_KEY,
	readLanguage,
	readPrefs,
	readRecent,
	serializePrefs,
	serializeRecent
} from './device-readers';

/** What was restored: each part, or null; `notes` say what was set aside or left as it was. */
export interface Restored<A> {
	readonly series: Series<A> | null;
	readonly prefs: PagePrefs | null;
	readonly notes: readonly StorageNote[];
}

/** The part of a series merged with what the device holds: the score and the ids taken. */
export type Merged = Pick<Series<unknown>, 'score' | 'lastId'>;

/** The set-aside key for `key`'s data: "<key>.set-aside", then "-2", "-3"... */
function asideKey(key: string, n: number): string {
	return n === 1 ? `${key}.set-aside` : `${key}.set-aside-${n}`;
}

/** The part of the full-storage note a set-aside copy of `part`'s save belongs to. */
const WRITTEN_AS: Record<NotePart, SavedPart> = {
	series: 'game',
	recent: 'game',
	prefs: 'prefs',
	language: 'language',
	practice: 'practice'
};

/** Copies `text` under a free set-aside key of `key`, then clears `key`; the key used, or null. */
function copyAside(
	device: DeviceWrites,
	key: string,
	text: string,
	part: SavedPart
): string | null {
	for (let n = 1; n < 100; n++) {
		const aside = asideKey(key, n);
		const there = device.read(aside);
		if (there !== null && there !== text) continue;
		if (there === null && !device.write(aside, text, part)) return null;
		device.remove(key);
		return aside;
	}
	return null;
}

/**
 * Sets aside the save of `part` under `key` that failed validation (`reading`): copies `text` under
 * "<key>.set-aside" (or "-2", "-3"...) and clears `key`. Never throws.
 * @returns the note to show: 'set-aside' (with the fields not kept), or 'kept' when there is no
 *   room for the copy (`key` is then left as it is, and the caller must not write over it).
 */
export function setAsideSave(
	device: DeviceWrites,
	key: string,
	text: string,
	reading: { error: StorageError | null; setAside: readonly SetAsideField[]; value: unknown },
	part: NotePart
): StorageNote {
	const kept = reading.value !== null;
	const code = reading.error?.code ?? 'tampered';
	const problem = code === 'empty' ? 'unreadable' : code;
	const aside = copyAside(device, key, text, WRITTEN_AS[part]);
	if (aside === null) return { kind: 'kept', part, problem };
	return { kind: 'set-aside', part, problem, fields: reading.setAside, kept, key: aside, text };
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
	readonly #device: DeviceWrites;
	/** Told of a note that arises after restore (another tab's save that fails validation). */
	readonly #onNote: (note: StorageNote) => void;
	/** The score (flat, score-merge.ts) last read from or written to the device. */
	#base: FlatScore = {};
	/** Keys not to write: data that could not be set aside. */
	readonly #frozen = new Set<string>();

	/**
	 * @param device the device's storage, through its one reporting write (device-writes.ts).
	 * @param onNote told of a note that arises after restore: a save on the device that fails
	 *   validation (another tab, another version) is set aside before this tab writes over it.
	 */
	constructor(device: DeviceWrites, onNote: (note: StorageNote) => void = () => {}) {
		this.#device = device;
		this.#onNote = onNote;
	}

	/**
	 * The note for the save of `part` under `key` that failed validation (`reading`), after setting
	 * it aside (or, without room for that, freezing `key`).
	 */
	#refuse(
		key: string,
		text: string,
		reading: { error: StorageError | null; setAside: readonly SetAsideField[]; value: unknown },
		part: NotePart
	): StorageNote {
		const note = setAsideSave(this.#device, key, text, reading, part);
		if (note.kind === 'kept') this.#frozen.add(key);
		return note;
	}

	/**
	 * Reads the series, the recent games, the preferences and the language chosen, keeping every valid field and setting
	 * aside the saves that fail validation (the valid fields are saved again by the next save);
	 * never throws.
	 */
	restore<A>(): Restored<A> {
		const notes: StorageNote[] = [];
		const seriesText = this.#device.read(STORAGE_KEY);
		const reading = readSeries<A>(seriesText);
		if (reading.error && reading.error.code !== 'empty') {
			notes.push(
				this.#refuse(STORAGE_KEY, seriesText ?? '', { ...reading, value: reading.series }, 'series')
			);
		}
		const series = this.#frozen.has(STORAGE_KEY) ? null : reading.series;
		if (series) this.#base = flattenScore(series.score, series.seed);
		const recentText = this.#device.read(RECENT_KEY);
		const recent = readRecent(recentText);
		if (recent.error && recent.error.code !== 'empty') {
			notes.push(this.#refuse(RECENT_KEY, recentText ?? '', recent, 'recent'));
			if (!this.#frozen.has(RECENT_KEY) && recent.value?.length) {
				this.#device.write(RECENT_KEY, serializeRecent(recent.value), 'game');
			}
		}
		const prefsText = this.#device.read(PREFS_KEY);
		const prefs = readPrefs(prefsText);
		if (prefs.error && prefs.error.code !== 'empty') {
			notes.push(this.#refuse(PREFS_KEY, prefsText ?? '', prefs, 'prefs'));
		}
		// The language was read when the page started (the browser's is used for a bad one): a bad
		// value is set aside here, with its note.
		const languageText = this.#device.read(LANGUAGE_STORAGE_KEY);
		const language = readLanguage(languageText);
		if (language.error && language.error.code !== 'empty') {
			notes.push(this.#refuse(LANGUAGE_STORAGE_KEY, languageText ?? '', language, 'language'));
		}
		return { series, prefs: this.#frozen.has(PREFS_KEY) ? null : prefs.value, notes };
	}

	/**
	 * The series the device holds, all or nothing; a save there that fails validation (written by
	 * another tab or another version since) is set aside first, with a note, and reads as none.
	 */
	#stored(): Series<unknown> | null {
		const text = this.#device.read(STORAGE_KEY);
		const stored = parseSeries(text);
		if (stored.ok) return stored.value;
		if (stored.error.code !== 'empty' && text !== null) {
			const reading = readSeries(text);
			this.#onNote(
				this.#refuse(STORAGE_KEY, text, { ...reading, value: reading.series }, 'series')
			);
		}
		return null;
	}

	/**
	 * Saves the series (after every change of the game, settings or score), its score merged with
	 * what the device holds (another tab's games) when that is a score of the same kind of games.
	 * A stored game this save would replace is first kept in the recent games; when that fails
	 * (a full storage), nothing is written.
	 * @returns the merged score and ids taken when they differ from `series`', for the page to take;
	 *   null otherwise.
	 */
	saveSeries(series: Series<unknown>): Merged | null {
		if (this.#frozen.has(STORAGE_KEY)) return null;
		const stored = this.#stored();
		if (this.#frozen.has(STORAGE_KEY)) return null;
		const merged = stored && sameKind(stored, series) ? this.#merge(stored, series) : null;
		if (stored && !sameGame(stored, series) && !this.#keepReplaced(stored, !merged)) {
			return null;
		}
		const saved = merged ? { ...series, ...merged } : series;
		if (this.#device.write(STORAGE_KEY, serializeSeries(saved), 'game')) {
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
		const stored = parseSeries(this.#device.read(STORAGE_KEY));
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
	 * @returns false when it had to be kept and could not be (the save must not replace it).
	 */
	#keepReplaced(stored: Series<unknown>, otherKind: boolean): boolean {
		const scored = Object.keys(stored.score.results).length > 0 || stored.score.others;
		if (!inProgress(stored) && !(otherKind && scored)) return true;
		const games = this.recent().filter((s) => !sameGame(s, stored));
		return this.#device.write(RECENT_KEY, serializeRecent([stored, ...games]), 'game');
	}

	/** The recent games kept on the device, newest first (see the module comment). */
	recent(): Series<unknown>[] {
		return readRecent(this.#device.read(RECENT_KEY)).value ?? [];
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
		this.#device.write(RECENT_KEY, serializeRecent(games), 'game');
		// The next save merges with the stored series from an empty base: nothing to undo there.
		this.#base = {};
		return taken as Series<A>;
	}

	/** Forgets the recent games (to make room on a full device). */
	clearRecent(): void {
		this.#device.remove(RECENT_KEY);
	}

	/** Saves the page's preferences (nothing over a save that could not be set aside). */
	savePrefs(prefs: PagePrefs): void {
		if (!this.#frozen.has(PREFS_KEY))
			this.#device.write(PREFS_KEY, serializePrefs(prefs), 'prefs', true);
	}
}
