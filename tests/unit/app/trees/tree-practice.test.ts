import { describe, expect, it } from 'vitest';
import { reorderedTree, TreePractice } from '$lib/app/trees/tree-practice.svelte';
import { childIds, nodeName, parseTree, searchTree, treeToText } from '$lib/trees';

describe('TreePractice', () => {
	it('a seed gives the same set of five', () => {
		const a = new TreePractice('pruned-leaves', 7);
		const b = new TreePractice('pruned-leaves', 7);
		expect(a.questions).toHaveLength(5);
		expect(a.questions.map((q) => treeToText(q.tree))).toEqual(
			b.questions.map((q) => treeToText(q.tree))
		);
	});

	it('pruned leaves: the search’s own answer is right, the score counts the first check', () => {
		const p = new TreePractice('pruned-leaves', 7);
		// A wrong first answer (nothing marked), unless the tree prunes nothing.
		const pruned = searchTree(p.question.tree, { algorithm: 'alpha-beta' }).prunedLeaves;
		expect(pruned.length).toBeGreaterThan(0);
		expect(p.check().correct).toBe(false);
		for (const id of pruned) p.toggle(id);
		expect(p.check().correct).toBe(true);
		expect(p.score).toEqual({ correct: 0, attempted: 1 });
		p.next();
		expect(p.index).toBe(1);
		expect(p.marked.size).toBe(0);
		for (const id of searchTree(p.question.tree, { algorithm: 'alpha-beta' }).prunedLeaves)
			p.toggle(id);
		expect(p.check().correct).toBe(true);
		expect(p.score).toEqual({ correct: 1, attempted: 2 });
	});

	it('node values: the minimax values typed are right; a wrong one is named', () => {
		const p = new TreePractice('node-values', 3);
		const tree = p.question.tree;
		const search = searchTree(tree, { algorithm: p.question.algorithm });
		const inner = Array.from({ length: tree.count }, (_, i) => i).filter((i) => tree.childCount[i]);
		p.setValue(inner[0], String(search.value + 1));
		const wrong = p.check();
		expect(wrong.correct).toBe(false);
		expect(wrong.mistakes[0]).toMatchObject({
			kind: 'wrong-value',
			node: 'A',
			expected: search.value
		});
	});

	it('move order: the picture follows the student’s order, mapped back to the question', () => {
		const tree = parseTree('[[3,12,8],[2,4,6],[14,5,2]]');
		const { shown, originalOf } = reorderedTree(tree, new Map([[0, [3, 1, 2]]]));
		expect(treeToText(shown)).toBe('[[14, 5, 2], [3, 12, 8], [2, 4, 6]]');
		expect(childIds(shown, 0).map((c) => nodeName(tree, originalOf[c]))).toEqual(['D', 'B', 'C']);
		const p = new TreePractice('move-order', 5);
		const [first, second] = childIds(p.view.shown, 0).map((c) => p.original(c));
		expect(p.move(childIds(p.view.shown, 0)[0], 1)).toBe(true);
		expect(
			childIds(p.view.shown, 0)
				.slice(0, 2)
				.map((c) => p.original(c))
		).toEqual([second, first]);
		expect(p.order.get(0)?.slice(0, 2)).toEqual([second, first]);
	});
});
