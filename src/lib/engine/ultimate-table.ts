/**
 * The transposition table of the ultimate tic-tac-toe search (search-ultimate.ts), the same scheme
 * as transposition.ts (docs/conventions.md, "Transposition table") with a wider exact key: 81
 * cells per mark and the forced board do not fit its three words. A key is six 32-bit words: for
 * X then O, the 9-bit masks of small boards 0-2, 3-5 and 6-8 (27 bits a word), and the forced
 * board + 1 (0 for any) in bits 27-30 of the first word. Exact: no collision can give a wrong
 * answer. Within one search a position is always reached at the same depth with the same side to
 * move, so a value needs no adjustment. Open addressing with linear probing over one Int32Array,
 * eight words a slot (the key, the record node + 1 with 0 for an empty slot, value * 4 + bound);
 * the table doubles up to MAX_SLOTS (2^20 slots, 32 MB) and stores at most half of that.
 */
import { BOUND_EXACT, BOUND_LOWER } from './record';
import type { UltimateBoard } from './ultimate';

const STRIDE = 8;
const NODE = 6;
const VB = 7;
const MAX_SLOTS = 1 << 20;
/** Positions stored at most: half of MAX_SLOTS. */
export const ULTIMATE_TABLE_MAX_ENTRIES = MAX_SLOTS >> 1;
const INITIAL_SLOTS = 1 << 12;

/** One search's table of ultimate positions. `setKey` names the position the next call reads. */
export class UltimateTable {
	/** Positions stored since `clear`. */
	entries = 0;
	private size = INITIAL_SLOTS;
	private mask = INITIAL_SLOTS - 1;
	private slots = new Int32Array(INITIAL_SLOTS * STRIDE);
	private readonly key = new Int32Array(6);

	/** Empties the table (keeping a small allocation). */
	clear(): void {
		if (this.size > INITIAL_SLOTS * 16) this.allocate(INITIAL_SLOTS);
		else this.slots.fill(0);
		this.entries = 0;
	}

	private allocate(size: number): void {
		this.size = size;
		this.mask = size - 1;
		this.slots = new Int32Array(size * STRIDE);
	}

	/** Sets the key to the position of `b`. */
	setKey(b: UltimateBoard): void {
		const x = b.x;
		const o = b.o;
		const k = this.key;
		k[0] = x[0] | (x[1] << 9) | (x[2] << 18) | ((b.forced + 1) << 27);
		k[1] = x[3] | (x[4] << 9) | (x[5] << 18);
		k[2] = x[6] | (x[7] << 9) | (x[8] << 18);
		k[3] = o[0] | (o[1] << 9) | (o[2] << 18);
		k[4] = o[3] | (o[4] << 9) | (o[5] << 18);
		k[5] = o[6] | (o[7] << 9) | (o[8] << 18);
	}

	private home(): number {
		const k = this.key;
		let h = Math.imul(k[0], 0x9e3779b1) ^ Math.imul(k[1], 0x85ebca77);
		h = Math.imul(h ^ (h >>> 15) ^ k[2], 0xc2b2ae3d) ^ Math.imul(k[3], 0x27d4eb2f);
		h = Math.imul(h ^ (h >>> 13) ^ k[4], 0x165667b1) ^ k[5];
		h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
		return (h ^ (h >>> 13)) & this.mask;
	}

	/** The slot holding the key's position, or ~slot of the empty slot where it would go. */
	private find(): number {
		const t = this.slots;
		const k = this.key;
		let s = this.home();
		for (;;) {
			const w = s * STRIDE;
			if (t[w + NODE] === 0) return ~s;
			if (
				t[w] === k[0] &&
				t[w + 1] === k[1] &&
				t[w + 2] === k[2] &&
				t[w + 3] === k[3] &&
				t[w + 4] === k[4] &&
				t[w + 5] === k[5]
			) {
				return s;
			}
			s = (s + 1) & this.mask;
		}
	}

	/**
	 * The slot whose entry answers the key's position with the window (alpha, beta), or -1: an
	 * entry answers when exact, a lower bound >= beta, or an upper bound <= alpha.
	 */
	answering(alpha: number, beta: number): number {
		const s = this.find();
		if (s < 0) return -1;
		const vb = this.slots[s * STRIDE + VB];
		const v = vb >> 2;
		const b = vb & 3;
		return b === BOUND_EXACT || (b === BOUND_LOWER ? v >= beta : v <= alpha) ? s : -1;
	}

	/** The value stored in slot `s`. */
	value(s: number): number {
		return this.slots[s * STRIDE + VB] >> 2;
	}

	/** The bound stored in slot `s`. */
	bound(s: number): number {
		return this.slots[s * STRIDE + VB] & 3;
	}

	/** The record node whose search stored slot `s`. */
	node(s: number): number {
		return this.slots[s * STRIDE + NODE] - 1;
	}

	private grow(): void {
		const old = this.slots;
		const saved = this.key.slice();
		this.allocate(this.size * 2);
		for (let w = 0; w < old.length; w += STRIDE) {
			if (old[w + NODE] === 0) continue;
			for (let j = 0; j < 6; j++) this.key[j] = old[w + j];
			const d = ~this.find() * STRIDE;
			for (let j = 0; j < STRIDE; j++) this.slots[d + j] = old[w + j];
		}
		this.key.set(saved);
	}

	/**
	 * Stores the key's position with its value, bound and node, replacing its entry if it has one.
	 * A new position is dropped when the table is full (ULTIMATE_TABLE_MAX_ENTRIES).
	 */
	store(value: number, bound: number, node: number): void {
		let s = this.find();
		if (s < 0) {
			if (this.entries >= ULTIMATE_TABLE_MAX_ENTRIES) return;
			if ((this.entries + 1) * 2 > this.size && this.size < MAX_SLOTS) {
				this.grow();
				s = this.find();
			}
			s = ~s;
			const w = s * STRIDE;
			for (let j = 0; j < 6; j++) this.slots[w + j] = this.key[j];
			this.entries++;
		}
		const w = s * STRIDE;
		this.slots[w + NODE] = node + 1;
		this.slots[w + VB] = value * 4 + bound;
	}
}
