/**
 * Tidy-tree layout of a whole recorded search tree, computed over its typed arrays: no object per
 * node, no recursion. The algorithm is Walker's (1990) in the linear-time form of Buchheim, Jünger
 * and Leipert ("Improving Walker's algorithm to run in linear time", 2002), transcribed from
 * d3-hierarchy's `tree()` (tree.js) field by field: prelim (z), mod (m), change (c), shift (s),
 * thread (t), ancestor (a), number (i) and the default ancestor (A) each become one typed array.
 * With the same separation it gives the same x as `d3.tree().nodeSize([1, 1])` up to a translation
 * (tests/unit/visualization/layout.test.ts checks this).
 *
 * Units: x is in layout units, one unit being the distance between two neighbouring siblings; the
 * leftmost node is at x = 0. y is the depth (plies below the root), not stored here.
 *
 * Why arrays and not d3-hierarchy itself: fed through its children accessor over the record,
 * d3-hierarchy still makes two objects per node (a hierarchy Node and a TreeNode), and on the
 * 549,946-node tree of the empty board it took 1.3-1.7 s and kept about 80 MB of objects, against
 * 110-230 ms and 15 MB of typed arrays kept (30 MB more while it runs) here, with identical x
 * (`npm run bench`, 2-core machine).
 */

/** The part of a SearchRecord the layout needs (a SearchRecord is one). Preorder, root = 0. */
export interface TreeShape {
	readonly count: number;
	/** Parent index, -1 for the root. */
	readonly parent: Int32Array;
	/** One past the last node of the subtree (preorder): subtree of i = [i, end[i]). */
	readonly end: Int32Array;
	/** Plies below the root. */
	readonly depth: Uint8Array;
}

/** Horizontal gaps, in layout units, between neighbours at one depth. */
export interface Separation {
	/** Between two children of one parent. Default 1. */
	siblings: number;
	/** Between nodes with different parents (cousins). Default 2, as d3's default separation. */
	cousins: number;
}

/** d3-hierarchy's default: 1 between siblings, 2 between cousins. */
export const DEFAULT_SEPARATION: Readonly<Separation> = { siblings: 1, cousins: 2 };

/**
 * A laid-out tree plus the indexes drawing and hit-testing need. Every array is indexed by node
 * (preorder) except `byDepth`. All arrays own their buffers, so they can be transferred from a worker.
 */
export interface TreeLayout {
	count: number;
	/** Deepest depth in the tree. */
	maxDepth: number;
	/** Largest x (the leftmost node is at 0), in layout units. */
	width: number;
	/** x of each node, layout units. */
	x: Float64Array;
	/** Smallest and largest x over the subtree of each node (itself included). */
	minX: Float64Array;
	maxX: Float64Array;
	/** Deepest depth reached in the subtree of each node. */
	bottom: Uint8Array;
	/**
	 * Nodes grouped by depth, each group in preorder, which in a tidy tree is left to right, so x is
	 * ascending inside a group: the nodes at depth d are byDepth[depthStart[d] .. depthStart[d + 1]).
	 */
	byDepth: Int32Array;
	/** maxDepth + 2 offsets into byDepth. */
	depthStart: Int32Array;
}

/**
 * Computes the x of every node (Buchheim et al. 2002, iterative).
 * Post-order for the first walk comes from a stack over the preorder indices: a node is finished
 * when the scan leaves its index range, after its descendants and its left siblings.
 * @param shape the tree (parent, end, depth in preorder). An empty tree gives an empty array.
 * @param separation gaps between neighbours (siblings / cousins), layout units.
 * @returns x per node, with the root at 0 (not yet shifted so that the leftmost node is at 0).
 * @throws RangeError when the arrays are shorter than `count`.
 */
export function tidyX(
	shape: TreeShape,
	separation: Readonly<Separation> = DEFAULT_SEPARATION
): Float64Array {
	const n = shape.count;
	const { parent, end, depth } = shape;
	if (parent.length < n || end.length < n || depth.length < n) {
		throw new RangeError(`The tree arrays hold fewer than ${n} nodes.`);
	}
	const prelim = new Float64Array(n); // becomes x at the end
	if (n === 0) return prelim;
	const mod = new Float64Array(n);
	const change = new Float64Array(n);
	const shift = new Float64Array(n);
	const thread = new Int32Array(n).fill(-1);
	const ancestor = new Int32Array(n);
	const number = new Int32Array(n);
	const lastChild = new Int32Array(n).fill(-1);
	const prevSibling = new Int32Array(n).fill(-1);
	const defaultAncestor = new Int32Array(n).fill(-1);
	const sibGap = separation.siblings;
	const cousinGap = separation.cousins;

	// Sibling links, in one preorder pass: children of p appear in order, so when child i is met
	// lastChild[p] is its left sibling.
	let maxDepth = 0;
	ancestor[0] = 0;
	for (let i = 1; i < n; i++) {
		ancestor[i] = i;
		if (depth[i] > maxDepth) maxDepth = depth[i];
		const p = parent[i];
		const w = lastChild[p];
		prevSibling[i] = w;
		number[i] = w < 0 ? 0 : number[w] + 1;
		lastChild[p] = i;
	}

	const nextLeft = (v: number): number => (end[v] > v + 1 ? v + 1 : thread[v]);
	const nextRight = (v: number): number => (end[v] > v + 1 ? lastChild[v] : thread[v]);
	const gap = (a: number, b: number): number => (parent[a] === parent[b] ? sibGap : cousinGap);

	function moveSubtree(wm: number, wp: number, amount: number): void {
		const c = amount / (number[wp] - number[wm]);
		change[wp] -= c;
		shift[wp] += amount;
		change[wm] += c;
		prelim[wp] += amount;
		mod[wp] += amount;
	}

	function executeShifts(v: number): void {
		let s = 0;
		let c = 0;
		for (let w = lastChild[v]; w >= 0; w = prevSibling[w]) {
			prelim[w] += s;
			mod[w] += s;
			c += change[w];
			s += shift[w] + c;
		}
	}

	function apportion(v: number, w: number, anc: number): number {
		if (w < 0) return anc;
		let vip = v;
		let vop = v;
		let vim = w;
		let vom = parent[v] + 1; // leftmost sibling
		let sip = mod[vip];
		let sop = mod[vop];
		let sim = mod[vim];
		let som = mod[vom];
		for (;;) {
			vim = nextRight(vim);
			vip = nextLeft(vip);
			if (vim < 0 || vip < 0) break;
			vom = nextLeft(vom);
			vop = nextRight(vop);
			ancestor[vop] = v;
			const s = prelim[vim] + sim - prelim[vip] - sip + gap(vim, vip);
			if (s > 0) {
				const a = parent[ancestor[vim]] === parent[v] ? ancestor[vim] : anc;
				moveSubtree(a, v, s);
				sip += s;
				sop += s;
			}
			sim += mod[vim];
			sip += mod[vip];
			som += mod[vom];
			sop += mod[vop];
		}
		if (vim >= 0 && nextRight(vop) < 0) {
			thread[vop] = vim;
			mod[vop] += sim - sop;
		}
		if (vip >= 0 && nextLeft(vom) < 0) {
			thread[vom] = vip;
			mod[vom] += sip - som;
			anc = v;
		}
		return anc;
	}

	function firstWalk(v: number): void {
		const w = prevSibling[v];
		if (end[v] > v + 1) {
			executeShifts(v);
			const midpoint = (prelim[v + 1] + prelim[lastChild[v]]) / 2;
			if (w >= 0) {
				prelim[v] = prelim[w] + gap(v, w);
				mod[v] = prelim[v] - midpoint;
			} else {
				prelim[v] = midpoint;
			}
		} else if (w >= 0) {
			prelim[v] = prelim[w] + gap(v, w);
		}
		const p = parent[v];
		if (p >= 0) {
			const a = defaultAncestor[p];
			defaultAncestor[p] = apportion(v, w, a >= 0 ? a : p + 1);
		}
	}

	// First walk in post-order, driven by a stack of open subtrees (depth + 1 entries at most).
	const stack = new Int32Array(maxDepth + 2);
	let sp = 0;
	for (let i = 0; i < n; i++) {
		while (sp > 0 && end[stack[sp - 1]] <= i) firstWalk(stack[--sp]);
		stack[sp++] = i;
	}
	while (sp > 0) firstWalk(stack[--sp]);

	// Second walk in preorder: x = prelim + sum of the ancestors' mods; the root lands on 0.
	const rootMod = -prelim[0];
	prelim[0] += rootMod;
	mod[0] += rootMod;
	for (let i = 1; i < n; i++) {
		const pm = mod[parent[i]];
		prelim[i] += pm;
		mod[i] += pm;
	}
	return prelim;
}

/**
 * Builds the drawing indexes of a laid-out tree: subtree extents, subtree bottoms and nodes by depth.
 * Shifts `x` in place so that the leftmost node is at 0.
 * @param shape the tree; `x` its tidy x (from tidyX or any layout that keeps preorder left to right).
 */
export function indexLayout(shape: TreeShape, x: Float64Array): TreeLayout {
	const n = shape.count;
	const { parent, depth } = shape;
	let lo = Infinity;
	let maxDepth = 0;
	for (let i = 0; i < n; i++) {
		if (x[i] < lo) lo = x[i];
		if (depth[i] > maxDepth) maxDepth = depth[i];
	}
	let width = 0;
	if (n > 0) {
		for (let i = 0; i < n; i++) {
			x[i] -= lo;
			if (x[i] > width) width = x[i];
		}
	}
	const minX = Float64Array.from(x);
	const maxX = Float64Array.from(x);
	const bottom = Uint8Array.from(depth.subarray(0, n));
	// Reverse preorder: every child is finished before its parent.
	for (let i = n - 1; i > 0; i--) {
		const p = parent[i];
		if (minX[i] < minX[p]) minX[p] = minX[i];
		if (maxX[i] > maxX[p]) maxX[p] = maxX[i];
		if (bottom[i] > bottom[p]) bottom[p] = bottom[i];
	}
	// Counting sort by depth, stable: preorder inside each depth.
	const depthStart = new Int32Array(maxDepth + 2);
	for (let i = 0; i < n; i++) depthStart[depth[i] + 1]++;
	for (let d = 0; d <= maxDepth; d++) depthStart[d + 1] += depthStart[d];
	const fill = depthStart.slice(0, maxDepth + 1);
	const byDepth = new Int32Array(n);
	for (let i = 0; i < n; i++) byDepth[fill[depth[i]]++] = i;
	return { count: n, maxDepth, width, x, minX, maxX, bottom, byDepth, depthStart };
}

/**
 * Lays out a whole tree: tidy x per node and the drawing indexes. Runs in O(count) time and memory;
 * 549,946 nodes take a few hundred milliseconds, so call it from a worker (app/workers/layout.worker.ts).
 */
export function layoutTree(
	shape: TreeShape,
	separation: Readonly<Separation> = DEFAULT_SEPARATION
): TreeLayout {
	return indexLayout(shape, tidyX(shape, separation));
}

/** Buffers of a layout, for `postMessage(layout, layoutTransferables(layout))`. */
export function layoutTransferables(layout: TreeLayout): ArrayBuffer[] {
	return [layout.x, layout.minX, layout.maxX, layout.bottom, layout.byDepth, layout.depthStart].map(
		(a) => a.buffer as ArrayBuffer
	);
}
