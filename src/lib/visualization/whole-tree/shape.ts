/**
 * Rebuilding a tree's parent and depth arrays from `end` alone (preorder: the subtree of i is
 * [i, end[i])), so a worker needs only one array of the record. No DOM here.
 */
import type { TreeShape } from './layout';

/**
 * The tree shape given by `end` (first `count` entries), with a stack of open subtrees.
 * @throws RangeError when `end` is not a valid preorder nesting (a subtree leaking out of its parent).
 */
export function shapeFromEnd(end: Int32Array, count: number): TreeShape {
	const parent = new Int32Array(count);
	const depth = new Uint8Array(count);
	const stack: number[] = [];
	for (let i = 0; i < count; i++) {
		while (stack.length && end[stack[stack.length - 1]] <= i) stack.pop();
		const p = stack.length ? stack[stack.length - 1] : -1;
		if (end[i] <= i || end[i] > count || (p >= 0 && end[i] > end[p]) || (p < 0 && i > 0)) {
			throw new RangeError(`end[${i}] = ${end[i]} does not nest in a preorder tree.`);
		}
		parent[i] = p;
		depth[i] = stack.length;
		stack.push(i);
	}
	return { count, parent, end, depth };
}
