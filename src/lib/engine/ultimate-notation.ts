/**
 * Ultimate tic-tac-toe's position notation (docs/conventions.md, "Position notation"): the nine
 * rows of the 9x9 grid from the top, nine characters each, separated by '/' ('.' empty, 'X' and
 * 'O' marks; as in the other games '_' or '-' for empty, spaces and lower case are accepted, and
 * the 81 cells may come without slashes), then a space and the small board the side to move must
 * play in, 1 to 9 (board numbers as in ultimate.ts), or '*' for any open board. The empty board:
 * `........./........./........./........./........./........./........./........./......... *`.
 * The side to move follows from the counts: X moves first, so X when the counts are equal, O when
 * X has one mark more; no explicit side.
 *
 * What validation checks (each a PositionError with its own code), in this order:
 * - the board's text (notation.ts: 'row-shape', 'invalid-character', 'cell-count');
 * - 'forced-board-syntax': the last field missing or not 1-9 / '*';
 * - 'mark-count' (counts more than one apart) and 'first-mark' (O has more marks than X);
 * - 'small-board-both-won': a small board with a line of each mark (a board closes at its first);
 * - 'big-board-both-won', then 'big-board-side-won': the side to move already won the big board;
 * - 'forced-board-closed': the board to play in is won or full;
 * - 'forced-board-unreachable': board k is named but no mark of the side that moved last could be
 *   that last move, in cell k of some small board b. A mark in b can be the last move only when b
 *   is open, drawn, or won by that side with the mark in each of its lines there (the move that
 *   closes a board is its last); on the empty board no board can be named;
 * - 'any-board-unreachable': '*' after marks, but no mark that could be the last move (as above)
 *   stands in cell k of a board with board k closed.
 * Not checked (not soundly decidable from the cells alone without a search over move orders):
 * whether the marks can be ordered into a whole legal game.
 */
import type { CellContent, Mark, Position } from './board';
import { MarkCountError, UltimatePositionError } from './errors';
import { hasSmallLine, smallBoardMasks, smallBoardStates, type SmallBoardState } from './ultimate';

/** The forced-board field: 0-8, or null for '*' (any board). */
export function parseForcedBoard(text: string | null): number | null {
	if (text === '*') return null;
	if (text !== null && /^[1-9]$/.test(text)) return Number(text) - 1;
	const shown = text === null ? null : text.length > 12 ? `${text.slice(0, 12)}…` : text;
	throw new UltimatePositionError('forced-board-syntax', { text: shown });
}

/**
 * True when the mark of `side` at place k of small board b (state `state`, side's mask `own`)
 * could have been the last move made in b: b open or drawn, or won by `side` with every line of
 * `side` in b going through place k.
 */
function couldBeLast(state: SmallBoardState, side: Mark, own: number, k: number): boolean {
	if (state === null || state === 'draw') return true;
	if (state !== side) return false;
	return !hasSmallLine(own & ~(1 << k));
}

/**
 * Checks `cells` (81, already read by notation.ts) with the forced-board field `forcedText` (the
 * text after the board, null when there is none) and returns the position.
 * @throws PositionError with the codes the module docstring lists, in that order.
 */
export function validateUltimate(cells: CellContent[], forcedText: string | null): Position {
	const forced = parseForcedBoard(forcedText);
	const xCount = cells.filter((c) => c === 'X').length;
	const oCount = cells.filter((c) => c === 'O').length;
	if (Math.abs(xCount - oCount) > 1) throw new MarkCountError(xCount, oCount);
	if (oCount > xCount) throw new UltimatePositionError('first-mark', { xCount, oCount });
	const { x, o } = smallBoardMasks(cells);
	for (let b = 0; b < 9; b++) {
		if (hasSmallLine(x[b]) && hasSmallLine(o[b])) {
			throw new UltimatePositionError('small-board-both-won', { board: b + 1 });
		}
	}
	const states = smallBoardStates(cells);
	const big = (mark: Mark) =>
		hasSmallLine(states.reduce((m, s, b) => (s === mark ? m | (1 << b) : m), 0));
	if (big('X') && big('O')) throw new UltimatePositionError('big-board-both-won', {});
	const toMove: Mark = xCount === oCount ? 'X' : 'O';
	if (big(toMove)) throw new UltimatePositionError('big-board-side-won', { side: toMove });
	const last: Mark = toMove === 'X' ? 'O' : 'X';
	const lastMasks = last === 'X' ? x : o;
	// Place k of board b holds a mark of `last` that could have been the last move.
	const lastAt = (b: number, k: number) =>
		(lastMasks[b] & (1 << k)) !== 0 && couldBeLast(states[b], last, lastMasks[b], k);
	if (forced !== null) {
		const state = states[forced];
		if (state !== null) {
			throw new UltimatePositionError('forced-board-closed', { board: forced + 1, state });
		}
		let reachable = false;
		for (let b = 0; b < 9 && !reachable; b++) reachable = lastAt(b, forced);
		if (!reachable) {
			throw new UltimatePositionError('forced-board-unreachable', {
				board: forced + 1,
				side: last
			});
		}
	} else if (xCount + oCount > 0) {
		let reachable = false;
		for (let b = 0; b < 9 && !reachable; b++) {
			for (let k = 0; k < 9 && !reachable; k++) reachable = states[k] !== null && lastAt(b, k);
		}
		if (!reachable) throw new UltimatePositionError('any-board-unreachable', { side: last });
	}
	return { cells, toMove, forcedBoard: forced };
}

/**
 * Formats an ultimate position (81 cells): its nine rows separated by '/', a space, and the board
 * to play in (1-9) or '*' for any. The side to move is not written (the counts give it).
 */
export function formatUltimate(position: Position): string {
	const chars = position.cells.map((c) => c ?? '.');
	const rows: string[] = [];
	for (let r = 0; r < 81; r += 9) rows.push(chars.slice(r, r + 9).join(''));
	const f = position.forcedBoard ?? null;
	return `${rows.join('/')} ${f === null ? '*' : f + 1}`;
}
