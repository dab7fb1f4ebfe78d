import { describe, expect, it } from 'vitest';
import { Locale } from '$lib/app/page/locale.svelte';
import { CONNECT_FOUR, TIC_TAC_TOE, TIC_TAC_TOE_4 } from '$lib/game';
import { CATALOGUES, en } from '$lib/i18n';
import { Box } from '../box.svelte';

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

describe('Locale.followBoard (issue 11)', () => {
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
