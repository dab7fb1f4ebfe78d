/**
 * catalog.ts: the page offers the games it has a board for (PAGE_GAME_IDS), not ultimate
 * tic-tac-toe, which the engine plays: a link or saved game naming it is refused as an unknown
 * game rather than loading a board the page cannot draw. Its cell names follow the other games'.
 */
import { describe, expect, it } from 'vitest';
import { GAME_DEFS, GAME_IDS } from '$lib/engine';
import { formatCell, parseCell } from '$lib/game/cell-names';
import { CATALOGUES } from '$lib/i18n';
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

describe('ultimate cell names', () => {
	const g = GAME_DEFS.ultimate;
	it('coordinates run a-i from the left and 1-9 from the bottom, as in the other games', () => {
		expect(formatCell(g, 72, 'coordinates')).toBe('a1');
		expect(formatCell(g, 8, 'coordinates')).toBe('i9');
		expect(formatCell(g, 40, 'coordinates')).toBe('e5');
		expect(parseCell(g, 'a1')).toEqual({ ok: true, value: 72 });
		expect(formatCell(g, 80, 'numbers')).toBe('81');
	});

	it('"board 5, cell 3" in English, "grille 5, case 3" in French', () => {
		// Board 5 (the centre board), cell 3 (its top-right cell): row 3, column 5.
		expect(CATALOGUES.en.game.ultimateCell(3 * 9 + 5)).toBe('board 5, cell 3');
		expect(CATALOGUES.fr.game.ultimateCell(3 * 9 + 5)).toBe('grille 5, case 3');
	});
});
