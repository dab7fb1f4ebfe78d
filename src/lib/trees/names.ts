/**
 * Node names, as in the textbook: the inner nodes (decision and chance nodes) are lettered A, B, C...
 * breadth first, left to right, the root A; after Z come AA, AB, ... AZ, BA... (spreadsheet column
 * style). A leaf is shown by its value; where a leaf must be told from an equal one (practice
 * feedback, the CLI), its handle is its parent's name and its 1-based position: `C2`.
 */
import type { Tree } from './tree';

/** The letters of inner-node number n (0 -> A, 25 -> Z, 26 -> AA). */
export function letters(n: number): string {
	let s = '';
	for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26)) {
		s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
	}
	return s;
}

/** The name of node i: letters for an inner node, the value for a leaf (`formatTreeNumber`). */
export function nodeName(tree: Tree, i: number): string {
	void tree;
	void i;
	throw new Error('not yet');
}

/** A leaf's handle, unique in the tree: parent's name and 1-based position (`C2`); inner: its name. */
export function nodeHandle(tree: Tree, i: number): string {
	void tree;
	void i;
	throw new Error('not yet');
}

/** The node with this handle or inner-node name, or -1. */
export function nodeByHandle(tree: Tree, handle: string): number {
	void tree;
	void handle;
	throw new Error('not yet');
}

/**
 * A tree number as text, language-neutral: an integer as is, a fraction with at most 4 decimals,
 * trailing zeros dropped (8/3 -> "2.6667"); -Infinity / Infinity as "-inf" / "+inf".
 */
export function formatTreeNumber(v: number): string {
	if (v === Infinity) return '+inf';
	if (v === -Infinity) return '-inf';
	if (Number.isInteger(v)) return String(v);
	return String(Number(v.toFixed(4)));
}
