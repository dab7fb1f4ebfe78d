/** Symbols: ready pairs by id, your own pair of two characters checked, and the link's form. */
import { describe, expect, it } from 'vitest';
import {
	formatSymbols,
	parseSymbols,
	presetId,
	readSymbols,
	SYMBOL_PRESETS
} from '$lib/game/symbols';

describe('your own pair', () => {
	it.each([
		{ name: '0: two letters', text: 'AB', pair: { X: 'A', O: 'B' } },
		{ name: '1: two emoji, spaces around', text: ' 🐸🐢 ', pair: { X: '🐸', O: '🐢' } },
		{ name: '2: a family emoji is one character', text: '👨‍👩‍👧★', pair: { X: '👨‍👩‍👧', O: '★' } },
		{ name: '3: two kanji', text: '火水', pair: { X: '火', O: '水' } }
	])('$name', ({ text, pair }) => {
		expect(parseSymbols(text)).toEqual({ ok: true, value: pair });
	});

	it.each([
		{ name: '0: one character', text: 'A', problem: 'count' },
		{ name: '1: three characters', text: 'ABC', problem: 'count' },
		{ name: '2: empty', text: '', problem: 'count' },
		{ name: '3: a space inside', text: 'A B', problem: 'count' },
		{ name: '4: an invisible character', text: 'A\u200b', problem: 'blank' },
		{ name: '5: the same twice', text: '🐸🐸', problem: 'same' },
		{ name: '6: O for X and X for O', text: 'ox', problem: 'swapped' }
	])('$name is refused', ({ text, problem }) => {
		expect(parseSymbols(text)).toEqual({ ok: false, error: problem });
	});
});

describe('in the link', () => {
	it('writes a ready pair by its id and your own pair as its two characters, and reads both', () => {
		for (const [id, pair] of Object.entries(SYMBOL_PRESETS)) {
			expect(formatSymbols(pair)).toBe(id);
			expect(readSymbols(id)).toEqual(pair);
			expect(presetId(pair)).toBe(id);
		}
		expect(formatSymbols({ X: '🐸', O: '🐢' })).toBe('🐸🐢');
		expect(readSymbols('🐸🐢')).toEqual({ X: '🐸', O: '🐢' });
		expect(readSymbols('KANJI')).toEqual(SYMBOL_PRESETS.kanji);
		expect(readSymbols('toString')).toBeNull();
		expect(readSymbols('🐸')).toBeNull();
	});
});
