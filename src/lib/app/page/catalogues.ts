/**
 * The catalogues the page has loaded, by language. English, the default and what stays on screen
 * while another language loads, is part of the start script; another language's catalogue is a
 * chunk of its own (src/lib/i18n/languages.ts, `load`), fetched when it is first shown (the start
 * awaits the first screen's language: src/hooks.client.ts) or at idle after the first screen
 * (`prefetchCatalogues`), so that switching language then makes no request. A cache of immutable
 * catalogues, not state: `Locale` holds which language is on screen.
 */
import { preloadWhenIdle } from '$lib/visualization/whole-tree/tasks';
import {
	en,
	LANGUAGE_ENTRIES,
	LANGUAGES,
	makeEn,
	type Language,
	type LanguageCatalogue
} from '$lib/i18n';

const loaded = new Map<Language, LanguageCatalogue>([['en', { messages: en, make: makeEn }]]);
const loading = new Map<Language, Promise<LanguageCatalogue>>();

/** The catalogue of `language` when it is loaded, else undefined. */
export function loadedCatalogue(language: Language): LanguageCatalogue | undefined {
	return loaded.get(language);
}

/**
 * Loads the catalogue of `language` once (a second call while it loads shares the first's request).
 * @returns the catalogue.
 * @throws (rejects) what the module's import threw (its chunk out of reach: offline, the server
 *   gone); a later call tries again.
 */
export function loadCatalogue(language: Language): Promise<LanguageCatalogue> {
	const done = loaded.get(language);
	if (done) return Promise.resolve(done);
	let pending = loading.get(language);
	if (!pending) {
		pending = LANGUAGE_ENTRIES[language].load().then(
			(catalogue) => {
				loaded.set(language, catalogue);
				loading.delete(language);
				return catalogue;
			},
			(error: unknown) => {
				loading.delete(language);
				throw error;
			}
		);
		loading.set(language, pending);
	}
	return pending;
}

/**
 * Loads every language's catalogue when the browser is next idle (preloadWhenIdle: not when the
 * visitor asked to save data), so that the language menu switches with no request. A catalogue
 * that cannot be loaded now (or was not preloaded) is loaded when it is chosen.
 */
export function prefetchCatalogues(): void {
	preloadWhenIdle(() => {
		for (const language of LANGUAGES) loadCatalogue(language).catch(() => undefined);
	});
}
