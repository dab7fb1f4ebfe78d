/**
 * Saving the series (game in progress, settings, score) on the device: a versioned JSON string, and
 * its validated reading. Reading never throws and keeps what is valid, field by field: a setting, the
 * seed or the last id that fails validation takes its default, a score entry that fails is left
 * out (and every entry after MAX_SCORE_ENTRIES), a redo list that does not replay is dropped, and a
 * game that does not replay is replaced by a new game; each such field is named (SetAsideField) so
 * that the page can set the save aside with a note. A save of an unknown version is read with the
 * current validator. Notes kept per ply (the computer's choices and analyses) are not stored: a
 * restored game has none, and the page searches again when a past ply is shown. A turn's clock is
 * not stored either: the turn starts afresh.
 *
 * The schema, one validator per version (SERIES_SCHEMAS), each checking every field and the fields
 * against each other (the game is played on the settings' game, by the settings' opponent):
 * - version 2 (STORAGE_VERSION): { format, version, seed, lastId, settings: { rules, opponent,
 *   names, level, alternate, xAlwaysStarts, timePerMove }, score: { "<game id>" |
 *   "<series seed>:<game id>": 0 | 1 | "draw" }, game: { id, rules, start: { cells: "X...O....",
 *   toMove }, moves: [cell...], redo: [{ move } | { ending }], seats: [{ kind: "person", name } |
 *   { kind: "computer", level }], xSeat, settings, seed, ending } }. `lastId` is Series.lastId (0:
 *   none); a "<seed>:<id>" key is a game of another series saved by another tab (Score.others).
 * - version 1: the same without `lastId`, and the score's keys are game ids only.
 * Levels are stored by id ('lookahead-2'), games by rules id ('ttt3').
 */
import type { CellContent, GameDef, Mark, Position } from '$lib/engine';
import { rulesById } from './catalog';
import { formatLevel, parseLevel, type Level } from './levels';
import {
	createGame,
	end,
	play,
	TIMES_PER_MOVE,
	type Ending,
	type Game,
	type Seat,
	type Step
} from './game';
import { cleanName, MAX_NAME_LENGTH } from './names';
import { err, ok, type Result } from './result';
import { checkPosition } from './rules';
import type { SeatOutcome, Score } from './score';
import { DEFAULT_SETTINGS, newGame, startSeries, type Series, type SeriesSettings } from './series';
import {
	check,
	readArray,
	readBoolean,
	readInt,
	readObject,
	readOneOf,
	readString,
	objectOr,
	SetAsideFields,
	TamperedError,
	type SetAsideField
} from './storage-fields';

export type { SavedField, SetAsideField } from './storage-fields';
export { SetAsideFields } from './storage-fields';

/** Marks the JSON as this app's saved series. */
export const STORAGE_FORMAT = 'minimax-lab/series';
/**
 * The current format version. Version 1 is still read (SERIES_SCHEMAS); data of an older version is
 * refused with 'old-version', of a newer one with 'unknown-version'.
 */
export const STORAGE_VERSION = 2;
/** The local-storage key the page uses. */
export const STORAGE_KEY = 'minimax-lab.series';

/**
 * Why stored data was refused: nothing stored ('empty'), not this app's JSON ('unreadable'), an
 * older or newer format version, or a field with an impossible value ('tampered'; `path` names it,
 * for the console, not for people).
 */
export interface StorageError {
	readonly code: 'empty' | 'unreadable' | 'old-version' | 'unknown-version' | 'tampered';
	readonly path: string | null;
}

/** Why stored data was ignored: a StorageError's code other than 'empty' (also the display settings'). */
export type StorageProblem = Exclude<StorageError['code'], 'empty'>;

const MARKS: readonly Mark[] = ['X', 'O'];

function seatJson(seat: Seat): unknown {
	return seat.kind === 'person' ? seat : { kind: 'computer', level: formatLevel(seat.level) };
}

function startJson(p: Position): unknown {
	const cells = p.cells.map((c) => c ?? '.').join('');
	// Ultimate tic-tac-toe's start keeps the board its side to move is sent to (null: any).
	if (p.forcedBoard !== undefined) return { cells, toMove: p.toMove, forcedBoard: p.forcedBoard };
	return { cells, toMove: p.toMove };
}

/** The series as a JSON string (see the format above). */
export function serializeSeries(series: Series<unknown>): string {
	const { settings, game } = series;
	return JSON.stringify({
		format: STORAGE_FORMAT,
		version: STORAGE_VERSION,
		seed: series.seed,
		lastId: series.lastId ?? 0,
		settings: { ...settings, rules: settings.rules.id, level: formatLevel(settings.level) },
		score: { ...series.score.others, ...series.score.results },
		game: {
			id: game.id,
			rules: game.rules.id,
			start: startJson(game.start),
			moves: game.moves,
			redo: game.redo.map((s) => (s.kind === 'move' ? { move: s.cell } : { ending: s.ending })),
			seats: game.seats.map(seatJson),
			xSeat: game.xSeat,
			settings: game.settings,
			seed: game.seed,
			ending: game.ending
		}
	});
}

function readRules(value: unknown, path: string): GameDef {
	const rules = rulesById(readString(value, path, 32));
	check(rules !== null, path);
	return rules;
}

function readLevel(value: unknown, path: string): Level {
	const level = parseLevel(readString(value, path, 32));
	check(level.ok, path);
	return level.value;
}

/** A stored name, cleaned by the rule of names.ts (a hand-edited save may hold invisible ones). */
function readName(value: unknown, path: string): string {
	return cleanName(readString(value, path, MAX_NAME_LENGTH)).name;
}

/** A seat; a person's bad name is set aside alone (the default label is used). */
function readSeat(value: unknown, path: string, fb: SetAsideFields): Seat {
	const o = readObject(value, path);
	if (o.kind === 'computer')
		return { kind: 'computer', level: readLevel(o.level, `${path}.level`) };
	check(o.kind === 'person', `${path}.kind`);
	return { kind: 'person', name: fb.take('names', '', () => readName(o.name, `${path}.name`)) };
}

function readStart(value: unknown, path: string, rules: GameDef): Position {
	const o = readObject(value, path);
	const text = readString(o.cells, `${path}.cells`, rules.cellCount);
	check(/^[XO.]*$/.test(text) && text.length === rules.cellCount, `${path}.cells`);
	const cells = [...text].map((c): CellContent => (c === '.' ? null : (c as Mark)));
	const toMove = readOneOf(o.toMove, `${path}.toMove`, MARKS);
	let start: Position = { cells, toMove };
	if (rules.rules === 'ultimate') {
		const f = o.forcedBoard ?? null;
		check(f === null || (Number.isInteger(f) && (f as number) >= 0 && (f as number) <= 8), path);
		start = { cells, toMove, forcedBoard: f as number | null };
	}
	check(checkPosition(rules, start) === null, path);
	return start;
}

function readEnding(value: unknown, path: string): Ending {
	const o = readObject(value, path);
	if (o.kind === 'agreed-draw') return { kind: 'agreed-draw' };
	const kind = readOneOf(o.kind, `${path}.kind`, ['resignation', 'time'] as const);
	return { kind, by: readOneOf(o.by, `${path}.by`, MARKS) };
}

/**
 * The settings, field by field: a field that fails validation takes its default (`base`: the
 * default settings, with the game and the opponent of the saved game when it was read).
 */
function readSettings(value: unknown, base: SeriesSettings, fb: SetAsideFields): SeriesSettings {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) {
		fb.add('settings', 'settings');
		return base;
	}
	const o = value as Record<string, unknown>;
	const names = fb.take('names', base.names, () => {
		const list = readArray(o.names, 'settings.names');
		check(list.length === 2, 'settings.names');
		return [0, 1].map((i) => readName(list[i], `settings.names[${i}]`)) as [string, string];
	});
	return {
		rules: fb.take('rules', base.rules, () => readRules(o.rules, 'settings.rules')),
		opponent: fb.take('opponent', base.opponent, () =>
			readOneOf(o.opponent, 'settings.opponent', ['computer', 'person'] as const)
		),
		names,
		level: fb.take('level', base.level, () => readLevel(o.level, 'settings.level')),
		alternate: fb.take('alternate', base.alternate, () =>
			readBoolean(o.alternate, 'settings.alternate')
		),
		xAlwaysStarts: fb.take('xAlwaysStarts', base.xAlwaysStarts, () =>
			readBoolean(o.xAlwaysStarts, 'settings.xAlwaysStarts')
		),
		timePerMove: fb.take('timePerMove', base.timePerMove, () =>
			readOneOf(o.timePerMove, 'settings.timePerMove', TIMES_PER_MOVE)
		)
	};
}

/**
 * The game in progress. Its moves and its ending are read as a whole (each depends on those before
 * it): a bad one throws TamperedError. The redo list is set aside alone when it does not replay.
 */
function readGame<A>(value: unknown, fb: SetAsideFields): Game<A> {
	const path = 'game';
	const o = readObject(value, path);
	const rules = readRules(o.rules, `${path}.rules`);
	const seats = readArray(o.seats, `${path}.seats`);
	check(seats.length === 2, `${path}.seats`);
	const settings = readObject(o.settings, `${path}.settings`);
	let game = createGame<A>({
		id: readInt(o.id, `${path}.id`, 1, Number.MAX_SAFE_INTEGER),
		rules,
		start: readStart(o.start, `${path}.start`, rules),
		seats: [readSeat(seats[0], `${path}.seats[0]`, fb), readSeat(seats[1], `${path}.seats[1]`, fb)],
		xSeat: readOneOf(o.xSeat, `${path}.xSeat`, [0, 1] as const),
		settings: {
			xAlwaysStarts: readBoolean(settings.xAlwaysStarts, `${path}.settings.xAlwaysStarts`),
			timePerMove: readOneOf(settings.timePerMove, `${path}.settings.timePerMove`, TIMES_PER_MOVE)
		},
		seed: readInt(o.seed, `${path}.seed`, 0, 0xffffffff)
	});
	// A game has at most one move per cell: a longer list is refused before it is replayed.
	const moves = readArray(o.moves, `${path}.moves`);
	check(moves.length <= rules.cellCount, `${path}.moves`);
	moves.forEach((cell, i) => {
		const played = play(game, readInt(cell, `${path}.moves[${i}]`, 0, rules.cellCount - 1));
		check(played.ok, `${path}.moves[${i}]`);
		game = played.value;
	});
	if (o.ending !== null) {
		const ended = end(game, readEnding(o.ending, `${path}.ending`));
		check(ended.ok, `${path}.ending`);
		game = ended.value;
	}
	const redo = fb.take('redo', [] as Step<A>[], () => readRedo<A>(o.redo, game, rules));
	return { ...game, redo };
}

/** The redo list: it must replay legally after the game's current state. */
function readRedo<A>(value: unknown, game: Game<A>, rules: GameDef): Step<A>[] {
	const list = readArray(value, 'game.redo');
	check(list.length <= rules.cellCount, 'game.redo');
	const redo: Step<A>[] = [];
	let after = game;
	list.forEach((item, i) => {
		const at = `game.redo[${i}]`;
		const step = readObject(item, at);
		if ('ending' in step) {
			const ending = readEnding(step.ending, `${at}.ending`);
			const ended = end(after, ending);
			check(ended.ok, at);
			after = ended.value;
			redo.push({ kind: 'ending', ending });
		} else {
			const cell = readInt(step.move, `${at}.move`, 0, rules.cellCount - 1);
			const played = play(after, cell);
			check(played.ok, at);
			after = played.value;
			redo.push({ kind: 'move', cell, note: null });
		}
	});
	return redo;
}

/**
 * The most games a stored score holds (a class plays a few hundred at most): the entries after the
 * first MAX_SCORE_ENTRIES are set aside unread.
 */
export const MAX_SCORE_ENTRIES = 10_000;

/** Score keys: a game id of this series, or "<series seed>:<game id>" of another one. */
const OWN_KEY = /^[1-9]\d*$/;
const OTHER_KEY = /^(\d{1,10}):[1-9]\d*$/;

/**
 * The score, entry by entry: an entry with a bad key or value is set aside ('score-games'), and so
 * is every entry after the first MAX_SCORE_ENTRIES. `lastId` bounds this series' game ids.
 */
function readScore(
	value: unknown,
	lastId: number,
	seed: number,
	others: boolean,
	fb: SetAsideFields
): Score {
	const o = objectOr(value, 'score', 'score', fb);
	const results: Record<number, SeatOutcome> = {};
	const other: Record<string, SeatOutcome> = {};
	let read = 0;
	let bad = 0;
	let firstBad = '';
	for (const key in o) {
		if (!Object.hasOwn(o, key)) continue;
		if (++read > MAX_SCORE_ENTRIES) {
			firstBad ||= `score.${key.slice(0, 40)}`;
			bad++;
			continue;
		}
		const outcome = o[key];
		const valid = outcome === 0 || outcome === 1 || outcome === 'draw';
		if (valid && OWN_KEY.test(key) && Number(key) <= lastId) {
			results[Number(key)] = outcome;
			continue;
		}
		const match = others ? OTHER_KEY.exec(key) : null;
		if (valid && match && Number(match[1]) <= 0xffffffff && Number(match[1]) !== seed) {
			other[key] = outcome;
			continue;
		}
		firstBad ||= `score.${key.slice(0, 40)}`;
		bad++;
	}
	if (bad > 0) fb.add('score-games', firstBad, bad);
	return Object.keys(other).length > 0 ? { results, others: other } : { results };
}

/** The game must be played on the settings' game, by the settings' opponent. */
function checkGameFits(game: Game<unknown>, settings: SeriesSettings): void {
	check(game.rules === settings.rules, 'game.rules');
	const opponent = settings.opponent === 'computer' ? 'computer' : 'person';
	check(game.seats[1].kind === opponent, 'game.seats[1].kind');
}

/**
 * A validator of one version of the format, field by field (see readSeries): the series it keeps,
 * and the fields it set aside in `fb`.
 */
type SeriesSchema = <A>(data: Record<string, unknown>, fb: SetAsideFields) => Series<A>;

function readParts<A>(
	data: Record<string, unknown>,
	version: 1 | 2,
	fb: SetAsideFields
): Series<A> {
	// The game first: a setting that fails validation takes the saved game's value.
	let game: Game<A> | null = null;
	try {
		game = readGame<A>(data.game, fb);
	} catch (e) {
		if (!(e instanceof TamperedError)) throw e;
		fb.add('game', e.path);
	}
	const base: SeriesSettings = game
		? { ...DEFAULT_SETTINGS, rules: game.rules, opponent: game.seats[1].kind }
		: DEFAULT_SETTINGS;
	const settings = readSettings(data.settings, base, fb);
	if (game) {
		try {
			checkGameFits(game, settings);
		} catch (e) {
			if (!(e instanceof TamperedError)) throw e;
			fb.add('game', e.path);
			game = null;
		}
	}
	const seed = fb.take('seed', 0, () => readInt(data.seed, 'seed', 0, 0xffffffff));
	const storedLastId =
		version === 1
			? 0
			: fb.take('lastId', null, () => readInt(data.lastId, 'lastId', 0, Number.MAX_SAFE_INTEGER));
	const bound =
		game && storedLastId !== null ? Math.max(game.id, storedLastId) : Number.MAX_SAFE_INTEGER;
	const score = readScore(data.score, bound, seed, version === 2, fb);
	const ids = Object.keys(score.results).map(Number);
	// Without a stored lastId, the ids taken are those the score counts.
	const lastId = storedLastId ?? Math.max(0, ...ids.filter((id) => !game || id > game.id));
	const extra = lastId > 0 ? { lastId } : {};
	if (game) return { settings, game, score, seed, ...extra };
	// A new game after every counted one: startSeries's game 1 stands for "the last game" here.
	const kept = startSeries<A>(settings, seed);
	const last = Math.max(0, lastId, ...ids);
	return newGame({ ...kept, score, ...extra, game: { ...kept.game, id: last } }, 0);
}

/** One validator per version of the saved series (see the module comment). */
export const SERIES_SCHEMAS: Readonly<Record<number, SeriesSchema>> = {
	1: (data, fb) => readParts(data, 1, fb),
	2: (data, fb) => readParts(data, 2, fb)
};

/**
 * What reading a saved series gave: the series with every valid field kept (null when nothing of
 * it can be read: not this app's JSON), `error` the first problem (null when everything was read),
 * and `setAside` the fields that failed validation (their defaults are used; a bad game is
 * replaced by a new game, opened by you, whose id follows every counted one).
 */
export interface SeriesReading<A> {
	readonly series: Series<A> | null;
	readonly error: StorageError | null;
	readonly setAside: readonly SetAsideField[];
}

/**
 * Reads a saved series back, field by field: what is valid is kept, what is not takes its default
 * and is named in `setAside`. A save of an unknown version (older or newer, or a version that is
 * not a number) is read with the current version's validator, field by field, and `error` names
 * its version.
 * @param text what local storage holds under STORAGE_KEY (null when nothing is stored).
 * @returns never throws; `error` is null when everything was read.
 */
export function readSeries<A = unknown>(text: string | null | undefined): SeriesReading<A> {
	const refused = (code: StorageError['code'], path: string | null): SeriesReading<A> => ({
		series: null,
		error: { code, path },
		setAside: []
	});
	if (text === null || text === undefined || text.trim() === '') return refused('empty', null);
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		return refused('unreadable', null);
	}
	if (typeof json !== 'object' || json === null || Array.isArray(json)) {
		return refused('unreadable', null);
	}
	const data = json as Record<string, unknown>;
	if (data.format !== STORAGE_FORMAT) return refused('unreadable', 'format');
	const version = data.version;
	const known = Number.isInteger(version) ? SERIES_SCHEMAS[version as number] : undefined;
	const fb = new SetAsideFields();
	const schema = known ?? SERIES_SCHEMAS[STORAGE_VERSION];
	let series: Series<A>;
	try {
		series = schema<A>(data, fb);
	} catch {
		// No reader throws anything but TamperedError, which each field catches: this is a fault.
		return refused('unreadable', null);
	}
	const setAside = fb.list();
	let error: StorageError | null = null;
	if (!known) {
		const code = !Number.isInteger(version)
			? 'tampered'
			: (version as number) < 1
				? 'old-version'
				: 'unknown-version';
		error = { code, path: 'version' };
	} else if (fb.first !== null) {
		error = { code: 'tampered', path: fb.first };
	}
	return { series, error, setAside };
}

/**
 * Reads a saved series back, all or nothing (see the module comment for the format).
 * @param text what local storage holds under STORAGE_KEY (null when nothing is stored).
 * @returns the series with no notes, or a StorageError (the first bad field); never throws.
 */
export function parseSeries<A = unknown>(
	text: string | null | undefined
): Result<Series<A>, StorageError> {
	const reading = readSeries<A>(text);
	if (reading.error) return err(reading.error);
	return ok(reading.series as Series<A>);
}
