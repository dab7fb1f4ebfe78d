/**
 * Negamax on an abstract tree: the search (alpha-beta written with one maximizing function and sign
 * flips, Knuth and Moore 1975), recorded in MAX's view by the search recorder, and the views of a
 * negamax search's record nodes from the player to move (value, window and bound).
 */
import { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER, FLAG_CUTOFF } from '../engine/record';
import { boundCode } from '../engine/record-read';
import { NODE_LEAF, NODE_MAX } from './tree';
import type { TreeSearch } from './search';
import type { SearchRecorder } from './search-recorder';

/**
 * Negamax with alpha-beta (Knuth and Moore 1975): one maximizing function, values from the view
 * of the player to move (color +1 for MAX, -1 for MIN), a child's value negated on return, the
 * window [alpha, beta] handed down as [-beta, -alpha]. The record stores everything in MAX's view
 * (value * color) so that the stepper replays it; `sign` keeps the color per node. Recorded by `r`;
 * returns the root's value in MAX's view.
 */
export function negamaxSearch(r: SearchRecorder): number {
	const color = r.tree.player[0] === NODE_MAX ? 1 : -1;
	return color * nega(r, 0, -1, 0, -Infinity, Infinity, color);
}

function nega(
	r: SearchRecorder,
	t: number,
	parent: number,
	depth: number,
	alpha: number,
	beta: number,
	color: number
): number {
	const tree = r.tree;
	const maxView = (lo: number, hi: number): [number, number] => (color > 0 ? [lo, hi] : [-hi, -lo]);
	const [ea, eb] = maxView(alpha, beta);
	const i = r.open(t, parent, depth, ea, eb);
	if (tree.kind[t] === NODE_LEAF) {
		r.leaf(i, t, ea, eb);
		return color * tree.leafValue[t];
	}
	const kids = r.kids(t);
	let best = -Infinity;
	let lo = alpha;
	let flags = 0;
	let pruned = 0;
	for (let k = 0; k < kids.length; k++) {
		if (!(lo < beta)) throw new Error('Window invariant alpha < beta broken.');
		const v = -nega(r, kids[k], i, depth + 1, -beta, -lo, -color);
		if (v > best) best = v;
		if (best > lo) lo = best;
		if (lo >= beta) {
			flags = FLAG_CUTOFF;
			const [ca, cb] = maxView(lo, beta);
			pruned = r.cut(i, t, kids[k], kids.slice(k + 1), ca, cb);
			break;
		}
	}
	// In the node's own view: upper bound at or below alpha, lower at or above beta; in MAX's
	// view a MIN node's bounds swap.
	const own = best <= alpha ? BOUND_UPPER : best >= beta ? BOUND_LOWER : BOUND_EXACT;
	const bound =
		color > 0 || own === BOUND_EXACT ? own : own === BOUND_UPPER ? BOUND_LOWER : BOUND_UPPER;
	const [ra, rb] = maxView(lo, beta);
	r.close(i, color * best, bound, ra, rb, flags, pruned);
	return best;
}

/**
 * The bound of record node i's value as a view shows it: the record's bound (MAX's view) for every
 * algorithm but negamax; under negamax, the bound in the view of the player to move at the node,
 * where a MIN node's value is negated and so its bound swaps (a MAX-view upper bound "<= 2" reads
 * as the lower bound ">= -2"). Returns BOUND_EXACT, BOUND_LOWER or BOUND_UPPER (engine/record).
 */
export function viewBound(search: TreeSearch, recordNode: number): number {
	const b = boundCode(search.record, recordNode);
	if (search.algorithm !== 'negamax' || search.sign[recordNode] >= 0 || b === BOUND_EXACT) return b;
	return b === BOUND_UPPER ? BOUND_LOWER : BOUND_UPPER;
}
