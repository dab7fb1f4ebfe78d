/**
 * French typography (PRODUCT.md "In French") in every French text of the catalogue: a narrow
 * no-break space (U+202F) before : ; ? ! and inside « », numbers grouped with U+202F and a decimal
 * comma, a no-break space before a unit, typographic apostrophes; and the `typo` tag itself.
 */
import { describe, expect, it } from 'vitest';
import { guillemets, NNBSP, typo } from '$lib/i18n/typography.fr';
import { frenchTexts } from './french-texts';

/** The text with quoted input (« … ») taken out: a link or a position is quoted as typed. */
const unquoted = (text: string) => text.replace(/«\u202f[^»]*\u202f»/g, '«»');

describe('French typography in the catalogue', () => {
	const texts = frenchTexts();

	it.each([
		['a narrow no-break space before : ; ? !', /[^\u202f][:;?!]|^[:;?!]/],
		['no straight quote or apostrophe', /['"]/],
		['numbers grouped (no run of 4 digits)', /\d{4}/],
		['no English separators (1,234 or 1.8)', /\d,\d{3}(?!\d)|\d\.\d/],
		['a no-break space before a unit', /\d[ \u202f](ms|s)\b/]
	])('%s', (_, wrong) => {
		const bad = texts.filter(([, text]) => wrong.test(unquoted(text)));
		expect(bad.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
	});

	it('« guillemets » hold narrow no-break spaces', () => {
		const bad = texts.filter(([, text]) => /«[^\u202f]|[^\u202f]»/.test(text));
		expect(bad.map(([path, text]) => `${path}: ${text}`)).toEqual([]);
	});

	it('checks hundreds of texts, many of them with punctuation to space', () => {
		expect(texts.length).toBeGreaterThan(300);
		expect(texts.filter(([, t]) => t.includes(`${NNBSP}:`)).length).toBeGreaterThan(100);
	});
});

describe('typo', () => {
	it('puts U+202F before : ; ? ! and inside « » in the literal parts only', () => {
		expect(typo`Case ${5} : ${'X'}`).toBe('Case 5\u202f: X');
		expect(typo`Vraiment ? Oui ! Bien ; fin`).toBe('Vraiment\u202f? Oui\u202f! Bien\u202f; fin');
		expect(typo`Le lien « ${'a : b'} »`).toBe('Le lien «\u202fa : b\u202f»');
	});

	it('leaves text without such spaces alone', () => {
		expect(typo`http://x${1}:2`).toBe('http://x1:2');
		expect(typo`sans ponctuation`).toBe('sans ponctuation');
	});

	it('quotes with guillemets', () => {
		expect(guillemets('XOX/.O./X..')).toBe('«\u202fXOX/.O./X..\u202f»');
	});
});
