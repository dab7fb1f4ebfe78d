/**
 * The Connect Four bitboard of the solver (connect4-solver.ts), after Pascal Pons' connect4
 * (http://blog.gamesolver.org, "Bitboard"): each of the 7 columns takes 7 bits, its 6 cells from
 * the bottom up and one spare bit on top, so that a column's discs plus one bottom bit carries into
 * the spare bit and shifts by 1 (vertical), 7 (horizontal), 6 and 8 (diagonals) find lines without
 * wrapping from one column into the next. A position is two such 49-bit sets: `cur`, the discs of
 * the side to move, and `mask`, every disc.
 *
 * JavaScript's bitwise operators work on 32 bits, so each 49-bit set is two halves held in plain
 * numbers: `lo`, columns 0-3 (bits 0-27), and `hi`, columns 4-6 (bits 0-20 of hi, bits 28-48 of
 * the whole). No column straddles the halves, so the per-column addition that finds the playable
 * cells (mask + bottom) and the key (cur + mask) never carry from one half to the other; only the
 * line shifts cross, as two shifts and an or. Measured against a BigInt layout of the same bits in
 * scripts/bench/connect4.ts.
 *
 * Bit b of a column c (b = 0 bottom) is the board cell (5 - b) * 7 + c of games.ts (row by row from
 * the top left).
 */
import type { CellContent, Position } from './board';
import { GAME_DEFS } from './games';

/** Columns, rows and bits per column (rows + the spare bit). */
export const C4_WIDTH = 7;
export const C4_HEIGHT = 6;
export const C4_COLUMN_BITS = 7;
/** Bits of the low half (columns 0-3). */
export const LO_BITS = 28;
/** One bit at the bottom of every column, low and high half. */
export const BOTTOM_LO = 1 | (1 << 7) | (1 << 14) | (1 << 21);
export const BOTTOM_HI = 1 | (1 << 7) | (1 << 14);
/** Every cell of the board (no spare bit), low and high half. */
export const BOARD_LO = BOTTOM_LO * 0x3f;
export const BOARD_HI = BOTTOM_HI * 0x3f;
/** Bits 0-27: what the low half may hold. */
export const LO_MASK = 0x0fffffff;

/** A bitboard position: the side to move's discs and every disc, as two halves each. */
export interface C4Board {
	curLo: number;
	curHi: number;
	maskLo: number;
	maskHi: number;
	/** Discs of the side to move. */
	mine: number;
	/** Discs of the other side. */
	theirs: number;
}

/** The bit of column `col`, row `row` (0 = bottom) as [lo, hi]. */
export function cellBit(col: number, row: number): [number, number] {
	const b = col * C4_COLUMN_BITS + row;
	return b < LO_BITS ? [1 << b, 0] : [0, 1 << (b - LO_BITS)];
}

/** The six cells of column `col` as [lo, hi]. */
export function columnMask(col: number): [number, number] {
	return col < 4 ? [0x3f << (col * C4_COLUMN_BITS), 0] : [0, 0x3f << ((col - 4) * C4_COLUMN_BITS)];
}

/** Set bits of a 32-bit integer. */
export function popcount32(v: number): number {
	v = v - ((v >>> 1) & 0x55555555);
	v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
	return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) | 0;
}

/**
 * The bitboard of a Connect Four `position` (42 cells, row by row from the top left, as games.ts).
 * `cur` holds the discs of `position.toMove`. The position is not checked (see parsePosition).
 * @throws RangeError when the position does not have 42 cells.
 */
export function boardOf(position: Position): C4Board {
	const game = GAME_DEFS.connect4;
	if (position.cells.length !== game.cellCount) {
		throw new RangeError(
			`A Connect Four position has ${game.cellCount} cells, this one has ${position.cells.length}.`
		);
	}
	const b: C4Board = { curLo: 0, curHi: 0, maskLo: 0, maskHi: 0, mine: 0, theirs: 0 };
	position.cells.forEach((c: CellContent, i) => {
		if (c === null) return;
		const [lo, hi] = cellBit(i % C4_WIDTH, C4_HEIGHT - 1 - Math.floor(i / C4_WIDTH));
		b.maskLo |= lo;
		b.maskHi |= hi;
		if (c === position.toMove) {
			b.curLo |= lo;
			b.curHi |= hi;
			b.mine++;
		} else b.theirs++;
	});
	return b;
}

/** The board's cells (games.ts layout) with `toMoveMark` for the side to move's discs. */
export function cellsOf(board: C4Board, toMoveMark: 'X' | 'O'): CellContent[] {
	const other = toMoveMark === 'X' ? 'O' : 'X';
	const cells: CellContent[] = Array(C4_WIDTH * C4_HEIGHT).fill(null);
	for (let col = 0; col < C4_WIDTH; col++) {
		for (let row = 0; row < C4_HEIGHT; row++) {
			const [lo, hi] = cellBit(col, row);
			if (!((board.maskLo & lo) | (board.maskHi & hi))) continue;
			const mine = (board.curLo & lo) | (board.curHi & hi);
			cells[(C4_HEIGHT - 1 - row) * C4_WIDTH + col] = mine ? toMoveMark : other;
		}
	}
	return cells;
}

/** True when column `col` has room for a disc. */
export function canPlay(board: C4Board, col: number): boolean {
	const [lo, hi] = cellBit(col, C4_HEIGHT - 1);
	return ((board.maskLo & lo) | (board.maskHi & hi)) === 0;
}

/**
 * The board after the side to move drops a disc in column `col` (the other side then moves).
 * @throws RangeError when the column is full or not 0-6.
 */
export function play(board: C4Board, col: number): C4Board {
	if (!(Number.isInteger(col) && col >= 0 && col < C4_WIDTH) || !canPlay(board, col)) {
		throw new RangeError(`Column ${col} cannot take a disc.`);
	}
	const [cLo, cHi] = columnMask(col);
	// The column's lowest empty cell: mask + bottom, kept to the column.
	const [bLo, bHi] = cellBit(col, 0);
	const moveLo = (board.maskLo + bLo) & cLo;
	const moveHi = (board.maskHi + bHi) & cHi;
	return {
		curLo: board.curLo ^ board.maskLo,
		curHi: board.curHi ^ board.maskHi,
		maskLo: board.maskLo | moveLo,
		maskHi: board.maskHi | moveHi,
		mine: board.theirs,
		theirs: board.mine + 1
	};
}

/**
 * Results of winningCells (two halves, to avoid an allocation per call in the search): module
 * bindings, read by the caller right after the call, before anything else can call it.
 */
export let winLo = 0;
export let winHi = 0;

/**
 * The empty cells (playable now or not) that would complete four in a row for the discs (pLo, pHi)
 * on a board whose discs are (mLo, mHi): Pons' compute_winning_position, in two halves. Sets winLo
 * and winHi and returns nothing.
 */
export function winningCells(pLo: number, pHi: number, mLo: number, mHi: number): void {
	// Vertical: three discs below (shifts stay inside a column, hence inside a half).
	let rLo = (pLo << 1) & (pLo << 2) & (pLo << 3);
	let rHi = (pHi << 1) & (pHi << 2) & (pHi << 3);
	// Horizontal (7) and the two diagonals (6, 8): for a shift s, x1 = p shifted up by s, and so
	// on; a cell wins with three of its four neighbours along the line in any of four placements.
	// Bits the low half pushes past bit 27 are cleared by the board mask at the end.
	for (let s = 6; s <= 8; s++) {
		const s2 = s * 2;
		const s3 = s * 3;
		const u1Lo = pLo << s;
		const u1Hi = (pHi << s) | (pLo >>> (LO_BITS - s));
		const u2Lo = pLo << s2;
		const u2Hi = (pHi << s2) | (pLo >>> (LO_BITS - s2));
		const u3Lo = pLo << s3;
		const u3Hi = (pHi << s3) | (pLo >>> (LO_BITS - s3));
		const d1Lo = (pLo >>> s) | (pHi << (LO_BITS - s));
		const d1Hi = pHi >>> s;
		const d2Lo = (pLo >>> s2) | (pHi << (LO_BITS - s2));
		const d2Hi = pHi >>> s2;
		const d3Lo = (pLo >>> s3) | (pHi << (LO_BITS - s3));
		const d3Hi = pHi >>> s3;
		let aLo = u1Lo & u2Lo;
		let aHi = u1Hi & u2Hi;
		rLo |= aLo & (u3Lo | d1Lo);
		rHi |= aHi & (u3Hi | d1Hi);
		aLo = d1Lo & d2Lo;
		aHi = d1Hi & d2Hi;
		rLo |= aLo & (u1Lo | d3Lo);
		rHi |= aHi & (u1Hi | d3Hi);
	}
	winLo = rLo & (BOARD_LO ^ mLo);
	winHi = rHi & (BOARD_HI ^ mHi);
}

/** True when the discs (lo, hi) hold four in a row in any direction (Pons' alignment test). */
export function hasFour(lo: number, hi: number): boolean {
	// Vertical.
	if ((lo & (lo >>> 1) & (lo >>> 2) & (lo >>> 3)) | (hi & (hi >>> 1) & (hi >>> 2) & (hi >>> 3))) {
		return true;
	}
	for (let s = 6; s <= 8; s++) {
		// m = p & (p >> s), then m & (m >> 2s), in halves.
		const mLo = lo & ((lo >>> s) | (hi << (LO_BITS - s))) & LO_MASK;
		const mHi = hi & (hi >>> s);
		const s2 = 2 * s;
		const tLo = mLo & ((mLo >>> s2) | (mHi << (LO_BITS - s2))) & LO_MASK;
		const tHi = mHi & (mHi >>> s2);
		if (tLo | tHi) return true;
	}
	return false;
}

/** The cells where the side to move may drop a disc now, as winLo/winHi-style halves. */
export function playableLo(maskLo: number): number {
	return (maskLo + BOTTOM_LO) & BOARD_LO;
}
/** See playableLo: the high half. */
export function playableHi(maskHi: number): number {
	return (maskHi + BOTTOM_HI) & BOARD_HI;
}

/** True when the side to move can connect four with its next disc. */
export function canWinNext(board: C4Board): boolean {
	winningCells(board.curLo, board.curHi, board.maskLo, board.maskHi);
	return ((winLo & playableLo(board.maskLo)) | (winHi & playableHi(board.maskHi))) !== 0;
}

/** True when dropping a disc in column `col` connects four for the side to move. */
export function isWinningMove(board: C4Board, col: number): boolean {
	if (!canPlay(board, col)) return false;
	const [cLo, cHi] = columnMask(col);
	winningCells(board.curLo, board.curHi, board.maskLo, board.maskHi);
	return (
		((winLo & playableLo(board.maskLo) & cLo) | (winHi & playableHi(board.maskHi) & cHi)) !== 0
	);
}
