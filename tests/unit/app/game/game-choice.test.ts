/**
 * The game chosen on the page: `game=` in links (good, bad, with a position and moves on
 * its board), written back only beyond 3x3; a new game changes the series like a new opponent; the
 * computer's search on the game's board with its default depth limit.
 */
import { describe, expect, it } from 'vitest';
import { GAME_DEFS, DEFAULT_OPTIONS } from '$lib/engine';
import { readUrlState, writeUrlState } from '$lib/link/url-state';
import { DEFAULT_PREFS } from '$lib/link/game-link';
import { openLink } from '$lib/app/game/game-open';
import { gameDefaultOptions, searchOptionsFor } from '$lib/app/game/game-search';
import { rulesOfNotation } from '$lib/app/page/positions';
import {
	CONNECT_FOUR,
	DEFAULT_SETTINGS,
	TIC_TAC_TOE,
	TIC_TAC_TOE_4,
	ULTIMATE,
	changeSettings,
	currentPosition,
	play,
	startSeries,
	withGame
} from '$lib/game';
import { en, fr, urlErrorText } from '$lib/i18n';

describe('game= in links', () => {
	it.each([
		{ hash: '#/?game=ttt4', rules: TIC_TAC_TOE_4 },
		{ hash: '#/?game=connect4', rules: CONNECT_FOUR },
		{ hash: '#/?game=ttt3', rules: TIC_TAC_TOE },
		{ hash: '#/?game=CONNECT4', rules: CONNECT_FOUR }
	])('$hash opens $rules.id', ({ hash, rules }) => {
		const link = readUrlState(hash);
		expect(link.errors).toEqual([]);
		expect(link.game.settings.rules).toBe(rules);
	});

	it('a bad game= is a clear error (both languages) and keeps the game on screen', () => {
		const link = readUrlState('#/?game=chess');
		expect(link.errors).toEqual([{ kind: 'game', value: 'chess' }]);
		expect(urlErrorText(en, link.errors[0])).toContain('use ttt3, ttt4, connect4 or ultimate');
		expect(urlErrorText(fr, link.errors[0])).toContain('ttt3, ttt4, connect4 ou ultimate');
		const current = startSeries({ ...DEFAULT_SETTINGS, rules: CONNECT_FOUR });
		const opened = openLink(link, current, null, DEFAULT_PREFS, false);
		expect(opened.series.settings.rules).toBe(CONNECT_FOUR);
	});

	it('a Connect Four position and moves are read on its board (columns drop to the bottom)', () => {
		const link = readUrlState('#/?game=connect4&moves=39,32,38');
		expect(link.errors).toEqual([]);
		const opened = openLink(link, startSeries(), null, DEFAULT_PREFS, false);
		expect(opened.series.settings.rules).toBe(CONNECT_FOUR);
		expect(opened.series.game.moves).toEqual([38, 31, 37]);
		const c4 = readUrlState(
			'#/?game=connect4&position=' +
				encodeURIComponent('......./......./......./......./......./...X...')
		);
		expect(c4.errors).toEqual([]);
		expect(c4.position?.cells).toHaveLength(42);
		const floating = readUrlState(
			'#/?game=connect4&position=' +
				encodeURIComponent('......./......./......./...X.../......./.......')
		);
		expect(floating.errors.map((e) => e.kind)).toEqual(['position']);
	});

	it.each(['#/?position=XOX/.O./X..', '#/?moves=5,1,9', '#/?position=XOX/.O./X..&view=whole'])(
		'fault: %s opened the Connect Four game last played on the device (no game= is 3x3)',
		(hash) => {
			const link = readUrlState(hash);
			expect(link.errors).toEqual([]);
			const restored = startSeries({ ...DEFAULT_SETTINGS, rules: CONNECT_FOUR });
			const opened = openLink(link, restored, restored, DEFAULT_PREFS, true);
			expect(opened.series.settings.rules).toBe(TIC_TAC_TOE);
			expect(currentPosition(opened.series.game).cells).toHaveLength(9);
			const marks = currentPosition(opened.series.game).cells.filter((c) => c !== null);
			expect(marks).toHaveLength(hash.includes('moves') ? 3 : 5);
		}
	);

	it('without a position or moves, the game restored from the device stays', () => {
		const restored = startSeries({ ...DEFAULT_SETTINGS, rules: CONNECT_FOUR });
		const opened = openLink(
			readUrlState('#/?alphabeta=1'),
			restored,
			restored,
			DEFAULT_PREFS,
			true
		);
		expect(opened.series.settings.rules).toBe(CONNECT_FOUR);
	});

	it.each([
		{ rules: TIC_TAC_TOE, hash: '#/?position=bad', moves: [4, 0], cells: 9 },
		{ rules: ULTIMATE, hash: '#/?game=ultimate&position=bad', moves: [40], cells: 81 },
		{ rules: TIC_TAC_TOE, hash: '#/?moves=1,1', moves: [4, 0], cells: 9 }
	])(
		'fault: $hash opened over a game in progress said "Showing a new game instead" but kept the old game',
		({ rules, hash, moves, cells }) => {
			// The game in progress, as the device restores it when the link reloads the page.
			let restored = startSeries({ ...DEFAULT_SETTINGS, rules });
			for (const cell of moves) {
				const played = play(restored.game, cell);
				if (!played.ok) throw new Error('move refused');
				const next = withGame(restored, played.value);
				if (!next.ok) throw new Error('stale');
				restored = next.value;
			}
			const link = readUrlState(hash);
			expect(urlErrorText(en, link.errors[0])).toMatch(/Showing a new game instead\.$/);
			const opened = openLink(link, restored, restored, DEFAULT_PREFS, true);
			expect(opened.restored).toBe(false);
			expect(opened.series.settings.rules).toBe(rules);
			expect(opened.series.game.id).toBe(restored.game.id + 1);
			expect(opened.series.game.moves).toEqual([]);
			expect(currentPosition(opened.series.game).cells.filter((c) => c === null)).toHaveLength(
				cells
			);
		}
	);

	it('a 4x4 move off a 3x3 board is refused only without game=ttt4', () => {
		expect(readUrlState('#/?moves=16').errors.map((e) => e.kind)).toEqual(['moves']);
		expect(readUrlState('#/?game=ttt4&moves=16').errors).toEqual([]);
	});

	it('is written only beyond 3x3', () => {
		const state = (rules = TIC_TAC_TOE) => ({
			game: { settings: { ...DEFAULT_SETTINGS, rules }, prefs: DEFAULT_PREFS, seed: 0 }
		});
		expect(writeUrlState(null, DEFAULT_OPTIONS, 'open', state())).toBe('#/');
		// Each game with its own search defaults: only the game is written.
		const strong = gameDefaultOptions('connect4', true);
		expect(writeUrlState(null, strong, 'open', state(CONNECT_FOUR))).toBe('#/?game=connect4');
		// The plain search on Connect Four differs from its defaults: its techniques are written.
		expect(writeUrlState(null, DEFAULT_OPTIONS, 'open', state(CONNECT_FOUR))).toBe(
			'#/?alphabeta=0&order=index&tt=0&deepening=0&game=connect4'
		);
	});
});

describe('changing the game', () => {
	it('starts a new game and a new score, like a new opponent', () => {
		const series = startSeries();
		const played = play(series.game, 4);
		if (!played.ok) throw new Error('move refused');
		const before = withGame(series, played.value);
		if (!before.ok) throw new Error('stale');
		const after = changeSettings(before.value, { ...before.value.settings, rules: TIC_TAC_TOE_4 });
		expect(after.game.id).toBe(before.value.game.id + 1);
		expect(after.game.moves).toEqual([]);
		expect(currentPosition(after.game).cells).toHaveLength(16);
	});
});

describe('searchOptionsFor', () => {
	it.each([
		{ rules: TIC_TAC_TOE, game: 'ttt3', limit: null },
		{ rules: TIC_TAC_TOE_4, game: 'ttt4', limit: GAME_DEFS.ttt4.defaultDepthLimit },
		{ rules: CONNECT_FOUR, game: 'connect4', limit: 7 }
	])('$game: the game and its default depth limit ($limit)', ({ rules, game, limit }) => {
		// The page's options: a technique the page leaves unset is off, as its controls show.
		expect(searchOptionsFor(DEFAULT_OPTIONS, rules)).toEqual({
			...DEFAULT_OPTIONS,
			game,
			depthLimit: limit,
			transpositionTable: false,
			iterativeDeepening: false,
			solver: false
		});
	});

	it("Connect Four's defaults as the page takes them: every technique on, no depth limit, the solver", () => {
		const options = gameDefaultOptions('connect4', true);
		expect(options).toEqual({
			alphaBeta: true,
			depthPenalty: true,
			order: 'center-first',
			transpositionTable: true,
			depthLimit: null,
			iterativeDeepening: true
		});
		expect(searchOptionsFor(options, CONNECT_FOUR)).toEqual({
			...options,
			game: 'connect4',
			solver: true
		});
		// Iterative deepening off: the plain search alone, no solver.
		expect(searchOptionsFor({ ...options, iterativeDeepening: false }, CONNECT_FOUR).solver).toBe(
			false
		);
		expect(gameDefaultOptions('ttt3', false)).toEqual({
			alphaBeta: false,
			depthPenalty: false,
			order: 'index',
			transpositionTable: false,
			depthLimit: null,
			iterativeDeepening: false
		});
	});

	it('keeps a depth limit the page set, none (null) included', () => {
		expect(searchOptionsFor({ ...DEFAULT_OPTIONS, depthLimit: 3 }, CONNECT_FOUR).depthLimit).toBe(
			3
		);
		expect(
			searchOptionsFor({ ...DEFAULT_OPTIONS, depthLimit: null }, CONNECT_FOUR).depthLimit
		).toBe(null);
	});
});

describe('rulesOfNotation', () => {
	it.each([
		{ notation: 'XOX/.O./X..', id: 'ttt3' },
		{ notation: 'XX./OO./... o', id: 'ttt3' },
		{ notation: '..../.X../..../....', id: 'ttt4' },
		{ notation: '......./......./......./......./......./...X... o', id: 'connect4' },
		{ notation: 'XO', id: null }
	])('$notation: $id', ({ notation, id }) => {
		expect(rulesOfNotation(notation)?.id ?? null).toBe(id);
	});
});
