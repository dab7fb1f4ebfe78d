/**
 * The game's part of the link: every parameter read (good values, bad values with their message and
 * the default kept), `moves=` checked by replaying it, and written back only where it differs from
 * the defaults, so that a link reopens the same settings.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '$lib/engine';
import { DEFAULT_PREFS, mergeSettings, type GameLink, type LinkedGame } from '$lib/link/game-link';
import { readUrlState, writeUrlState } from '$lib/link/url-state';
import { DEFAULT_SETTINGS, parseLevel, type SeriesSettings } from '$lib/game';
import { en, urlErrorText } from '$lib/i18n';

/** The game's part of `#/?<query>`, from `position` when given, and the messages. */
function read(query: string, position?: string): { link: GameLink; errors: string[] } {
	const hash = position ? `#/?position=${position}&${query}` : `#/?${query}`;
	const state = readUrlState(hash);
	return { link: state.game, errors: state.errors.map((e) => urlErrorText(en, e)) };
}

const level = (id: string) => {
	const parsed = parseLevel(id);
	if (!parsed.ok) throw new Error(id);
	return parsed.value;
};

describe('reading good values', () => {
	it.each([
		{ name: '0: opponent', query: 'opponent=person', settings: { opponent: 'person' } },
		{ name: '1: names', query: 'player1=Ada&player2=Bo', settings: { names: ['Ada', 'Bo'] } },
		{ name: '2: one name', query: 'player2=Bo', settings: { names: [null, 'Bo'] } },
		{ name: '3: X always starts off', query: 'xfirst=0', settings: { xAlwaysStarts: false } },
		{ name: '4: no alternation', query: 'alternate=false', settings: { alternate: false } },
		{ name: '5: time', query: 'time=30', settings: { timePerMove: 30 } },
		{ name: '6: level', query: 'level=lookahead-2', settings: { level: level('lookahead-2') } },
		{
			name: '7: level in capitals',
			query: 'level=Random-30',
			settings: { level: level('random-30') }
		}
	])('$name', ({ query, settings }) => {
		const { link, errors } = read(query);
		expect(errors).toEqual([]);
		expect(link.settings).toEqual(settings);
	});

	it('reads moves, mark, seed and the preferences', () => {
		const { link, errors } = read(
			'moves=5,a3,c1&mark=O&seed=4294967295&cells=coordinates&movenumbers=1&symbols=kanji&analysis=1'
		);
		expect(errors).toEqual([]);
		expect([link.moves, link.mark, link.seed]).toEqual(['5,a3,c1', 'O', 4294967295]);
		expect(link.prefs).toEqual({
			cellNaming: 'coordinates',
			moveNumbers: true,
			symbols: { X: '日', O: '月' },
			analysis: true
		});
		expect(read('symbols=🐸🐢').link.prefs.symbols).toEqual({ X: '🐸', O: '🐢' });
	});

	it('replays moves= from the link’s position', () => {
		const start = 'XOX/.O./X..';
		expect(read('moves=8', start).link.moves).toBe('8');
		expect(read('moves=4,2', start).errors).toEqual([
			'The link\'s moves "4,2" cannot be replayed: item 2, "2", is a cell already taken. Showing the link\'s position without its moves.'
		]);
		expect(read('moves=8,4', start).errors[0]).toContain('item 2, "4", comes after the end');
		expect(read('mark=z', start).errors).toEqual([
			'The link\'s "mark=z" is not valid: use x or o. The computer plays the side to move.'
		]);
	});
});

describe('reading bad values: a message quoting at most 40 characters, and the default', () => {
	it.each([
		[
			'moves=5,5',
			'The link\'s moves "5,5" cannot be replayed: item 2, "5", is a cell already taken.'
		],
		['moves=5,j7', 'item 2, "j7", is not a cell of the board.'],
		['moves=5,?', 'item 2, "?", is not a cell name (use 1-9 or a1-c3).'],
		['moves=1,4,2,5,3,6', 'item 6, "6", comes after the end of the game.'],
		['mark=z', 'Ignored in the link: "mark=z" (only read with position or moves).'],
		['opponent=robot', 'The link\'s "opponent=robot" is not valid: use computer or person.'],
		['level=lookahead-9', 'The link\'s "level=lookahead-9" is not valid: use unbeatable'],
		['time=45', 'The link\'s "time=45" is not valid: use 0, 30 or 60. Using no limit.'],
		['time=thirty', 'The link\'s "time=thirty" is not valid'],
		['seed=-1', 'The link\'s "seed=-1" is not valid: use a whole number from 0 to 4294967295.'],
		['seed=4294967296', '"seed=4294967296" is not valid'],
		['cells=letters', 'The link\'s "cells=letters" is not valid: use numbers or coordinates.'],
		['symbols=XX', 'The link\'s "symbols=XX" is not valid: use a pair\'s name or two different'],
		['xfirst=maybe', 'The link\'s "xfirst=maybe" is not valid: use 0 or 1.'],
		['movenumbers=2', 'The link\'s "movenumbers=2" is not valid: use 0 or 1.'],
		[`player1=${'A'.repeat(41)}`, `"player1=${'A'.repeat(32)}…" (49 characters) is too long`],
		[`moves=${'1,'.repeat(300)}`, `The link's moves "${'1,'.repeat(20)}…" (600 characters)`]
	])('case %# %s', (query, message) => {
		const { link, errors } = read(query);
		expect(errors).toHaveLength(1);
		expect(errors[0]).toContain(message);
		expect(link).toEqual({ moves: null, mark: null, seed: null, settings: {}, prefs: {} });
	});
});

describe('mergeSettings', () => {
	it('takes the link’s values over the base and keeps the rest', () => {
		const base: SeriesSettings = { ...DEFAULT_SETTINGS, names: ['Ada', 'Bo'], timePerMove: 60 };
		expect(mergeSettings(base, { names: [null, 'Cy'], alternate: false })).toEqual({
			...base,
			names: ['Ada', 'Cy'],
			alternate: false
		});
	});
});

describe('writing', () => {
	const write = (
		settings: Partial<SeriesSettings>,
		prefs = {},
		linked: LinkedGame = { moves: null, mark: null }
	) => {
		const state = {
			settings: { ...DEFAULT_SETTINGS, ...settings },
			prefs: { ...DEFAULT_PREFS, ...prefs },
			seed: 77
		};
		return writeUrlState(null, DEFAULT_OPTIONS, 'open', { game: state, linked }).replace(
			/^#\/\??/,
			''
		);
	};

	it('writes nothing for the defaults', () => {
		expect(write({})).toBe('');
	});

	it('writes what differs, the seed only for a random level, analysis only between two people', () => {
		expect(write({ level: level('random-30'), timePerMove: 30, xAlwaysStarts: false })).toBe(
			'xfirst=0&time=30&level=random-30&seed=77'
		);
		expect(write({ level: level('lookahead-2') })).toBe('level=lookahead-2');
		expect(write({ opponent: 'person', names: ['Ada', ''] }, { analysis: true })).toBe(
			'opponent=person&player1=Ada&analysis=1'
		);
		expect(write({}, { analysis: true, cellNaming: 'coordinates', moveNumbers: true })).toBe(
			'cells=coordinates&movenumbers=1'
		);
		expect(write({}, { symbols: { X: '🐸', O: '🐢' } })).toBe(
			`symbols=${encodeURIComponent('🐸🐢')}`
		);
		expect(write({}, {}, { moves: '5,1', mark: 'X' })).toBe('moves=5%2C1&mark=x');
		expect(write({}, {}, { moves: null, mark: 'X' })).toBe('');
	});

	it('round-trips through the whole link', () => {
		const settings: SeriesSettings = {
			...DEFAULT_SETTINGS,
			opponent: 'person',
			names: ['Ada & Bo', 'Cy=1'],
			alternate: false,
			timePerMove: 60
		};
		const prefs = { ...DEFAULT_PREFS, cellNaming: 'coordinates' as const, analysis: true };
		const hash = writeUrlState('XOX/.O./X..', DEFAULT_SETTINGS_OPTIONS, 'whole', {
			game: { settings, prefs, seed: 3 },
			linked: { moves: 'a2', mark: 'O' }
		});
		const link = readUrlState(hash);
		expect(link.errors).toEqual([]);
		expect(mergeSettings(DEFAULT_SETTINGS, link.game.settings)).toEqual(settings);
		expect({ ...DEFAULT_PREFS, ...link.game.prefs }).toEqual(prefs);
		expect([link.game.moves, link.game.mark, link.view]).toEqual(['a2', 'O', 'whole']);
	});
});

const DEFAULT_SETTINGS_OPTIONS = { alphaBeta: false, depthPenalty: true, order: 'index' } as const;
