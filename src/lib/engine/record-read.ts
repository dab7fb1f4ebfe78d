/**
 * The record's readers (the one module that decodes nodes; the layout is in record.ts): flags,
 * bounds, windows, the side to move, and `readNode`, which decodes a whole node.
 */
import { cellsOfMasks, type Mark, type Outcome } from './board';
import {
	BOUND_EXACT,
	BOUND_NAMES,
	FLAG_CUTOFF,
	NEG_INF,
	OUTCOME_MASK,
	OUTCOME_NAMES,
	OUTCOME_NONE,
	POS_INF,
	type Bound,
	type SearchRecord
} from './record';

/** One node of the record, decoded. Infinite window ends are `-Infinity` / `Infinity`. */
export interface NodeView {
	index: number;
	parent: number;
	move: number | null;
	depth: number;
	value: number;
	bound: Bound;
	alpha: number;
	beta: number;
	/** Whose turn it is at this node, and whether that side maximizes (the root mover). */
	toMove: Mark;
	maximizing: boolean;
	outcome: Outcome | null;
	cutoff: boolean;
	/** Cells (0-8) of the children pruned at this node, ascending. */
	pruned: number[];
	cells: ReturnType<typeof cellsOfMasks>;
}

/** Converts a stored window end to a number, mapping the sentinels to infinities. */
export function windowValue(stored: number): number {
	if (stored <= NEG_INF) return -Infinity;
	if (stored >= POS_INF) return Infinity;
	return stored;
}

/** Cells set in a 9-bit mask, ascending. */
export function cellsOfMask(mask: number): number[] {
	const out: number[] = [];
	for (let c = 0; c < 9; c++) if (mask & (1 << c)) out.push(c);
	return out;
}

/** Outcome code of node i: OUTCOME_NONE while the game goes on, else OUTCOME_X, _O or _DRAW. */
export function outcomeCode(record: SearchRecord, i: number): number {
	return record.flags[i] & OUTCOME_MASK;
}

/** Outcome of node i (a finished game), or null. */
export function nodeOutcome(record: SearchRecord, i: number): Outcome | null {
	return OUTCOME_NAMES[record.flags[i] & OUTCOME_MASK];
}

/** True when node i is a finished game (a leaf of the search tree). */
export function isFinished(record: SearchRecord, i: number): boolean {
	return (record.flags[i] & OUTCOME_MASK) !== OUTCOME_NONE;
}

/** True when a cutoff happened at node i (its remaining children, if any, were pruned). */
export function hasCutoff(record: SearchRecord, i: number): boolean {
	return (record.flags[i] & FLAG_CUTOFF) !== 0;
}

/**
 * True when the side to move at node i is the maximizer (the root's side to move): even depths.
 * Takes the depth so hot loops holding it need not read the record again.
 */
export function isMaximizerDepth(depth: number): boolean {
	return depth % 2 === 0;
}

/** True when node i is a maximizer node (the root mover to move), false for a minimizer node. */
export function isMaximizer(record: SearchRecord, i: number): boolean {
	return isMaximizerDepth(record.depth[i]);
}

/** The side to move at node i (for a finished game, the side that would have moved next). */
export function sideToMove(record: SearchRecord, i: number): Mark {
	return isMaximizer(record, i) ? record.rootMover : record.rootMover === 'X' ? 'O' : 'X';
}

/** True when node i's value is only a bound (searched with a narrowed alpha-beta window). */
export function isBound(record: SearchRecord, i: number): boolean {
	return record.bound[i] !== BOUND_EXACT;
}

/** Bound of node i as a name. */
export function nodeBound(record: SearchRecord, i: number): Bound {
	return BOUND_NAMES[record.bound[i]];
}

/**
 * Decodes node `i`.
 * @throws RangeError when i is not a node index of this record.
 */
export function readNode(record: SearchRecord, i: number): NodeView {
	if (!Number.isInteger(i) || i < 0 || i >= record.count) {
		throw new RangeError(`Node ${i} does not exist: the record has ${record.count} nodes.`);
	}
	const maximizing = isMaximizer(record, i);
	return {
		index: i,
		parent: record.parent[i],
		move: record.move[i] < 0 ? null : record.move[i],
		depth: record.depth[i],
		value: record.value[i],
		bound: BOUND_NAMES[record.bound[i]],
		alpha: windowValue(record.alpha[i]),
		beta: windowValue(record.beta[i]),
		toMove: sideToMove(record, i),
		maximizing,
		outcome: nodeOutcome(record, i),
		cutoff: hasCutoff(record, i),
		pruned: cellsOfMask(record.pruned[i]),
		cells: cellsOfMasks(record.xMask[i], record.oMask[i])
	};
}
