/** Share links (share-link.ts): the page's link and a lesson slide's, with the step, written by the codec. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, TIC_TAC_TOE_4, CONNECT_FOUR } from '$lib/game';
import { DEFAULT_PREFS } from '$lib/link/game-link';
import { readLink } from '$lib/link/params';
import { absoluteLink, lessonShareHash, pageShareHash } from '$lib/link/share-link';
import { readUrlState } from '$lib/link/url-state';

describe('share links', () => {
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
		expect(readLink('#/lesson/alpha-beta/4?step=12', { route: 'lesson' }).values.step).toBe(12);
	});

	it('fault: a share link from 4x4 or Connect Four wrote no game= and reopened as a 3x3 position error', () => {
		const options = { alphaBeta: true, depthPenalty: true, order: 'index' } as const;
		const fourByFour = '..../.X../..O./....';
		const state = (rules: typeof TIC_TAC_TOE_4) => ({
			settings: { ...DEFAULT_SETTINGS, rules },
			prefs: DEFAULT_PREFS,
			seed: 0
		});
		const hash = pageShareHash(fourByFour, options, 'open', 3, state(TIC_TAC_TOE_4));
		expect(hash).toBe('#/?position=....%2F.X..%2F..O.%2F....&alphabeta=1&game=ttt4&step=3');
		const back = readUrlState(hash);
		expect(back.errors).toEqual([]);
		expect(back.position?.cells.length).toBe(16);
		expect(back.step).toBe(3);
		const c4 = `${'......./'.repeat(5)}...X...`;
		const c4Hash = pageShareHash(c4, options, 'open', null, state(CONNECT_FOUR));
		expect(c4Hash).toContain('&game=connect4');
		expect(readUrlState(c4Hash).errors).toEqual([]);
		expect(readUrlState(c4Hash).position?.cells[38]).toBe('X');
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
