/**
 * steps.ts: the step index (step counts of the empty-board searches, steps = 3n - 1 + leaves +
 * cutoffs), the steps of a node and the owner of a step, and bad node indices.
 */
import { describe, expect, it } from 'vitest';
import { emptyPosition, hasCutoff, isFinished, search } from '$lib/engine';
import { buildStepIndex, cutoffStep, enterStep, exitStep, nodeAtStep, stepAt } from '$lib/stepper';
import {
	expectNodeRangeChecked,
	expectStepRangeChecked,
	stepIndexOf,
	XOX
} from '../fixtures/steps';

describe('empty board', () => {
	it('alpha-beta, index order, no depth penalty: 18,297 nodes, steps = 3n - 1 + leaves + cutoffs', () => {
		const result = search(emptyPosition(), { alphaBeta: true, depthPenalty: false });
		const index = buildStepIndex(result.record, result.options);
		expect(result.nodes).toBe(18297);
		let leaves = 0;
		let cuts = 0;
		for (let i = 0; i < result.nodes; i++) {
			if (isFinished(result.record, i)) leaves++;
			if (hasCutoff(result.record, i)) cuts++;
		}
		// 7,330 finished games; 8,180 cutoffs, 3,943 of them after the last move (nothing pruned).
		expect([leaves, cuts]).toEqual([7330, 8180]);
		expect(index.total).toBe(3 * 18297 - 1 + leaves + cuts);
		expect(index.total).toBe(70400);
	});

	it('plain search: 549,946 nodes and 255,168 finished games give 1,905,005 steps', () => {
		// No cutoffs without alpha-beta, and every leaf is one of the 255,168 games.
		const result = search(emptyPosition());
		const index = buildStepIndex(result.record, result.options);
		expect(index.total).toBe(3 * 549946 - 1 + 255168);
		expect(index.total).toBe(1905005);
		const last = stepAt(index, index.total - 1);
		expect([last.kind, last.childMove, last.value]).toEqual(['choose', 0, 0]);
	});
});

describe('nodes and their steps on XOX/.O./X.. with alpha-beta (15 nodes, 56 steps)', () => {
	const index = stepIndexOf(XOX, { alphaBeta: true });

	it('nodeAtStep names the owner of a step', () => {
		expect([nodeAtStep(index, 0), nodeAtStep(index, 14), nodeAtStep(index, 55)]).toEqual([0, 2, 0]);
	});

	it('nodeAtStep throws a RangeError naming the valid range of steps', () => {
		expectStepRangeChecked(nodeAtStep);
	});

	it.each([
		['enterStep', (i: number) => enterStep(index, i)],
		['exitStep', (i: number) => exitStep(index, i)],
		['cutoffStep', (i: number) => cutoffStep(index, i)]
	] as const)('%s throws a RangeError for a node that does not exist', (_name, fn) => {
		expectNodeRangeChecked(fn);
	});
});
