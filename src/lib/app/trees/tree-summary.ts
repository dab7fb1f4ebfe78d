/**
 * The leaf lists under the tree page's summary line, capped so that a tree of hundreds of leaves
 * keeps the picture its space: the leaves evaluated (their values, in the order evaluated) and the
 * leaves never evaluated (each as its value with its unique handle, `4 (C2)`, since values repeat).
 */
import { nodeHandle, nodeName, type TreeSearch } from '$lib/trees';

/** How many leaves each list names before "and N more". */
export const LEAF_LIST_CAP = 20;

/** A capped list: the first items and how many are left out (0 when none). */
export interface CappedList {
	readonly items: readonly string[];
	readonly more: number;
}

/** The first `cap` of `ids` written by `name`, and how many are left out (0 when none). */
function capList(ids: readonly number[], name: (id: number) => string, cap: number): CappedList {
	return { items: ids.slice(0, cap).map(name), more: Math.max(0, ids.length - cap) };
}

/**
 * The search's leaf lists, each capped at `cap`: evaluated leaves by value in the order evaluated,
 * never-evaluated leaves as `value (handle)` left to right as drawn.
 */
export function leafLists(
	search: TreeSearch,
	cap = LEAF_LIST_CAP
): { evaluated: CappedList; pruned: CappedList } {
	const tree = search.tree;
	return {
		evaluated: capList(search.evaluatedLeaves, (id) => nodeName(tree, id), cap),
		pruned: capList(
			search.prunedLeaves,
			(id) => `${nodeName(tree, id)} (${nodeHandle(tree, id)})`,
			cap
		)
	};
}
