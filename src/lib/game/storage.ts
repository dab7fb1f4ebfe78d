/**
 * Saving the series (game in progress, settings, score) on the device: a versioned JSON string, and
 * its validated reading. Reading never throws: unreadable, older-version, newer-version or tampered
 * data gives a typed error, so the page can set it aside with a note. Notes kept per ply (the
 * computer's choices and analyses) are not stored: a restored game has none, and the page searches
 * again when a past ply is shown. A turn's clock is not stored either: the turn starts afresh.
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
import { newGame, startSeries, type Series, type SeriesSettings } from './series';
import {
	check,
	readArray,
	readBoolean,
	readInt,
	readObject,
	readOneOf,
	readString,
	TamperedError
} from './storage-fields';

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

function readSeat(value: unknown, path: string): Seat {
	const o = readObject(value, path);
	if (o.kind === 'computer')
		return { kind: 'computer', level: readLevel(o.level, `${path}.level`) };
	check(o.kind === 'person', `${path}.kind`);
	return { kind: 'person', name: readName(o.name, `${path}.name`) };
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

function readSettings(value: unknown, path: string): SeriesSettings {
	const o = readObject(value, path);
	const names = readArray(o.names, `${path}.names`);
	check(names.length === 2, `${path}.names`);
	return {
		rules: readRules(o.rules, `${path}.rules`),
		opponent: readOneOf(o.opponent, `${path}.opponent`, ['computer', 'person'] as const),
		names: [0, 1].map((i) => readName(names[i], `${path}.names[${i}]`)) as [string, string],
		level: readLevel(o.level, `${path}.level`),
		alternate: readBoolean(o.alternate, `${path}.alternate`),
		xAlwaysStarts: readBoolean(o.xAlwaysStarts, `${path}.xAlwaysStarts`),
		timePerMove: readOneOf(o.timePerMove, `${path}.timePerMove`, TIMES_PER_MOVE)
	};
}

function readGame<A>(value: unknown, path: string): Game<A> {
	const o = readObject(value, path);
	const rules = readRules(o.rules, `${path}.rules`);
	const seats = readArray(o.seats, `${path}.seats`);
	check(seats.length === 2, `${path}.seats`);
	const settings = readObject(o.settings, `${path}.settings`);
	let game = createGame<A>({
		id: readInt(o.id, `${path}.id`, 1, Number.MAX_SAFE_INTEGER),
		rules,
		start: readStart(o.start, `${path}.start`, rules),
		seats: [readSeat(seats[0], `${path}.seats[0]`), readSeat(seats[1], `${path}.seats[1]`)],
		xSeat: readOneOf(o.xSeat, `${path}.xSeat`, [0, 1] as const),
		settings: {
			xAlwaysStarts: readBoolean(settings.xAlwaysStarts, `${path}.settings.xAlwaysStarts`),
			timePerMove: readOneOf(settings.timePerMove, `${path}.settings.timePerMove`, TIMES_PER_MOVE)
		},
		seed: readInt(o.seed, `${path}.seed`, 0, 0xffffffff)
	});
	readArray(o.moves, `${path}.moves`).forEach((cell, i) => {
		const played = play(game, readInt(cell, `${path}.moves[${i}]`, 0, rules.cellCount - 1));
		check(played.ok, `${path}.moves[${i}]`);
		game = played.value;
	});
	if (o.ending !== null) {
		const ended = end(game, readEnding(o.ending, `${path}.ending`));
		check(ended.ok, `${path}.ending`);
		game = ended.value;
	}
	// The redo list must replay legally after the current state.
	const redo: Step<A>[] = [];
	let after = game;
	readArray(o.redo, `${path}.redo`).forEach((item, i) => {
		const at = `${path}.redo[${i}]`;
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
	return { ...game, redo };
}

/**
 * The most games a stored score holds (a class plays a few hundred at most): a save with more is
 * tampered, and is refused before its entries are read one by one.
 */
export const MAX_SCORE_ENTRIES = 10_000;

/** Score keys: a game id of this series, or "<series seed>:<game id>" of another one. */
const OWN_KEY = /^[1-9]\d*$/;
const OTHER_KEY = /^(\d{1,10}):[1-9]\d*$/;

function readScore(
	value: unknown,
	path: string,
	lastId: number,
	seed: number,
	others: boolean
): Score {
	const o = readObject(value, path);
	let count = 0;
	for (const key in o) if (Object.hasOwn(o, key) && ++count > MAX_SCORE_ENTRIES) break;
	check(count <= MAX_SCORE_ENTRIES, path);
	const results: Record<number, SeatOutcome> = {};
	const other: Record<string, SeatOutcome> = {};
	for (const [key, outcome] of Object.entries(o)) {
		const at = `${path}.${key}`;
		const read = () => readOneOf(outcome, at, [0, 1, 'draw'] as const);
		if (OWN_KEY.test(key)) {
			check(Number(key) <= lastId, at);
			results[Number(key)] = read();
			continue;
		}
		const match = others ? OTHER_KEY.exec(key) : null;
		check(match !== null && Number(match[1]) <= 0xffffffff && Number(match[1]) !== seed, at);
		other[key] = read();
	}
	return Object.keys(other).length > 0 ? { results, others: other } : { results };
}

/** The game must be played on the settings' game, by the settings' opponent. */
function checkGameFits(game: Game<unknown>, settings: SeriesSettings): void {
	check(game.rules === settings.rules, 'game.rules');
	const opponent = settings.opponent === 'computer' ? 'computer' : 'person';
	check(game.seats[1].kind === opponent, 'game.seats[1].kind');
}

/** What a saved series reads as: each part, or the error of the first bad field. */
interface SeriesParts<A> {
	readonly settings: SeriesSettings;
	readonly seed: number;
	readonly lastId: number;
	/** The game, or the error that refused it. */
	readonly game: Result<Game<A>, StorageError>;
	readonly score: Score;
}

/**
 * A validator of one version of the format: the parts, the game apart (a bad game leaves the
 * settings and the score readable). Throws TamperedError for settings, seed or score.
 */
type SeriesSchema = <A>(data: Record<string, unknown>) => SeriesParts<A>;

function readParts<A>(data: Record<string, unknown>, version: 1 | 2): SeriesParts<A> {
	const settings = readSettings(data.settings, 'settings');
	const seed = readInt(data.seed, 'seed', 0, 0xffffffff);
	const lastId = version === 1 ? 0 : readInt(data.lastId, 'lastId', 0, Number.MAX_SAFE_INTEGER);
	let game: Result<Game<A>, StorageError>;
	try {
		const read = readGame<A>(data.game, 'game');
		checkGameFits(read, settings);
		game = ok(read);
	} catch (e) {
		if (!(e instanceof TamperedError)) throw e;
		game = err({ code: 'tampered', path: e.path });
	}
	const bound = game.ok ? Math.max(game.value.id, lastId) : Number.MAX_SAFE_INTEGER;
	const score = readScore(data.score, 'score', bound, seed, version === 2);
	return { settings, seed, lastId, game, score };
}

/** One validator per version of the saved series (see the module comment). */
export const SERIES_SCHEMAS: Readonly<Record<number, SeriesSchema>> = {
	1: (data) => readParts(data, 1),
	2: (data) => readParts(data, 2)
};

/**
 * What reading a saved series gave: the series, or as much of it as can be kept. When only the game
 * is bad (`gameOnly`), `series` holds the stored settings and score with a new game, opened by you,
 * whose id follows every counted one, and `error` says what was wrong with the game.
 */
export interface SeriesReading<A> {
	readonly series: Series<A> | null;
	readonly error: StorageError | null;
	readonly gameOnly: boolean;
}

/**
 * Reads a saved series back, keeping the settings and the score when only the game is bad.
 * @param text what local storage holds under STORAGE_KEY (null when nothing is stored).
 * @returns never throws; `error` is null when everything was read.
 */
export function readSeries<A = unknown>(text: string | null | undefined): SeriesReading<A> {
	if (text === null || text === undefined || text.trim() === '') {
		return { series: null, error: { code: 'empty', path: null }, gameOnly: false };
	}
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		return { series: null, error: { code: 'unreadable', path: null }, gameOnly: false };
	}
	const refused = (code: StorageError['code'], path: string | null): SeriesReading<A> => ({
		series: null,
		error: { code, path },
		gameOnly: false
	});
	if (typeof json !== 'object' || json === null || Array.isArray(json)) {
		return refused('unreadable', null);
	}
	const data = json as Record<string, unknown>;
	if (data.format !== STORAGE_FORMAT) return refused('unreadable', 'format');
	if (!Number.isInteger(data.version)) return refused('tampered', 'version');
	const version = data.version as number;
	if (version < 1) return refused('old-version', 'version');
	const schema = SERIES_SCHEMAS[version];
	if (!schema) return refused('unknown-version', 'version');
	let parts: SeriesParts<A>;
	try {
		parts = schema<A>(data);
	} catch (e) {
		if (e instanceof TamperedError) return refused('tampered', e.path);
		return refused('unreadable', null);
	}
	const { settings, seed, lastId, score } = parts;
	const extra = lastId > 0 ? { lastId } : {};
	if (parts.game.ok) {
		return {
			series: { settings, game: parts.game.value, score, seed, ...extra },
			error: null,
			gameOnly: false
		};
	}
	// A new game after every counted one: startSeries's game 1 stands for "the last game" here.
	const kept = startSeries<A>(settings, seed);
	const last = Math.max(0, lastId, ...Object.keys(score.results).map(Number));
	const series = newGame({ ...kept, score, ...extra, game: { ...kept.game, id: last } }, 0);
	return { series, error: parts.game.error, gameOnly: true };
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
