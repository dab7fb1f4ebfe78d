/**
 * The one rule for names and symbols (game/names.ts): invisible, control and bidirectional
 * characters removed and named, a name with nothing visible left empty, a bounded length; as
 * properties over any text (fast-check), and the cases of each class by name.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanName, codePointName, MAX_NAME_LENGTH } from '$lib/game';

/** Every character the rule removes, one of each class. */
const INVISIBLES = [
	'\u200B', // zero-width space
	'\u200C', // zero-width non-joiner
	'\u200D', // zero-width joiner
	'\u2060', // word joiner
	'\u2061', // function application
	'\uFEFF', // zero-width no-break space (BOM)
	'\u00AD', // soft hyphen
	'\u200E', // left-to-right mark
	'\u200F', // right-to-left mark
	'\u202A', // left-to-right embedding
	'\u202E', // right-to-left override
	'\u2066', // left-to-right isolate
	'\u2069', // pop directional isolate
	'\u0000', // NUL
	'\u0007', // bell
	'\u001B', // escape
	'\u007F', // delete
	'\u0085', // next line (C1)
	'\u3164', // Hangul filler
	'\u2800', // Braille blank
	'\u{E0041}' // tag letter A
];

/** Text mixing letters, emoji, spaces and the invisible characters above. */
const hostile = fc
	.array(
		fc.oneof(
			fc.constantFrom(...INVISIBLES),
			fc.constantFrom(
				'A',
				'é',
				'😀',
				'日',
				' ',
				'\u3000',
				'\t',
				'\u0301',
				'\uFE0F',
				'\u034F',
				'\u17B4'
			),
			fc.string({ maxLength: 3 })
		),
		{ maxLength: 80 }
	)
	.map((parts) => parts.join(''));

const INVISIBLE_TEST = /[\p{Cc}\p{Cf}\p{Cn}\u3164\u2800]/u;
/** A zero-width joiner between two emoji: part of one emoji, kept. */
const EMOJI_JOINER =
	/(?<=\p{Extended_Pictographic}(?:\uFE0F|[\u{1F3FB}-\u{1F3FF}])?)\u200D(?=\p{Extended_Pictographic})/gu;

describe('cleanName', () => {
	it('keeps nothing invisible, no run of spaces, no edge space, at most the maximum (any text)', () => {
		fc.assert(
			fc.property(hostile, (text) => {
				const { name } = cleanName(text);
				expect(INVISIBLE_TEST.test(name.replace(EMOJI_JOINER, ''))).toBe(false);
				expect(name).not.toMatch(/\s\s|^\s|\s$/);
				expect(name.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
			})
		);
	});

	it('is a fixed point: a cleaned name is kept as it is, with nothing to report', () => {
		fc.assert(
			fc.property(hostile, (text) => {
				const once = cleanName(text).name;
				expect(cleanName(once)).toEqual({ name: once, removed: [], more: false, cut: false });
			})
		);
	});

	it('names every removed character by its code, distinct and in order, at most three', () => {
		fc.assert(
			fc.property(fc.array(fc.constantFrom(...INVISIBLES), { minLength: 1 }), (chars) => {
				const { removed, more } = cleanName(`A${chars.join('B')}`);
				const distinct = [...new Set(chars.map(codePointName))];
				expect(removed).toEqual(distinct.slice(0, 3));
				expect(more).toBe(distinct.length > 3);
			})
		);
	});

	it.each(INVISIBLES.map((ch) => [codePointName(ch), ch]))(
		'%s alone is no name (the caller keeps the default) and is named',
		(code, ch) => {
			expect(cleanName(`${ch}${ch} `)).toEqual({
				name: '',
				removed: [code],
				more: false,
				cut: false
			});
		}
	);

	it('keeps a visible name around invisible characters, and a visible name untouched', () => {
		expect(cleanName('A\u2060B')).toEqual({
			name: 'AB',
			removed: ['U+2060'],
			more: false,
			cut: false
		});
		expect(cleanName('\u202Eevil\u2069 ').name).toBe('evil');
		expect(cleanName('Ada  Lovelace').name).toBe('Ada Lovelace');
		expect(cleanName('Zoé 😀 日本').removed).toEqual([]);
		expect(cleanName('Zoé 😀 日本').name).toBe('Zoé 😀 日本');
		// A joiner inside an emoji sequence (a family) is part of the emoji; between letters it goes.
		expect(cleanName('👨\u200D👩\u200D👧')).toMatchObject({
			name: '👨\u200D👩\u200D👧',
			removed: []
		});
		expect(cleanName('👍🏽\u200D👍').removed).toEqual([]);
		expect(cleanName('a\u200Db\u200D😀').removed).toEqual(['U+200D']);
	});

	it('cuts a long name at a character boundary, and bounds the work on a huge text', () => {
		expect(cleanName('😀'.repeat(30))).toMatchObject({ name: '😀'.repeat(20), cut: true });
		const huge = cleanName('\u200B'.repeat(50_000) + 'A'.repeat(50_000));
		expect(huge).toMatchObject({ name: '', removed: ['U+200B'], cut: true });
		expect(cleanName('B'.repeat(100_000)).name).toBe('B'.repeat(MAX_NAME_LENGTH));
	});

	it('keeps three combining marks on a letter, not a tower of them; a lone surrogate becomes U+FFFD', () => {
		expect(cleanName(`Z${'\u0301'.repeat(50)}`).name).toBe(`Z${'\u0301'.repeat(3)}`);
		expect(cleanName('A\uD800B').name).toBe('A\uFFFDB');
	});

	it.each([
		['a variation selector', '\uFE0F', ['U+FE0F']],
		['two variation selectors', '\uFE0E\uFE0F', ['U+FE0E', 'U+FE0F']],
		['a combining acute accent', '\u0301', ['U+0301']],
		['the combining grapheme joiner', '\u034F', ['U+034F']],
		['the Khmer inherent vowels', '\u17B4\u17B5', ['U+17B4', 'U+17B5']],
		['a Mongolian variation selector', '\u180B', ['U+180B']],
		['marks after a space', ' \u0301\uFE0F', ['U+0301', 'U+FE0F']]
	])(
		'fault: a name of %s alone was kept as a name; it is empty, the codes named',
		(_n, text, codes) => {
			expect(cleanName(text)).toEqual({ name: '', removed: codes, more: false, cut: false });
		}
	);

	it('keeps a mark on its character: an accent, the emoji presentation of a heart', () => {
		expect(cleanName('Zoe\u0301 \u2764\uFE0F')).toEqual({
			name: 'Zoe\u0301 \u2764\uFE0F',
			removed: [],
			more: false,
			cut: false
		});
		expect(cleanName('A \u0301B').name).toBe('A B');
	});
});
