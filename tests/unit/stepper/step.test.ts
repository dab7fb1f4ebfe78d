/**
 * step.ts: the step sequence stepAt decodes, pinned on `XOX/.O./X..`, O to move (free cells 4, 6, 8, 9 for people), with and
 * without alpha-beta, and the step counts of the empty-board searches. Expectations come from the
 * tree (engine record, see the comments) and are cross-checked with the naive reference.
 */
import { describe, expect, it } from 'vitest';
import { stepAt, type StepIndex } from '$lib/stepper';
import { referenceSteps } from '../fixtures/stepper-reference';
import { expectStepRangeChecked, stepIndexOf } from '../fixtures/steps';

/** The step index of `text`; the depth penalty is on unless said. */
const indexOf = (text: string, alphaBeta: boolean, depthPenalty = true) =>
	stepIndexOf(text, { alphaBeta, depthPenalty });

function kinds(index: StepIndex, from: number, to: number): string[] {
	const out: string[] = [];
	for (let k = from; k < to; k++) out.push(stepAt(index, k).kind);
	return out;
}

function cutoffs(index: StepIndex) {
	const out: { k: number; node: number; maximizing: boolean; pruned: readonly number[] }[] = [];
	for (let k = 0; k < index.total; k++) {
		const s = stepAt(index, k);
		if (s.kind === 'cutoff')
			out.push({ k, node: s.node, maximizing: s.maximizing, pruned: s.pruned });
	}
	return out;
}

describe('XOX/.O./X.. O to move, alpha-beta, depth penalty', () => {
	// 15 nodes: 7 finished games, 5 cutoffs (#4, #6, #8, #10, #13): 3 x 15 - 1 + 7 + 5 = 56 steps.
	const index = indexOf('XOX/.O./X..', true);

	it('has 56 steps', () => {
		expect(index.record.count).toBe(15);
		expect(index.total).toBe(56);
	});

	it('starts root, O4, X6, O8 (O wins at depth 3: 7), then O9 with its alpha cutoff', () => {
		expect(kinds(index, 0, 17)).toEqual([
			'enter', // 0 root
			'enter', // 1 O plays cell 4
			'enter', // 2 X plays cell 6
			'enter', // 3 O plays cell 8: O wins
			'evaluate', // 4 10 - 3 = 7
			'return', // 5
			'update', // 6 at X6: best 7, alpha -inf -> 7
			'enter', // 7 O plays cell 9, window [7, +inf]
			'enter', // 8 X plays cell 8: a draw
			'evaluate', // 9 0
			'return', // 10
			'update', // 11 beta +inf -> 0
			'cutoff', // 12 beta 0 <= alpha 7, nothing left to prune
			'return', // 13 <= 0
			'update', // 14 at X6: 0 is not better than 7
			'return', // 15 X6 returns 7
			'update' // 16 at O4: beta +inf -> 7
		]);
		const s4 = stepAt(index, 4);
		expect([s4.node, s4.value, s4.outcome, s4.evaluation]).toEqual([3, 7, 'O', 'win']);
		const s6 = stepAt(index, 6);
		expect([s6.node, s6.child, s6.alphaBefore, s6.alpha, s6.windowChange]).toEqual([
			2,
			3,
			-Infinity,
			7,
			'alpha'
		]);
		const s13 = stepAt(index, 13);
		expect([s13.node, s13.value, s13.bound]).toEqual([4, 0, 'upper']);
		const s16 = stepAt(index, 16);
		expect([s16.node, s16.alpha, s16.beta, s16.best, s16.bestMove]).toEqual([
			1,
			-Infinity,
			7,
			7,
			5
		]);
	});

	it('has the five cutoffs with their pruned cells', () => {
		expect(cutoffs(index)).toEqual([
			{ k: 12, node: 4, maximizing: false, pruned: [] },
			{ k: 22, node: 6, maximizing: true, pruned: [8] },
			{ k: 30, node: 8, maximizing: true, pruned: [7] },
			{ k: 40, node: 10, maximizing: false, pruned: [7, 8] },
			{ k: 52, node: 13, maximizing: false, pruned: [5, 7] }
		]);
		const s40 = stepAt(index, 40);
		expect([s40.alpha, s40.beta, s40.value, s40.bound]).toEqual([7, -8, -8, 'upper']);
	});

	it('ends by choosing cell 8 (index 7), the immediate win, value 9', () => {
		const last = stepAt(index, 55);
		expect(last.kind).toBe('choose');
		expect([last.node, last.childMove, last.value, last.bound]).toEqual([0, 7, 9, 'exact']);
	});

	it('matches the naive reference', () => {
		const ref = referenceSteps(index.record, index);
		expect(ref.steps).toHaveLength(56);
		for (let k = 0; k < index.total; k++) expect(stepAt(index, k)).toEqual(ref.steps[k]);
	});
});

describe('XOX/.O./X.. O to move, plain minimax, depth penalty', () => {
	// 34 nodes, 17 finished games, no cutoffs: 3 x 34 - 1 + 17 = 118 steps.
	const index = indexOf('XOX/.O./X..', false);

	it('has 118 steps and no cutoff', () => {
		expect(index.record.count).toBe(34);
		expect(index.total).toBe(118);
		expect(cutoffs(index)).toEqual([]);
	});

	it('starts like the alpha-beta search but O9 returns without a cutoff', () => {
		expect(kinds(index, 0, 15)).toEqual([
			'enter',
			'enter',
			'enter',
			'enter',
			'evaluate',
			'return',
			'update',
			'enter',
			'enter',
			'evaluate',
			'return',
			'update',
			'return', // 12: O9 returns 0, exact
			'update',
			'return'
		]);
		const s11 = stepAt(index, 11);
		expect([s11.alpha, s11.beta, s11.best, s11.windowChange]).toEqual([
			-Infinity,
			Infinity,
			0,
			null
		]);
		expect(stepAt(index, 12).bound).toBe('exact');
	});

	it('chooses cell 8 with value 9; root updates see 7, -8, 9, -8', () => {
		const updates: number[] = [];
		for (let k = 0; k < index.total; k++) {
			const s = stepAt(index, k);
			if (s.kind === 'update' && s.node === 0) updates.push(s.value as number);
		}
		expect(updates).toEqual([7, -8, 9, -8]);
		const last = stepAt(index, 117);
		expect([last.kind, last.childMove, last.value]).toEqual(['choose', 7, 9]);
	});

	it('matches the naive reference', () => {
		const ref = referenceSteps(index.record, index);
		expect(ref.steps).toHaveLength(118);
		for (let k = 0; k < index.total; k++) expect(stepAt(index, k)).toEqual(ref.steps[k]);
	});
});

describe('XOX/.O./X.. without the depth penalty', () => {
	it('plain: root updates 10, -10, 10, -10 and chooses cell 4 (index 3)', () => {
		const index = indexOf('XOX/.O./X..', false, false);
		const updates: number[] = [];
		for (let k = 0; k < index.total; k++) {
			const s = stepAt(index, k);
			if (s.kind === 'update' && s.node === 0) updates.push(s.value as number);
		}
		expect(updates).toEqual([10, -10, 10, -10]);
		const last = stepAt(index, index.total - 1);
		expect([last.kind, last.childMove, last.value]).toEqual(['choose', 3, 10]);
	});
});

describe('bad step numbers', () => {
	it('stepAt throws a RangeError naming the valid range', () => {
		expectStepRangeChecked(stepAt);
	});
});
