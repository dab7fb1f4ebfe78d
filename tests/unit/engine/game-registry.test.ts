/** games.ts: defining a k-in-a-row game (defineLinesGame) and adding it (registerGame). */
import { afterAll, describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	defineLinesGame,
	gameById,
	gameIds,
	gameOfCellCount,
	isGameId,
	registerGame,
	unregisterGame
} from '$lib/engine';

describe('defineLinesGame', () => {
	it('orders moves centre first by distance from the centre, ties in index order', () => {
		const g = defineLinesGame({ id: 'g5', width: 5, height: 5, winLength: 4 });
		expect(g.orders['center-first'].slice(0, 9)).toEqual([12, 7, 11, 13, 17, 6, 8, 16, 18]);
		const c = defineLinesGame({ id: 'c5', width: 5, height: 4, winLength: 4, gravity: true });
		expect(c.orders['center-first']).toEqual([2, 1, 3, 0, 4]);
		expect([c.pieces, c.moveNames, c.board]).toEqual(['discs', 'columns', 'grid']);
	});

	it('defaults: win 1000, depth limit 4, plain search, estimate, named by size, empty example', () => {
		const g = defineLinesGame({ id: 'g5', width: 5, height: 5, winLength: 4 });
		expect([g.win, g.defaultDepthLimit, g.pieces, g.moveNames]).toEqual([
			1000,
			4,
			'marks',
			'cells'
		]);
		expect(g.searchDefaults).toEqual(GAME_DEFS.ttt3.searchDefaults);
		expect(g.techniques).toEqual({
			exact: 'estimate',
			exactTable: true,
			proof: false,
			editor: false,
			coach: false,
			openings: false
		});
		expect(g.names).toEqual({ game: 'kInARow', bestLevel: 'strongest' });
		expect(g.example).toBe('...../...../...../...../.....');
	});

	it.each([
		{ name: 'no line fits', spec: { width: 3, height: 3, winLength: 4 } },
		{
			name: 'an order missing a move',
			spec: { width: 3, height: 3, winLength: 3, centreFirst: [0] }
		},
		{
			name: 'a depth limit of 0',
			spec: { width: 3, height: 3, winLength: 3, defaultDepthLimit: 0 }
		}
	])('refuses $name', ({ spec }) => {
		expect(() => defineLinesGame({ id: 'bad', ...spec })).toThrow(RangeError);
	});
});

describe('registerGame', () => {
	afterAll(() => unregisterGame('g6x5'));

	it('adds a game that gameById, isGameId, gameIds and gameOfCellCount then know', () => {
		const g = defineLinesGame({ id: 'g6x5', width: 6, height: 5, winLength: 4 });
		expect(isGameId('g6x5')).toBe(false);
		registerGame(g);
		registerGame(g);
		expect(gameById('g6x5')).toBe(g);
		expect(isGameId('g6x5')).toBe(true);
		expect(gameIds()).toEqual(['ttt3', 'ttt4', 'connect4', 'ultimate', 'g6x5']);
		expect(gameOfCellCount(30)).toBe(g);
	});

	it('unregisterGame removes an added game and refuses a built-in one', () => {
		const g = defineLinesGame({ id: 'g7x5', width: 7, height: 5, winLength: 4 });
		registerGame(g);
		unregisterGame('g7x5');
		expect(isGameId('g7x5')).toBe(false);
		expect(gameOfCellCount(35)).toBeNull();
		expect(() => unregisterGame('ttt3')).toThrow(RangeError);
		expect(gameById('ttt3')).toBe(GAME_DEFS.ttt3);
	});

	it.each([
		{ name: 'a taken id', def: defineLinesGame({ id: 'ttt3', width: 5, height: 7, winLength: 4 }) },
		{
			name: 'a size taken',
			def: defineLinesGame({ id: 'other', width: 4, height: 4, winLength: 3 })
		},
		{
			name: 'an id with a space',
			def: defineLinesGame({ id: 'a b', width: 2, height: 11, winLength: 2 })
		}
	])('refuses $name and changes nothing', ({ def }) => {
		const before = gameIds();
		expect(() => registerGame(def)).toThrow(RangeError);
		expect(gameIds()).toEqual(before);
	});
});
