/** Which language the page starts in (src/lib/i18n/language.ts): link, device, browser, English. */
import { describe, expect, it } from 'vitest';
import { initialLanguage, languageFromBrowser, storedLanguage } from '$lib/i18n';

describe('languageFromBrowser', () => {
	it.each([
		[['fr'], 'fr'],
		[['fr-FR', 'en'], 'fr'],
		[['fr-CA'], 'fr'],
		[['FR-be'], 'fr'],
		[['de-DE', 'fr-CH', 'en'], 'fr'],
		[['en-US', 'fr-FR'], 'en'],
		[['de-DE', 'es'], 'en'],
		[['french'], 'en'],
		[[], 'en']
	])('case %# %j gives %s', (preferred, language) => {
		expect(languageFromBrowser(preferred)).toBe(language);
	});
});

describe('storedLanguage', () => {
	it('keeps a language of the catalogue and ignores anything else', () => {
		expect(storedLanguage('fr')).toBe('fr');
		expect(storedLanguage('en')).toBe('en');
		expect(storedLanguage('de')).toBeNull();
		expect(storedLanguage('"fr"')).toBeNull();
		expect(storedLanguage('')).toBeNull();
		expect(storedLanguage(null)).toBeNull();
	});
});

describe('initialLanguage', () => {
	it('takes the link’s, else the stored one, else the browser’s', () => {
		expect(initialLanguage({ link: 'en', stored: 'fr', browser: ['fr-FR'] })).toBe('en');
		expect(initialLanguage({ link: null, stored: 'fr', browser: ['en-US'] })).toBe('fr');
		expect(initialLanguage({ link: null, stored: 'en', browser: ['fr-FR'] })).toBe('en');
		expect(initialLanguage({ link: null, stored: 'xx', browser: ['fr-FR'] })).toBe('fr');
		expect(initialLanguage({ link: null, stored: null, browser: [] })).toBe('en');
	});
});
