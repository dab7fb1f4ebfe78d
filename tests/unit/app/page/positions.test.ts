import { describe, expect, it } from 'vitest';
import { formatPosition, parsePosition, search } from '$lib/engine';
import { READY_POSITIONS, readyPositionsOf } from '$lib/app/page/positions';
import { en } from '$lib/i18n';

describe('ready positions', () => {
	it.each(READY_POSITIONS.map((r) => [r.id, r.notation] as const))(
		'case %# %s is valid and named',
		(id, notation) => {
			const position = parsePosition(notation);
			expect(formatPosition(position)).toBe(notation);
			expect(en.positionNames[id]).toBeTruthy();
		}
	);

	it('XX./OO./... o: with the depth penalty O wins at once on cell 6, without it O blocks on cell 3', () => {
		const p = parsePosition('XX./OO./... o');
		expect(search(p).bestMove).toBe(5);
		expect(search(p, { depthPenalty: false }).bestMove).toBe(2);
	});

	it('fault: the menu listed the 3x3 positions in every game; each game lists its own', () => {
		expect(readyPositionsOf('ttt3').map((r) => r.id)).toEqual([
			'empty',
			'depthPenalty',
			'winNow',
			'winNowO'
		]);
		expect(readyPositionsOf('ttt4')).toEqual([]);
		expect(readyPositionsOf('connect4')).toEqual([]);
	});
});
