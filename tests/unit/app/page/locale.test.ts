import { beforeAll, describe, expect, it } from 'vitest';
import { Locale } from '$lib/app/page/locale.svelte';
import { CONNECT_FOUR, TIC_TAC_TOE, TIC_TAC_TOE_4 } from '$lib/game';
import { CATALOGUES, en } from '$lib/i18n';
import { Box } from '../box.svelte';
import { loadCatalogue } from '$lib/app/page/catalogues';

// French is loaded here as on a page that has been idle once (catalogues.test.ts covers the wait).
beforeAll(() => loadCatalogue('fr'));

describe('Locale', () => {
	it('gives the catalogue of its language and refuses an unknown one', () => {
		const locale = new Locale();
		expect(locale.language).toBe('en');
		expect(locale.t).toBe(en);
		expect(locale.t.cellLabel(4, null)).toBe('Cell 5: empty');
		expect(() => locale.setLanguage('xx')).toThrow('Unknown language "xx".');
		locale.setLanguage('en');
		expect(locale.t).toBe(CATALOGUES.en);
	});

	it('names cells by coordinates on request, in every string, and refuses another naming', () => {
		const locale = new Locale();
		locale.setCellNaming('coordinates');
		expect(locale.t.cellLabel(4, 'X')).toBe('Cell b2: X');
		expect(locale.t.cellLabel(6, null)).toBe('Cell a1: empty');
		expect(
			locale.t.tree.nodeLabel({
				move: 2,
				depth: 1,
				score: '0',
				maximizing: false,
				hidden: 0,
				outcome: null
			})
		).toBe('Move cell c3, depth 1, minimizer, score 0');
		expect(() => locale.setCellNaming('letters' as never)).toThrow(
			'Unknown cell naming "letters".'
		);
		locale.setCellNaming('numbers');
		expect(locale.t).toBe(CATALOGUES.en);
	});
});

describe('Locale.followBoard', () => {
	it('names coordinates on the board it follows, read reactively', () => {
		const board = new Box(TIC_TAC_TOE);
		const locale = new Locale();
		locale.setCellNaming('coordinates');
		locale.followBoard(() => board.value);
		expect(locale.t.cellLabel(6, null)).toBe('Cell a1: empty');
		board.value = CONNECT_FOUR;
		expect(locale.t.cellLabel(35, 'X')).toBe('Cell a1: X');
		expect(locale.t.cellLabel(6, null)).toBe('Cell g6: empty');
		board.value = TIC_TAC_TOE_4;
		expect(locale.t.cellLabel(15, 'O')).toBe('Cell d1: O');
		locale.setCellNaming('numbers');
		expect(locale.t.cellLabel(41, null)).toBe('Cell 42: empty');
	});
});

describe('Locale on Connect Four: moves are columns', () => {
	it('names moves "column 4" in the status, candidates, tree and steps, cells keep their names', () => {
		const locale = new Locale();
		locale.followBoard(() => CONNECT_FOUR);
		const t = locale.t;
		// Cell 39 (index 38) is the bottom of column 4.
		expect(t.cellLabel(38, 'X')).toBe('Cell 39: X');
		expect(t.status.computerPlayed({ kind: 'computerPlayed', mark: 'O', cell: 38 })).toBe(
			'The computer (O) played column 4.'
		);
		expect(t.candidates.cell).toBe('Move');
		expect(t.candidates.move(38)).toBe('Column 4');
		expect(t.candidates.move(3)).toBe('Column 4');
		expect(
			t.tree.nodeLabel({
				move: 31,
				depth: 2,
				score: '0',
				maximizing: true,
				hidden: 0,
				outcome: null
			})
		).toBe('Move column 4, depth 2, maximizer, score 0');
		expect(t.stepper.frame(40, 1)).toBe('column 6, depth 1');
		expect(
			t.searchBoard.caption(2, [
				{ mark: 'X', cell: 38 },
				{ mark: 'O', cell: 31 }
			])
		).toBe('Searching: depth 2, after X column 4, O column 4');
		locale.setCellNaming('coordinates');
		expect(locale.t.cellLabel(38, 'X')).toBe('Cell d1: X');
		expect(locale.t.candidates.move(38)).toBe('Column 4');
	});

	it('in French: « Colonne 4 », « la colonne 4 »', () => {
		const locale = new Locale('fr');
		locale.followBoard(() => CONNECT_FOUR);
		const t = locale.t;
		expect(t.candidates.move(38)).toBe('Colonne 4');
		expect(t.status.computerPlayed({ kind: 'computerPlayed', mark: 'O', cell: 38 })).toBe(
			'L’ordinateur (O) a joué la colonne 4.'
		);
		expect(t.searchBoard.back).toBe('Retour à la partie');
	});

	it('the grids keep cells: "cell 8", and the caption "Searching: depth 2, after O 6, X 9"', () => {
		const locale = new Locale();
		expect(locale.t.status.computerPlayed({ kind: 'computerPlayed', mark: 'O', cell: 7 })).toBe(
			'The computer (O) played cell 8.'
		);
		expect(locale.t.candidates.move(7)).toBe('8');
		expect(
			locale.t.searchBoard.caption(2, [
				{ mark: 'O', cell: 5 },
				{ mark: 'X', cell: 8 }
			])
		).toBe('Searching: depth 2, after O 6, X 9');
		expect(locale.t.searchBoard.back).toBe('Back to game');
		locale.setLanguage('fr');
		expect(
			locale.t.searchBoard.caption(2, [
				{ mark: 'O', cell: 5 },
				{ mark: 'X', cell: 8 }
			])
		).toBe('Recherche\u202f: profondeur 2, après O 6, X 9');
	});
});
