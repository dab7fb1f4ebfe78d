/**
 * Keeping the step-through's place when the search options change: the same position is searched
 * again (with or without alpha-beta, the depth penalty, another move order, a table or a depth
 * limit), and the step-through moves to the step of the new search that shows the node it showed,
 * found by its line of moves from the root; when the new search never reached that node (pruned,
 * or below a table hit or the depth limit), to its nearest ancestor in the new tree, at the step
 * that says why the search stopped there. Pure: O(depth x children) plus the step decoding.
 */
import { hasCutoff, isSearchLeaf, type SearchRecord } from '../engine/index';
import { stepAt } from './step';
import { cutoffStep, enterStep, exitStep, type StepIndex } from './steps';

/** Where a step of one search lands in another search of the same position. */
export interface CarriedStep {
	/** The step of the new search to open at. */
	readonly k: number;
	/** The moves (cells, or what the record's `move` holds) from the root to the node shown before. */
	readonly line: readonly number[];
	/** How many of those moves the new tree has: `line.length` when it has the node itself. */
	readonly kept: number;
	/** The node of the new record shown at step `k`. */
	readonly node: number;
}

/** The moves from the root to node `i`, root's move first. */
export function lineOf(record: SearchRecord, i: number): number[] {
	const line: number[] = [];
	for (let a = i; a > 0; a = record.parent[a]) line.push(record.move[a]);
	return line.reverse();
}

/** The child of node `a` reached by `move`, or -1 when the search did not search it. */
export function childByMove(record: SearchRecord, a: number, move: number): number {
	for (let c = a + 1; c < record.end[a]; c = record.end[c]) if (record.move[c] === move) return c;
	return -1;
}

/**
 * The step of search `to` that shows what step `k` of search `from` showed (both searches start
 * from the same position):
 * - the same node (same line of moves from the root): the step of the same kind there: its `enter`,
 *   its leaf step (evaluate, lookup, heuristic; the `enter` if it is not a leaf any more), the
 *   `update` after the same child (when the new search did not search that child, the step that
 *   says why, as below), its cutoff (its last step when it has none), its `return` or `choose`;
 * - else the nearest ancestor the new tree has: its leaf step when the search stopped there (a
 *   finished game, a table hit, the depth limit), its cutoff step when the child on the line was
 *   pruned, else its `enter`.
 * @throws RangeError when k is not a step number of `from`.
 */
export function carryStep(from: StepIndex, k: number, to: StepIndex): CarriedStep {
	const step = stepAt(from, k);
	const line = lineOf(from.record, step.node);
	const record = to.record;
	let node = 0;
	let kept = 0;
	while (kept < line.length) {
		const c = childByMove(record, node, line[kept]);
		if (c < 0) break;
		node = c;
		kept++;
	}
	const leaf = isSearchLeaf(record, node);
	const cutoff = hasCutoff(record, node) ? cutoffStep(to, node) : -1;
	const at = (target: number) => ({ k: target, line, kept, node });
	// Why the search went no further down the line at `node`: its leaf step, else its cutoff.
	const stop = () =>
		at(leaf ? enterStep(to, node) + 1 : cutoff >= 0 ? cutoff : enterStep(to, node));
	if (kept < line.length) return stop();
	switch (step.kind) {
		case 'enter':
			return at(enterStep(to, node));
		case 'evaluate':
		case 'lookup':
		case 'heuristic':
			return at(enterStep(to, node) + (leaf ? 1 : 0));
		case 'update': {
			const child = childByMove(record, node, from.record.move[step.child as number]);
			return child >= 0 ? at(exitStep(to, child) + 1) : stop();
		}
		case 'cutoff':
			return at(cutoff >= 0 ? cutoff : exitStep(to, node));
		default:
			return at(exitStep(to, node));
	}
}
