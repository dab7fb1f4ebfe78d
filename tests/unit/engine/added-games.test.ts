/**
 * added-games.ts: games added as data (addGames), each entry checked, a bad one reported by its
 * code and left out; the same spec twice is one game; addedGameSpecs lists what a worker is told.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
	addGames,
	addedGameSpecs,
	gameById,
	gameIds,
	search,
	parsePosition,
	unregisterGame
} from '$lib/engine';

const SQUARE5 = { id: 'square5', width: 5, height: 5, winLength: 4 };

afterEach(() => {
	for (const id of ['square5', 'drop5', 'sq']) if (gameById(id)) unregisterGame(id);
});

describe('addGames', () => {
	it('defines and registers a valid entry with defineLinesGame defaults', () => {
		const { added, errors } = addGames([SQUARE5]);
		expect(errors).toEqual([]);
		expect(added.map((g) => g.id)).toEqual(['square5']);
		const def = gameById('square5');
		expect(def).toBe(added[0]);
		expect([def?.cellCount, def?.lines.length, def?.defaultDepthLimit, def?.gravity]).toEqual([
			25,
			28,
			4,
			false
		]);
		expect(def?.names.game).toBe('kInARow');
		expect(gameIds().slice(-1)).toEqual(['square5']);
		expect(addedGameSpecs()).toEqual([SQUARE5]);
		// The engine plays it: X to move wins at once on index 3.
		const r = search(parsePosition('XXX../OOO../...../...../.....', 'square5'), {
			game: 'square5'
		});
		expect([r.bestMove, r.value]).toEqual([3, 999]);
	});

	it('the same spec again counts as added and changes nothing; another spec of that id is taken', () => {
		const first = addGames([SQUARE5]).added[0];
		expect(addGames([{ ...SQUARE5 }])).toEqual({ added: [first], errors: [] });
		expect(addGames([{ ...SQUARE5, winLength: 3 }])).toEqual({
			added: [],
			errors: [{ code: 'taken', index: 0, id: 'square5' }]
		});
		expect(gameById('square5')).toBe(first);
		expect(gameById('square5')?.winLength).toBe(4);
	});

	it('reads gravity and the depth limit; a good entry after a bad one is still added', () => {
		const { added, errors } = addGames([
			{ id: 'sq', width: 9, height: 5, winLength: 4 },
			{ id: 'drop5', width: 5, height: 4, winLength: 4, gravity: true, defaultDepthLimit: null }
		]);
		expect(errors.map((e) => e.code)).toEqual(['side']);
		expect(added.map((g) => [g.id, g.gravity, g.pieces, g.defaultDepthLimit])).toEqual([
			['drop5', true, 'discs', null]
		]);
		expect(gameById('sq')).toBeNull();
	});

	it('not a list: nothing added', () => {
		expect(addGames({ id: 'square5' })).toEqual({ added: [], errors: [{ code: 'not-a-list' }] });
		expect(gameById('square5')).toBeNull();
	});

	it.each([
		{ name: 'not an object', entry: 'square5', error: { code: 'not-an-object', index: 0 } },
		{ name: 'an array', entry: [5, 5, 4], error: { code: 'not-an-object', index: 0 } },
		{
			name: 'a misspelt field',
			entry: { ...SQUARE5, heigth: 5 },
			error: { code: 'unknown-field', index: 0, id: 'square5', field: 'heigth' }
		},
		{
			name: 'no id',
			entry: { width: 5, height: 5, winLength: 4 },
			error: { code: 'id', index: 0, value: 'undefined' }
		},
		{
			name: 'an upper-case id',
			entry: { ...SQUARE5, id: 'Square5' },
			error: { code: 'id', index: 0, value: 'Square5' }
		},
		{
			name: 'an id with a space',
			entry: { ...SQUARE5, id: 'sq 5' },
			error: { code: 'id', index: 0, value: 'sq 5' }
		},
		{
			name: 'a built-in id',
			entry: { ...SQUARE5, id: 'ttt4' },
			error: { code: 'taken', index: 0, id: 'ttt4' }
		},
		{
			name: 'a width of 1',
			entry: { ...SQUARE5, width: 1 },
			error: { code: 'side', index: 0, id: 'square5', field: 'width', value: '1' }
		},
		{
			name: 'a height over 6',
			entry: { ...SQUARE5, height: 7 },
			error: { code: 'side', index: 0, id: 'square5', field: 'height', value: '7' }
		},
		{
			name: 'a width as text',
			entry: { ...SQUARE5, width: '5' },
			error: { code: 'side', index: 0, id: 'square5', field: 'width', value: '5' }
		},
		{
			name: 'a line longer than the board',
			entry: { ...SQUARE5, winLength: 6 },
			error: { code: 'win-length', index: 0, id: 'square5', value: '6' }
		},
		{
			name: 'a fractional line',
			entry: { ...SQUARE5, winLength: 3.5 },
			error: { code: 'win-length', index: 0, id: 'square5', value: '3.5' }
		},
		{
			name: 'gravity as text',
			entry: { ...SQUARE5, gravity: 'yes' },
			error: { code: 'gravity', index: 0, id: 'square5', value: 'yes' }
		},
		{
			name: 'a depth limit of 0',
			entry: { ...SQUARE5, defaultDepthLimit: 0 },
			error: { code: 'depth-limit', index: 0, id: 'square5', value: '0' }
		},
		{
			name: 'as many cells as 4x4',
			entry: { id: 'sq', width: 4, height: 4, winLength: 3 },
			error: { code: 'cell-count', index: 0, id: 'sq', cells: 16, other: 'ttt4' }
		},
		{
			name: 'as many cells as 3x3',
			entry: { id: 'sq', width: 3, height: 3, winLength: 2 },
			error: { code: 'cell-count', index: 0, id: 'sq', cells: 9, other: 'ttt3' }
		}
	])('$# $name: reported by its code, nothing added', ({ entry, error }) => {
		const before = gameIds();
		const result = addGames([entry]);
		expect(result).toEqual({ added: [], errors: [error] });
		expect(gameIds()).toEqual(before);
	});
});
