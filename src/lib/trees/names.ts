/**
 * Node names, as in the textbook: the inner nodes (decision and chance nodes) are lettered A, B, C...
 * breadth first, left to right, the root A; after Z come AA, AB, ... AZ, BA... (spreadsheet column
 * style). A leaf is shown by its value; where a leaf must be told from an equal one (practice
 * feedback, the CLI), its handle is its parent's name and its 1-based position: `C2`.
 */
import { shortestDecimal } from '../i18n/format';
import { NODE_LEAF, type Tree } from './tree';

const letterIndexes = new WeakMap<Tree, Int32Array>();

/** Per node, its number among the inner nodes in breadth-first order; -1 for a leaf. Cached. */
function letterIndex(tree: Tree): Int32Array {
	let idx = letterIndexes.get(tree);
	if (!idx) {
		idx = new Int32Array(tree.count);
		let k = 0;
		for (let i = 0; i < tree.count; i++) idx[i] = tree.kind[i] === NODE_LEAF ? -1 : k++;
		letterIndexes.set(tree, idx);
	}
	return idx;
}

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
	const k = letterIndex(tree)[i];
	return k < 0 ? formatTreeNumber(tree.leafValue[i]) : letters(k);
}

/** A leaf's handle, unique in the tree: parent's name and 1-based position (`C2`); inner: its name. */
export function nodeHandle(tree: Tree, i: number): string {
	const p = tree.parent[i];
	if (tree.kind[i] !== NODE_LEAF || p < 0) return letters(Math.max(0, letterIndex(tree)[i]));
	return letters(letterIndex(tree)[p]) + String(i - tree.firstChild[p] + 1);
}

/** The node with this handle or inner-node name, or -1. */
export function nodeByHandle(tree: Tree, handle: string): number {
	const m = /^([A-Z]+)(\d*)$/.exec(handle.trim().toUpperCase());
	if (!m) return -1;
	let k = 0;
	for (const ch of m[1]) k = k * 26 + (ch.charCodeAt(0) - 64);
	k -= 1;
	const idx = letterIndex(tree);
	let inner = -1;
	for (let i = 0; i < tree.count; i++) {
		if (idx[i] === k) {
			inner = i;
			break;
		}
	}
	if (inner < 0 || m[2] === '') return inner;
	const pos = Number(m[2]) - 1;
	if (pos < 0 || pos >= tree.childCount[inner]) return -1;
	const c = tree.firstChild[inner] + pos;
	return tree.kind[c] === NODE_LEAF ? c : -1;
}

/**
 * A tree number as text, language-neutral and exact: the shortest decimal that reads back to it
 * (i18n/format.ts shortestDecimal: 0.00001 stays "0.00001", 8/3 is "2.6666666666666665");
 * -Infinity / Infinity as "-inf" / "+inf".
 */
export function formatTreeNumber(v: number): string {
	if (v === Infinity) return '+inf';
	if (v === -Infinity) return '-inf';
	return shortestDecimal(v);
}
