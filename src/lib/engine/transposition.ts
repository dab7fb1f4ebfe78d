/**
 * The transposition table of one search (docs/conventions.md, "Transposition table"): positions
 * already searched, with their value, its bound and the record node whose search stored it. Open
 * addressing with linear probing over one typed array (a slot's fields side by side); a
 * position's key is exact (no hash collision can give a wrong answer): three 32-bit words, the X and O bit masks of cells 0-31 and the masks
 * of cells 32-63 packed in one word (X in bits 0-15, O in bits 16-31), enough for 42 cells.
 *
 * One table per search (a TranspositionTable object; takeTable and giveTable keep spare ones, so
 * that a search reuses the slots of the one before it instead of allocating them), cleared at its
 * start: within one search a position is always reached at
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

/** One search's transposition table (module docstring). */
export class TranspositionTable {
	/** Words a slot: 4 narrow, 5 wide. */
	private stride = 5;
	private wide = true;
	private size = 0;
	private mask = 0;
	private slots = new Int32Array(0);
	/**
	 * Changes whenever the slots move (a new or grown table): a slot found before is still valid
	 * while it is the same (see storeEntryAt).
	 */
	generation = 0;
	/** Positions stored (distinct positions searched since clear). */
	entries = 0;

	private allocate(count: number): void {
		this.size = count;
		this.mask = count - 1;
		this.slots = new Int32Array(count * this.stride);
		this.generation++;
	}

	/**
	 * Empties the table for a new search.
	 * @param narrow true when every key's third word is 0 (a board of at most 32 cells): the table
	 *   then keeps two key words a slot and ignores the third.
	 * @param expectedEntries positions the search is expected to store (0: unknown): the table
	 *   starts big enough to hold them under half full (at most MAX_SLOTS), so that it does not grow.
	 */
	clear(narrow = false, expectedEntries = 0): void {
		if (this.wide === narrow) {
			this.wide = !narrow;
			this.stride = narrow ? 4 : 5;
			this.size = 0;
		}
		let want = INITIAL_SLOTS;
		while (want < MAX_SLOTS && want < expectedEntries * 2) want *= 2;
		const size = this.size;
		if (size === 0 || size > Math.max(want, INITIAL_SLOTS * 16) || size < want) this.allocate(want);
		else this.slots.fill(0);
		this.entries = 0;
	}

	private slotOf(k0: number, k1: number, k2: number): number {
		let h = Math.imul(k0, 0x9e3779b1) ^ Math.imul(k1 ^ (k1 >>> 15), 0x85ebca77);
		h = Math.imul(h ^ k2 ^ (h >>> 13), 0xc2b2ae3d);
		return (h ^ (h >>> 16)) & this.mask;
	}

	/**
	 * The slot holding the position (k0, k1, k2), or ~slot (a negative number) of the empty slot
	 * where it would go.
	 */
	findSlot(k0: number, k1: number, k2: number): number {
		const t = this.slots;
		const mask = this.mask;
		const stride = this.stride;
		const wide = this.wide;
		// The step to the next slot comes first, so that every lookup runs it (a search optimized
		// before its first collision would otherwise deoptimize at it).
		let s = this.slotOf(k0, k1, k2) - 1;
		for (;;) {
			s = (s + 1) & mask;
			const w = s * stride;
			if (t[w + NODE] === 0) return ~s;
			if (t[w + K0] === k0 && t[w + K1] === k1 && (!wide || t[w + K2] === k2)) return s;
		}
	}

	/**
	 * The slot whose entry answers a lookup of (k0, k1, k2) with the window (alpha, beta), or -1:
	 * an entry answers when exact, a lower bound >= beta, or an upper bound <= alpha.
	 */
	answeringSlot(k0: number, k1: number, k2: number, alpha: number, beta: number): number {
		const s = this.findSlot(k0, k1, k2);
		return s >= 0 && this.slotAnswers(s, alpha, beta) ? s : -1;
	}

	/**
	 * Whether the entry in slot `s` (found by findSlot) answers a lookup with the window (alpha,
	 * beta): exact, a lower bound >= beta, or an upper bound <= alpha.
	 */
	slotAnswers(s: number, alpha: number, beta: number): boolean {
		const vb = this.slots[s * this.stride + VB];
		const v = vb >> 2;
		const b = vb & 3;
		return b === BOUND_EXACT || (b === BOUND_LOWER ? v >= beta : v <= alpha);
	}

	/** The value stored in slot `s` (root mover's view). */
	slotValue(s: number): number {
		return this.slots[s * this.stride + VB] >> 2;
	}

	/** The bound stored in slot `s` (BOUND_EXACT, BOUND_LOWER or BOUND_UPPER). */
	slotBound(s: number): number {
		return this.slots[s * this.stride + VB] & 3;
	}

	/** The record node whose search stored slot `s`. */
	slotNode(s: number): number {
		return this.slots[s * this.stride + NODE] - 1;
	}

	private grow(): void {
		const old = this.slots;
		const stride = this.stride;
		const wide = this.wide;
		this.allocate(this.size * 2);
		const t = this.slots;
		for (let w = 0; w < old.length; w += stride) {
			if (old[w + NODE] === 0) continue;
			const k2 = wide ? old[w + K2] : 0;
			const d = ~this.findSlot(old[w + K0], old[w + K1], k2) * stride;
			t[d + K0] = old[w + K0];
			t[d + K1] = old[w + K1];
			if (wide) t[d + K2] = k2;
			t[d + NODE] = old[w + NODE];
			t[d + VB] = old[w + VB];
		}
	}

	/**
	 * Stores the position (k0, k1, k2) with its value, bound and node, replacing its entry if it
	 * has one. A new position is dropped when the table is full (TABLE_MAX_ENTRIES).
	 */
	storeEntry(k0: number, k1: number, k2: number, value: number, bound: number, node: number): void {
		let s = this.findSlot(k0, k1, k2);
		if (s < 0) {
			if (this.entries >= TABLE_MAX_ENTRIES) return;
			if ((this.entries + 1) * 2 > this.size && this.size < MAX_SLOTS) {
				this.grow();
				s = this.findSlot(k0, k1, k2);
			}
			s = ~s;
			const w = s * this.stride;
			this.slots[w + K0] = k0;
			this.slots[w + K1] = k1;
			if (this.wide) this.slots[w + K2] = k2;
			this.entries++;
		}
		const w = s * this.stride;
		this.slots[w + NODE] = node + 1;
		this.slots[w + VB] = value * 4 + bound;
	}

	/**
	 * storeEntry for a position looked up with findSlot when the table's generation was
	 * `generation`, its answer `found`, and not stored since (the search stores a position only
	 * after its subtree, where it cannot appear again: every move fills a cell). While the slots
	 * have not moved, the probe resumes where the lookup ended instead of hashing again: an entry
	 * found is where it was, and the position's first empty slot can only have been filled since,
	 * never emptied.
	 */
	storeEntryAt(
		found: number,
		generation: number,
		k0: number,
		k1: number,
		k2: number,
		value: number,
		bound: number,
		node: number
	): void {
		if (generation !== this.generation) {
			this.storeEntry(k0, k1, k2, value, bound, node);
			return;
		}
		const t = this.slots;
		const stride = this.stride;
		let s = found;
		if (s < 0) {
			if (this.entries >= TABLE_MAX_ENTRIES) return;
			if ((this.entries + 1) * 2 > this.size && this.size < MAX_SLOTS) {
				this.storeEntry(k0, k1, k2, value, bound, node);
				return;
			}
			// The first step runs on every store (see findSlot).
			const mask = this.mask;
			s = ~s - 1;
			do s = (s + 1) & mask;
			while (t[s * stride + NODE] !== 0);
			const w = s * stride;
			t[w + K0] = k0;
			t[w + K1] = k1;
			if (this.wide) t[w + K2] = k2;
			this.entries++;
		}
		const w = s * stride;
		t[w + NODE] = node + 1;
		t[w + VB] = value * 4 + bound;
	}
}

/** Tables no search holds now, kept for the next search (at most two: 40 MB each at most). */
const spareTables: TranspositionTable[] = [];

/** A table for a new search: a spare one when there is one (cleared by the caller), else new. */
export function takeTable(): TranspositionTable {
	return spareTables.pop() ?? new TranspositionTable();
}

/** Gives back the table of a finished search, for the next one. */
export function giveTable(table: TranspositionTable): void {
	if (spareTables.length < 2 && !spareTables.includes(table)) spareTables.push(table);
}
