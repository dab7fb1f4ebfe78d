/**
 * Lesson 6 (docs/reference-figures.md, without the depth penalty): 549,946 / 18,297 / 7,275
 * nodes on the empty board; with the penalty alpha-beta 20,866 and centre first 7,865; per opening
 * plain 59,705 (corner), 63,905 (edge), 55,505 (centre), alpha-beta 13 to 26 times fewer, centre
 * first 1,521 to 1,982 nodes.
 */
import { describe, expect, it } from 'vitest';
import { emptyPosition, play, search } from '$lib/engine/index';
import { resolveLesson, valuesOf } from '../fixtures';

const slides = resolveLesson('move-ordering');

describe('the move-ordering lesson', () => {
	it('6 slides on the empty board, without the depth penalty', () => {
		expect(slides).toHaveLength(6);
		for (const s of slides) {
			expect(s.position).toEqual(emptyPosition());
			expect(s.options.depthPenalty).toBe(false);
		}
		expect(slides[0].view).toBe('whole');
	});

	it('plain minimax: 549,946 nodes, a draw, cell 1', () => {
		expect(valuesOf(slides[0], 'move-ordering.plain')).toEqual({
			nodes: 549_946,
			best: 0,
			value: 0
		});
	});

	it('alpha-beta: 18,297 nodes, about 30 times fewer, the same decision', () => {
		const v = valuesOf<{ fewer: number }>(slides[1], 'move-ordering.alpha-beta');
		expect(v).toMatchObject({ nodes: 18_297, plainNodes: 549_946, best: 0, value: 0 });
		expect(v.fewer).toBeCloseTo(549_946 / 18_297, 12);
	});

	it('centre first: 7,275 nodes, the centre, value 0', () => {
		const v = valuesOf<{ fewer: number }>(slides[2], 'move-ordering.center-first');
		expect(v).toMatchObject({
			nodes: 7_275,
			indexNodes: 18_297,
			plainNodes: 549_946,
			best: 4,
			value: 0
		});
		expect(v.fewer).toBeCloseTo(549_946 / 7_275, 12);
	});

	it("the first move tried, the centre, holds 1,982 of the tree's nodes", () => {
		const v = valuesOf(slides[3], 'move-ordering.first-move');
		expect(v).toEqual({
			cell: 4,
			value: 0,
			firstNodes: 1_982,
			otherNodes: 7_275 - 1 - 1_982,
			others: 8
		});
		const reply = search(play(emptyPosition(), 4), slides[3].options);
		expect(reply.nodes).toBe(1_982);
	});

	it('the compare table: 549,946 / 18,297 / 7,275 without, 549,946 / 20,866 / 7,865 with the penalty', () => {
		expect(valuesOf(slides[4], 'move-ordering.compare')).toEqual({
			withoutPenalty: { minimax: 549_946, 'alpha-beta': 18_297, 'center-first': 7_275 },
			withPenalty: { minimax: 549_946, 'alpha-beta': 20_866, 'center-first': 7_865 }
		});
		expect(slides[4].panels).toEqual(['compare']);
	});

	it('the opening table: 59,705 / 63,905 / 55,505; 13 to 26 times fewer; 1,521 to 1,982', () => {
		const v = valuesOf<{
			minimaxByKind: Record<string, number>;
			fewer: Record<string, { min: number; max: number }>;
			centerFirstNodes: { min: number; max: number };
		}>(slides[5], 'move-ordering.openings');
		expect(v.minimaxByKind).toEqual({ corner: 59_705, edge: 63_905, centre: 55_505 });
		expect([Math.round(v.fewer['alpha-beta'].min), Math.round(v.fewer['alpha-beta'].max)]).toEqual([
			13, 26
		]);
		expect(v.centerFirstNodes).toEqual({ min: 1_521, max: 1_982 });
	});
});
