/**
 * The readers and writers of the device's small saves beside the game: the page's preferences
 * (PREFS_KEY), the language chosen (LANGUAGE_STORAGE_KEY) and the recent games (RECENT_KEY). Each
 * reader takes the stored text and never throws: what does not read takes its default and is named
 * in `setAside` (SetAsideFields), the way the series is read (src/lib/game/storage.ts). DeviceStore
 * (game-store.ts) restores and saves them.
 */
import {
	CELL_NAMINGS,
	readSeries,
	serializeSeries,
	SetAsideFields,
	type Series,
	type SetAsideField,
	type StorageError
} from '$lib/game';
import { DEFAULT_PREFS, type PagePrefs } from '../../link/game-link';
import { parseSymbols } from '$lib/game/symbols';
import { isLanguage, type Language } from '$lib/i18n/languages';

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

/** Preferences of version 1 (see the module comment), field by field: a bad one takes its default. */
function readPrefsV1(data: Record<string, unknown>, fb: SetAsideFields): PagePrefs {
	const { cellNaming, moveNumbers, analysis, symbols } = data;
	const keep = <T>(field: 'cellNaming' | 'moveNumbers' | 'analysis', valid: boolean, value: T) => {
		if (valid) return value;
		fb.add(field, field);
		return DEFAULT_PREFS[field] as T;
	};
	const pair = symbols as { X?: unknown; O?: unknown } | null;
	const own =
		typeof pair?.X === 'string' && typeof pair.O === 'string' && pair.X.length + pair.O.length <= 64
			? parseSymbols(pair.X + pair.O)
			: null;
	if (!own?.ok) fb.add('symbols', 'symbols');
	return {
		cellNaming: keep(
			'cellNaming',
			CELL_NAMINGS.includes(cellNaming as never),
			cellNaming as PagePrefs['cellNaming']
		),
		moveNumbers: keep('moveNumbers', typeof moveNumbers === 'boolean', moveNumbers as boolean),
		symbols: own?.ok ? own.value : DEFAULT_PREFS.symbols,
		analysis: keep('analysis', typeof analysis === 'boolean', analysis as boolean)
	};
}

/** One validator per version of the saved preferences. */
export const PREFS_SCHEMAS: Readonly<
	Record<number, (data: Record<string, unknown>, fb: SetAsideFields) => PagePrefs>
> = { 1: readPrefsV1 };

/**
 * What reading a save gave: what is kept of it (null: nothing could be read), the first problem
 * (null: everything was read) and the fields set aside.
 */
export interface Reading<T> {
	readonly value: T | null;
	readonly error: StorageError | null;
	readonly setAside: readonly SetAsideField[];
}

/** The error of a save whose version has no validator (it is read with the latest one). */
function versionError(version: unknown): StorageError {
	if (!Number.isInteger(version)) return { code: 'tampered', path: 'version' };
	return { code: (version as number) < 1 ? 'old-version' : 'unknown-version', path: 'version' };
}

/**
 * Reads stored preferences back, field by field (a bad field takes its default and is named in
 * `setAside`; an unknown version is read with the latest validator); never throws.
 */
export function readPrefs(text: string | null): Reading<PagePrefs> {
	const none = (code: StorageError['code'], path: string | null): Reading<PagePrefs> => ({
		value: null,
		error: { code, path },
		setAside: []
	});
	if (text === null || text.trim() === '') return none('empty', null);
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return none('unreadable', null);
	}
	if (typeof data !== 'object' || data === null || Array.isArray(data)) {
		return none('unreadable', null);
	}
	const o = data as Record<string, unknown>;
	if (o.format !== PREFS_FORMAT) return none('unreadable', 'format');
	const known = Number.isInteger(o.version) ? PREFS_SCHEMAS[o.version as number] : undefined;
	const fb = new SetAsideFields();
	const value = (known ?? PREFS_SCHEMAS[PREFS_VERSION])(o, fb);
	const error = !known
		? versionError(o.version)
		: fb.first !== null
			? ({ code: 'tampered', path: fb.first } as const)
			: null;
	return { value, error, setAside: fb.list() };
}

/**
 * The language chosen as stored under LANGUAGE_STORAGE_KEY (a code such as "fr"), or null: an
 * empty key reads as 'empty', any other text that is not a language code as 'tampered' with the
 * field 'language' set aside. Never throws.
 */
export function readLanguage(text: string | null): Reading<Language> {
	if (text === null || text === '') {
		return { value: null, error: { code: 'empty', path: null }, setAside: [] };
	}
	if (isLanguage(text)) return { value: text, error: null, setAside: [] };
	return {
		value: null,
		error: { code: 'tampered', path: 'language' },
		setAside: [{ field: 'language', count: 1 }]
	};
}

/**
 * The recent games kept under RECENT_KEY, newest first: the entries whose game reads (their bad
 * settings or score entries take their defaults), at most MAX_RECENT; the others are set aside
 * ('recent-games', with their count). Never throws.
 */
export function readRecent(text: string | null): Reading<Series<unknown>[]> {
	if (text === null || text.trim() === '') {
		return { value: [], error: { code: 'empty', path: null }, setAside: [] };
	}
	let data: unknown;
	try {
		data = JSON.parse(text);
	} catch {
		return { value: [], error: { code: 'unreadable', path: null }, setAside: [] };
	}
	const o = data as { format?: unknown; version?: unknown; games?: unknown } | null;
	if (typeof o !== 'object' || o === null || o.format !== RECENT_FORMAT) {
		return { value: [], error: { code: 'unreadable', path: 'format' }, setAside: [] };
	}
	const fb = new SetAsideFields();
	const entries = Array.isArray(o.games) ? o.games : [];
	if (!Array.isArray(o.games)) fb.add('recent-games', 'games');
	const kept: Series<unknown>[] = [];
	entries.forEach((entry, i) => {
		const reading = i < MAX_RECENT ? readSeries(JSON.stringify(entry)) : null;
		const usable = reading?.series && !reading.setAside.some((f) => f.field === 'game');
		if (usable) kept.push(reading.series as Series<unknown>);
		else fb.add('recent-games', `games[${i}]`);
	});
	const error = o.version !== RECENT_VERSION ? versionError(o.version) : null;
	return {
		value: kept,
		error: error ?? (fb.first !== null ? { code: 'tampered', path: fb.first } : null),
		setAside: fb.list()
	};
}

/** The recent games as stored (see the module comment). */
export function serializeRecent(games: readonly Series<unknown>[]): string {
	const entries = games.slice(0, MAX_RECENT).map((s) => JSON.parse(serializeSeries(s)) as unknown);
	return JSON.stringify({ format: RECENT_FORMAT, version: RECENT_VERSION, games: entries });
}
