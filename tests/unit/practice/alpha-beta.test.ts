/** Alpha-beta facts read back from the record of `XOX/.O./X..` (depth penalty on). */
import { describe, expect, it } from 'vitest';
import { buildStepIndex, stepAt } from '$lib/stepper/index';
import { cutoffAt, pruneTestAt, windowOrigin } from '$lib/practice/alpha-beta';
import { node, xoxRecord } from './helpers';

const ab = xoxRecord(true, true);
const index = buildStepIndex(ab, { alphaBeta: true, depthPenalty: true });

describe('pruneTestAt', () => {
	it('the entry window, then the window after each child', () => {
		const n = node(ab, '5');
		expect(pruneTestAt(index, n, n + 1)).toEqual({
			node: n,
			maximizing: false,
			alpha: 7,
			beta: Infinity,
			fires: false
		});
		expect(pruneTestAt(index, n, ab.end[n])).toEqual({
			node: n,
			maximizing: false,
			alpha: 7,
			beta: -8,
			fires: true
		});
	});

	it('never fires in a plain record', () => {
		const plain = xoxRecord(false, true);
		const plainIndex = buildStepIndex(plain, { alphaBeta: false, depthPenalty: true });
		for (let i = 0; i < plain.count; i++)
			expect(pruneTestAt(plainIndex, i, plain.end[i]).fires).toBe(false);
	});
});

describe('cutoffAt', () => {
	it('at cell 8: X on 3 scores -8 <= alpha 9, cells 5 and 7 pruned, at its cutoff step', () => {
		const n = node(ab, '8');
		const c = cutoffAt(index, n);
		expect(c).toMatchObject({
			node: n,
			test: { alpha: 9, beta: -8, fires: true },
			after: { cell: 3, value: -8, bound: 'exact' },
			pruned: [5, 7]
		});
		expect(stepAt(index, c!.step)).toMatchObject({ kind: 'cutoff', node: n, pruned: [5, 7] });
	});

	it('a cutoff after the last legal move prunes nothing; no cutoff gives null', () => {
		expect(cutoffAt(index, node(ab, '358'))?.pruned).toEqual([]);
		expect(cutoffAt(index, 0)).toBeNull();
	});
});

describe('windowOrigin', () => {
	it('alpha 9 at 8, 3 was set by the root after cell 7; beta is still infinite', () => {
		expect(windowOrigin(index, node(ab, '83'), 'alpha')).toEqual({
			value: 9,
			source: 0,
			child: { node: node(ab, '7'), cell: 7, value: 9, bound: 'exact' }
		});
		expect(windowOrigin(index, node(ab, '83'), 'beta')).toEqual({
			value: Infinity,
			source: null,
			child: null
		});
		expect(windowOrigin(index, 0, 'alpha')).toEqual({
			value: -Infinity,
			source: null,
			child: null
		});
	});
});
