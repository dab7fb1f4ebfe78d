/**
 * The transposition table of one search (docs/conventions.md, "Transposition table"): positions
 * already searched, with their value, its bound and the record node whose search stored it. Open
 * addressing with linear probing over typed arrays; a position's key is exact (no hash collision
 * can give a wrong answer): three 32-bit words, the X and O bit masks of cells 0-31 and the masks
 * of cells 32-63 packed in one word (X in bits 0-15, O in bits 16-31), enough for 42 cells.
 *
 * One table per search, cleared at its start: within one search a position is always reached at
 * the same depth (every move fills one cell) with the same side to move, so its value, from the
 * root mover's view like every value of the search, needs no adjustment. An entry is replaced when
 * its position is searched again. The table doubles while under MAX_SLOTS; once that is half full
 * (over TABLE_MAX_ENTRIES entries), new positions are not stored (entries already there are
 * still updated).
 */
import { BOUND_EXACT, BOUND_LOWER } from './record';

/** Slots the table grows to at most (2^21: 40 MB of typed arrays). */
const MAX_SLOTS = 1 << 21;
/** Positions stored at most: half of MAX_SLOTS, so that probes stay short. */
export const TABLE_MAX_ENTRIES = MAX_SLOTS >> 1;
const INITIAL_SLOTS = 1 << 12;

let size = 0;
let mask = 0;
let k0s = new Int32Array(0);
let k1s = new Int32Array(0);
let k2s = new Int32Array(0);
/** The record node whose search stored the entry; -1 for an empty slot. */
let nodes = new Int32Array(0);
let values = new Int16Array(0);
let bounds = new Uint8Array(0);
/** Positions stored. */
let tableEntries = 0;

/** Positions stored in the table now (distinct positions searched since clearTable). */
export function entryCount(): number {
	return tableEntries;
}

function allocate(slots: number): void {
	size = slots;
	mask = slots - 1;
	k0s = new Int32Array(slots);
	k1s = new Int32Array(slots);
	k2s = new Int32Array(slots);
	nodes = new Int32Array(slots).fill(-1);
	values = new Int16Array(slots);
	bounds = new Uint8Array(slots);
}

/** Empties the table for a new search. */
export function clearTable(): void {
	if (size === 0 || size > INITIAL_SLOTS * 16) allocate(INITIAL_SLOTS);
	else nodes.fill(-1);
	tableEntries = 0;
}

function slotOf(k0: number, k1: number, k2: number): number {
	let h = Math.imul(k0, 0x9e3779b1) ^ Math.imul(k1 ^ (k1 >>> 15), 0x85ebca77);
	h = Math.imul(h ^ k2 ^ (h >>> 13), 0xc2b2ae3d);
	return (h ^ (h >>> 16)) & mask;
}

/**
 * The slot holding the position (k0, k1, k2), or ~slot (a negative number) of the empty slot where
 * it would go.
 */
export function findSlot(k0: number, k1: number, k2: number): number {
	let s = slotOf(k0, k1, k2);
	for (;;) {
		if (nodes[s] < 0) return ~s;
		if (k0s[s] === k0 && k1s[s] === k1 && k2s[s] === k2) return s;
		s = (s + 1) & mask;
	}
}

/**
 * The slot whose entry answers a lookup of (k0, k1, k2) with the window (alpha, beta), or -1: an
 * entry answers when exact, a lower bound >= beta, or an upper bound <= alpha.
 */
export function answeringSlot(
	k0: number,
	k1: number,
	k2: number,
	alpha: number,
	beta: number
): number {
	const s = findSlot(k0, k1, k2);
	if (s < 0) return -1;
	const v = values[s];
	const b = bounds[s];
	return b === BOUND_EXACT || (b === BOUND_LOWER ? v >= beta : v <= alpha) ? s : -1;
}

/** The value stored in slot `s` (root mover's view). */
export function slotValue(s: number): number {
	return values[s];
}

/** The bound stored in slot `s` (BOUND_EXACT, BOUND_LOWER or BOUND_UPPER). */
export function slotBound(s: number): number {
	return bounds[s];
}

/** The record node whose search stored slot `s`. */
export function slotNode(s: number): number {
	return nodes[s];
}

function grow(): void {
	const old = { k0s, k1s, k2s, nodes, values, bounds };
	allocate(size * 2);
	for (let s = 0; s < old.nodes.length; s++) {
		if (old.nodes[s] < 0) continue;
		const t = ~findSlot(old.k0s[s], old.k1s[s], old.k2s[s]);
		k0s[t] = old.k0s[s];
		k1s[t] = old.k1s[s];
		k2s[t] = old.k2s[s];
		nodes[t] = old.nodes[s];
		values[t] = old.values[s];
		bounds[t] = old.bounds[s];
	}
}

/**
 * Stores the position (k0, k1, k2) with its value, bound and node, replacing its entry if it has
 * one. A new position is dropped when the table is full (TABLE_MAX_ENTRIES).
 */
export function storeEntry(
	k0: number,
	k1: number,
	k2: number,
	value: number,
	bound: number,
	node: number
): void {
	let s = findSlot(k0, k1, k2);
	if (s < 0) {
		if (tableEntries >= TABLE_MAX_ENTRIES) return;
		if ((tableEntries + 1) * 2 > size && size < MAX_SLOTS) {
			grow();
			s = findSlot(k0, k1, k2);
		}
		s = ~s;
		k0s[s] = k0;
		k1s[s] = k1;
		k2s[s] = k2;
		tableEntries++;
	}
	nodes[s] = node;
	values[s] = value;
	bounds[s] = bound;
}
