import { describe, expect, it } from 'vitest';
import { Locale } from '$lib/app/locale.svelte';
import { CATALOGUES, en } from '$lib/i18n';

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
