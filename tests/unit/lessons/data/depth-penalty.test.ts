/**
 * Lesson 3, the depth penalty on XOX/.O./X.. (docs/reference-figures.md): 7, -8, 9, -8 and
 * cell 8 with the penalty; 10, -10, 10, -10 and cell 4 without, a win two plies later.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine/index';
import { resolveLesson, valuesOf } from '../fixtures';

const slides = resolveLesson('depth-penalty');
const position = parsePosition('XOX/.O./X..');

describe('the depth-penalty lesson', () => {
	it('5 slides on XOX/.O./X.., O to move, the whole search shown', () => {
		expect(slides).toHaveLength(5);
		for (const s of slides) {
			expect(s.position).toEqual(position);
			expect(s.step).toBe(s.totalSteps - 1);
		}
	});

	it('slide 1: O to move, cells 4, 6, 8, 9 free, O can win at once on cell 8, the AI plays cell 4', () => {
		expect(valuesOf(slides[0], 'depth-penalty.position')).toEqual({
			toMove: 'O',
			free: [3, 5, 7, 8],
			wins: [7],
			chosen: 3,
			depthPenalty: false
		});
	});

	it('slide 2, without the penalty: 10, -10, 10, -10 and cell 4 (index 3)', () => {
		const v = valuesOf(slides[1], 'depth-penalty.without');
		expect(v).toEqual({ cells: [3, 5, 7, 8], scores: [10, -10, 10, -10], best: 3, value: 10 });
		const engine = search(position, slides[1].options);
		expect(v).toEqual({
			cells: engine.moves.map((m) => m.cell),
			scores: engine.moves.map((m) => m.score),
			best: engine.bestMove,
			value: engine.value
		});
		expect(slides[1].options.depthPenalty).toBe(false);
	});

	it('slide 3: cell 4 wins at depth 3, two plies after cell 8 would have', () => {
		expect(valuesOf(slides[2], 'depth-penalty.later')).toEqual({
			best: 3,
			bestDepth: 3,
			quick: 7,
			quickDepth: 1
		});
	});

	it('slide 4, with the penalty: 7, -8, 9, -8 and cell 8 (index 7)', () => {
		const v = valuesOf(slides[3], 'depth-penalty.with');
		expect(v).toEqual({ cells: [3, 5, 7, 8], scores: [7, -8, 9, -8], best: 7, value: 9 });
		const engine = search(position, slides[3].options);
		expect(v).toMatchObject({ scores: engine.moves.map((m) => m.score), best: engine.bestMove });
		expect(slides[3].options.depthPenalty).toBe(true);
	});

	it('slide 5: each score is 10 - d or d - 10 for the depth d of its game', () => {
		const v = valuesOf<{ scores: number[]; depths: number[] }>(slides[4], 'depth-penalty.rule');
		expect(v.depths).toEqual([3, 2, 1, 2]);
		v.scores.forEach((score, k) => expect(Math.abs(score)).toBe(10 - v.depths[k]));
	});

	it('highlights the root moves, then the principal variation', () => {
		expect(slides[1].show).toEqual({ kind: 'highlight', nodes: [1, 13, 22, 23] });
		expect(slides[4].show).toEqual({ kind: 'highlight', nodes: [0, 22] });
	});
});
