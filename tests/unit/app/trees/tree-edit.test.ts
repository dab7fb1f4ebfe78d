import { describe, expect, it } from 'vitest';
import {
	addChild,
	deleteNode,
	EditError,
	idAt,
	moveChild,
	pathOf,
	setLeaf,
	toNested
} from '$lib/app/trees/tree-edit';
import { buildTree, parseTree, treeToText } from '$lib/trees';

const text = (nested: Parameters<typeof buildTree>[0]) => treeToText(buildTree(nested));

describe('tree edits', () => {
	it('round-trips a tree through nested values, explicit probabilities kept', () => {
		const tree = parseTree('[?[0.25: 3, 0.75: [1, 2]], 4]');
		expect(treeToText(buildTree(toNested(tree)))).toBe(treeToText(tree));
	});

	it('paths and ids agree (breadth-first ids, child positions from the root)', () => {
		const tree = parseTree('[[3,12,8],[2,4,6],[14,5,2]]');
		expect(pathOf(tree, 8)).toEqual([1, 1]);
		expect(idAt(tree, [1, 1])).toBe(8);
		expect(idAt(tree, [3])).toBe(-1);
	});

	it('adds, deletes, sets and moves without changing the argument', () => {
		const nested = toNested(parseTree('[[1, 2], 3]'));
		const before = JSON.stringify(nested);
		expect(text(addChild(nested, [0]))).toBe('[[1, 2, 0], 3]');
		expect(text(addChild(nested, [1]))).toBe('[[1, 2], [0]]');
		expect(text(deleteNode(nested, [0, 1]))).toBe('[[1], 3]');
		expect(text(deleteNode(deleteNode(nested, [0, 1]), [0, 0]))).toBe('[0, 3]');
		expect(text(setLeaf(nested, [0, 1], -7))).toBe('[[1, -7], 3]');
		expect(text(moveChild(nested, [], 1, 0))).toBe('[3, [1, 2]]');
		expect(JSON.stringify(nested)).toBe(before);
	});

	it('refuses what does not apply', () => {
		const nested = toNested(parseTree('[[1, 2], 3]'));
		const code = (f: () => unknown) => {
			try {
				f();
			} catch (e) {
				return e instanceof EditError ? e.code : 'other';
			}
			return 'none';
		};
		expect(code(() => deleteNode(nested, []))).toBe('root');
		expect(code(() => setLeaf(nested, [0], 5))).toBe('not-a-leaf');
		expect(code(() => setLeaf(nested, [1], NaN))).toBe('bad-value');
		expect(code(() => moveChild(nested, [0], 0, 2))).toBe('bad-move');
		expect(code(() => addChild(nested, [5]))).toBe('no-such-node');
	});

	it('a chance node keeps its probabilities when reordered, gets equal ones when its children change', () => {
		const nested = toNested(parseTree('?[0.25: 3, 0.75: 4]'));
		expect(text(moveChild(nested, [], 0, 1))).toBe(treeToText(parseTree('?[0.75: 4, 0.25: 3]')));
		expect(text(addChild(nested, []))).toBe(treeToText(parseTree('?[3, 4, 0]')));
	});
});
