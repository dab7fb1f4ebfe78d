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
});
