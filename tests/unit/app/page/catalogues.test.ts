/**
 * A language whose catalogue is not loaded yet (src/lib/app/page/catalogues.ts): the page keeps
 * the language on screen until it arrives, the last choice wins, and a catalogue out of reach is
 * said and tried again. Each test starts from fresh modules, with only English loaded.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Fresh catalogue cache, Locale and language table: only English is loaded. */
async function fresh() {
	vi.resetModules();
	const { Locale } = await import('$lib/app/page/locale.svelte');
	const catalogues = await import('$lib/app/page/catalogues');
	const { LANGUAGE_ENTRIES } = await import('$lib/i18n');
	return { Locale, ...catalogues, LANGUAGE_ENTRIES };
}

describe('a language loaded on demand', () => {
	beforeEach(() => {
		vi.restoreAllMocks();
	});

	it('keeps English on screen until French has loaded, then shows it', async () => {
		const { Locale, loadedCatalogue } = await fresh();
		expect(loadedCatalogue('fr')).toBeUndefined();
		const locale = new Locale('fr');
		expect(locale.language).toBe('en');
		expect(locale.t.languageLabel).toBe('Language');
		await locale.setLanguage('fr');
		expect(locale.language).toBe('fr');
		expect(locale.t.languageLabel).toBe('Langue');
		expect(loadedCatalogue('fr')?.messages.languageLabel).toBe('Langue');
		// Loaded now: a switch back and forth is immediate.
		void locale.setLanguage('en');
		expect(locale.language).toBe('en');
		void locale.setLanguage('fr');
		expect(locale.language).toBe('fr');
	});

	it('shows the last language asked for when an earlier one arrives late', async () => {
		const { Locale } = await fresh();
		const locale = new Locale('en');
		const french = locale.setLanguage('fr');
		void locale.setLanguage('en');
		await french;
		expect(locale.language).toBe('en');
		expect(locale.failed).toBeNull();
	});

	it('a catalogue out of reach leaves the language on screen, says which, and is tried again', async () => {
		const { Locale, LANGUAGE_ENTRIES, loadedCatalogue } = await fresh();
		const load = vi
			.spyOn(LANGUAGE_ENTRIES.fr, 'load')
			.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
		const locale = new Locale('en');
		await locale.choose('fr');
		expect(locale.language).toBe('en');
		expect(locale.failed).toBe('fr');
		expect(locale.t.languageLoadFailed(LANGUAGE_ENTRIES[locale.failed!].name)).toBe(
			"Français could not be loaded: the page's files are out of reach (offline, or the server has stopped). Reload the page to try again."
		);
		expect(loadedCatalogue('fr')).toBeUndefined();
		await locale.choose('fr');
		expect(load).toHaveBeenCalledTimes(2);
		expect(locale.language).toBe('fr');
		expect(locale.failed).toBeNull();
	});
});
