/**
 * French typography (docs/french.md) in every French text of the catalogue: a narrow
 * no-break space (U+202F) before : ; ? ! and inside « », numbers grouped with U+202F and a decimal
 * comma, a no-break space before a unit, no straight double quote; and the `typo` tag itself. (The
 * catalogue's own sections write the typographic apostrophe ’; the rule is not enforced, as docs/french.md
 * does not ask for it.)
 */
import { describe, expect, it } from 'vitest';
import { guillemets, listFr, NNBSP, typo, withTypography } from '$lib/i18n/fr/typography';
import { frenchTexts } from './french-texts';

/** The text with quoted input (« … ») taken out: a link or a position is quoted as typed. */
const unquoted = (text: string) => text.replace(/«\u202f[^»]*\u202f»/g, '«»');

describe('French typography in the catalogue', () => {
	const texts = frenchTexts();

	it.each([
		['a narrow no-break space before : ; ? !', /[^\u202f][:;?!]|^[:;?!]/],
		['« guillemets », never straight double quotes', /"/],
		['numbers grouped (no run of 4 digits)', /\d{4}/],
		['groups of digits joined by U+202F (not a space or U+00A0)', /\d[ \u00a0]\d{3}(?!\d)/],
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

	it('as a function, fixes a whole text; withTypography fixes a table of writers', () => {
		expect(typo('case 4 : 7 ; « x »')).toBe('case 4\u202f: 7\u202f; «\u202fx\u202f»');
		const table = withTypography({ a: 'A : b', f: (n: number) => `n : ${n}`, sub: { s: 'ok ?' } });
		expect([table.a, table.f(3), table.sub.s]).toEqual(['A\u202f: b', 'n\u202f: 3', 'ok\u202f?']);
	});

	it('lists with "et"', () => {
		expect([listFr([]), listFr(['3']), listFr(['3', '4']), listFr(['3', '4', '5'])]).toEqual([
			'',
			'3',
			'3 et 4',
			'3, 4 et 5'
		]);
	});
});
