/**
 * catalog.ts: the page offers the games it has a board for (PAGE_GAME_IDS), not ultimate
 * tic-tac-toe, which the engine plays: a link or saved game naming it is refused as an unknown
 * game rather than loading a board the page cannot draw.
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '$lib/engine';
import { GAMES, PAGE_GAME_IDS, rulesById } from '$lib/game/catalog';
import { readLink } from '$lib/link/params';

describe('the games the page offers', () => {
	it('are 3x3, 4x4 and Connect Four; the engine also has ultimate', () => {
		expect(GAMES.map((g) => g.id)).toEqual(['ttt3', 'ttt4', 'connect4']);
		expect(PAGE_GAME_IDS).toEqual(['ttt3', 'ttt4', 'connect4']);
		expect(GAME_IDS).toContain('ultimate');
	});

	it('rulesById refuses ultimate and finds the others', () => {
		expect(rulesById('ultimate')).toBeNull();
		expect(rulesById('connect4')?.id).toBe('connect4');
	});

	it('a link with game=ultimate gets a game error and the default game', () => {
		const link = readLink('#/?game=ultimate');
		expect(link.values.game).toBe('ttt3');
		expect(link.errors).toContainEqual({ kind: 'game', value: 'ultimate' });
	});
});
