/**
 * The evaluation function of ultimate tic-tac-toe (docs/conventions.md, "Depth limit and
 * evaluation"): what a depth-limited search scores a horizon leaf with, from X's view (negated for
 * O), ignoring whose turn it is. A weighted sum of features (Russell and Norvig, "Artificial
 * Intelligence: A Modern Approach", 3rd ed., section 5.4.1), each counted for X minus for O:
 * - a small board won: WON_BOARD (20), the centre board (board 5) CENTRE_BOARD_BONUS (10) more;
 * - in each open small board, a line holding two of the side's marks and none of the other's:
 *   SMALL_TWO (3) each;
 * - on the big board, a line of small boards holding two won by the side and an open third:
 *   BIG_TWO (50) each;
 * - each mark in the centre board while it is open: CENTRE_MARK (1).
 * The sum stays below the win score (1000): its size is at most 9 * 20 + 10 (won boards) + 8 * 50
 * (big-board lines) + 9 * 8 * 3 (small-board lines) + 9 (centre marks) = 815. The search still
 * clamps it to +-evaluationLimit (evaluation.ts), strictly below every win it can meet.
 */
import type { Mark, Position } from './board';
import { SMALL_LINE_MASKS, UltimateBoard } from './ultimate';

/** A small board won. */
export const WON_BOARD = 20;
/** Added for the centre board (board 5, index 4) won. */
export const CENTRE_BOARD_BONUS = 10;
/** A line of an open small board with two own marks and no opposing one. */
export const SMALL_TWO = 3;
/** A line of the big board with two own won boards and an open third. */
export const BIG_TWO = 50;
/** A mark in the open centre board. */
export const CENTRE_MARK = 1;

/** TWO_LINES[own]: the lines (bit l = SMALL_LINE_MASKS[l]) holding exactly two of `own`'s marks. */
const TWO_LINES = new Uint8Array(512);
/** TOUCHED[opp]: the lines holding at least one of `opp`'s marks. */
const TOUCHED = new Uint8Array(512);
/** Bits set in a byte. */
const BITS8 = new Uint8Array(256);
for (let m = 1; m < 256; m++) BITS8[m] = (m & 1) + BITS8[m >> 1];
for (let m = 0; m < 512; m++) {
	SMALL_LINE_MASKS.forEach((l, i) => {
		const n = BITS8[m & l & 255] + ((m & l) >> 8);
		if (n === 2) TWO_LINES[m] |= 1 << i;
		if (m & l) TOUCHED[m] |= 1 << i;
	});
}

/** Lines of a 3x3 board (9-bit masks) with two `own` marks and none of `opp`. */
function twos(own: number, opp: number): number {
	return BITS8[TWO_LINES[own] & ~TOUCHED[opp] & 255];
}

/** Marks in a 9-bit mask. */
const bits = (m: number) => BITS8[m & 255] + (m >> 8);

/** The evaluation of a board from X's view (the module docstring's features), unclamped. */
export function evaluateUltimateBoard(board: UltimateBoard): number {
	let sum = 0;
	const state = board.state;
	for (let b = 0; b < 9; b++) {
		const s = state[b];
		if (s === 1) sum += b === 4 ? WON_BOARD + CENTRE_BOARD_BONUS : WON_BOARD;
		else if (s === 2) sum -= b === 4 ? WON_BOARD + CENTRE_BOARD_BONUS : WON_BOARD;
		else if (s === 0) {
			const x = board.x[b];
			const o = board.o[b];
			sum += SMALL_TWO * (twos(x, o) - twos(o, x));
			if (b === 4) sum += CENTRE_MARK * (bits(x) - bits(o));
		}
	}
	const closed = board.closed;
	sum +=
		BIG_TWO * (twos(board.bigX, closed & ~board.bigX) - twos(board.bigO, closed & ~board.bigO));
	return sum;
}

/**
 * The evaluation of an ultimate `position` (81 cells) from `forMark`'s view, unclamped.
 * @throws RangeError when the position does not have 81 cells.
 */
export function evaluateUltimate(position: Position, forMark: Mark): number {
	const v = evaluateUltimateBoard(new UltimateBoard(position));
	return forMark === 'X' ? v : -v;
}
