/**
 * Games added as data (docs/architecture.md, "Adding a game"): a k-in-a-row game given as a plain
 * object, `{ id, width, height, winLength, gravity?, defaultDepthLimit? }`, checked field by field,
 * defined by defineLinesGame and registered by registerGame. The page reads a list of them from
 * `window.minimaxLabGames` at start and passes the ones it added to each of its workers (their own
 * JavaScript realms), which add them too before their first request (app/workers/channel.ts). Its
 * name is the catalogues' 'kInARow' name ("5x5, 4 in a row"), in every language.
 */
import { defineLinesGame } from './built-in-games';
import type { GameDef } from './game-def';
import { gameById, gameOfCellCount, registerGame } from './games';

/** A k-in-a-row game as data: what addGames reads (JSON-compatible, so it crosses to a worker). */
export interface AddedGameSpec {
	/** Lower-case letters, digits and '-', starting with a letter; not a registered game's id. */
	readonly id: string;
	/** Columns, a whole number from 2 to ADDED_GAME_MAX_SIDE. */
	readonly width: number;
	/** Rows, a whole number from 2 to ADDED_GAME_MAX_SIDE. */
	readonly height: number;
	/** Marks in a row that win: a whole number from 2 to the longer side. */
	readonly winLength: number;
	/** A mark drops to the lowest empty cell of its column (as in Connect Four); default false. */
	readonly gravity?: boolean;
	/** The computer's depth limit in plies, a whole number from 1, or null for none; default 4. */
	readonly defaultDepthLimit?: number | null;
}

/**
 * The longest side of an added board: 6, so that a board has at most 36 cells, within what the
 * transposition table's key holds (48 cells: transposition.ts).
 */
export const ADDED_GAME_MAX_SIDE = 6;

/** The fields an AddedGameSpec may have. */
const FIELDS: readonly string[] = [
	'id',
	'width',
	'height',
	'winLength',
	'gravity',
	'defaultDepthLimit'
];

/**
 * What is wrong with one added game (or with the list), as a code and its parameters, for the
 * catalogues to word:
 * - `not-a-list`: the value is not an array;
 * - `not-an-object`: the entry is not a plain object;
 * - `unknown-field`: the entry has a field not in AddedGameSpec (`field`);
 * - `id`: the id is missing or not lower-case letters, digits and '-' starting with a letter;
 * - `taken`: the id names a registered game already (built in, or added with another definition);
 * - `side`: `field` (width or height) is not a whole number from 2 to ADDED_GAME_MAX_SIDE;
 * - `win-length`: winLength is not a whole number from 2 to the longer side;
 * - `gravity`: gravity is given and not true or false;
 * - `depth-limit`: defaultDepthLimit is given and not a whole number from 1 or null;
 * - `cell-count`: another registered game (`other`) has as many cells (a notation's cell count
 *   names its game).
 */
export type AddedGameError =
	| { readonly code: 'not-a-list' }
	| { readonly code: 'not-an-object'; readonly index: number }
	| {
			readonly code: 'unknown-field';
			readonly index: number;
			readonly id: string;
			readonly field: string;
	  }
	| { readonly code: 'id'; readonly index: number; readonly value: string }
	| { readonly code: 'taken'; readonly index: number; readonly id: string }
	| {
			readonly code: 'side';
			readonly index: number;
			readonly id: string;
			readonly field: 'width' | 'height';
			readonly value: string;
	  }
	| {
			readonly code: 'win-length';
			readonly index: number;
			readonly id: string;
			readonly value: string;
	  }
	| {
			readonly code: 'gravity';
			readonly index: number;
			readonly id: string;
			readonly value: string;
	  }
	| {
			readonly code: 'depth-limit';
			readonly index: number;
			readonly id: string;
			readonly value: string;
	  }
	| {
			readonly code: 'cell-count';
			readonly index: number;
			readonly id: string;
			readonly cells: number;
			readonly other: string;
	  };

/** What addGames did: the games it added (or found added with the same definition) and why not. */
export interface AddedGames {
	readonly added: readonly GameDef[];
	readonly errors: readonly AddedGameError[];
}

/** The specs addGames registered in this realm, by id (addedGameSpecs passes them on). */
const specs = new Map<string, AddedGameSpec>();

/** A bad value as an error quotes it: a string as it is, any other value as JSON; 40 characters. */
function shown(value: unknown): string {
	const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
	return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

const wholeFrom = (value: unknown, min: number, max: number): value is number =>
	typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The spec an entry describes, a copy with only its known fields, or what is wrong with it. */
function readSpec(entry: unknown, index: number): AddedGameSpec | AddedGameError {
	if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
		return { code: 'not-an-object', index };
	}
	const o = entry as Record<string, unknown>;
	if (typeof o.id !== 'string' || !/^[a-z][a-z0-9-]*$/.test(o.id)) {
		return { code: 'id', index, value: shown(o.id) };
	}
	const id = o.id;
	const unknown = Object.keys(o).find((key) => !FIELDS.includes(key));
	if (unknown !== undefined) return { code: 'unknown-field', index, id, field: unknown };
	for (const field of ['width', 'height'] as const) {
		if (!wholeFrom(o[field], 2, ADDED_GAME_MAX_SIDE)) {
			return { code: 'side', index, id, field, value: shown(o[field]) };
		}
	}
	const width = o.width as number;
	const height = o.height as number;
	if (!wholeFrom(o.winLength, 2, Math.max(width, height))) {
		return { code: 'win-length', index, id, value: shown(o.winLength) };
	}
	if (o.gravity !== undefined && typeof o.gravity !== 'boolean') {
		return { code: 'gravity', index, id, value: shown(o.gravity) };
	}
	const depth = o.defaultDepthLimit;
	if (depth !== undefined && depth !== null && !wholeFrom(depth, 1, width * height)) {
		return { code: 'depth-limit', index, id, value: shown(depth) };
	}
	return {
		id,
		width,
		height,
		winLength: o.winLength as number,
		...(o.gravity !== undefined && { gravity: o.gravity as boolean }),
		...(depth !== undefined && { defaultDepthLimit: depth as number | null })
	};
}

/** True when two specs define the same game. */
function sameSpec(a: AddedGameSpec, b: AddedGameSpec): boolean {
	return (
		a.id === b.id &&
		a.width === b.width &&
		a.height === b.height &&
		a.winLength === b.winLength &&
		(a.gravity ?? false) === (b.gravity ?? false) &&
		(a.defaultDepthLimit === undefined ? 4 : a.defaultDepthLimit) ===
			(b.defaultDepthLimit === undefined ? 4 : b.defaultDepthLimit)
	);
}

/**
 * Adds the k-in-a-row games a list describes (AddedGameSpec each), in order: each valid entry is
 * defined (defineLinesGame, its defaults for what the entry leaves out) and registered
 * (registerGame); an entry with a problem is skipped and changes nothing. An entry whose game this
 * realm already added from the same spec counts as added again (a worker told twice, or a worker
 * in the page's own thread). Never throws.
 * @param list the value read, of any type (a page's global, a message from the page).
 * @returns the games added and one AddedGameError per entry skipped (`not-a-list` alone when
 *   `list` is not an array).
 */
export function addGames(list: unknown): AddedGames {
	if (!Array.isArray(list)) return { added: [], errors: [{ code: 'not-a-list' }] };
	const added: GameDef[] = [];
	const errors: AddedGameError[] = [];
	list.forEach((entry, index) => {
		const spec = readSpec(entry, index);
		if ('code' in spec) {
			errors.push(spec);
			return;
		}
		const existing = gameById(spec.id);
		const before = specs.get(spec.id);
		if (existing && before && sameSpec(before, spec)) {
			added.push(existing);
			return;
		}
		if (existing) {
			errors.push({ code: 'taken', index, id: spec.id });
			return;
		}
		const same = gameOfCellCount(spec.width * spec.height);
		if (same) {
			errors.push({
				code: 'cell-count',
				index,
				id: spec.id,
				cells: spec.width * spec.height,
				other: same.id
			});
			return;
		}
		const def = defineLinesGame(spec);
		registerGame(def);
		specs.set(spec.id, spec);
		added.push(def);
	});
	return { added, errors };
}

/**
 * The specs of the games addGames added in this realm and still registered (unregisterGame
 * removes one), in the order they were added: what a new worker is told to add.
 */
export function addedGameSpecs(): AddedGameSpec[] {
	return [...specs.values()].filter((spec) => gameById(spec.id) !== null);
}
