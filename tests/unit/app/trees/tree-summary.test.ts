import { describe, expect, it } from 'vitest';
import { parseTree, randomTree, searchTree } from '$lib/trees';
import { LEAF_LIST_CAP, leafLists } from '$lib/app/trees/tree-summary';
import { treePageEn } from '$lib/i18n/en/tree-page';
import { treePageFr } from '$lib/i18n/fr/tree-page';

describe('the summary leaf lists', () => {
	it('Figure 5.2: leaves evaluated by value, the never evaluated with their handles', () => {
		const search = searchTree(parseTree('[[3,12,8],[2,4,6],[14,5,2]]'), {
			algorithm: 'alpha-beta'
		});
		const { evaluated, pruned } = leafLists(search);
		expect(evaluated).toEqual({ items: ['3', '12', '8', '2', '14', '5', '2'], more: 0 });
		expect(pruned).toEqual({ items: ['4 (C2)', '6 (C3)'], more: 0 });
		expect(treePageEn.prunedLeaves(pruned.items, pruned.more)).toBe(
			'Never evaluated: leaves 4 (C2) and 6 (C3)'
		);
	});

	it('fault: a random tree of 341 nodes listed every leaf, filling the tree box', () => {
		const tree = randomTree({ depth: 4, branching: 4, min: -20, max: 20, seed: 7 });
		expect(tree.count).toBe(341);
		const search = searchTree(tree, { algorithm: 'alpha-beta' });
		const { evaluated, pruned } = leafLists(search);
		expect(evaluated.items).toHaveLength(LEAF_LIST_CAP);
		expect(evaluated.items.length + evaluated.more).toBe(search.evaluatedLeaves.length);
		expect(pruned.items.length + pruned.more).toBe(search.prunedLeaves.length);
		expect(search.evaluatedLeaves.length + search.prunedLeaves.length).toBe(256);
		// Each never-evaluated leaf is named by its unique handle.
		expect(new Set(pruned.items).size).toBe(pruned.items.length);
		const en = treePageEn.evaluatedLeaves(evaluated.items, evaluated.more);
		expect(en).toMatch(new RegExp(` and ${evaluated.more} more$`));
		expect(en.split(', ')).toHaveLength(LEAF_LIST_CAP);
		const fr = treePageFr.evaluatedLeaves(evaluated.items, evaluated.more);
		expect(fr).toMatch(new RegExp(` et ${evaluated.more} autres$`));
	});
});
