import { describe, expect, it } from 'vitest';
import { followHash } from '$lib/live/follow-hash';
import { readUrlState } from '$lib/link/url-state';

describe('followHash', () => {
	it('opens a view without a clock search as sent', () => {
		expect(followHash({ hash: '#/lesson/alpha-beta/4?step=12' })).toBe(
			'#/lesson/alpha-beta/4?step=12'
		);
		expect(followHash({ hash: '#/?position=XOX/.O./X..&step=3' })).toBe(
			'#/?position=XOX/.O./X..&step=3'
		);
	});

	it('gives a clock search the depth the teacher completed as its depth limit', () => {
		const hash = followHash({ hash: '#/?game=connect4&depthlimit=12', search: { depth: 9 } });
		expect(new URLSearchParams(hash.slice(3)).get('depthlimit')).toBe('9');
		expect(new URLSearchParams(hash.slice(3)).get('game')).toBe('connect4');
		const link = readUrlState(followHash({ hash: '#/?game=connect4', search: { depth: 9 } }));
		expect(link.errors).toEqual([]);
		expect(link.options.depthLimit).toBe(9);
		expect(link.options.iterativeDeepening).toBe(true);
	});

	it('ignores a depth that is not a whole number of plies, and lesson links', () => {
		expect(followHash({ hash: '#/?game=connect4', search: { depth: 0 } })).toBe('#/?game=connect4');
		expect(followHash({ hash: '#/?game=connect4', search: { depth: 2.5 } })).toBe(
			'#/?game=connect4'
		);
		expect(followHash({ hash: '#/lesson/connect4-solver/8', search: { depth: 9 } })).toBe(
			'#/lesson/connect4-solver/8'
		);
	});
});
