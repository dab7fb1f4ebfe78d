/**
 * Lesson 2, stepping through the game-tree lesson's 14 nodes (47 steps): the first leaf scores
 * -8 (O wins at depth 2), the minimizer below cell 3 returns min(-8, 0) = -8, the root's best goes
 * from -8 to 0 after cell 8, and X chooses cell 8 (index 7) with value 0.
 */
import { describe, expect, it } from 'vitest';
import { parsePosition, search } from '$lib/engine/index';
import { buildStepIndex, stepAt } from '$lib/stepper/index';
import { resolveLesson, valuesOf } from '../fixtures';

const slides = resolveLesson('minimax');
const engine = search(parsePosition('XO./OOX/X..'));
const index = buildStepIndex(engine.record, engine.options);

describe('the minimax lesson', () => {
	it('5 slides with the stepper and the pseudo-code', () => {
		expect(slides).toHaveLength(5);
		for (const s of slides) expect(s.panels).toEqual(['board', 'tree', 'stepper', 'pseudocode']);
	});

	it('steps move forward through the search', () => {
		expect(slides.map((s) => s.step)).toEqual([0, 3, 13, 31, 46]);
		expect(slides.map((s) => stepAt(index, s.step).kind)).toEqual([
			'enter',
			'evaluate',
			'return',
			'update',
			'choose'
		]);
	});

	it('start: X maximizes over 3 moves', () => {
		expect(valuesOf(slides[0], 'minimax.start')).toEqual({ maximizer: 'X', moves: 3 });
	});

	it('first leaf: -8, O wins at depth 2', () => {
		expect(valuesOf(slides[1], 'minimax.first-leaf')).toEqual({
			path: [2, 7],
			outcome: 'O',
			depth: 2,
			score: -8
		});
		expect(slides[1].show).toEqual({ kind: 'zoomTo', node: slides[1].node });
	});

	it('the minimizer below cell 3 returns the smaller of -8 and 0', () => {
		expect(valuesOf(slides[2], 'minimax.min-returns')).toEqual({
			minimizer: 'O',
			cell: 2,
			scores: [-8, 0],
			value: -8
		});
	});

	it("the root's best goes from -8 to 0 when cell 8 returns", () => {
		expect(valuesOf(slides[3], 'minimax.update')).toEqual({
			cell: 7,
			value: 0,
			bestBefore: -8,
			best: 0,
			improved: true
		});
	});

	it('X chooses cell 8 (index 7), value 0, as the engine', () => {
		expect(valuesOf(slides[4], 'minimax.choose')).toEqual({
			cells: [2, 7, 8],
			scores: [-8, 0, -8],
			best: engine.bestMove,
			value: engine.value
		});
		expect(engine.bestMove).toBe(7);
	});
});
