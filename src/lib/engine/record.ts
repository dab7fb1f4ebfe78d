/**
 * The recorded search tree: every node the search examines, in the order it examined them (preorder),
 * stored as parallel typed arrays ("structure of arrays"). Node 0 is the root. The subtree of node i is
 * the index range [i, end[i]); its first child, if any, is i + 1, and the next sibling of child c is
 * end[c]. Modelled on a transposition-table entry with one `read()` (Stockfish `tt.h`): the readers are
 * in record-read.ts.
 *
 * Every game (games.ts) uses this one layout. Field layout, per node (RECORD_BYTES_PER_NODE = 28):
 * | field  | type        | meaning                                                                  |
 * |--------|-------------|--------------------------------------------------------------------------|
 * | parent | Int32Array  | index of the parent node, -1 for the root                                |
 * | end    | Int32Array  | one past the last node of this subtree that was kept (preorder)          |
 * | link   | Int32Array  | a table hit: the node where its position was searched; else -1           |
 * | value  | Int16Array  | minimax value, from the root mover's view (+-WIN, evaluations between)   |
 * | alpha  | Int16Array  | alpha of the window the node was searched with; NEG_INF for -infinity    |
 * | beta   | Int16Array  | beta of that window; POS_INF for +infinity                               |
 * | pruned | Uint16Array | bit b set = move b pruned at this node: b is the cell, or with gravity   |
 * |        |             | the column (Connect Four); ultimate: the number of moves pruned          |
 * | xMask  | Uint16Array | cells holding X (bit i = cell i), boards of at most 16 cells; else 0     |
 * | oMask  | Uint16Array | cells holding O, likewise                                                |
 * | move   | Int8Array   | cell filled to reach this node from its parent, -1 for the root          |
 * | depth  | Uint8Array  | plies below the root (root = 0)                                          |
 * | bound  | Uint8Array  | BOUND_EXACT, BOUND_LOWER (value is a lower bound) or BOUND_UPPER         |
 * | flags  | Uint8Array  | bits 0-1 outcome (OUTCOME_*), bit 2 FLAG_CUTOFF, bit 3 FLAG_HORIZON,     |
 * |        |             | bit 4 FLAG_TABLE_HIT, bit 5 FLAG_TRUNCATED                               |
 *
 * Leaves: a finished game (outcome bits), a horizon leaf (FLAG_HORIZON: the depth limit, scored by
 * the evaluation) and a table hit (FLAG_TABLE_HIT: its value read from the transposition table;
 * `link` names the node whose search stored that entry, always an earlier node). Positions: a
 * board of at most 16 cells is in xMask/oMask; a Connect Four position follows from the record's
 * `root` cells and the moves on the path from the root (record-read.ts, `nodeCells`). A record cut
 * by a node budget keeps the first `count` nodes examined: every kept node has its real value, and
 * FLAG_TRUNCATED marks those whose subtree goes on beyond the kept nodes (docs/conventions.md,
 * "Node budget").
 *
 * Uniform records (`uniform: true`, RECORD_BYTES_PER_UNIFORM_NODE = 17): a plain minimax search
 * without the table gives every node the whole window, an exact value, nothing pruned and no table
 * link. Such a record does not store those five fields (UNIFORM_FIELDS: alpha, beta, bound, pruned,
 * link): their arrays are empty (0 entries), the other fields follow RECORD_UNIFORM_LAYOUT, and
 * every node reads NEG_INF, POS_INF, BOUND_EXACT, 0 and -1 through the accessors of record-read.ts
 * (nodeAlpha, nodeBeta, boundCode, prunedMask, tableLink). Read those five fields only through them.
 */
import type { CellContent, Mark, Outcome } from './board';
import type { GameId } from './games';

/** Stand-in for -infinity in the alpha field (below every score of every game). */
export const NEG_INF = -32767;
/** Stand-in for +infinity in the beta field. */
export const POS_INF = 32767;

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
/** Bit 3 of `flags`: a horizon leaf, at the depth limit and scored by the evaluation function. */
export const FLAG_HORIZON = 8;
/** Bit 4 of `flags`: a table hit, a leaf whose value the transposition table gave (see `link`). */
export const FLAG_TABLE_HIT = 16;
/** Bit 5 of `flags`: part of this node's subtree was examined beyond the node budget, not kept. */
export const FLAG_TRUNCATED = 32;

/** A bound as shown to people: exact, lower (">= v") or upper ("<= v"). */
export type Bound = 'exact' | 'lower' | 'upper';

/** Bound names by the code stored in the `bound` field. */
export const BOUND_NAMES: readonly Bound[] = ['exact', 'lower', 'upper'];
/** Outcomes by the code stored in bits 0-1 of `flags`. */
export const OUTCOME_NAMES: readonly (Outcome | null)[] = [null, 'X', 'O', 'draw'];

/** Codes of `AbstractFields.kind`: whose value a node takes. */
export const ABSTRACT_MAX = 0;
export const ABSTRACT_MIN = 1;
export const ABSTRACT_CHANCE = 2;

/**
 * The fields a search on an abstract tree (src/lib/trees) adds to its record, one entry per node:
 * the readers (record-read.ts: isMaximizer, isChance, nodeValue, nodeAlpha, nodeBeta) use them in
 * place of the depth parity and the 16-bit value and window fields, so the stepper replays such a
 * search as it replays a game's. Absent in a game's record.
 */
export interface AbstractFields {
	/** ABSTRACT_MAX, ABSTRACT_MIN or ABSTRACT_CHANCE (a leaf: the player who would move there). */
	readonly kind: Uint8Array;
	/** Exact value (fractions at chance nodes), from MAX's view. */
	readonly value: Float64Array;
	/** The window the node was searched with; -Infinity / Infinity for none. */
	readonly alpha: Float64Array;
	readonly beta: Float64Array;
	/** Probability of the node under a chance parent; 1 elsewhere. */
	readonly probability: Float64Array;
}

/**
 * The recorded tree. `count` nodes; every array has exactly `count` entries, but in a uniform record
 * (`uniform: true`) the arrays of UNIFORM_FIELDS, which are empty.
 */
export interface SearchRecord {
	/** An abstract tree's exact values, windows and node kinds (AbstractFields); absent for a game. */
	readonly abstract?: AbstractFields;
	/**
	 * True in a uniform record: every node has alpha NEG_INF, beta POS_INF, bound BOUND_EXACT,
	 * pruned 0 and link -1, and those five arrays are empty (the layout in RECORD_UNIFORM_LAYOUT).
	 * Absent in a record that stores them (RECORD_LAYOUT).
	 */
	readonly uniform?: true;
	readonly count: number;
	/** Mark of the side to move at the root (the maximizer). */
	readonly rootMover: Mark;
	/** The game searched; absent in a record built by hand (a trace): 'ttt3'. */
	readonly game?: GameId;
	/**
	 * The root position's cells, set by the search. The readers need it only for Connect Four,
	 * whose positions do not fit the mask fields.
	 */
	readonly root?: readonly CellContent[];
	/**
	 * Ultimate tic-tac-toe: the small board (0-8) the root's side to move must play in, null for
	 * any; absent in other games. The readers need it for the root's moves (record-read.ts).
	 */
	readonly rootForcedBoard?: number | null;
	readonly parent: Int32Array;
	readonly end: Int32Array;
	readonly link: Int32Array;
	readonly move: Int8Array;
	readonly depth: Uint8Array;
	readonly value: Int16Array;
	readonly bound: Uint8Array;
	readonly alpha: Int16Array;
	readonly beta: Int16Array;
	readonly flags: Uint8Array;
	readonly pruned: Uint16Array;
	readonly xMask: Uint16Array;
	readonly oMask: Uint16Array;
}

/** The typed arrays of a record, writable: what the search fills in. */
export type RecordArrays = {
	-readonly [
		K in Exclude<
			keyof SearchRecord,
			'count' | 'rootMover' | 'game' | 'root' | 'rootForcedBoard' | 'abstract' | 'uniform'
		>
	]-?: Exclude<SearchRecord[K], undefined>;
};

type FieldType =
	| Int32ArrayConstructor
	| Int16ArrayConstructor
	| Uint16ArrayConstructor
	| Int8ArrayConstructor
	| Uint8ArrayConstructor;

/**
 * Field order in the record's single ArrayBuffer: 4-byte fields, then 2-byte, then 1-byte, so every
 * view is aligned. The one place that says which typed array holds which field.
 */
export const RECORD_LAYOUT: readonly (readonly [keyof RecordArrays, FieldType])[] = [
	['parent', Int32Array],
	['end', Int32Array],
	['link', Int32Array],
	['value', Int16Array],
	['alpha', Int16Array],
	['beta', Int16Array],
	['pruned', Uint16Array],
	['xMask', Uint16Array],
	['oMask', Uint16Array],
	['move', Int8Array],
	['depth', Uint8Array],
	['bound', Uint8Array],
	['flags', Uint8Array]
];

/**
 * The fields a uniform record does not store (every node: NEG_INF, POS_INF, BOUND_EXACT, 0, -1).
 */
export const UNIFORM_FIELDS: readonly (keyof RecordArrays)[] = [
	'link',
	'alpha',
	'beta',
	'pruned',
	'bound'
];

/** Field order in a uniform record's buffer: RECORD_LAYOUT without UNIFORM_FIELDS. */
export const RECORD_UNIFORM_LAYOUT: readonly (readonly [keyof RecordArrays, FieldType])[] =
	RECORD_LAYOUT.filter(([field]) => !UNIFORM_FIELDS.includes(field));

/** Bytes one node takes in a uniform record: the field sizes of RECORD_UNIFORM_LAYOUT (17). */
export const RECORD_BYTES_PER_UNIFORM_NODE = RECORD_UNIFORM_LAYOUT.reduce(
	(sum, [, Type]) => sum + Type.BYTES_PER_ELEMENT,
	0
);

/** Bytes one node takes in the record: the sum of the field sizes of RECORD_LAYOUT (28). */
export const RECORD_BYTES_PER_NODE = RECORD_LAYOUT.reduce(
	(sum, [, Type]) => sum + Type.BYTES_PER_ELEMENT,
	0
);
// The table in this file's header documents 28 bytes; a layout change must update it.
if (RECORD_BYTES_PER_NODE !== 28) {
	throw new Error(`Record layout is ${RECORD_BYTES_PER_NODE} bytes per node, documented as 28.`);
}
if (RECORD_BYTES_PER_UNIFORM_NODE !== 17) {
	throw new Error(
		`Uniform record layout is ${RECORD_BYTES_PER_UNIFORM_NODE} bytes per node, documented as 17.`
	);
}

/**
 * Nodes a record buffer of `byteLength` bytes can hold: floor(byteLength / RECORD_BYTES_PER_NODE),
 * or with `uniform`, floor(byteLength / RECORD_BYTES_PER_UNIFORM_NODE).
 */
export function bufferCapacity(byteLength: number, uniform = false): number {
	return Math.floor(byteLength / (uniform ? RECORD_BYTES_PER_UNIFORM_NODE : RECORD_BYTES_PER_NODE));
}

/**
 * Views of the first `count` nodes of a record buffer. The buffer's size fixes where each field
 * starts: with capacity = bufferCapacity(buffer.byteLength), the fields of RECORD_LAYOUT follow one
 * another, each `capacity` entries long. So a buffer hands over a record with nothing but `count`,
 * and a search can fill a reused buffer bigger than its tree with no trimming copy afterwards.
 * @param buffer a record buffer (for example one sent by another thread, or a reused one).
 * @param count nodes in use (0 to capacity); every view has exactly `count` entries, but with
 *   `uniform` the views of UNIFORM_FIELDS, which are empty.
 * @param uniform the buffer holds a uniform record (RECORD_UNIFORM_LAYOUT, its capacity
 *   bufferCapacity(byteLength, true)).
 * @throws RangeError when count is not an integer from 0 to the buffer's capacity.
 */
export function recordArraysOver(
	buffer: ArrayBuffer,
	count: number,
	uniform = false
): RecordArrays {
	const capacity = bufferCapacity(buffer.byteLength, uniform);
	if (!Number.isInteger(count) || count < 0 || count > capacity) {
		throw new RangeError(
			`A buffer of ${buffer.byteLength} bytes holds up to ${capacity} nodes, not ${count}.`
		);
	}
	const out: Partial<Record<keyof RecordArrays, unknown>> = {};
	let offset = 0;
	for (const [field, Type] of uniform ? RECORD_UNIFORM_LAYOUT : RECORD_LAYOUT) {
		out[field] = new Type(buffer, offset, count);
		offset += capacity * Type.BYTES_PER_ELEMENT;
	}
	if (uniform) {
		for (const [field, Type] of RECORD_LAYOUT) {
			if (UNIFORM_FIELDS.includes(field)) out[field] = new Type(buffer, 0, 0);
		}
	}
	return out as RecordArrays;
}

/**
 * Views over a new buffer of exactly `capacity` nodes (capacity * RECORD_BYTES_PER_NODE bytes),
 * every field 0 but `link`, -1 (no table hit): what a record built by hand (a trace) starts from.
 */
export function allocateRecordArrays(capacity: number): RecordArrays {
	const arrays = recordArraysOver(new ArrayBuffer(capacity * RECORD_BYTES_PER_NODE), capacity);
	arrays.link.fill(-1);
	return arrays;
}

/**
 * A new buffer of `capacity` nodes holding the first `count` nodes of `buffer` (every field
 * copied to its place in the new layout): how a search moves to a bigger buffer.
 * @throws RangeError when count exceeds either buffer's capacity.
 */
export function grownRecordBuffer(
	buffer: ArrayBuffer,
	count: number,
	capacity: number
): ArrayBuffer {
	const old = recordArraysOver(buffer, count);
	const next = new ArrayBuffer(capacity * RECORD_BYTES_PER_NODE);
	const now = recordArraysOver(next, count);
	for (const [field] of RECORD_LAYOUT) now[field].set(old[field]);
	return next;
}

/**
 * The one ArrayBuffer behind every array of `record`: what a worker transfers and what a page hands
 * back for reuse (docs/record-transport.md). It may be bigger than recordBytes(record).
 */
export function recordBuffer(record: SearchRecord): ArrayBuffer {
	return record.parent.buffer as ArrayBuffer;
}

/**
 * A record as posted between threads: its buffer (put in the transfer list, so it moves and is not
 * copied), the nodes in use, the root mover, and the game and root cells when the record has them.
 * The receiver rebuilds the views with recordFromTransport; the field offsets follow from the
 * buffer's size (recordArraysOver).
 */
export interface RecordTransport {
	buffer: ArrayBuffer;
	count: number;
	rootMover: Mark;
	game?: GameId;
	root?: readonly CellContent[];
	rootForcedBoard?: number | null;
	/** A uniform record (SearchRecord.uniform): the buffer is in RECORD_UNIFORM_LAYOUT. */
	uniform?: true;
}

/** The transport form of `record` (no copy: the same buffer). */
export function recordTransport(record: SearchRecord): RecordTransport {
	const t: RecordTransport = {
		buffer: recordBuffer(record),
		count: record.count,
		rootMover: record.rootMover
	};
	if (record.game !== undefined) t.game = record.game;
	if (record.root !== undefined) t.root = record.root;
	if (record.rootForcedBoard !== undefined) t.rootForcedBoard = record.rootForcedBoard;
	if (record.uniform) t.uniform = true;
	return t;
}

/**
 * The record carried by `t`: views over its buffer, no copy.
 * @throws RangeError when t.count does not fit in t.buffer.
 */
export function recordFromTransport(t: RecordTransport): SearchRecord {
	const { game, root, rootForcedBoard } = t;
	const uniform = t.uniform === true;
	return {
		count: t.count,
		rootMover: t.rootMover,
		...(game !== undefined && { game }),
		...(root !== undefined && { root }),
		...(rootForcedBoard !== undefined && { rootForcedBoard }),
		...(uniform && { uniform: true as const }),
		...recordArraysOver(t.buffer, t.count, uniform)
	};
}

/**
 * Bytes of the record's nodes (count * RECORD_BYTES_PER_NODE, or RECORD_BYTES_PER_UNIFORM_NODE for
 * a uniform record); its buffer may be bigger.
 */
export function recordBytes(record: SearchRecord): number {
	return record.count * (record.uniform ? RECORD_BYTES_PER_UNIFORM_NODE : RECORD_BYTES_PER_NODE);
}

/**
 * The record in the full layout (RECORD_LAYOUT): `record` itself when it stores every field, else a
 * copy over a new buffer with the fields a uniform record leaves out filled in (NEG_INF, POS_INF,
 * BOUND_EXACT, 0, -1). For code that needs every field as an array (a comparison, an export).
 */
export function fullLayoutRecord(record: SearchRecord): SearchRecord {
	if (!record.uniform) return record;
	const arrays = allocateRecordArrays(record.count);
	for (const [field] of RECORD_UNIFORM_LAYOUT) arrays[field].set(record[field]);
	arrays.alpha.fill(NEG_INF);
	arrays.beta.fill(POS_INF);
	arrays.bound.fill(BOUND_EXACT);
	const { abstract, game, root, rootForcedBoard } = record;
	return {
		count: record.count,
		rootMover: record.rootMover,
		...(abstract !== undefined && { abstract }),
		...(game !== undefined && { game }),
		...(root !== undefined && { root }),
		...(rootForcedBoard !== undefined && { rootForcedBoard }),
		...arrays
	};
}
