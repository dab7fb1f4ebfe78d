/**
 * catalog.ts: the page offers every registered game, the built-in ones (ultimate tic-tac-toe among
 * them: a link naming it opens its board) and the games added as data; ultimate's cell names
 * follow the other games'.
 */
import { describe, expect, it } from 'vitest';
import { GAME_DEFS, GAME_IDS, addGames, unregisterGame } from '$lib/engine';
import { formatCell, parseCell } from '$lib/game/cell-names';
import { CATALOGUES, urlErrorText } from '$lib/i18n';
import { pageGames, rulesById } from '$lib/game/catalog';
import { readLink } from '$lib/link/params';

describe('the games the page offers', () => {
	it('are 3x3, 4x4, Connect Four and ultimate, every game of the engine', () => {
		expect(pageGames().map((g) => g.id)).toEqual(['ttt3', 'ttt4', 'connect4', 'ultimate']);
		expect(pageGames().map((g) => g.id)).toEqual(GAME_IDS);
	});

	it('and a game added as data, after them: in the menu, its name, its link', () => {
		const { added } = addGames([{ id: 'square5', width: 5, height: 5, winLength: 4 }]);
		try {
			expect(pageGames().map((g) => g.id)).toEqual([
				'ttt3',
				'ttt4',
				'connect4',
				'ultimate',
				'square5'
			]);
			expect(rulesById('square5')).toBe(added[0]);
			expect(CATALOGUES.en.game.gameName('square5')).toBe('5x5, 4 in a row');
			expect(CATALOGUES.fr.game.gameName('square5')).toBe('5x5, 4 alignés');
			const link = readLink('#/?game=square5&position=XXX../OOO../...../...../.....');
			expect([link.values.game, link.errors]).toEqual(['square5', []]);
			expect(link.position?.toMove).toBe('X');
			const bad = readLink('#/?game=square6').errors;
			expect(bad).toEqual([{ kind: 'game', value: 'square6' }]);
			expect(urlErrorText(CATALOGUES.en, bad[0])).toBe(
				'The link\'s "game=square6" is not valid: use ttt3, ttt4, connect4, ultimate or square5. Playing the game on screen.'
			);
		} finally {
			unregisterGame('square5');
		}
		expect(rulesById('square5')).toBeNull();
	});

	it('rulesById finds ultimate and the others, and refuses an unknown game', () => {
		expect(rulesById('ultimate')?.id).toBe('ultimate');
		expect(rulesById('connect4')?.id).toBe('connect4');
		expect(rulesById('chess')).toBeNull();
	});

	it('a link with game=ultimate opens it; its position is read with the forced board', () => {
		const link = readLink('#/?game=ultimate');
		expect(link.values.game).toBe('ultimate');
		expect(link.errors).toEqual([]);
		const rows = ['....X....'].concat(Array(8).fill('.........')).join('/');
		const withPosition = readLink(`#/?game=ultimate&position=${encodeURIComponent(`${rows} 2`)}`);
		expect(withPosition.errors).toEqual([]);
		expect(withPosition.position?.forcedBoard).toBe(1);
		expect(withPosition.position?.toMove).toBe('O');
	});

	it('a link position whose board to play in is won gets the position error', () => {
		const rows = ['XXX......', '.........', '.........', 'OO.......']
			.concat(Array(5).fill('.........'))
			.join('/');
		const link = readLink(`#/?game=ultimate&position=${encodeURIComponent(`${rows} 1`)}`);
		expect(link.position).toBeNull();
		expect(link.errors.map((e) => e.kind)).toEqual(['position']);
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
