/** Cell names: numbers 1-9 and coordinates a1-c3 (a1 = index 6, c3 = index 2, b2 = index 4), both ways. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONNECT_FOUR, TIC_TAC_TOE, coordinateName, formatCell, parseCell } from '$lib/game';

describe('the 3x3 mapping', () => {
	it.each([
		{ index: 0, number: '1', coordinate: 'a3' },
		{ index: 1, number: '2', coordinate: 'b3' },
		{ index: 2, number: '3', coordinate: 'c3' },
		{ index: 3, number: '4', coordinate: 'a2' },
		{ index: 4, number: '5', coordinate: 'b2' },
		{ index: 5, number: '6', coordinate: 'c2' },
		{ index: 6, number: '7', coordinate: 'a1' },
		{ index: 7, number: '8', coordinate: 'b1' },
		{ index: 8, number: '9', coordinate: 'c1' }
	])('index $index is "$number" and "$coordinate"', ({ index, number, coordinate }) => {
		expect(formatCell(TIC_TAC_TOE, index, 'numbers')).toBe(number);
		expect(formatCell(TIC_TAC_TOE, index, 'coordinates')).toBe(coordinate);
		expect(parseCell(TIC_TAC_TOE, number)).toEqual({ ok: true, value: index });
		expect(parseCell(TIC_TAC_TOE, coordinate)).toEqual({ ok: true, value: index });
		expect(parseCell(TIC_TAC_TOE, ` ${coordinate.toUpperCase()} `)).toEqual({
			ok: true,
			value: index
		});
	});
});

describe('bad cell names', () => {
	it.each([
		{ text: '0', reason: 'out-of-range' },
		{ text: '10', reason: 'out-of-range' },
		{ text: 'd1', reason: 'out-of-range' },
		{ text: 'a4', reason: 'out-of-range' },
		{ text: 'a0', reason: 'out-of-range' },
		{ text: '', reason: 'syntax' },
		{ text: 'b', reason: 'syntax' },
		{ text: '1a', reason: 'syntax' },
		{ text: '5.5', reason: 'syntax' },
		{ text: '-1', reason: 'syntax' }
	])('"$text": $reason', ({ text, reason }) => {
		expect(parseCell(TIC_TAC_TOE, text)).toEqual({
			ok: false,
			error: { code: 'bad-cell-name', reason, text }
		});
	});

	it('formatCell refuses an index off the board', () => {
		expect(() => formatCell(TIC_TAC_TOE, 9, 'numbers')).toThrow(RangeError);
	});
});

describe('other board sizes', () => {
	const connectFour = CONNECT_FOUR;
	it('Connect Four: a1 is the bottom-left cell (35), g6 the top-right (6), 42 the last number', () => {
		expect(parseCell(connectFour, 'a1')).toEqual({ ok: true, value: 35 });
		expect(parseCell(connectFour, 'g6')).toEqual({ ok: true, value: 6 });
		expect(coordinateName(connectFour, 41)).toBe('g1');
		expect(parseCell(connectFour, '42')).toEqual({ ok: true, value: 41 });
		expect(parseCell(connectFour, 'h1').ok).toBe(false);
	});

	it('format then parse gives the index back on any board up to 26 columns', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: 1, max: 26 }),
				fc.integer({ min: 1, max: 12 }),
				fc.nat(),
				(w, h, pick) => {
					const rules = { width: w, height: h, cellCount: w * h };
					const cell = pick % rules.cellCount;
					for (const naming of ['numbers', 'coordinates'] as const) {
						expect(parseCell(rules, formatCell(rules, cell, naming))).toEqual({
							ok: true,
							value: cell
						});
					}
				}
			)
		);
	});
});
