/**
 * The recorded search tree: every node the search examines, in the order it examined them (preorder),
 * stored as parallel typed arrays ("structure of arrays"). Node 0 is the root. The subtree of node i is
 * the index range [i, end[i]); its first child, if any, is i + 1, and the next sibling of child c is
 * end[c]. Modelled on a transposition-table entry with one `read()` (Stockfish `tt.h`).
 *
 * Field layout, per node (RECORD_BYTES_PER_NODE = 21 bytes):
 * | field  | type        | meaning                                                                  |
 * |--------|-------------|--------------------------------------------------------------------------|
 * | parent | Int32Array  | index of the parent node, -1 for the root                                |
 * | end    | Int32Array  | one past the last node of this subtree (preorder)                        |
 * | move   | Int8Array   | cell 0-8 played to reach this node from its parent, -1 for the root      |
 * | depth  | Uint8Array  | plies below the root (root = 0)                                          |
 * | value  | Int8Array   | minimax value, from the root mover's view (-10..10)                      |
 * | bound  | Uint8Array  | BOUND_EXACT, BOUND_LOWER (value is a lower bound) or BOUND_UPPER         |
 * | alpha  | Int8Array   | alpha of the window the node was searched with; NEG_INF for -infinity    |
 * | beta   | Int8Array   | beta of that window; POS_INF for +infinity                               |
 * | flags  | Uint8Array  | bits 0-1 outcome (OUTCOME_*), bit 2 FLAG_CUTOFF                          |
 * | pruned | Uint16Array | bit c set = child move c was pruned by the cutoff at this node           |
 * | xMask  | Uint16Array | cells holding X (bit i = cell i)                                         |
 * | oMask  | Uint16Array | cells holding O                                                          |
 */
import { cellsOfMasks, type Mark, type Outcome } from './board';

/** Stand-in for -infinity in the alpha field. */
export const NEG_INF = -127;
/** Stand-in for +infinity in the beta field. */
export const POS_INF = 127;

/** Bound kinds stored in the `bound` field. */
export const BOUND_EXACT = 0;
export const BOUND_LOWER = 1;
export const BOUND_UPPER = 2;

/** Outcome codes stored in bits 0-1 of `flags`. */
export const OUTCOME_NONE = 0;
export const OUTCOME_X = 1;
export const OUTCOME_O = 2;
export const OUTCOME_DRAW = 3;
/** Bits 0-1 of `flags`: the outcome code. */
export const OUTCOME_MASK = 3;
/** Bit 2 of `flags`: a cutoff happened at this node (alpha >= beta after a child). */
export const FLAG_CUTOFF = 4;

/** A bound as shown to people: exact, lower (">= v") or upper ("<= v"). */
export type Bound = 'exact' | 'lower' | 'upper';

const BOUND_NAMES: readonly Bound[] = ['exact', 'lower', 'upper'];
const OUTCOME_NAMES: readonly (Outcome | null)[] = [null, 'X', 'O', 'draw'];

/** The recorded tree. `count` nodes; every array has exactly `count` entries. */
export interface SearchRecord {
	readonly count: number;
	/** Mark of the side to move at the root (the maximizer). */
	readonly rootMover: Mark;
	readonly parent: Int32Array;
	readonly end: Int32Array;
	readonly move: Int8Array;
	readonly depth: Uint8Array;
	readonly value: Int8Array;
	readonly bound: Uint8Array;
	readonly alpha: Int8Array;
	readonly beta: Int8Array;
	readonly flags: Uint8Array;
	readonly pruned: Uint16Array;
	readonly xMask: Uint16Array;
	readonly oMask: Uint16Array;
}

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

/** The typed arrays of a record, writable: what the search fills in. */
export type RecordArrays = {
	-readonly [K in Exclude<keyof SearchRecord, 'count' | 'rootMover'>]: SearchRecord[K];
};

type FieldType =
	Int32ArrayConstructor | Uint16ArrayConstructor | Int8ArrayConstructor | Uint8ArrayConstructor;

/**
 * Field order in the record's single ArrayBuffer: 4-byte fields, then 2-byte, then 1-byte, so every
 * view is aligned. The one place that says which typed array holds which field.
 */
export const RECORD_LAYOUT: readonly (readonly [keyof RecordArrays, FieldType])[] = [
	['parent', Int32Array],
	['end', Int32Array],
	['pruned', Uint16Array],
	['xMask', Uint16Array],
	['oMask', Uint16Array],
	['move', Int8Array],
	['depth', Uint8Array],
	['value', Int8Array],
	['bound', Uint8Array],
	['alpha', Int8Array],
	['beta', Int8Array],
	['flags', Uint8Array]
];

/** Bytes one node takes in the record: the sum of the field sizes of RECORD_LAYOUT (21). */
export const RECORD_BYTES_PER_NODE = RECORD_LAYOUT.reduce(
	(sum, [, Type]) => sum + Type.BYTES_PER_ELEMENT,
	0
);
// The table in this file's header documents 21 bytes; a layout change must update it.
if (RECORD_BYTES_PER_NODE !== 21) {
	throw new Error(`Record layout is ${RECORD_BYTES_PER_NODE} bytes per node, documented as 21.`);
}

/**
 * Views over one ArrayBuffer holding `capacity` nodes (one allocation, one transferable buffer).
 * @param capacity number of nodes the views hold.
 * @param buffer an existing buffer of at least capacity * RECORD_BYTES_PER_NODE bytes (for example
 *   a record's buffer sent to another thread); a new one is allocated when absent.
 * @throws RangeError when `buffer` is too small.
 */
export function allocateRecordArrays(capacity: number, buffer?: ArrayBuffer): RecordArrays {
	const bytes = capacity * RECORD_BYTES_PER_NODE;
	if (buffer && buffer.byteLength < bytes) {
		throw new RangeError(
			`A buffer of ${buffer.byteLength} bytes cannot hold ${capacity} nodes (${bytes} bytes).`
		);
	}
	const buf = buffer ?? new ArrayBuffer(bytes);
	const out: Partial<Record<keyof RecordArrays, unknown>> = {};
	let offset = 0;
	for (const [field, Type] of RECORD_LAYOUT) {
		out[field] = new Type(buf, offset, capacity);
		offset += capacity * Type.BYTES_PER_ELEMENT;
	}
	return out as RecordArrays;
}

/** A compact copy of the first `used` nodes of `arrays`, in a new buffer of exactly that size. */
export function copyRecordArrays(arrays: RecordArrays, used: number): RecordArrays {
	const b = allocateRecordArrays(used);
	for (const [field] of RECORD_LAYOUT)
		(b[field] as Int32Array).set((arrays[field] as Int32Array).subarray(0, used));
	return b;
}

/** Total bytes held by a record's arrays. */
export function recordBytes(record: SearchRecord): number {
	return record.count * RECORD_BYTES_PER_NODE;
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
