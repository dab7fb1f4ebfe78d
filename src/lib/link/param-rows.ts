/**
 * The row kit of the link codec's table (params.ts): a row's shape (`Param`: name, default for the
 * game on screen, reader, writer, routes, companions), the result of reading one value, and the
 * builders the rows share (a 0/1 switch, one of a few words).
 */
import type { GameId, Position } from '$lib/engine';
import type { LinkError, StepFallback } from './link-error';
import type { LinkRoute, LinkValues, ParamName } from './params';

/**
 * The result of reading one value: the value (with `note`, a message about what was changed in it,
 * such as invisible characters removed from a name), or the error to report (the default is used).
 */
export type Read<T> =
	| { readonly ok: true; readonly value: T; readonly note?: LinkError }
	| { readonly ok: false; readonly error: LinkError };
export const ok = <T>(value: T): Read<T> => ({ ok: true, value });
export const bad = (error: LinkError): Read<never> => ({ ok: false, error });

/** What a reader knows besides the text: the link's game and the values read before. */
export interface ReadContext {
	readonly game: GameId;
	/** The values read before this one (their defaults where the link gave none). */
	readonly values: Readonly<Partial<LinkValues>>;
	/** The link's valid position, or null. */
	readonly position: Position | null;
	readonly stepFallback: StepFallback;
	/** The route reading the link (a name such as `algorithm=` means one thing per route). */
	readonly route: LinkRoute;
}

/** One row of the table. */
export interface Param<K extends ParamName> {
	readonly name: K;
	/**
	 * The value when the link does not give one, for the game on screen and the values before it
	 * in the table (the depth limit's depends on iterative deepening).
	 */
	readonly fallback: (game: GameId, values: Readonly<Partial<LinkValues>>) => LinkValues[K];
	/** Reads a non-empty value (as decoded, untrimmed). */
	readonly read: (text: string, context: ReadContext) => Read<LinkValues[K]>;
	/** The text written for a value that differs from the default. */
	readonly write: (value: LinkValues[K]) => string;
	/** The routes that read it (default: the page only). */
	readonly routes?: readonly LinkRoute[];
	/** Read only beside one of these (`step` needs `position`); written only then too. */
	readonly needs?: readonly ParamName[];
}

/** A row for any parameter (the table mixes value types). */
export type AnyParam = { [K in ParamName]: Param<K> }[ParamName];

export const param = <K extends ParamName>(p: Param<K>): Param<K> => p;

/** A 0/1 switch: `1`/`true` or `0`/`false`, any case; its default, or its default by game. */
export function flag<K extends ParamName>(
	name: K,
	fallback: boolean | ((game: GameId) => boolean)
): Param<K> {
	return {
		name,
		fallback: (game) =>
			(typeof fallback === 'function' ? fallback(game) : fallback) as LinkValues[K],
		read: (text) => {
			const value = text.trim().toLowerCase();
			if (value === '1' || value === 'true') return ok(true as LinkValues[K]);
			if (value === '0' || value === 'false') return ok(false as LinkValues[K]);
			return bad({ kind: 'flag', name, value: text });
		},
		write: (value) => (value ? '1' : '0')
	};
}

/** One of a few words, any case: `words` maps each accepted word to its value (the first is written). */
export function oneOf<K extends ParamName>(
	name: K,
	words: Readonly<Record<string, LinkValues[K]>>,
	fallback: (game: GameId) => LinkValues[K],
	error: (text: string) => LinkError
): Param<K> {
	return {
		name,
		fallback,
		read: (text) => {
			const key = text.trim().toLowerCase();
			return Object.hasOwn(words, key) ? ok(words[key]) : bad(error(text));
		},
		write: (value) => Object.keys(words).find((word) => words[word] === value) as string
	};
}
