/** Computer level ids: parse, format, validation of stored objects. */
import { describe, expect, it } from 'vitest';
import { LEVEL_PRESETS, formatLevel, isLevel, parseLevel, type Level } from '$lib/game';

describe('level ids', () => {
	it.each([
		{ id: 'unbeatable', level: { kind: 'unbeatable' } },
		{ id: 'lookahead-1', level: { kind: 'lookahead', plies: 1 } },
		{ id: 'lookahead-2', level: { kind: 'lookahead', plies: 2 } },
		{ id: 'lookahead-8', level: { kind: 'lookahead', plies: 8 } },
		{ id: 'random-0', level: { kind: 'random', percent: 0 } },
		{ id: 'random-30', level: { kind: 'random', percent: 30 } },
		{ id: 'random-100', level: { kind: 'random', percent: 100 } }
	])('$id parses and formats back', ({ id, level }) => {
		expect(parseLevel(id)).toEqual({ ok: true, value: level });
		expect(formatLevel(level as Level)).toBe(id);
	});

	it.each([
		'',
		'Unbeatable',
		'lookahead-0',
		'lookahead-9',
		'random-101',
		'random--1',
		'random-3.5',
		'easy'
	])('"%s" is refused with bad-level', (text) => {
		expect(parseLevel(text)).toEqual({ ok: false, error: { code: 'bad-level', text } });
	});

	it('offers unbeatable first and two weaker levels', () => {
		expect(LEVEL_PRESETS.map(formatLevel)).toEqual(['unbeatable', 'lookahead-2', 'random-30']);
	});
});

describe('isLevel', () => {
	it.each([
		{ value: { kind: 'unbeatable' }, valid: true },
		{ value: { kind: 'lookahead', plies: 3 }, valid: true },
		{ value: { kind: 'random', percent: 30 }, valid: true },
		{ value: { kind: 'lookahead', plies: '3' }, valid: false },
		{ value: { kind: 'lookahead', plies: 0 }, valid: false },
		{ value: { kind: 'random', percent: 30, extra: 1 }, valid: false },
		{ value: { kind: 'random', percent: 130 }, valid: false },
		{ value: { kind: 'genius' }, valid: false },
		{ value: null, valid: false },
		{ value: 'unbeatable', valid: false }
	])('$value: $valid', ({ value, valid }) => {
		expect(isLevel(value)).toBe(valid);
	});
});
