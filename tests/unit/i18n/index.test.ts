import { describe, expect, it } from 'vitest';
import { CATALOGUES, en, isLanguage, LANGUAGES } from '$lib/i18n';

describe('languages', () => {
	it('has one catalogue per language, English first', () => {
		expect(Object.keys(CATALOGUES)).toEqual([...LANGUAGES]);
		expect(CATALOGUES.en).toBe(en);
		expect(isLanguage('en')).toBe(true);
		expect(isLanguage('xx')).toBe(false);
	});
});
