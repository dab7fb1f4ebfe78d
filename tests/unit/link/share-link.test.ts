/** Share links (share-link.ts): step= and embed= read from a hash, and the links written. */
import { describe, expect, it } from 'vitest';
import {
	absoluteLink,
	lessonShareHash,
	pageShareHash,
	readShareParams,
	shareErrorValue,
	withStep
} from '$lib/link/share-link';

describe('share links', () => {
	it('reads step= and embed= from the query of any hash', () => {
		expect(readShareParams('#/?position=XOX/.O./X..&step=12&embed=1')).toEqual({
			step: 12,
			embed: true,
			errors: []
		});
		expect(readShareParams('#/lesson/minimax/2?step=0')).toMatchObject({ step: 0, embed: false });
		expect(readShareParams('#/lesson/minimax/2')).toEqual({ step: null, embed: false, errors: [] });
	});

	it('gives each bad value its typed error and the default', () => {
		const read = readShareParams('#/?step=-3&embed=yes');
		expect([read.step, read.embed]).toEqual([null, false]);
		expect(read.errors.map(shareErrorValue)).toEqual([
			{ code: 'step-syntax', value: '-3' },
			{ code: 'embed-value', value: 'yes' }
		]);
	});

	it('writes the page’s link and a lesson slide’s with the step', () => {
		const options = { alphaBeta: true, depthPenalty: false, order: 'center-first' } as const;
		expect(pageShareHash('XOX/.O./X..', options, 'whole', 17)).toBe(
			'#/?position=XOX%2F.O.%2FX..&alphabeta=1&depth=0&order=center&view=whole&step=17'
		);
		expect(pageShareHash(null, { ...options, alphaBeta: false }, 'open', null)).toBe(
			'#/?depth=0&order=center'
		);
		expect(lessonShareHash('depth-penalty', 3, null)).toBe('#/lesson/depth-penalty/3');
		expect(lessonShareHash('alpha-beta', 4, 12)).toBe('#/lesson/alpha-beta/4?step=12');
		expect(withStep('#/', 0)).toBe('#/?step=0');
		expect(() => withStep('#/', -1)).toThrow(RangeError);
	});

	it('makes the link absolute against the document, over http and from file://', () => {
		expect(absoluteLink('http://localhost:4173/#/lesson/x/1', '#/?step=2')).toBe(
			'http://localhost:4173/#/?step=2'
		);
		expect(absoluteLink('file:///media/usb/build/index.html', '#/')).toBe(
			'file:///media/usb/build/index.html#/'
		);
	});
});
