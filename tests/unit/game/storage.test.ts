/**
 * Storage: the saved series round-trips (notes excepted), and each kind of bad data (nothing stored,
 * unreadable, older or newer version, tampered fields) gives its typed error, never an exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
	type Game,
	type Series
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

	it('huge arrays and maps are refused at once, never read one by one; invisible names are cleaned', () => {
		const moves = good();
		(moves.game as { moves: unknown }).moves = Array.from({ length: 1_000_000 }, () => 4);
		expect(readSeries(JSON.stringify(moves))).toMatchObject({
			gameOnly: true,
			error: { code: 'tampered', path: 'game.moves[1]' }
		});
		const score = good();
		score.score = Object.fromEntries(
			Array.from({ length: MAX_SCORE_ENTRIES + 1 }, (_, i) => [`${i + 1}`, 0])
		);
		expect(parseSeries(JSON.stringify(score))).toEqual({
			ok: false,
			error: { code: 'tampered', path: 'score' }
		});
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

	it('a repeated move in the saved game sets aside the game only: the settings and the score are kept', () => {
		const data = JSON.parse(text);
		data.game.moves.push(data.game.moves[0]);
		const reading = readSeries(JSON.stringify(data));
		expect(reading.error).toEqual({ code: 'tampered', path: 'game.moves[1]' });
		expect(reading.gameOnly).toBe(true);
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

	it('bad settings or a bad score set aside everything', () => {
		const data = JSON.parse(text);
		data.score['1'] = 'X';
		expect(readSeries(JSON.stringify(data))).toEqual({
			series: null,
			error: { code: 'tampered', path: 'score.1' },
			gameOnly: false
		});
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

	it('a newer version is refused whole, with nothing read', () => {
		const data = JSON.parse(text);
		data.version = STORAGE_VERSION + 1;
		expect(readSeries(JSON.stringify(data))).toEqual({
			series: null,
			error: { code: 'unknown-version', path: 'version' },
			gameOnly: false
		});
	});
});
