/** The three compared settings and their ratios. */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine/index';
import {
	DEPTH_PENALTIES,
	SETTINGS,
	searchSetting,
	settingOptions,
	withRatios
} from '$lib/classroom/settings';

describe('settingOptions', () => {
	it.each([
		{ setting: 'minimax' as const, alphaBeta: false, order: 'index' },
		{ setting: 'alpha-beta' as const, alphaBeta: true, order: 'index' },
		{ setting: 'center-first' as const, alphaBeta: true, order: 'center-first' }
	])('$setting: alpha-beta $alphaBeta, order $order', ({ setting, alphaBeta, order }) => {
		for (const depthPenalty of DEPTH_PENALTIES) {
			expect(settingOptions(setting, depthPenalty)).toEqual({ alphaBeta, depthPenalty, order });
		}
	});

	it('lists minimax first (the ratios divide by it), depth penalty on then off', () => {
		expect(SETTINGS).toEqual(['minimax', 'alpha-beta', 'center-first']);
		expect(DEPTH_PENALTIES).toEqual([true, false]);
	});
});

describe('searchSetting and withRatios on XOX/.O./X..', () => {
	const position = parsePosition('XOX/.O./X..');
	const rows = withRatios(SETTINGS.map((s) => searchSetting(position, s, true)));

	it('reads the engine: 34 nodes plain, 15 with alpha-beta, same value and move', () => {
		expect(rows.map((r) => r.nodes)).toEqual(
			SETTINGS.map((s) => search(position, settingOptions(s, true)).nodes)
		);
		expect(rows[0].nodes).toBe(34);
		expect(rows[1].nodes).toBe(15);
		expect(rows.map((r) => [r.value, r.bestMove])).toEqual([
			[9, 7],
			[9, 7],
			[9, 7]
		]);
	});

	it('fewer = minimax nodes / nodes', () => {
		expect(rows[0].fewer).toBe(1);
		expect(rows[1].fewer).toBeCloseTo(34 / 15, 12);
		expect(rows[2].fewer).toBeCloseTo(34 / rows[2].nodes, 12);
	});

	it('withRatios refuses a table that does not start with plain minimax', () => {
		expect(() => withRatios(rows.slice(1))).toThrow(/plain minimax/);
	});
});
