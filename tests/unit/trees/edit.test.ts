/**
 * edit.ts: the editor's operations return a new tree and the node to select, keep every limit,
 * and refuse what they cannot do without changing the tree.
 */
import { describe, expect, it } from 'vitest';
import { treeProblemText } from '$lib/i18n/trees';
import {
	addChild,
	buildTree,
	deleteNode,
	moveChild,
	nodeName,
	parseTree,
	setChance,
	setLeafValue,
	treeToNested,
	treeToText,
	TreeError,
	type Tree
} from '$lib/trees';

const FIG = () => parseTree('[[3,12,8],[2,4,6],[14,5,2]]');
const problemOf = (f: () => unknown) => {
	try {
		f();
	} catch (e) {
		if (e instanceof TreeError) return e.problem;
		throw e;
	}
	throw new Error('accepted');
};

describe('edits', () => {
	it('treeToNested rebuilds the same tree', () => {
		const t = parseTree('[?[0.25: 1, 0.75: [2, 3]], 4]', { root: 'min' });
		expect(buildTree(treeToNested(t), 'min')).toEqual(t);
	});

	it('add a child to an inner node: a leaf 0 at the end, selected', () => {
		const e = addChild(FIG(), 2);
		expect(treeToText(e.tree)).toBe('[[3, 12, 8], [2, 4, 6, 0], [14, 5, 2]]');
		expect(e.tree.leafValue[e.selected]).toBe(0);
		expect(nodeName(e.tree, e.tree.parent[e.selected])).toBe('C');
	});

	it('add a child to a leaf: it becomes a node over its old value', () => {
		const t = FIG();
		const e = addChild(t, 8); // the leaf 4 under C
		expect(treeToText(e.tree)).toBe('[[3, 12, 8], [2, [4], 6], [14, 5, 2]]');
		expect(e.tree.leafValue[e.selected]).toBe(4);
		// The new inner node takes a letter: E, breadth first after D.
		expect(nodeName(e.tree, e.tree.parent[e.selected])).toBe('E');
	});

	it('delete a node: its subtree goes; a parent left empty becomes a leaf 0', () => {
		const e = deleteNode(FIG(), 2);
		expect(treeToText(e.tree)).toBe('[[3, 12, 8], [14, 5, 2]]');
		expect(e.selected).toBe(0);
		const one = deleteNode(parseTree('[[7], 1]'), 3);
		expect(treeToText(one.tree)).toBe('[0, 1]');
	});

	it('set a leaf`s value, reorder children, make a chance node', () => {
		expect(treeToText(setLeafValue(FIG(), 4, -7).tree)).toBe(
			'[[-7, 12, 8], [2, 4, 6], [14, 5, 2]]'
		);
		const m = moveChild(FIG(), 3, 2, 0);
		expect(treeToText(m.tree)).toBe('[[3, 12, 8], [2, 4, 6], [2, 14, 5]]');
		expect(m.tree.leafValue[m.selected]).toBe(2);
		expect(treeToText(setChance(FIG(), 1, true).tree)).toBe('[?[3, 12, 8], [2, 4, 6], [14, 5, 2]]');
	});

	it('refusals change nothing', () => {
		const t: Tree = FIG();
		const before = treeToText(t);
		expect(problemOf(() => deleteNode(t, 0))).toEqual({ kind: 'edit-root' });
		expect(problemOf(() => setLeafValue(t, 1, 3))).toEqual({ kind: 'not-a-leaf', node: 'B' });
		expect(problemOf(() => setLeafValue(t, 4, 40000))).toMatchObject({
			kind: 'value-range',
			line: 0
		});
		expect(problemOf(() => addChild(t, 99))).toEqual({ kind: 'no-such-node', id: 99 });
		const wide = parseTree(`[${Array(16).fill(0).join(',')}]`);
		expect(problemOf(() => addChild(wide, 0))).toMatchObject({
			kind: 'too-many-children',
			max: 16
		});
		expect(() => moveChild(t, 3, 0, 3)).toThrow(RangeError);
		// A tree that was not typed has no line and column to name.
		const p = problemOf(() => addChild(wide, 0));
		expect(treeProblemText('en', p)).toBe('A node has more than 16 children.');
		expect(treeProblemText('fr', p)).toBe('Un nœud a plus de 16 enfants.');
		expect(treeToText(t)).toBe(before);
	});
});
