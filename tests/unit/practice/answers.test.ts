/** Typed answers: scores with bounds and window ends, with typed errors. */
import { describe, expect, it } from 'vitest';
import { parseScoreAnswer, parseWindowEnd } from '$lib/practice/index';

describe('parseScoreAnswer', () => {
	it.each([
		['7', 7, 'exact'],
		['-8', -8, 'exact'],
		['+3', 3, 'exact'],
		['<= -8', -8, 'upper'],
		['≤ −8', -8, 'upper'],
		['>=0', 0, 'lower'],
		['≥ 10', 10, 'lower'],
		['< 2', 2, 'upper'],
		['= 4', 4, 'exact']
	] as const)('%s is %i, %s', (text, value, bound) => {
		expect(parseScoreAnswer(text)).toEqual({ ok: true, value: { value, bound } });
	});

	it.each([
		['', 'empty'],
		['  ', 'empty'],
		['seven', 'not-a-number'],
		['<= ', 'not-a-number'],
		['1.5', 'not-a-number'],
		['=> 3', 'bad-bound']
	])('"%s" is refused with %s', (text, code) => {
		const r = parseScoreAnswer(text);
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.error.code).toBe(code);
	});

	it.each([['99999999999999999999'], ['-1000'], ['<= 1000']])(
		'a huge whole number is out of range, not "not a whole number": %s',
		(text) => {
			const r = parseScoreAnswer(text);
			expect(r.ok ? null : r.error.code).toBe('out-of-range');
		}
	);

	it.each([
		['999', 999],
		['-999', -999],
		['0010', 10]
	] as const)('a whole number within ±999 is read: %s', (text, value) => {
		expect(parseScoreAnswer(text)).toEqual({ ok: true, value: { value, bound: 'exact' } });
	});

	it.each([['1e3'], ['0x10']])('"%s" is still not a whole number', (text) => {
		const r = parseScoreAnswer(text);
		expect(r.ok ? null : r.error.code).toBe('not-a-number');
	});
});

describe('parseWindowEnd', () => {
	it.each([
		['-inf', -Infinity],
		['−∞', -Infinity],
		['+infinity', Infinity],
		['∞', Infinity],
		['- infini', -Infinity],
		['INF', Infinity],
		['7', 7],
		['-10', -10]
	] as const)('%s is %s', (text, value) => {
		expect(parseWindowEnd(text)).toEqual({ ok: true, value });
	});

	it.each([
		['', 'empty'],
		['infinite-ish', 'not-a-number'],
		['2.5', 'not-a-number'],
		['99999999999999999999', 'out-of-range']
	])('"%s" is refused with %s', (text, code) => {
		const r = parseWindowEnd(text);
		expect(r.ok ? null : r.error.code).toBe(code);
	});
});
