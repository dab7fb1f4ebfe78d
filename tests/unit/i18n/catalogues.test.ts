/**
 * Every catalogue has exactly the English one's keys and shapes (strings where English has strings,
 * functions of the same declared arity where English has functions), checked at run time on top of
 * the type (`Messages`, for which the compile-time checks are below), and every language is listed.
 */
import { describe, expect, it } from 'vitest';
import {
	CATALOGUE_MAKERS,
	CATALOGUES,
	en,
	fr,
	LANGUAGE_ENTRIES,
	LANGUAGES,
	type Glossary,
	type Messages
} from '$lib/i18n';
import { TEXTS } from './texts';
import { SAMPLED_SECTIONS, SAMPLES } from './samples';
import { leaves, shapeOf } from './walk';

describe('catalogue shapes', () => {
	const english = leaves(TEXTS.en).map((l) => `${l.path}: ${shapeOf(l.value)}`);

	it.each(LANGUAGES.filter((l) => l !== 'en'))(
		'%s has exactly the English keys, each of the same shape and arity',
		(language) => {
			const other = leaves(TEXTS[language]).map((l) => `${l.path}: ${shapeOf(l.value)}`);
			expect(other.filter((k) => !english.includes(k))).toEqual([]);
			expect(english.filter((k) => !other.includes(k))).toEqual([]);
		}
	);

	it('lists English and French, each under its code, named in its own language', () => {
		expect([...LANGUAGES]).toEqual(['en', 'fr']);
		expect(CATALOGUES).toEqual({ en, fr });
		expect(LANGUAGES.map((code) => LANGUAGE_ENTRIES[code].name)).toEqual(['English', 'Français']);
		expect([en.languageLabel, fr.languageLabel]).toEqual(['Language', 'Langue']);
	});

	it('loads each language on demand as the very catalogue and maker the command line reads', async () => {
		for (const code of LANGUAGES) {
			const loaded = await LANGUAGE_ENTRIES[code].load();
			expect(loaded.messages).toBe(CATALOGUES[code]);
			expect(loaded.make).toBe(CATALOGUE_MAKERS[code]);
		}
	});

	it('has samples for every function of the sampled sections, each returning a string', () => {
		const functions = leaves(TEXTS.en).filter(
			(l) => typeof l.value === 'function' && SAMPLED_SECTIONS.includes(l.path.split('.')[0])
		);
		expect(functions.length).toBeGreaterThan(80);
		expect(functions.filter((l) => !SAMPLES[l.path]?.length).map((l) => l.path)).toEqual([]);
		for (const language of LANGUAGES) {
			for (const leaf of leaves(TEXTS[language])) {
				if (typeof leaf.value !== 'function') continue;
				for (const args of SAMPLES[leaf.path] ?? []) {
					expect(typeof (leaf.value as (...a: unknown[]) => unknown)(...args), leaf.path).toBe(
						'string'
					);
				}
			}
		}
	});
});

describe('compile-time checks (npm run check fails if any of these compiles)', () => {
	it('a missing, misspelt or wrongly typed key is a type error', () => {
		// @ts-expect-error -- a catalogue without most of its keys
		const missing: Messages = { languageLabel: 'Sprache' };
		// @ts-expect-error -- a misspelt key ("bord" for "board")
		const misspelt: Messages = { ...fr, bord: 'Grille' };
		// @ts-expect-error -- a string where the catalogue has a function
		const wrong: Messages = { ...fr, cellLabel: 'Case' };
		// @ts-expect-error -- a glossary without a term
		const glossary: Glossary = { ticTacToe: 'morpion' };
		expect([missing, misspelt, wrong, glossary]).toHaveLength(4);
	});
});
