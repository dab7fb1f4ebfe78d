/**
 * Readers for stored JSON: each checks one field's type and range and names the field's path when it
 * is wrong ("game.moves[2]"). They throw `TamperedError`, which only storage.ts catches: nothing
 * outside the game model sees it. `SetAsideFields` collects what one reading set aside, field by
 * field, so that a bad field takes its default and the rest of the save is kept.
 */

/** A stored field that does not have the expected shape; `path` names it. */
export class TamperedError extends Error {
	constructor(readonly path: string) {
		super(`Stored field ${path} is not valid.`);
		this.name = 'TamperedError';
	}
}

/** Fails with the path unless `condition` holds. */
export function check(condition: boolean, path: string): asserts condition {
	if (!condition) throw new TamperedError(path);
}

/** A plain object (not null, not an array). */
export function readObject(value: unknown, path: string): Record<string, unknown> {
	check(typeof value === 'object' && value !== null && !Array.isArray(value), path);
	return value as Record<string, unknown>;
}

/** An array. */
export function readArray(value: unknown, path: string): unknown[] {
	check(Array.isArray(value), path);
	return value;
}

/** An integer from `lo` to `hi`. */
export function readInt(value: unknown, path: string, lo: number, hi: number): number {
	check(Number.isInteger(value) && (value as number) >= lo && (value as number) <= hi, path);
	return value as number;
}

/** A boolean. */
export function readBoolean(value: unknown, path: string): boolean {
	check(typeof value === 'boolean', path);
	return value;
}

/** A string of at most `max` characters. */
export function readString(value: unknown, path: string, max: number): string {
	check(typeof value === 'string' && value.length <= max, path);
	return value;
}

/** One of the given values (compared with ===). */
export function readOneOf<T>(value: unknown, path: string, values: readonly T[]): T {
	check(values.includes(value as T), path);
	return value as T;
}

/**
 * A field of a save that failed validation and was set aside (its default is used, or the entries
 * are left out): a setting, the series' seed or last id, the score as a whole or some of its games
 * ('score-games'), the game in progress, its redo list, the preferences' fields, some recent
 * games, the language chosen, and the practice score's questions (some of them), right answers and
 * count of questions answered.
 */
export type SavedField =
	| 'settings'
	| 'rules'
	| 'opponent'
	| 'names'
	| 'level'
	| 'alternate'
	| 'xAlwaysStarts'
	| 'timePerMove'
	| 'seed'
	| 'lastId'
	| 'score'
	| 'score-games'
	| 'game'
	| 'redo'
	| 'cellNaming'
	| 'moveNumbers'
	| 'symbols'
	| 'analysis'
	| 'recent-games'
	| 'language'
	| 'practice-questions'
	| 'practice-correct'
	| 'practice-attempted';

/** One field set aside; `count` is how many entries of a list or map were left out (1 otherwise). */
export interface SetAsideField {
	readonly field: SavedField;
	readonly count: number;
}

/**
 * What reading one save set aside, field by field: each reader calls `take`, which gives the
 * field's value, or its fallback when the field fails validation (the field is then named).
 */
export class SetAsideFields {
	readonly #counts = new Map<SavedField, number>();
	/** The path of the first field set aside ("settings.level"), for the console. */
	first: string | null = null;

	/** Names `field` (at `path`) as set aside, `count` entries of it. */
	add(field: SavedField, path: string, count = 1): void {
		this.first ??= path;
		this.#counts.set(field, (this.#counts.get(field) ?? 0) + count);
	}

	/** `read()`, or `fallback` with `field` named when it throws TamperedError. */
	take<T>(field: SavedField, fallback: T, read: () => T): T {
		try {
			return read();
		} catch (e) {
			if (!(e instanceof TamperedError)) throw e;
			this.add(field, e.path);
			return fallback;
		}
	}

	/** Whether `field` was set aside. */
	has(field: SavedField): boolean {
		return this.#counts.has(field);
	}

	/** The fields set aside, in the order they were met. */
	list(): SetAsideField[] {
		return [...this.#counts].map(([field, count]) => ({ field, count }));
	}
}

/** A plain object, or {} with `field` set aside. */
export function objectOr(value: unknown, path: string, field: SavedField, fb: SetAsideFields) {
	return fb.take(field, {} as Record<string, unknown>, () => readObject(value, path));
}
