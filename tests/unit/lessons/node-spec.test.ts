/** Node specs resolved on the 14-node tree of XO./OOX/X.. and on the empty board's transpositions. */
import { describe, expect, it } from 'vitest';
import { childrenOf, parsePosition, principalVariation, search } from '$lib/engine/index';
import { buildStepIndex, nodeAtStep } from '$lib/stepper/index';
import { LessonError, nodeAtPath, nodesWithPosition, resolveNodes } from '$lib/lessons/index';

const result = search(parsePosition('XO./OOX/X..'));
const record = result.record;
const index = buildStepIndex(record, result.options);

describe('nodeAtPath', () => {
	it('follows the moves from the root', () => {
		expect(nodeAtPath(record, [])).toBe(0);
		const first = childrenOf(record, 0);
		expect(nodeAtPath(record, [2])).toBe(first[0]);
		expect(nodeAtPath(record, [7])).toBe(first[1]);
		const n = nodeAtPath(record, [2, 7]);
		expect([record.parent[n], record.move[n]]).toEqual([first[0], 7]);
	});

	it.each([[[0]], [[2, 2]], [[2, 7, 8]]])('%j leaves the search', (path) => {
		expect(() => nodeAtPath(record, path)).toThrow(LessonError);
	});
});

describe('resolveNodes', () => {
	it('root, pv, step', () => {
		expect(resolveNodes(index, 'root', 0)).toEqual([0]);
		expect(resolveNodes(index, 'pv', 0)).toEqual(principalVariation(record));
		expect(resolveNodes(index, 'step', 20)).toEqual([nodeAtStep(index, 20)]);
	});

	it("children, with a result filter from the root mover's view", () => {
		const kids = childrenOf(record, 0);
		expect(resolveNodes(index, { kind: 'children', path: [] }, 0)).toEqual(kids);
		expect(resolveNodes(index, { kind: 'children', path: [], result: 'draw' }, 0)).toEqual([
			kids[1]
		]);
		expect(resolveNodes(index, { kind: 'children', path: [], result: 'loss' }, 0)).toEqual([
			kids[0],
			kids[2]
		]);
		expect(resolveNodes(index, { kind: 'children', path: [], result: 'win' }, 0)).toEqual([]);
	});

	it('depth and leaves', () => {
		expect(resolveNodes(index, { kind: 'depth', depth: 1 }, 0)).toEqual(childrenOf(record, 0));
		expect(resolveNodes(index, { kind: 'leaves' }, 0)).toHaveLength(6);
		expect(resolveNodes(index, { kind: 'leaves', outcome: 'O' }, 0)).toHaveLength(2);
		expect(resolveNodes(index, { kind: 'leaves', outcome: 'draw' }, 0)).toHaveLength(2);
	});

	it('a path', () => {
		expect(resolveNodes(index, { kind: 'path', path: [8] }, 0)).toEqual([nodeAtPath(record, [8])]);
	});
});

describe('nodesWithPosition', () => {
	it('finds every move order reaching a position (transpositions)', () => {
		const whole = search(parsePosition('X........ o'), { alphaBeta: false });
		// X is on 0 at the root; O takes 1 and 4 in either order, X takes 2 between: 2 nodes.
		const nodes = nodesWithPosition(whole.record, 'XOX/.O./...');
		expect(nodes.length).toBe(2);
		for (const n of nodes) expect(whole.record.depth[n]).toBe(3);
	});

	it('the root position once', () => {
		expect(nodesWithPosition(record, 'XO./OOX/X..')).toEqual([0]);
	});
});
