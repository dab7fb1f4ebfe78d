/**
 * Lesson 8, the whole tree (docs/reference-figures.md): 549,946 nodes (549,945 below the
 * root), 255,168 games, 5,478 distinct positions; XOX/.O./X.. is reached 12 times (3! orders of the
 * X marks times 2! of the O marks) and its subtree is the 34-node search of that position.
 */
import { describe, expect, it } from 'vitest';
import { formatPosition, cellsOfMasks, search, parsePosition } from '$lib/engine/index';
import { lab, resolveLesson, valuesOf } from '../fixtures';

const slides = resolveLesson('whole-tree');

describe('the whole-tree lesson', () => {
	it('5 slides in the whole-tree view', () => {
		expect(slides).toHaveLength(5);
		for (const s of slides) expect(s.view).toBe('whole');
	});

	it('549,946 nodes, 549,945 below the root', () => {
		expect(valuesOf(slides[0], 'whole-tree.nodes')).toEqual({ nodes: 549_946, belowRoot: 549_945 });
	});

	it('255,168 finished games', () => {
		const v = valuesOf<{ games: number; xWins: number; oWins: number; draws: number }>(
			slides[1],
			'whole-tree.games'
		);
		expect(v.games).toBe(255_168);
		expect(v.xWins + v.oWins + v.draws).toBe(v.games);
		expect(v).toEqual({ games: 255_168, xWins: 131_184, oWins: 77_904, draws: 46_080 });
	});

	it('5,478 distinct positions', () => {
		const v = valuesOf<{ positions: number; perPosition: number }>(
			slides[2],
			'whole-tree.positions'
		);
		expect(v.positions).toBe(5_478);
		expect(v.perPosition).toBeCloseTo(549_946 / 5_478, 12);
	});

	it('XOX/.O./X.. is reached 12 times, all at depth 5', () => {
		expect(valuesOf(slides[3], 'whole-tree.transpositions')).toEqual({ count: 12, depth: 5 });
		const show = slides[3].show;
		const record = lab.search('.../.../...', slides[3].options).record;
		if (show.kind !== 'highlight') throw new Error('expected a highlight');
		for (const n of show.nodes) {
			expect(
				formatPosition({ cells: cellsOfMasks(record.xMask[n], record.oMask[n]), toMove: 'O' })
			).toBe('XOX/.O./X..');
		}
	});

	it('one of them holds the same 34 nodes as the search of that position', () => {
		expect(valuesOf(slides[4], 'whole-tree.subtree')).toEqual({
			path: [0, 1, 2, 4, 6],
			nodes: 34,
			searchNodes: search(parsePosition('XOX/.O./X..')).nodes
		});
	});
});
