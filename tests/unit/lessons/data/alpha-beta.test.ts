/**
 * Lesson 5 on XOX/.O./X.. (depth penalty on): 34 nodes with plain minimax, 15 with alpha-beta and
 * the same choice; the first cutoff (step 12, beta 0 <= alpha 7, nothing left to prune), the first
 * that prunes (step 22, alpha 7 >= beta 7, cell 9), and the root's second move (step 40,
 * beta -8 <= alpha 7: cells 8 and 9 pruned, "<= -8").
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine/index';
import { buildStepIndex, stepAt } from '$lib/stepper/index';
import { resolveLesson, valuesOf } from '../fixtures';

const slides = resolveLesson('alpha-beta');
const position = parsePosition('XOX/.O./X..');
const ab = search(position, { alphaBeta: true });
const index = buildStepIndex(ab.record, ab.options);

describe('the alpha-beta lesson', () => {
	it('34 nodes plain, 15 with alpha-beta, both play cell 8 for 9', () => {
		expect(valuesOf(slides[0], 'alpha-beta.plain')).toEqual({ nodes: 34, best: 7, value: 9 });
		expect(valuesOf(slides[1], 'alpha-beta.pruned')).toEqual({
			nodes: ab.nodes,
			plainNodes: search(position, { alphaBeta: false }).nodes,
			skipped: 19,
			best: 7,
			plainBest: 7,
			value: 9
		});
		expect(ab.nodes).toBe(15);
	});

	it('after the first root move returns 7, the window is [7, +infinity]', () => {
		expect(valuesOf(slides[2], 'alpha-beta.window')).toEqual({
			cell: 3,
			value: 7,
			alpha: 7,
			beta: Infinity
		});
	});

	it('the first cutoff: a min node, beta 0 <= alpha 7, nothing left to prune', () => {
		expect(slides[3].step).toBe(12);
		expect(valuesOf(slides[3], 'alpha-beta.first-cutoff')).toEqual({
			path: [3, 5, 8],
			maximizing: false,
			alpha: 7,
			beta: 0,
			value: 0,
			bound: 'upper',
			pruned: []
		});
	});

	it('the first cutoff that prunes: a max node, alpha 7 >= beta 7, cell 9 pruned', () => {
		expect(slides[4].step).toBe(22);
		expect(valuesOf(slides[4], 'alpha-beta.first-prune')).toMatchObject({
			path: [3, 7],
			maximizing: true,
			alpha: 7,
			beta: 7,
			bound: 'lower',
			pruned: [8]
		});
	});

	it("the root's second move: beta -8 <= alpha 7, cells 8 and 9 pruned, <= -8", () => {
		expect(slides[5].step).toBe(40);
		expect(valuesOf(slides[5], 'alpha-beta.root-cutoff')).toEqual({
			path: [5],
			maximizing: false,
			alpha: 7,
			beta: -8,
			value: -8,
			bound: 'upper',
			pruned: [7, 8]
		});
	});

	it('the cutoff slides read the step the stepper decodes', () => {
		for (const s of slides.slice(3, 6)) {
			const step = stepAt(index, s.step);
			expect(step.kind).toBe('cutoff');
			expect(s.show).toEqual({ kind: 'zoomTo', node: step.node });
			expect(s.narration.values).toMatchObject({
				alpha: step.alpha,
				beta: step.beta,
				pruned: step.pruned
			});
		}
	});

	it('the root scores: two are upper bounds', () => {
		expect(valuesOf(slides[6], 'alpha-beta.bounds')).toEqual({
			cells: [3, 5, 7, 8],
			scores: [7, -8, 9, -8],
			bounds: ab.moves.map((m) => m.bound),
			best: 7
		});
		expect(ab.moves.map((m) => m.bound)).toEqual(['exact', 'upper', 'exact', 'upper']);
	});
});
