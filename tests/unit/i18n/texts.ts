/**
 * Every text of a language for the catalogue tests: the command line's catalogue (the page's
 * catalogue and `cli`) with the word sets kept apart from the catalogue so the first screen does
 * not load them (the lesson player's, ../../../src/lib/i18n/lesson-words.ts; the practice page's,
 * practice-page-words.ts and practice-feedback-words.ts; the live class's, live-words.ts), placed at the paths they had inside the
 * catalogue (`lessons.narration`, `practice.mistakes`, ...), so every test walks them as before.
 */
import { CLI_CATALOGUES } from '$lib/i18n/cli-catalogues';
import type { Language } from '$lib/i18n/languages';
import { LESSON_WORDS } from '$lib/i18n/lesson-words';
import { LIVE_WORDS } from '$lib/i18n/live-words';
import { PRACTICE_FEEDBACK } from '$lib/i18n/practice-feedback-words';
import { PRACTICE_WORDS } from '$lib/i18n/practice-page-words';

function textsOf(language: Language) {
	const catalogue = CLI_CATALOGUES[language];
	return {
		...catalogue,
		lessons: { ...catalogue.lessons, ...LESSON_WORDS[language] },
		live: { ...LIVE_WORDS[language], ...catalogue.live },
		practice: { ...PRACTICE_WORDS[language], ...PRACTICE_FEEDBACK[language], ...catalogue.practice }
	};
}

/** Every text of each language, by code. */
export const TEXTS = { en: textsOf('en'), fr: textsOf('fr') } as const satisfies Record<
	Language,
	unknown
>;
