/**
 * The public view API of the tree views, the same for the open-nodes tree (TreeView.svelte) and the
 * whole tree (WholeTree.svelte), so that a parent (a guided lesson, the page) can drive either
 * without touching its internals. Nodes are record indices (0 is the root, preorder).
 *
 * How a parent gets it: both components export these functions; bind the component instance
 *
 *   let view = $state<TreeViewApi>();
 *   <WholeTree bind:this={view} {record} />      (or <TreeView bind:this={view} {stepper} ... />)
 *   view?.zoomToNode(42);
 *
 * Calls made before the view can move (the whole tree while its layout runs) are kept and applied
 * once it can: the last fit / zoom / reveal request wins; highlights show as soon as they are drawn.
 * Highlights belong to the record shown: a new record starts with none.
 */

/** The tree picture a view shows: the open-nodes tree (fills in step by step) or the whole tree. */
export type TreeViewKind = 'open' | 'whole';

export interface TreeViewApi {
	/** Shows the whole tree (whole tree view) or the whole open part (open-nodes view). */
	fit(): void;
	/**
	 * Makes `node` visible (opening what hides it) and zooms until it shows large (its mini-board),
	 * centred.
	 * @throws RangeError when `node` is not a node of the record shown; nothing changes then.
	 */
	zoomToNode(node: number): void;
	/**
	 * Makes `node` visible (opening what hides it) and brings it into view with the least movement:
	 * no move when it is already on screen.
	 * @throws RangeError as zoomToNode.
	 */
	revealNode(node: number): void;
	/**
	 * Rings these nodes, replacing any earlier highlight (an empty set clears it).
	 * @throws RangeError when one of them is not a node of the record; nothing changes then.
	 */
	highlight(nodes: Iterable<number>): void;
	/** Removes the highlight. */
	clear(): void;
}

/**
 * Checks that `node` is a node of a record of `count` nodes.
 * @throws RangeError naming the node and the valid range.
 */
export function checkNode(node: number, count: number): void {
	if (!Number.isInteger(node) || node < 0 || node >= count) {
		throw new RangeError(
			`Node ${node} does not exist in this tree: expected an integer from 0 to ${count - 1}.`
		);
	}
}

/**
 * The nodes of a highlight, checked, without duplicates, in preorder (ascending).
 * @throws RangeError (checkNode) on the first node that is not in the record.
 */
export function checkNodes(nodes: Iterable<number>, count: number): Int32Array {
	const unique = new Set<number>();
	for (const node of nodes) {
		checkNode(node, count);
		unique.add(node);
	}
	return Int32Array.from(unique).sort();
}
