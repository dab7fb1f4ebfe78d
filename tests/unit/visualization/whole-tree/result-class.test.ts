/** Result classes (result-class.ts): who wins under best play colours each node. */
import { describe, expect, it } from 'vitest';
import { isHorizon, parsePosition, search } from '$lib/engine';
import { heuristicMagnitude, resultClass } from '$lib/visualization/whole-tree/result-class';
import { PALETTE, RESULT_COLOURS } from '$lib/visualization/whole-tree/palette';
import { recordOf } from '../fixtures';

describe('result classes', () => {
	it('classes nodes by result: finished games by outcome, others by value', () => {
		const record = recordOf('XOX/.O./X..');
		// Root: O to move, value > 0 means O (the root mover) wins.
		expect(record.rootMover).toBe('O');
		for (let i = 0; i < record.count; i++) {
			const outcome = record.flags[i] & 3;
			const expected =
				outcome === 1
					? 1
					: outcome === 2
						? 2
						: outcome === 3
							? 0
							: record.value[i] > 0
								? 2
								: record.value[i] < 0
									? 1
									: 0;
			expect(resultClass(record, i)).toBe(expected);
		}
		expect(RESULT_COLOURS[1]).toBe(PALETTE.X_COLOUR);
		expect(RESULT_COLOURS[2]).toBe(PALETTE.O_COLOUR);
	});
});

describe('a depth-limited search (fault: evaluations were coloured as wins)', () => {
	it('classes a value no larger than the horizon leaves as heuristic (3), a proven win as a win', () => {
		const { record } = search(parsePosition('X../.../...'), {
			alphaBeta: false,
			depthPenalty: true,
			order: 'index',
			depthLimit: 2
		});
		const most = heuristicMagnitude(record);
		expect(most).toBeGreaterThan(0);
		const classes = new Set<number>();
		for (let i = 0; i < record.count; i++) {
			const c = resultClass(record, i);
			classes.add(c);
			if (isHorizon(record, i) && record.value[i] !== 0) expect(c).toBe(3);
		}
		// Two plies from X../.../... no line can be completed: nothing is proven but draws of 0.
		expect([...classes].sort()).toEqual(classes.has(0) ? [0, 3] : [3]);
		expect(RESULT_COLOURS[3]).toBe(PALETTE.HORIZON_COLOUR);
	});

	it('keeps proven wins in a depth-limited search: XX./OO./... to 2 plies', () => {
		const { record } = search(parsePosition('XX./OO./...'), {
			alphaBeta: false,
			depthPenalty: true,
			order: 'index',
			depthLimit: 2
		});
		// X wins at once on cell 3: a finished game, and the root's value is that win (10 - 1 = 9).
		expect(record.value[0]).toBe(9);
		expect(resultClass(record, 0)).toBe(1);
		expect(heuristicMagnitude(record)).toBeLessThan(9);
	});
});
