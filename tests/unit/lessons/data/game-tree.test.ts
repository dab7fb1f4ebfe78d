/**
 * Lesson 1 on XO./OOX/X.. (X to move): 14 nodes; the root's moves 3, 8, 9 (indices 2, 7, 8);
 * six finished games (two won by each side, two draws) at depths 2 and 3; X maximizes at depths
 * 0 and 2, O minimizes at depth 1. Worked out by hand in the lesson's design: O's column 2-5-8
 * threat must be blocked on cell 8.
 */
import { describe, expect, it } from 'vitest';
import { childrenOf, isFinished, parsePosition, search } from '$lib/engine/index';
import { resolveLesson, valuesOf } from '../fixtures';

const slides = resolveLesson('game-tree');
const engine = search(parsePosition('XO./OOX/X..'));

describe('the game-tree lesson', () => {
	it('6 slides on the 14-node tree, fully searched, in the open-nodes view', () => {
		expect(slides).toHaveLength(6);
		expect(engine.nodes).toBe(14);
		for (const s of slides) {
			expect(s).toMatchObject({ view: 'open', nodes: 14, step: 46, totalSteps: 47 });
		}
	});

	it('the root: X to move, 3 empty cells, 3 moves, 14 nodes', () => {
		expect(valuesOf(slides[0], 'game-tree.root')).toEqual({
			toMove: 'X',
			empty: 3,
			moves: 3,
			nodes: 14
		});
		expect(slides[0].show).toEqual({ kind: 'highlight', nodes: [0] });
	});

	it("the moves: cells 3, 8, 9, the root's children", () => {
		expect(valuesOf(slides[1], 'game-tree.moves')).toEqual({ toMove: 'X', cells: [2, 7, 8] });
		expect(slides[1].show).toEqual({ kind: 'highlight', nodes: childrenOf(engine.record, 0) });
	});

	it('a leaf: X on 3, O on 8 wins at depth 2', () => {
		expect(valuesOf(slides[2], 'game-tree.leaf')).toEqual({ path: [2, 7], outcome: 'O', depth: 2 });
		expect(slides[2].show).toEqual({ kind: 'zoomTo', node: 2 });
	});

	it('the leaves: 6 finished games, 2 each, at depths 2 and 3', () => {
		const v = valuesOf(slides[3], 'game-tree.leaves');
		expect(v).toEqual({ leaves: 6, xWins: 2, oWins: 2, draws: 2, depths: [2, 3] });
		const leaves = [...Array(14).keys()].filter((i) => isFinished(engine.record, i));
		expect(slides[3].show).toEqual({ kind: 'highlight', nodes: leaves });
	});

	it('the levels: X maximizes at depths 0 and 2, O minimizes at depth 1', () => {
		expect(valuesOf(slides[4], 'game-tree.levels')).toEqual({
			maximizer: 'X',
			minimizer: 'O',
			maximizerDepths: [0, 2],
			minimizerDepths: [1]
		});
	});

	it('the size: 14 nodes, 6 leaves, 8 inner nodes, depth 3', () => {
		expect(valuesOf(slides[5], 'game-tree.size')).toEqual({
			nodes: 14,
			leaves: 6,
			inner: 8,
			maxDepth: 3
		});
		expect(slides[5].show).toEqual({ kind: 'fit' });
	});
});
