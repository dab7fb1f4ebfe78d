import { describe, expect, it } from 'vitest';
import { CATALOGUES, en, isLanguage, LANGUAGES, t } from '$lib/i18n';

describe('languages', () => {
	it('has one catalogue per language, English by default', () => {
		expect(Object.keys(CATALOGUES)).toEqual([...LANGUAGES]);
		expect(CATALOGUES.en).toBe(en);
		expect(t).toBe(en);
		expect(isLanguage('en')).toBe(true);
		expect(isLanguage('xx')).toBe(false);
	});
});
