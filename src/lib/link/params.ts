/**
 * The link codec: reads and writes a whole link through the one table of its parameters
 * (page-params.ts `PARAMS`: how each is read, written, defaulted and where it is read). The
 * page (url-state.ts), "Copy link" (share-link.ts), lessons, the practice page
 * (`#/practice?kind=&position=&seed=`, practice-link.ts) and its links to the page's debugger, and
 * the embed read and write links only through `readLink` and `writeLink`; docs/links.md
 * documents the same table.
 *
 * Reading: the query after the hash's path (`#/?a=1&b=2`, `#/lesson/x/3?step=4`), split by
 * URLSearchParams (one decoding: `%26` is '&', '+' a space, `%2B` a '+'). Names and the values a
 * person types from a list (`game=Connect4`, `lang=FR`, `order=CENTER`) are read in any case;
 * free text (player names, custom symbols) as written. A bad value gives one `LinkError` saying what
 * the page does instead and reads as the default; unknown or repeated names, empty values and a
 * parameter without its companion (`step` without `position`) are listed in one `ignored` error. A
 * query whose % escapes cannot be decoded is not read at all (`isMalformedLink`, the same test as
 * src/app.html's, which replaces such a link before the app starts).
 *
 * Writing: the values that differ from their defaults, in the table's order, encoded by
 * URLSearchParams, so that `readLink(writeLink(v)).values` equals `v` for every valid `v`. A
 * practice link keeps its position readable (`/` as is, a space as `%20`), as it always has.
 */
import { gameOf, parsePosition, PositionError, type GameId, type Position } from '$lib/engine';
import {
	IGNORED_TEXT_MAX,
	MAX_IGNORED_LISTED,
	type IgnoredParam,
	type IgnoredReason,
	type LinkError,
	type StepFallback
} from './link-error';
import { PARAMS, type LinkRoute, type LinkValues, type ParamName } from './page-params';
import type { Param, ReadContext } from './param-rows';

export * from './link-error';
export * from './tree-params';
export * from './mcts-params';
export * from './page-params';

const BY_NAME = new Map<string, Param<ParamName>>(
	PARAMS.map((p) => [p.name, p as unknown as Param<ParamName>])
);

/** What a link naming only `game` says: every other parameter's default on that game. */
export function defaultLinkValues(game: GameId = 'ttt3'): LinkValues {
	const values: Record<string, unknown> = {};
	for (const p of PARAMS) values[p.name] = p.fallback(game, values);
	return { ...values, game } as unknown as LinkValues;
}

/** Structural equality of two values of the table (booleans, numbers, strings, small objects). */
function same(a: unknown, b: unknown): boolean {
	return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * True when the query of `hash` has a % escape that cannot be decoded (`50%`, `%E0%A4`): such a link
 * is not read. src/app.html applies the same test (decodeURIComponent of the hash) before start.
 */
export function isMalformedLink(hash: string): boolean {
	try {
		decodeURIComponent(hash);
		return false;
	} catch {
		return true;
	}
}

/** The query of a hash (`#/lesson/x/3?step=4` -> `step=4`), '' when it has none. */
function queryOf(hash: string): string {
	const q = hash.indexOf('?');
	return q < 0 ? '' : hash.slice(q + 1);
}

/** What a link says: every value (defaults where it says nothing), which it gave, what was wrong. */
export interface ReadLink {
	readonly values: LinkValues;
	/** The parameters the link gave with a valid value. */
	readonly given: ReadonlySet<ParamName>;
	/** The link's valid position, parsed on `values.game`'s board, or null. */
	readonly position: Position | null;
	/** True when `game=` was given with a bad value (the page keeps the game on screen). */
	readonly badGame: boolean;
	/** One error per bad value, then one `ignored` error listing what was left out. */
	readonly errors: readonly LinkError[];
}

/** Options of readLink. */
export interface ReadLinkOptions {
	/**
	 * Which route reads it (default 'page'): a lesson reads only `step`, `embed` and `lang`;
	 * practice only `kind`, `position` (on 3x3) and `seed`.
	 */
	readonly route?: LinkRoute;
}

/** An ignored parameter as kept: name and value cut to IGNORED_TEXT_MAX, their whole length said. */
function ignoredAs(name: string, value: string, reason: IgnoredReason): IgnoredParam {
	const kept = { name: name.slice(0, IGNORED_TEXT_MAX), value: value.slice(0, IGNORED_TEXT_MAX) };
	const length = name.length + 1 + value.length;
	return kept.name.length + 1 + kept.value.length < length
		? { ...kept, length, reason }
		: { ...kept, reason };
}

/**
 * Reads a link (never throws).
 * @param hash `location.hash` as the browser holds it (encoded), with or without '#'.
 */
export function readLink(hash: string, options: ReadLinkOptions = {}): ReadLink {
	const route = options.route ?? 'page';
	const errors: LinkError[] = [];
	const ignored: IgnoredParam[] = [];
	const query = queryOf(hash);
	const texts = new Map<ParamName, string>();
	if (isMalformedLink(query)) {
		errors.push({ kind: 'malformed', link: hash });
	} else {
		for (const [written, value] of new URLSearchParams(query)) {
			const p = BY_NAME.get(written.trim().toLowerCase());
			if (!p || !(p.routes ?? ['page']).includes(route)) {
				ignored.push(ignoredAs(written, value, 'unknown'));
			} else if (value.trim() === '') {
				ignored.push(ignoredAs(written, value, 'empty'));
			} else if (texts.has(p.name)) {
				ignored.push(ignoredAs(written, value, 'repeated'));
			} else {
				texts.set(p.name, value);
			}
		}
	}
	for (const [name, text] of texts) {
		const needs = BY_NAME.get(name)?.needs;
		if (route === 'page' && needs && !needs.some((n) => texts.has(n))) {
			texts.delete(name);
			ignored.push({ ...ignoredAs(name, text, 'alone'), needs });
		}
	}
	const values: Record<string, unknown> = {};
	const given = new Set<ParamName>();
	const take = <K extends ParamName>(name: K, context: ReadContext): void => {
		const p = BY_NAME.get(name) as unknown as Param<K>;
		const text = texts.get(name);
		values[name] = p.fallback(context.game, values);
		if (text === undefined) return;
		const read = p.read(text, context);
		if (read.ok) {
			values[name] = read.value;
			given.add(name);
			if (read.note) errors.push(read.note);
		} else errors.push(read.error);
	};
	const base: ReadContext = {
		game: 'ttt3',
		values,
		position: null,
		stepFallback: route === 'lesson' ? 'slide' : 'last',
		route
	};
	take('game', base);
	const game = values.game as GameId;
	const badGame = errors.some((e) => e.kind === 'game');
	let position: Position | null = null;
	const positionText = texts.get('position');
	values.position = null;
	if (positionText !== undefined) {
		try {
			position = parsePosition(positionText, game);
			values.position = positionText;
			given.add('position');
		} catch (error) {
			if (!(error instanceof PositionError)) throw error;
			errors.push({ kind: 'position', text: positionText, error });
			// The page shows a new game: the moves from that position are not replayed either.
			texts.delete('moves');
		}
	}
	const context: ReadContext = { ...base, game, position };
	for (const p of PARAMS) if (p.name !== 'game' && p.name !== 'position') take(p.name, context);
	if (ignored.length > MAX_IGNORED_LISTED) {
		const more = ignored.length - MAX_IGNORED_LISTED;
		errors.push({ kind: 'ignored', params: ignored.slice(0, MAX_IGNORED_LISTED), more });
	} else if (ignored.length) errors.push({ kind: 'ignored', params: ignored });
	return { values: values as unknown as LinkValues, given, position, badGame, errors };
}

/**
 * The query of a link giving `values` (without '?'): each value that differs from its default for
 * `values.game`, in the table's order; a parameter whose companion is not written is left out too.
 * @param route which parameters to write (default 'page'; a lesson: `step`, `embed`, `lang`;
 *   practice: `kind`, `position`, `seed`).
 */
export function writeLink(values: Partial<LinkValues>, route: LinkRoute = 'page'): string {
	const game = gameOf(values).id;
	const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
	const full: Record<string, unknown> = {};
	for (const p of PARAMS) {
		full[p.name] = Object.hasOwn(given, p.name) ? given[p.name] : p.fallback(game, full);
	}
	full.game = game;
	const written = new Set<ParamName>();
	const params = new URLSearchParams();
	for (const p of PARAMS as unknown as readonly Param<ParamName>[]) {
		if (!(p.routes ?? ['page']).includes(route)) continue;
		// Each value against its default on `game`'s board (and the values before it); the game
		// itself against 3x3.
		const fallback = p.name === 'game' ? 'ttt3' : p.fallback(game, full);
		if (same(full[p.name], fallback)) continue;
		written.add(p.name);
	}
	for (const p of PARAMS as unknown as readonly Param<ParamName>[]) {
		if (!written.has(p.name)) continue;
		if (route === 'page' && p.needs && !p.needs.some((n) => written.has(n))) continue;
		params.set(p.name, p.write(full[p.name] as never));
	}
	const query = params.toString();
	// URLSearchParams writes '/' as %2F, a space as '+' and a '+' as %2B: the readable form is exact.
	return route === 'practice' ? query.replace(/%2F/g, '/').replace(/\+/g, '%20') : query;
}

/**
 * Checks a `step=` against the search's step count.
 * @param total number of steps of the search (>= 1).
 * @returns null when step is one of the search's steps (0 to total - 1), else the error.
 */
export function stepRangeError(
	step: number,
	total: number,
	fallback: StepFallback
): LinkError | null {
	return Number.isInteger(step) && step >= 0 && step < total
		? null
		: { kind: 'step-range', step, total, fallback };
}
