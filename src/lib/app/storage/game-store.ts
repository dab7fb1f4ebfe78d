/**
 * What the page keeps on the device (docs/game-rules.md: coming back restores the game in
 * progress, its settings and the score): the series under STORAGE_KEY (src/lib/game/storage.ts) and
 * the page's preferences under PREFS_KEY. Reading never throws: data that cannot be read, from
 * another version or tampered with is set aside with a problem code for a visible note, and the page
 * starts clean. A store that refuses access (private browsing, a file:// page with storage off)
 * reads as empty and ignores writes.
 *
 * Preferences format (PREFS_VERSION 1): { format: "minimax-lab/prefs", version: 1, cellNaming:
 * "numbers" | "coordinates", moveNumbers: boolean, symbols: { X, O }, analysis: boolean }.
 */
import {
	CELL_NAMINGS,
	err,
	ok,
	parseSeries,
	serializeSeries,
	STORAGE_KEY,
	type Result,
	type Series,
	type StorageError
} from '$lib/game';
import type { StorageProblem } from '$lib/i18n';
import type { PagePrefs } from '../../link/game-link';
import { parseSymbols } from '../page/symbols';

/** The part of the Web Storage API the page uses (`localStorage`, or a Map-backed fake in tests). */
export interface KeyValueStore {
	getItem(key: string): string | null;
	setItem(key: string, value: string): void;
}

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
	if (data.version !== PREFS_VERSION) {
		const older = typeof data.version === 'number' && data.version < PREFS_VERSION;
		return err({ code: older ? 'old-version' : 'unknown-version', path: 'version' });
	}
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

/** What was restored: each part, or null; `problem` when something stored was set aside. */
export interface Restored<A> {
	readonly series: Series<A> | null;
	readonly prefs: PagePrefs | null;
	readonly problem: StorageProblem | null;
}

function read(store: KeyValueStore, key: string): string | null {
	try {
		return store.getItem(key);
	} catch {
		return null;
	}
}

/** Reads the series and the preferences; never throws. */
export function restore<A>(store: KeyValueStore): Restored<A> {
	const series = parseSeries<A>(read(store, STORAGE_KEY));
	const prefs = parsePrefs(read(store, PREFS_KEY));
	const problem = [series, prefs]
		.map((r) => (r.ok || r.error.code === 'empty' ? null : r.error.code))
		.find((code) => code !== null);
	return {
		series: series.ok ? series.value : null,
		prefs: prefs.ok ? prefs.value : null,
		problem: (problem as StorageProblem | undefined) ?? null
	};
}

function write(store: KeyValueStore, key: string, value: string): void {
	try {
		store.setItem(key, value);
	} catch {
		// Storage full or refused: the page goes on without saving.
	}
}

/** Saves the series (after every change of the game, settings or score). */
export function saveSeries(store: KeyValueStore, series: Series<unknown>): void {
	write(store, STORAGE_KEY, serializeSeries(series));
}

/** Saves the page's preferences. */
export function savePrefs(store: KeyValueStore, prefs: PagePrefs): void {
	write(store, PREFS_KEY, serializePrefs(prefs));
}
