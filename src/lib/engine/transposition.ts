/**
 * The transposition table of one search (docs/conventions.md, "Transposition table"): positions
 * already searched, with their value, its bound and the record node whose search stored it. Open
 * addressing with linear probing over one typed array (a slot's fields side by side); a
 * position's key is exact (no hash collision can give a wrong answer): three 32-bit words, the X and O bit masks of cells 0-31 and the masks
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

/** Slots the table grows to at most (2^21: 32 or 40 MB, see STRIDE). */
const MAX_SLOTS = 1 << 21;
/** Positions stored at most: half of MAX_SLOTS, so that probes stay short. */
export const TABLE_MAX_ENTRIES = MAX_SLOTS >> 1;
const INITIAL_SLOTS = 1 << 12;
/**
 * Slots are 32-bit words side by side in one Int32Array, so that a probe reads one cache line
 * where one array per field read one line per field: the key's first two words, the record node
 * + 1 (0: an empty slot), the value with its bound (value * 4 + bound), and in a wide slot the
 * key's third word. A narrow table (boards of at most 32 cells, whose third word is always 0) has
 * 4 words a slot (16 bytes, 4 a cache line: 2^21 slots take 32 MB), a wide one 5 (2^21 slots:
 * 40 MB). The 4x4 proof (a 2^19-slot table) ran about 1.4x faster with narrow slots than with
 * one array per field (paired runs in one process; scripts/bench/games.ts times it, solve4x4).
 */
const K0 = 0;
const K1 = 1;
const NODE = 2;
const VB = 3;
/** The key's third word: in wide slots only. */
const K2 = 4;
let STRIDE = 5;
let wide = true;

let size = 0;
let mask = 0;
let slots = new Int32Array(0);
/**
 * Changes whenever the slots move (a new or grown table): a slot found before is still valid while
 * it is the same (see storeEntryAt).
 */
export let tableGeneration = 0;
/** Positions stored. */
let tableEntries = 0;

/** Positions stored in the table now (distinct positions searched since clearTable). */
export function entryCount(): number {
	return tableEntries;
}

function allocate(count: number): void {
	size = count;
	mask = count - 1;
	slots = new Int32Array(count * STRIDE);
	tableGeneration++;
}

/**
 * Empties the table for a new search.
 * @param narrow true when every key's third word is 0 (a board of at most 32 cells): the table
 *   then keeps two key words a slot and ignores the third.
 * @param expectedEntries positions the search is expected to store (0: unknown): the table starts
 *   big enough to hold them under half full (at most MAX_SLOTS), so that it does not grow.
 */
export function clearTable(narrow = false, expectedEntries = 0): void {
	if (wide === narrow) {
		wide = !narrow;
		STRIDE = narrow ? 4 : 5;
		size = 0;
	}
	let want = INITIAL_SLOTS;
	while (want < MAX_SLOTS && want < expectedEntries * 2) want *= 2;
	if (size === 0 || size > Math.max(want, INITIAL_SLOTS * 16) || size < want) allocate(want);
	else slots.fill(0);
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
	const t = slots;
	// The step to the next slot comes first, so that every lookup runs it (a search optimized
	// before its first collision would otherwise deoptimize at it).
	let s = slotOf(k0, k1, k2) - 1;
	for (;;) {
		s = (s + 1) & mask;
		const w = s * STRIDE;
		if (t[w + NODE] === 0) return ~s;
		if (t[w + K0] === k0 && t[w + K1] === k1 && (!wide || t[w + K2] === k2)) return s;
	}
}

/**
 * Whether the entry in slot `s` (found by findSlot) answers a lookup with the window (alpha,
 * beta): exact, a lower bound >= beta, or an upper bound <= alpha.
 */
export function slotAnswers(s: number, alpha: number, beta: number): boolean {
	const vb = slots[s * STRIDE + VB];
	const v = vb >> 2;
	const b = vb & 3;
	return b === BOUND_EXACT || (b === BOUND_LOWER ? v >= beta : v <= alpha);
}

/** The value stored in slot `s` (root mover's view). */
export function slotValue(s: number): number {
	return slots[s * STRIDE + VB] >> 2;
}

/** The bound stored in slot `s` (BOUND_EXACT, BOUND_LOWER or BOUND_UPPER). */
export function slotBound(s: number): number {
	return slots[s * STRIDE + VB] & 3;
}

/** The record node whose search stored slot `s`. */
export function slotNode(s: number): number {
	return slots[s * STRIDE + NODE] - 1;
}

function grow(): void {
	const old = slots;
	allocate(size * 2);
	const t = slots;
	for (let w = 0; w < old.length; w += STRIDE) {
		if (old[w + NODE] === 0) continue;
		const k2 = wide ? old[w + K2] : 0;
		const d = ~findSlot(old[w + K0], old[w + K1], k2) * STRIDE;
		t[d + K0] = old[w + K0];
		t[d + K1] = old[w + K1];
		if (wide) t[d + K2] = k2;
		t[d + NODE] = old[w + NODE];
		t[d + VB] = old[w + VB];
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
		const w = s * STRIDE;
		slots[w + K0] = k0;
		slots[w + K1] = k1;
		if (wide) slots[w + K2] = k2;
		tableEntries++;
	}
	const w = s * STRIDE;
	slots[w + NODE] = node + 1;
	slots[w + VB] = value * 4 + bound;
}

/**
 * storeEntry for a position looked up with findSlot when table generation was `generation`, its
 * answer `found`, and not stored since (the search stores a position only after its subtree, where
 * it cannot appear again: every move fills a cell). While the slots have not moved, the probe
 * resumes where the lookup ended instead of hashing again: an entry found is where it was, and
 * the position's first empty slot can only have been filled since, never emptied.
 */
export function storeEntryAt(
	found: number,
	generation: number,
	k0: number,
	k1: number,
	k2: number,
	value: number,
	bound: number,
	node: number
): void {
	if (generation !== tableGeneration) {
		storeEntry(k0, k1, k2, value, bound, node);
		return;
	}
	const t = slots;
	let s = found;
	if (s < 0) {
		if (tableEntries >= TABLE_MAX_ENTRIES) return;
		if ((tableEntries + 1) * 2 > size && size < MAX_SLOTS) {
			storeEntry(k0, k1, k2, value, bound, node);
			return;
		}
		// The first step runs on every store (see findSlot).
		s = ~s - 1;
		do s = (s + 1) & mask;
		while (t[s * STRIDE + NODE] !== 0);
		const w = s * STRIDE;
		t[w + K0] = k0;
		t[w + K1] = k1;
		if (wide) t[w + K2] = k2;
		tableEntries++;
	}
	const w = s * STRIDE;
	t[w + NODE] = node + 1;
	t[w + VB] = value * 4 + bound;
}
