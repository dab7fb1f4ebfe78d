import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clip, en as english, fr as french, numbersFor } from '$lib/i18n';
import { shortestDecimal } from '$lib/i18n/format';

describe('numbersFor', () => {
	const en = numbersFor({ group: ',', decimal: '.' });
	// French typography (docs/french.md): a narrow no-break space between groups, a decimal comma.
	const fr = numbersFor({ group: '\u202f', decimal: ',' });

	it.each([
		[0, '0', '0'],
		[999, '999', '999'],
		[18297, '18,297', '18\u202f297'],
		[549946, '549,946', '549\u202f946'],
		[-1234567, '-1,234,567', '-1\u202f234\u202f567']
	])('case %# writes the integer %i', (n, english, french) => {
		expect(en.integer(n)).toBe(english);
		expect(fr.integer(n)).toBe(french);
	});

	it('writes decimals with the language’s point, grouped, rounded as toFixed', () => {
		expect(en.decimal(1.84, 1)).toBe('1.8');
		expect(fr.decimal(1.84, 1)).toBe('1,8');
		expect(en.decimal(12345.678, 2)).toBe('12,345.68');
		expect(en.decimal(-0.25, 1)).toBe('-0.3');
	});

	it('writes scores with infinities and short counts for badges', () => {
		expect([en.score(7), en.score(-8), en.score(-Infinity), en.score(Infinity)]).toEqual([
			'7',
			'-8',
			'-∞',
			'+∞'
		]);
		expect([en.compact(999), en.compact(63904), en.compact(64000), en.compact(1_234_567)]).toEqual([
			'999',
			'63.9K',
			'64K',
			'1.2M'
		]);
		expect(fr.compact(63904)).toBe('63,9K');
	});

	it('writes a value exactly: the shortest decimal, no exponent, the language’s decimal sign', () => {
		expect([0.001, 0.002, 0.25, 12345, -0, 1e-7, 8 / 3, 1.5e21].map(en.exact)).toEqual([
			'0.001',
			'0.002',
			'0.25',
			'12,345',
			'0',
			'0.0000001',
			'2.6666666666666665',
			'1,500,000,000,000,000,000,000'
		]);
		expect([0.25, -12345.5, Infinity, -Infinity].map(fr.exact)).toEqual([
			'0,25',
			'-12\u202f345,5',
			'+∞',
			'-∞'
		]);
	});

	it('reads back every finite value it writes, with as many digits as String()', () => {
		fc.assert(
			fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (v) => {
				const text = shortestDecimal(v);
				expect(text).toMatch(/^-?\d+(\.\d+)?$/);
				expect(Number(text)).toBe(v + 0);
				expect(Number(en.exact(v).replace(/,/g, ''))).toBe(v + 0);
				expect(
					Number(
						fr
							.exact(v)
							.replace(/\u202f/g, '')
							.replace(',', '.')
					)
				).toBe(v + 0);
				const digits = (t: string) =>
					t
						.replace(/^-|e.*$|\./g, '')
						.replace(/^0+/, '')
						.replace(/0+$/, '');
				expect(digits(text)).toBe(digits(String(v)));
			})
		);
	});
});

describe('clip', () => {
	it('keeps short text and shortens long text to 40 characters and an ellipsis', () => {
		expect(clip('XOX/.O./X..')).toEqual({ text: 'XOX/.O./X..', clipped: false, length: 11 });
		const long = clip('x'.repeat(5000));
		expect(long.text).toBe(`${'x'.repeat(40)}…`);
		expect(long).toMatchObject({ clipped: true, length: 5000 });
		expect(clip('x'.repeat(40)).clipped).toBe(false);
		expect(clip('abcdef', 3).text).toBe('abc…');
	});
});

describe('the catalogues’ numbers and times', () => {
	it('English: 549,946, 1.8 ms, 30 s', () => {
		const en = english;
		expect(en.numbers.integer(549946)).toBe('549,946');
		expect(en.numbers.milliseconds(1.84)).toBe('1.8 ms');
		expect(en.numbers.milliseconds(1234.567, 2)).toBe('1,234.57 ms');
		expect(en.numbers.seconds(30)).toBe('30 s');
	});

	it('French: 549 946 with U+202F, 1,8 ms with a no-break space, 30 s', () => {
		const fr = french;
		expect(fr.format).toEqual({ group: '\u202f', decimal: ',' });
		expect(fr.numbers.integer(549946)).toBe('549\u202f946');
		expect(fr.numbers.integer(255168)).toBe('255\u202f168');
		expect(fr.numbers.decimal(-0.25, 1)).toBe('-0,3');
		expect(fr.numbers.milliseconds(1.84)).toBe('1,8\u00a0ms');
		expect(fr.numbers.milliseconds(1234.567, 2)).toBe('1\u202f234,57\u00a0ms');
		expect(fr.numbers.seconds(60)).toBe('60\u00a0s');
		expect(fr.numbers.compact(1_234_567)).toBe('1,2M');
	});
});
