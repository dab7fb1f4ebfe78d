/** Result classes (result-class.ts): who wins under best play colours each node. */
import { describe, expect, it } from 'vitest';
import { resultClass } from '$lib/visualization/whole-tree/result-class';
import { O_COLOUR, RESULT_COLOURS, X_COLOUR } from '$lib/visualization/whole-tree/palette';
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
		expect(RESULT_COLOURS[1]).toBe(X_COLOUR);
		expect(RESULT_COLOURS[2]).toBe(O_COLOUR);
	});
});
