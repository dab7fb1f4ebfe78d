/**
 * Saving the series (game in progress, settings, score) on the device: a versioned JSON string, and
 * its validated reading. Reading never throws: unreadable, older-version, newer-version or tampered
 * data gives a typed error, so the page can show a note and start clean. Notes kept per ply (the
 * computer's choices and analyses) are not stored: a restored game has none, and the page searches
 * again when a past ply is shown. A turn's clock is not stored either: the turn starts afresh.
 *
 * Format (STORAGE_VERSION 1): { format, version, seed, settings: { rules, opponent, names, level,
 * alternate, xAlwaysStarts, timePerMove }, score: { "<game id>": 0 | 1 | "draw" }, game: { id,
 * rules, start: { cells: "X...O....", toMove }, moves: [cell...], redo: [{ move } | { ending }],
 * seats: [{ kind: "person", name } | { kind: "computer", level }], xSeat, settings, seed, ending } }.
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
import { err, ok, type Result } from './result';
import { checkPosition } from './rules';
import type { SeatOutcome, Score } from './score';
import type { Series, SeriesSettings } from './series';
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
/** The current format version; data of an older version is refused with 'old-version'. */
export const STORAGE_VERSION = 1;
/** The local-storage key the page uses. */
export const STORAGE_KEY = 'minimax-lab.series';
/** Longest name kept for a person's seat. */
export const MAX_NAME_LENGTH = 40;

/**
 * Why stored data was refused: nothing stored ('empty'), not this app's JSON ('unreadable'), an
 * older or newer format version, or a field with an impossible value ('tampered'; `path` names it,
 * for the console, not for people).
 */
export interface StorageError {
	readonly code: 'empty' | 'unreadable' | 'old-version' | 'unknown-version' | 'tampered';
	readonly path: string | null;
}

const MARKS: readonly Mark[] = ['X', 'O'];

function seatJson(seat: Seat): unknown {
	return seat.kind === 'person' ? seat : { kind: 'computer', level: formatLevel(seat.level) };
}

function startJson(p: Position): unknown {
	return { cells: p.cells.map((c) => c ?? '.').join(''), toMove: p.toMove };
}

/** The series as a JSON string (see the format above). */
export function serializeSeries(series: Series<unknown>): string {
	const { settings, game } = series;
	return JSON.stringify({
		format: STORAGE_FORMAT,
		version: STORAGE_VERSION,
		seed: series.seed,
		settings: { ...settings, rules: settings.rules.id, level: formatLevel(settings.level) },
		score: series.score.results,
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

function readSeat(value: unknown, path: string): Seat {
	const o = readObject(value, path);
	if (o.kind === 'computer')
		return { kind: 'computer', level: readLevel(o.level, `${path}.level`) };
	check(o.kind === 'person', `${path}.kind`);
	return { kind: 'person', name: readString(o.name, `${path}.name`, MAX_NAME_LENGTH) };
}

function readStart(value: unknown, path: string, rules: GameDef): Position {
	const o = readObject(value, path);
	const text = readString(o.cells, `${path}.cells`, rules.cellCount);
	check(/^[XO.]*$/.test(text) && text.length === rules.cellCount, `${path}.cells`);
	const cells = [...text].map((c): CellContent => (c === '.' ? null : (c as Mark)));
	const start = { cells, toMove: readOneOf(o.toMove, `${path}.toMove`, MARKS) };
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
		names: [0, 1].map((i) => readString(names[i], `${path}.names[${i}]`, MAX_NAME_LENGTH)) as [
			string,
			string
		],
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

function readScore(value: unknown, path: string, lastId: number): Score {
	const o = readObject(value, path);
	const results: Record<number, SeatOutcome> = {};
	for (const [key, outcome] of Object.entries(o)) {
		check(/^[1-9]\d*$/.test(key) && Number(key) <= lastId, `${path}.${key}`);
		results[Number(key)] = readOneOf(outcome, `${path}.${key}`, [0, 1, 'draw'] as const);
	}
	return { results };
}

/**
 * Reads a saved series back (see the module comment for the format).
 * @param text what local storage holds under STORAGE_KEY (null when nothing is stored).
 * @returns the series with no notes, or a StorageError; never throws.
 */
export function parseSeries<A = unknown>(
	text: string | null | undefined
): Result<Series<A>, StorageError> {
	if (text === null || text === undefined || text.trim() === '') {
		return err({ code: 'empty', path: null });
	}
	let json: unknown;
	try {
		json = JSON.parse(text);
	} catch {
		return err({ code: 'unreadable', path: null });
	}
	if (typeof json !== 'object' || json === null || Array.isArray(json)) {
		return err({ code: 'unreadable', path: null });
	}
	const data = json as Record<string, unknown>;
	if (data.format !== STORAGE_FORMAT) return err({ code: 'unreadable', path: 'format' });
	if (!Number.isInteger(data.version)) return err({ code: 'tampered', path: 'version' });
	const version = data.version as number;
	if (version < STORAGE_VERSION) return err({ code: 'old-version', path: 'version' });
	if (version > STORAGE_VERSION) return err({ code: 'unknown-version', path: 'version' });
	try {
		const game = readGame<A>(data.game, 'game');
		return ok({
			settings: readSettings(data.settings, 'settings'),
			game,
			score: readScore(data.score, 'score', game.id),
			seed: readInt(data.seed, 'seed', 0, 0xffffffff)
		});
	} catch (e) {
		if (e instanceof TamperedError) return err({ code: 'tampered', path: e.path });
		return err({ code: 'unreadable', path: null });
	}
}
