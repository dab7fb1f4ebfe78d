/**
 * The one writer of the record (record.ts) that every search calls: the game kernels
 * (search-game.ts, search-ultimate.ts, search-ttt3.ts) and the abstract trees' recorder
 * (src/lib/trees/search-recorder.ts). It holds the typed views of the buffer being filled and
 * writes a node in the phases every search shares: `enter` (where the node is and the window it
 * was searched with), then `leaf` or `close` (its value, bound, pruned moves, flags and the end of
 * its subtree).
 *
 * Two families of methods:
 * - unchecked (`node`, `window`, `done`, `closeUniform`): the caller knows the node fits (the 3x3
 *   kernel's buffer holds the whole tree, an abstract tree's holds every node). Small, so that the
 *   optimizing compiler inlines them into the hot loops: the 3x3 kernel's speed is pinned by
 *   scripts/bench/record.ts;
 * - checked (`enter`, `leaf`, `close`): a search with a node budget, which keeps the first
 *   `budget` nodes and grows its buffer four times as big as it fills up (at most the budget).
 *
 * One writer per search (never shared by two running searches); its fields have one type each
 * (one kind of typed array each), so every call site stays monomorphic.
 */
import type { Position } from './board';
import {
	BOUND_EXACT,
	FLAG_TRUNCATED,
	NEG_INF,
	POS_INF,
	allocateRecordArrays,
	bufferCapacity,
	grownRecordBuffer,
	recordArraysOver,
	type RecordArrays,
	type SearchRecord
} from './record';
import { toMasks } from './ttt3';

/** The typed views of one record being written, and its budget. */
export class RecordWriter {
	parent: Int32Array = new Int32Array(0);
	end: Int32Array = new Int32Array(0);
	link: Int32Array = new Int32Array(0);
	value: Int16Array = new Int16Array(0);
	alpha: Int16Array = new Int16Array(0);
	beta: Int16Array = new Int16Array(0);
	pruned: Uint16Array = new Uint16Array(0);
	xMask: Uint16Array = new Uint16Array(0);
	oMask: Uint16Array = new Uint16Array(0);
	move: Int8Array = new Int8Array(0);
	depth: Uint8Array = new Uint8Array(0);
	bound: Uint8Array = new Uint8Array(0);
	flags: Uint8Array = new Uint8Array(0);
	/** The buffer behind the views (a bigger one after `grow`). */
	buffer: ArrayBuffer = new ArrayBuffer(0);
	/** Nodes the views hold now (entries of every view). */
	capacity = 0;
	/** Nodes kept at most: node i is written only when i < budget. */
	budget = 0;
	/** The bound code of the node last finished by `leaf` or `close` (kept or not). */
	lastBound = 0;

	/**
	 * Starts a record in `buffer` (full layout, RECORD_LAYOUT) keeping at most `budget` nodes: the
	 * views cover min(the buffer's capacity, budget) nodes and grow past it as needed.
	 */
	start(buffer: ArrayBuffer, budget: number): void {
		this.buffer = buffer;
		this.budget = budget;
		this.capacity = Math.min(bufferCapacity(buffer.byteLength), budget);
		this.bind(recordArraysOver(buffer, this.capacity));
	}

	/** Writes into the views `a` as they are (no budget check needed: they hold every node). */
	over(a: RecordArrays): void {
		this.bind(a);
		this.buffer = a.parent.buffer as ArrayBuffer;
		this.capacity = this.budget = a.parent.length;
	}

	/** Drops the views, so that the writer holds no record buffer between searches. */
	release(): void {
		this.start(new ArrayBuffer(0), 0);
	}

	private bind(a: RecordArrays): void {
		this.parent = a.parent;
		this.end = a.end;
		this.link = a.link;
		this.value = a.value;
		this.alpha = a.alpha;
		this.beta = a.beta;
		this.pruned = a.pruned;
		this.xMask = a.xMask;
		this.oMask = a.oMask;
		this.move = a.move;
		this.depth = a.depth;
		this.bound = a.bound;
		this.flags = a.flags;
	}

	/**
	 * Moves the record to a buffer four times as big (at most the budget), copying the nodes so far:
	 * growing by 4 rather than 2 copies a third of the final record instead of all of it (the 4x4
	 * proof's 725,254 nodes: 4 moves instead of 8).
	 */
	grow(): void {
		const next = Math.min(this.budget, Math.max(this.capacity * 4, 1024));
		this.buffer = grownRecordBuffer(this.buffer, this.capacity, next);
		this.capacity = bufferCapacity(this.buffer.byteLength);
		this.bind(recordArraysOver(this.buffer, this.capacity));
	}

	/** Unchecked: node i's parent, move, depth and position masks (0 where they do not fit). */
	node(i: number, parent: number, move: number, depth: number, x: number, o: number): void {
		this.parent[i] = parent;
		this.move[i] = move;
		this.depth[i] = depth;
		this.xMask[i] = x;
		this.oMask[i] = o;
	}

	/** Unchecked: the window node i was searched with (NEG_INF / POS_INF for none). */
	window(i: number, alpha: number, beta: number): void {
		this.alpha[i] = alpha;
		this.beta[i] = beta;
	}

	/** Unchecked: node i's value, flags and the end of its subtree, in a uniform record. */
	closeUniform(i: number, value: number, flags: number, end: number): void {
		this.value[i] = value;
		this.flags[i] = flags;
		this.end[i] = end;
	}

	/** Unchecked: node i's value, bound, pruned moves, flags and the end of its subtree. */
	done(i: number, value: number, bound: number, pruned: number, flags: number, end: number): void {
		this.value[i] = value;
		this.bound[i] = bound;
		this.pruned[i] = pruned;
		this.flags[i] = flags;
		this.end[i] = end;
	}

	/**
	 * Checked: node i entered from `parent` by `move`, `depth` plies below the root, with the window
	 * (alpha, beta) and the masks x and o; no table link yet. Nothing when the budget drops it.
	 */
	enter(
		i: number,
		parent: number,
		move: number,
		depth: number,
		alpha: number,
		beta: number,
		x: number,
		o: number
	): void {
		if (i >= this.budget) return;
		if (i === this.capacity) this.grow();
		this.node(i, parent, move, depth, x, o);
		this.window(i, alpha, beta);
		this.link[i] = -1;
	}

	/** Checked: node i is a table hit, linked to the node whose search stored the entry. */
	linkTo(i: number, node: number): void {
		if (i < this.budget) this.link[i] = node;
	}

	/** Checked: node i is a leaf with value v, its bound and flags. Returns v. */
	leaf(i: number, v: number, bound: number, flags: number): number {
		this.lastBound = bound;
		if (i < this.budget) this.done(i, v, bound, 0, flags, i + 1);
		return v;
	}

	/**
	 * Checked: node i, searched to its end with `examined` nodes counted so far, has value v, its
	 * bound, pruned moves and flags; when the budget cut its subtree it is FLAG_TRUNCATED and ends
	 * at the budget. Returns v.
	 */
	close(
		i: number,
		v: number,
		bound: number,
		pruned: number,
		flags: number,
		examined: number
	): number {
		this.lastBound = bound;
		if (i >= this.budget) return v;
		if (examined > this.budget) this.done(i, v, bound, pruned, flags | FLAG_TRUNCATED, this.budget);
		else this.done(i, v, bound, pruned, flags, examined);
		return v;
	}
}

/**
 * The record of a search of a finished 3x3 `position`: its root alone, a leaf with value `value`
 * (from the side to move's view, as the search scores it) and flags `flags` (its outcome,
 * OUTCOME_X / OUTCOME_O / OUTCOME_DRAW), in the full layout: the record any search of that
 * position makes, written here without a search kernel, for a reader that needs a record before
 * any search ran (the page's stepper before its first decision, which runs no search on the main
 * thread).
 * @throws RangeError when the position is not 3x3.
 */
export function leafRecord(position: Position, value: number, flags: number): SearchRecord {
	if (position.cells.length !== 9) {
		throw new RangeError(
			`A leaf record is of a 3x3 position, not of ${position.cells.length} cells.`
		);
	}
	const [x, o] = toMasks(position);
	const writer = new RecordWriter();
	const arrays = allocateRecordArrays(1);
	writer.over(arrays);
	writer.node(0, -1, -1, 0, x, o);
	writer.window(0, NEG_INF, POS_INF);
	writer.done(0, value, BOUND_EXACT, 0, flags, 1);
	return {
		count: 1,
		rootMover: position.toMove,
		game: 'ttt3',
		root: position.cells.slice(),
		...arrays
	};
}
