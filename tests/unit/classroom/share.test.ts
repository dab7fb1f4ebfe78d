/** Share-link parameters: step= (validated against the step count) and embed=. */
import { describe, expect, it } from 'vitest';
import {
	EmbedValueError,
	ShareLinkError,
	StepRangeError,
	StepSyntaxError,
	checkStepParam,
	formatStepParam,
	parseEmbedParam,
	parseStepParam,
	readStepParam
} from '$lib/classroom/share';
import { buildStepIndex } from '$lib/stepper/index';
import { parsePosition, search } from '$lib/engine/index';

const xox = search(parsePosition('XOX/.O./X..'), { alphaBeta: true });
const total = buildStepIndex(xox.record, xox.options).total;

describe('step=', () => {
	it('XOX/.O./X.. with alpha-beta has 56 steps: 0 and 55 are valid', () => {
		expect(total).toBe(56);
		expect(readStepParam('0', total)).toBe(0);
		expect(readStepParam('55', total)).toBe(55);
		expect(readStepParam('007', total)).toBe(7);
	});

	it('absent: null', () => {
		expect(readStepParam(null, total)).toBeNull();
		expect(readStepParam('', total)).toBeNull();
	});

	it.each(['-1', '1.5', '1e3', 'abc', ' 3', '0x10', '12345678901'])('syntax error: %j', (raw) => {
		const error = (() => {
			try {
				parseStepParam(raw);
			} catch (e) {
				return e;
			}
		})();
		expect(error).toBeInstanceOf(StepSyntaxError);
		expect(error).toBeInstanceOf(ShareLinkError);
		expect((error as StepSyntaxError).code).toBe('step-syntax');
		expect((error as StepSyntaxError).value).toBe(raw);
	});

	it('out of range: step 56 of 56 steps', () => {
		expect(() => readStepParam('56', total)).toThrow(StepRangeError);
		try {
			checkStepParam(56, total);
		} catch (e) {
			expect(e).toMatchObject({ code: 'step-range', step: 56, total: 56 });
		}
	});

	it('formats a step and reads it back', () => {
		for (const k of [0, 1, 55]) expect(readStepParam(formatStepParam(k), total)).toBe(k);
		expect(() => formatStepParam(-1)).toThrow(RangeError);
		expect(() => formatStepParam(1.5)).toThrow(RangeError);
	});
});

describe('embed=', () => {
	it.each([
		['1', true],
		['true', true],
		['TRUE', true],
		['0', false],
		['false', false],
		['', false]
	])('%j -> %s', (raw, value) => expect(parseEmbedParam(raw)).toBe(value));

	it('absent: not embedded', () => expect(parseEmbedParam(null)).toBe(false));

	it.each(['yes', '2', 'on'])('%j is an error', (raw) => {
		expect(() => parseEmbedParam(raw)).toThrow(EmbedValueError);
		expect(() => parseEmbedParam(raw)).toThrow(
			expect.objectContaining({ code: 'embed-value', value: raw })
		);
	});
});
