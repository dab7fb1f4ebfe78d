/**
 * Storage: the saved series round-trips (notes excepted), and each kind of bad data (nothing stored,
 * unreadable, older or newer version, tampered fields) gives its typed error, never an exception.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
	STORAGE_VERSION,
	canRedo,
	canUndo,
	currentPosition,
	legalCells,
	parseSeries,
	play,
	MAX_SCORE_ENTRIES,
	readSeries,
	playAgain,
	redo,
	resign,
	result,
	serializeSeries,
	startSeries,
	tally,
	undo,
	withGame,
	DEFAULT_SETTINGS,
	type Game,
	type Series,
	type SeriesSettings
} from '$lib/game';
import { computerMoves, level, must, playCells, settings } from './helpers';

/** The series as it reads back: notes are not stored. */
function withoutNotes<A>(series: Series<A>): Series<A> {
	const { game } = series;
	return {
		...series,
		game: {
			...game,
			notes: game.notes.map(() => null),
			redo: game.redo.map((s) => (s.kind === 'move' ? { ...s, note: null } : s))
		}
	};
}

function sample(): Series<string> {
	let s = startSeries<string>(
		settings({ level: level('lookahead-2'), timePerMove: 30, xAlwaysStarts: false }),
		1234
	);
	s = must(withGame(s, computerMoves(playCells(s.game, [0]), 'tree')));
	s = must(withGame(s, must(resign(s.game, 'X')))); // counted: seat 1 wins game 1
	s = playAgain(s); // game 2: the computer (O) opens in the tutorial variant
	let game = computerMoves(s.game, 'tree 0');
	game = must(undo(must(undo(computerMoves(must(play(game, 8)), 'tree 2')))));
	return must(withGame(s, game));
}

describe('round trip', () => {
	it('a game in progress with a redo list, settings and score read back equal', () => {
		const series = sample();
		expect(series.game.redo).toHaveLength(2);
		expect(Object.keys(series.score.results)).toEqual(['1']);
		const text = serializeSeries(series);
		expect(JSON.parse(text).version).toBe(STORAGE_VERSION);
		expect(parseSeries(text)).toEqual({ ok: true, value: withoutNotes(series) });
	});

	it('random two-person histories (moves, undo, redo, resignation) round-trip', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(11), { maxLength: 20 }), fc.nat(), (ops, seed) => {
				let s = startSeries(settings({ opponent: 'person', names: ['Ada', ''] }), seed >>> 0);
				let game: Game = s.game;
				for (const op of ops) {
					const free = legalCells(game.rules, currentPosition(game).cells);
					if (op === 9 && canUndo(game)) game = must(undo(game));
					else if (op === 10 && canRedo(game)) game = must(redo(game));
					else if (op === 11 && !result(game)) game = must(resign(game, 'O'));
					else if (op < 9 && free.length > 0 && !result(game))
						game = must(play(game, free[op % free.length]));
				}
				s = must(withGame(s, game));
				expect(parseSeries(serializeSeries(s))).toEqual({ ok: true, value: withoutNotes(s) });
			})
		);
	});
});

describe('bad stored data', () => {
	const text = serializeSeries(sample());
	const good = () => JSON.parse(text);
	type Data = ReturnType<typeof good>;

	it.each([
		{ name: '0: nothing stored', text: null, code: 'empty', path: null },
		{ name: '1: an empty string', text: '', code: 'empty', path: null },
		{ name: '2: not JSON', text: '{"format":', code: 'unreadable', path: null },
		{ name: '3: a JSON array', text: '[1,2]', code: 'unreadable', path: null },
		{ name: '4: a JSON string', text: '"minimax"', code: 'unreadable', path: null },
		{
			name: '5: another format',
			text: '{"format":"other","version":1}',
			code: 'unreadable',
			path: 'format'
		}
	])('$name: $code', ({ text, code, path }) => {
		expect(parseSeries(text)).toEqual({ ok: false, error: { code, path } });
	});

	it.each([
		{
			name: '0: an older version',
			edit: (d: Data) => (d.version = 0),
			code: 'old-version',
			path: 'version'
		},
		{
			name: '1: a newer version',
			edit: (d: Data) => (d.version = STORAGE_VERSION + 1),
			code: 'unknown-version',
			path: 'version'
		},
		{
			name: '2: a version as text',
			edit: (d: Data) => (d.version = '1'),
			code: 'tampered',
			path: 'version'
		},
		{
			name: '3: a taken cell in the moves',
			edit: (d: Data) => d.game.moves.push(d.game.moves[0]),
			code: 'tampered',
			path: 'game.moves[1]'
		},
		{
			name: '4: a cell off the board',
			edit: (d: Data) => d.game.moves.push(9),
			code: 'tampered',
			path: 'game.moves[1]'
		},
		{
			name: '5: a move given as text',
			edit: (d: Data) => (d.game.moves[0] = '4'),
			code: 'tampered',
			path: 'game.moves[0]'
		},
		{
			name: '6: an impossible start position',
			edit: (d: Data) => (d.game.start.cells = 'XX.......'),
			code: 'tampered',
			path: 'game.start'
		},
		{
			name: '7: a start of 8 cells',
			edit: (d: Data) => (d.game.start.cells = '........'),
			code: 'tampered',
			path: 'game.start.cells'
		},
		{
			name: '8: a redo step that is not legal',
			edit: (d: Data) => (d.game.redo[0] = { move: d.game.moves[0] }),
			code: 'tampered',
			path: 'game.redo[0]'
		},
		{
			name: '9: a redo step after an ending',
			edit: (d: Data) => d.game.redo.unshift({ ending: { kind: 'agreed-draw' } }),
			code: 'tampered',
			path: 'game.redo[1]'
		},
		{
			name: '10: an unknown ending',
			edit: (d: Data) => (d.game.ending = { kind: 'walkover', by: 'X' }),
			code: 'tampered',
			path: 'game.ending.kind'
		},
		{
			name: '11: a seat that is neither',
			edit: (d: Data) => (d.game.seats[1] = { kind: 'robot' }),
			code: 'tampered',
			path: 'game.seats[1].kind'
		},
		{
			name: '12: an unknown level',
			edit: (d: Data) => (d.settings.level = 'genius'),
			code: 'tampered',
			path: 'settings.level'
		},
		{
			name: '13: 45 s per move',
			edit: (d: Data) => (d.settings.timePerMove = 45),
			code: 'tampered',
			path: 'settings.timePerMove'
		},
		{
			name: '14: a name of 41 characters',
			edit: (d: Data) => (d.settings.names[0] = 'a'.repeat(41)),
			code: 'tampered',
			path: 'settings.names[0]'
		},
		{
			name: '15: X held by seat 2',
			edit: (d: Data) => (d.game.xSeat = 2),
			code: 'tampered',
			path: 'game.xSeat'
		},
		{
			name: '16: an unknown game',
			edit: (d: Data) => (d.game.rules = 'chess'),
			code: 'tampered',
			path: 'game.rules'
		},
		{
			name: '17: a score for a future game',
			edit: (d: Data) => (d.score['9'] = 0),
			code: 'tampered',
			path: 'score.9'
		},
		{
			name: '18: a score value that is not a seat',
			edit: (d: Data) => (d.score['1'] = 'X'),
			code: 'tampered',
			path: 'score.1'
		},
		{
			name: '19: a negative seed',
			edit: (d: Data) => (d.seed = -1),
			code: 'tampered',
			path: 'seed'
		},
		{
			name: '20: no settings',
			edit: (d: Data) => delete d.settings,
			code: 'tampered',
			path: 'settings'
		},
		{ name: '21: no game', edit: (d: Data) => (d.game = null), code: 'tampered', path: 'game' },
		{
			name: '22: rules Connect Four with a 3x3 board',
			edit: (d: Data) => (d.settings.rules = 'connect4'),
			code: 'tampered',
			path: 'game.rules'
		},
		{
			name: '23: two people in the settings, the computer in the game',
			edit: (d: Data) => (d.settings.opponent = 'person'),
			code: 'tampered',
			path: 'game.seats[1].kind'
		},
		{
			name: '24: a score of this series keyed with its own seed',
			edit: (d: Data) => (d.score[`${d.seed}:1`] = 0),
			code: 'tampered',
			path: 'score.1234:1'
		},
		{
			name: '25: no lastId',
			edit: (d: Data) => delete d.lastId,
			code: 'tampered',
			path: 'lastId'
		}
	])('$name: $code at $path', ({ edit, code, path }) => {
		const data = good();
		edit(data);
		expect(parseSeries(JSON.stringify(data))).toEqual({ ok: false, error: { code, path } });
	});

	it('an ending on a board that is already finished is tampered', () => {
		let s = startSeries(settings({ opponent: 'person' }), 1);
		s = must(withGame(s, playCells(s.game, [0, 3, 1, 4, 2])));
		const data = JSON.parse(serializeSeries(s));
		data.game.ending = { kind: 'resignation', by: 'O' };
		expect(parseSeries(JSON.stringify(data))).toEqual({
			ok: false,
			error: { code: 'tampered', path: 'game.ending' }
		});
	});

	it('huge arrays and maps are cut at once, never read one by one; invisible names are cleaned', () => {
		// The parsed text's million moves, each read counted: the length refuses them first.
		const moves = good();
		let reads = 0;
		(moves.game as { moves: unknown }).moves = new Proxy(
			Array.from({ length: 1_000_000 }, () => 4),
			{
				get(target, key, receiver) {
					if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
					return Reflect.get(target, key, receiver);
				}
			}
		);
		const parse = vi.spyOn(JSON, 'parse').mockReturnValueOnce(moves);
		try {
			expect(readSeries('{"moves": "parsed as the object above"}')).toMatchObject({
				setAside: [{ field: 'game', count: 1 }],
				error: { code: 'tampered', path: 'game.moves' }
			});
		} finally {
			parse.mockRestore();
		}
		expect(reads).toBe(0);
		const score = good();
		score.lastId = 20_000;
		score.score = Object.fromEntries(
			Array.from({ length: MAX_SCORE_ENTRIES + 5 }, (_, i) => [`${i + 1}`, 0])
		);
		const cut = readSeries(JSON.stringify(score));
		expect(Object.keys(cut.series!.score.results)).toHaveLength(MAX_SCORE_ENTRIES);
		expect(cut.setAside).toEqual([{ field: 'score-games', count: 5 }]);
		expect(cut.error).toEqual({ code: 'tampered', path: `score.${MAX_SCORE_ENTRIES + 1}` });
		const names = good();
		(names.settings as { names: string[] }).names = ['\u200B\u202EAda', 'Bo\uFEFF'];
		const read = parseSeries(JSON.stringify(names));
		expect(read.ok && read.value.settings.names).toEqual(['Ada', 'Bo']);
	});

	it('never throws on random text or random JSON', () => {
		fc.assert(
			fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
				const parsed = parseSeries(text);
				expect(parsed.ok).toBe(false);
			})
		);
	});
});

describe('readSeries: what is kept of a save with a bad field', () => {
	const series = sample();
	const text = serializeSeries(series);
	type Data = ReturnType<typeof JSON.parse>;

	it('a repeated move in the saved game sets aside the game only: the settings and the score are kept', () => {
		const data = JSON.parse(text);
		data.game.moves.push(data.game.moves[0]);
		const reading = readSeries(JSON.stringify(data));
		expect(reading.error).toEqual({ code: 'tampered', path: 'game.moves[1]' });
		expect(reading.setAside).toEqual([{ field: 'game', count: 1 }]);
		const kept = reading.series!;
		expect(kept.settings).toEqual(series.settings);
		expect(kept.seed).toBe(1234);
		expect(kept.score).toEqual({ results: { 1: 1 } });
		expect(tally(kept.score)).toEqual({ wins: [0, 1], draws: 0 });
		// A new game, opened by you, after every counted game.
		expect(kept.game.id).toBe(2);
		expect(kept.game.moves).toEqual([]);
		expect(kept.game.rules).toBe(series.settings.rules);
	});

	it('a saved game whose rules name another game than its board sets aside the game', () => {
		const data = JSON.parse(text);
		data.settings.rules = 'connect4';
		const reading = readSeries(JSON.stringify(data));
		expect(reading.error).toEqual({ code: 'tampered', path: 'game.rules' });
		expect(reading.series?.game.rules.id).toBe('connect4');
		expect(reading.series?.settings.rules.id).toBe('connect4');
	});

	it.each([
		{
			name: '0: an unknown level',
			edit: (d: Data) => (d.settings.level = 'genius'),
			field: 'level'
		},
		{
			name: '1: 45 s per move',
			edit: (d: Data) => (d.settings.timePerMove = 45),
			field: 'timePerMove'
		},
		{
			name: '2: a number for a boolean',
			edit: (d: Data) => (d.settings.alternate = 1),
			field: 'alternate'
		},
		{ name: '3: three names', edit: (d: Data) => d.settings.names.push('C'), field: 'names' },
		{ name: '4: a negative seed', edit: (d: Data) => (d.seed = -1), field: 'seed' },
		{ name: '5: lastId as text', edit: (d: Data) => (d.lastId = '3'), field: 'lastId' },
		{
			name: '6: a redo step that is not legal',
			edit: (d: Data) => (d.game.redo = [{ move: 99 }]),
			field: 'redo'
		},
		{ name: '7: a score that is a list', edit: (d: Data) => (d.score = [1, 0]), field: 'score' },
		{
			name: '8: settings that are a string',
			edit: (d: Data) => (d.settings = 'all'),
			field: 'settings'
		}
	])('$name: only that field takes its default, every other one is kept', ({ edit, field }) => {
		const data = JSON.parse(text);
		edit(data);
		const reading = readSeries(JSON.stringify(data));
		expect(reading.setAside).toEqual([{ field, count: 1 }]);
		expect(reading.error?.code).toBe('tampered');
		const kept = reading.series!;
		const defaults = { ...DEFAULT_SETTINGS, rules: series.settings.rules };
		for (const key of Object.keys(series.settings) as (keyof SeriesSettings)[]) {
			const expected = key === field || field === 'settings' ? defaults[key] : series.settings[key];
			expect(kept.settings[key], key).toEqual(expected);
		}
		expect(kept.seed).toBe(field === 'seed' ? 0 : 1234);
		expect(kept.score).toEqual(field === 'score' ? { results: {} } : { results: { 1: 1 } });
		expect(kept.game.moves).toEqual(series.game.moves);
		expect(kept.game.redo.length).toBe(field === 'redo' ? 0 : series.game.redo.length);
		// What is kept is a valid save: it reads back whole.
		expect(parseSeries(serializeSeries(kept)).ok).toBe(true);
	});

	it('a bad score entry is left out, the others are kept and counted', () => {
		const data = JSON.parse(text);
		data.score['9'] = 0; // a future game
		data.score['1234:1'] = 'draw'; // this series' seed as another's
		data.score['x'] = 1;
		const reading = readSeries(JSON.stringify(data));
		expect(reading.series?.score).toEqual({ results: { 1: 1 } });
		expect(reading.setAside).toEqual([{ field: 'score-games', count: 3 }]);
	});

	it('version 1 (no lastId, game ids only) is still read', () => {
		const data = JSON.parse(text);
		data.version = 1;
		delete data.lastId;
		expect(parseSeries(JSON.stringify(data))).toEqual({ ok: true, value: withoutNotes(series) });
		data.score['7:1'] = 0;
		expect(parseSeries(JSON.stringify(data))).toEqual({
			ok: false,
			error: { code: 'tampered', path: 'score.7:1' }
		});
	});

	it('games of another series and lastId round-trip (version 2)', () => {
		const merged: Series<string> = {
			...series,
			lastId: 5,
			score: { results: { 1: 1 }, others: { '99:1': 'draw', '99:2': 0 } }
		};
		expect(parseSeries(serializeSeries(merged))).toEqual({
			ok: true,
			value: withoutNotes(merged)
		});
		expect(tally(merged.score)).toEqual({ wins: [1, 1], draws: 1 });
	});

	it('a newer version is read field by field with the current validator, and named as such', () => {
		const data = JSON.parse(text);
		data.version = STORAGE_VERSION + 1;
		data.settings.level = 'grandmaster';
		data.newField = { anything: true };
		const reading = readSeries(JSON.stringify(data));
		expect(reading.error).toEqual({ code: 'unknown-version', path: 'version' });
		expect(reading.setAside).toEqual([{ field: 'level', count: 1 }]);
		expect(reading.series?.score).toEqual(series.score);
		expect(reading.series?.game.moves).toEqual(series.game.moves);
		expect(parseSeries(JSON.stringify(data)).ok).toBe(false);
	});
});

/** Every field path of a JSON value, objects and arrays included ("settings.names.0"). */
function paths(value: unknown, at: string[] = []): string[][] {
	if (typeof value !== 'object' || value === null) return [at];
	const inner = Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]));
	return at.length ? [at, ...inner] : inner;
}

/** A series read back is valid: its save reads back whole, to the same series. */
function expectValid(series: Series<unknown>): void {
	const again = parseSeries(serializeSeries(series));
	expect(again.ok).toBe(true);
	expect(serializeSeries(must(again))).toBe(serializeSeries(series));
}

describe('property: any stored text reads without throwing, to a valid series', () => {
	const series = sample();
	const text = serializeSeries(series);

	it('any JSON value, and any JSON value under the right format and version', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.jsonValue().map((v) => JSON.stringify(v)),
					fc
						.dictionary(fc.string(), fc.jsonValue())
						.map((o) => JSON.stringify({ ...o, format: 'minimax-lab/series', version: 2 })),
					fc.string()
				),
				(stored) => {
					const reading = readSeries(stored);
					if (reading.series) expectValid(reading.series);
					else expect(reading.error).not.toBeNull();
				}
			),
			{ numRuns: 300 }
		);
	});

	it('a valid save with one field replaced by any JSON value keeps every field it did not touch', () => {
		const data = JSON.parse(text);
		const all = paths(data).filter((p) => p[0] !== 'format' && p[0] !== 'version');
		fc.assert(
			fc.property(fc.constantFrom(...all), fc.jsonValue(), (path, value) => {
				const edited = JSON.parse(text);
				let at = edited;
				for (const key of path.slice(0, -1)) at = at[key];
				at[path.at(-1)!] = value;
				const reading = readSeries(JSON.stringify(edited));
				const kept = reading.series!;
				expectValid(kept);
				const top = path[0];
				// The fields outside the one replaced are kept.
				if (top !== 'settings' && top !== 'game') expect(kept.settings).toEqual(series.settings);
				if (top !== 'seed' && top !== 'score' && top !== 'lastId' && top !== 'game')
					expect(kept.score).toEqual(series.score);
				if (top !== 'seed') expect(kept.seed).toBe(series.seed);
				if (top === 'settings' && path.length === 2) {
					for (const key of Object.keys(series.settings) as (keyof SeriesSettings)[])
						if (key !== path[1]) expect(kept.settings[key], key).toEqual(series.settings[key]);
				}
				if (top !== 'game' && top !== 'settings')
					expect(kept.game.moves).toEqual(series.game.moves);
			}),
			{ numRuns: 500 }
		);
	});
});
