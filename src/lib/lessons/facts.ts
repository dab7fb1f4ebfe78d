/**
 * Figures the narrations read from a recorded search or a position: leaf tallies, subtree sizes,
 * the depth of the game a value comes from, distinct positions, immediate wins. Pure functions
 * over the engine's record (no second search).
 */
import {
	LINES,
	childrenOf,
	isFinished,
	nodeOutcome,
	toMasks,
	type Mark,
	type Outcome,
	type Position,
	type SearchRecord
} from '../engine/index';
import type { NarrationContext } from './types';

/** Finished games below (and including) a node, by outcome, with the depths they end at. */
export interface LeafTally {
	readonly leaves: number;
	readonly xWins: number;
	readonly oWins: number;
	readonly draws: number;
	/** Distinct depths of the finished games, ascending. */
	readonly depths: readonly number[];
}

/** Tallies the finished games in node `from`'s subtree (the whole search by default). O(subtree). */
export function leafTally(record: SearchRecord, from = 0): LeafTally {
	let xWins = 0;
	let oWins = 0;
	let draws = 0;
	const depths = new Set<number>();
	for (let i = from; i < record.end[from]; i++) {
		if (!isFinished(record, i)) continue;
		const outcome = nodeOutcome(record, i);
		if (outcome === 'X') xWins++;
		else if (outcome === 'O') oWins++;
		else draws++;
		depths.add(record.depth[i]);
	}
	return {
		leaves: xWins + oWins + draws,
		xWins,
		oWins,
		draws,
		depths: [...depths].sort((a, b) => a - b)
	};
}

/** Nodes in node i's subtree, i included. */
export function subtreeSize(record: SearchRecord, i: number): number {
	return record.end[i] - i;
}

/** The deepest depth in the record. */
export function maxDepth(record: SearchRecord): number {
	let d = 0;
	for (let i = 0; i < record.count; i++) if (record.depth[i] > d) d = record.depth[i];
	return d;
}

/**
 * The depth of the finished game node i's value comes from: follow, from i, the first child whose
 * value equals its parent's (the child that set it) down to a leaf.
 */
export function valueLeafDepth(record: SearchRecord, i: number): number {
	let node = i;
	for (let next = valueChild(record, node); next !== null; next = valueChild(record, node)) {
		node = next;
	}
	return record.depth[node];
}

/** The first child of node i whose value equals i's (the child that set it), null at a leaf. */
export function valueChild(record: SearchRecord, i: number): number | null {
	for (let c = i + 1; c < record.end[i]; c = record.end[c]) {
		if (record.value[c] === record.value[i]) return c;
	}
	return null;
}

/** Number of distinct positions (pairs of X and O masks) among the record's nodes. */
export function distinctPositions(record: SearchRecord): number {
	const seen = new Uint8Array(1 << 18);
	let n = 0;
	for (let i = 0; i < record.count; i++) {
		const key = record.xMask[i] | (record.oMask[i] << 9);
		if (!seen[key]) {
			seen[key] = 1;
			n++;
		}
	}
	return n;
}

/**
 * Empty cells where `mark` would complete a line at once (whoever is to move), ascending:
 * `mark`'s immediate wins, or its threats when the other side is to move.
 */
export function winningCells(position: Position, mark: Mark): number[] {
	const [x, o] = toMasks(position);
	const own = mark === 'X' ? x : o;
	const taken = x | o;
	const cells = new Set<number>();
	for (const line of LINES) {
		const empty = line.filter((c) => !(taken & (1 << c)));
		const mine = line.filter((c) => own & (1 << c));
		if (empty.length === 1 && mine.length === 2) cells.add(empty[0]);
	}
	return [...cells].sort((a, b) => a - b);
}

/** Root moves (cells), their scores and bounds, in the order tried: the candidate table. */
export function rootMoves(record: SearchRecord): { cells: number[]; scores: number[] } {
	const children = childrenOf(record, 0);
	return {
		cells: children.map((c) => record.move[c]),
		scores: children.map((c) => record.value[c])
	};
}

/** The cells played from the root to node i (the inverse of a path spec), root first. */
export function pathTo(record: SearchRecord, i: number): number[] {
	const path: number[] = [];
	for (let n = i; n > 0; n = record.parent[n]) path.push(record.move[n]);
	return path.reverse();
}

/**
 * The outcome of finished game i.
 * @throws RangeError when node i is not a finished game.
 */
export function leafOutcome(record: SearchRecord, i: number): Outcome {
	const outcome = nodeOutcome(record, i);
	if (outcome === null) throw new RangeError(`Node ${i} is not a finished game.`);
	return outcome;
}

/**
 * `value`, asserted present (a step's value or move that the slide's spec guarantees).
 * @throws RangeError naming `what` when it is null.
 */
export function must<T>(value: T | null, what: string): T {
	if (value === null) throw new RangeError(`The slide's step has no ${what}.`);
	return value;
}

/**
 * The one node of a resolved set.
 * @throws RangeError when the set does not hold exactly one node.
 */
export function single(nodes: readonly number[]): number {
	if (nodes.length !== 1) throw new RangeError(`Expected one node, got ${nodes.length}.`);
	return nodes[0];
}

/** The root's moves, their scores, the move chosen and the root's value. */
export interface ScoresValues {
	cells: number[];
	scores: number[];
	best: number;
	value: number;
}

/** Root moves with scores, best move and value: what the candidate table shows. */
export function scoresOf({ result }: NarrationContext): ScoresValues {
	return {
		...rootMoves(result.record),
		best: must(result.bestMove, 'best move'),
		value: result.value
	};
}
