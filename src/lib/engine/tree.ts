/**
 * Walks over the recorded tree (record.ts): the subtree of node i is the index range [i, end[i]),
 * its first child is i + 1 and the next sibling of child c is end[c].
 */
import type { SearchRecord } from './record';

/** Indices of the children of node i, in the order the search examined them. */
export function childrenOf(record: SearchRecord, i: number): number[] {
	const out: number[] = [];
	for (let c = i + 1; c < record.end[i]; c = record.end[c]) out.push(c);
	return out;
}

/** Number of children of node i (examined ones; pruned moves are not children). */
export function childCount(record: SearchRecord, i: number): number {
	let n = 0;
	for (let c = i + 1; c < record.end[i]; c = record.end[c]) n++;
	return n;
}

/**
 * The principal variation: node indices from the root down, following at each node the first child
 * whose value equals the node's value (the child that set it, by the strict-improvement tie-break).
 */
export function principalVariation(record: SearchRecord): number[] {
	const line = [0];
	let i = 0;
	for (;;) {
		let next = -1;
		for (let c = i + 1; c < record.end[i]; c = record.end[c]) {
			if (record.value[c] === record.value[i]) {
				next = c;
				break;
			}
		}
		if (next < 0) return line;
		line.push(next);
		i = next;
	}
}
