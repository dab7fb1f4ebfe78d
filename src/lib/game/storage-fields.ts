/**
 * Readers for stored JSON: each checks one field's type and range and names the field's path when it
 * is wrong ("game.moves[2]"). They throw `TamperedError`, which only storage.ts catches: nothing
 * outside the game model sees it.
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
