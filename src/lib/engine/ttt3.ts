/**
 * The tic-tac-toe 3x3 board's own helpers (docs/conventions.md, "Board" and "Finished game"): its
 * eight lines and two 9-bit masks per position, one per mark (bit i set = cell i holds that mark),
 * used by the 3x3 search (search-ttt3.ts), its records and the whole-tree view; and the position
 * helpers of the 3x3-only tools (Prove it, the position editor, the Coach, the practice exercises
 * and the lessons). Every game's board: game-board.ts over a GameDef.
 */
import { other, type CellContent, type Outcome, type Position } from './board';

/** The eight winning lines as cell indices: three rows, three columns, two diagonals. */
export const LINES: readonly (readonly [number, number, number])[] = [
	[0, 1, 2],
	[3, 4, 5],
	[6, 7, 8],
	[0, 3, 6],
	[1, 4, 7],
	[2, 5, 8],
	[0, 4, 8],
	[2, 4, 6]
];

/** Bit mask of a full board (all nine cells). */
export const FULL = 0x1ff;

const LINE_MASKS = LINES.map(([a, b, c]) => (1 << a) | (1 << b) | (1 << c));

/** HAS_LINE[mask] is 1 when the 9-bit mask contains one of the eight lines. */
const HAS_LINE = new Uint8Array(512);
for (let mask = 0; mask < 512; mask++) {
	HAS_LINE[mask] = LINE_MASKS.some((line) => (mask & line) === line) ? 1 : 0;
}

/** True when the 9-bit mask of one mark's cells contains a complete line. */
export function hasLine(mask: number): boolean {
	return HAS_LINE[mask] === 1;
}

/**
 * Outcome of a position given as masks, or `null` while the game goes on.
 * A line is checked before the full board, so a line made on the ninth move is a win.
 */
export function outcomeOfMasks(x: number, o: number): Outcome | null {
	if (HAS_LINE[x]) return 'X';
	if (HAS_LINE[o]) return 'O';
	if ((x | o) === FULL) return 'draw';
	return null;
}

/** The two masks of a position: `[x, o]`. */
export function toMasks(position: Position): [number, number] {
	let x = 0;
	let o = 0;
	position.cells.forEach((cell, i) => {
		if (cell === 'X') x |= 1 << i;
		else if (cell === 'O') o |= 1 << i;
	});
	return [x, o];
}

/** The cells of a position given as masks (9 entries). */
export function cellsOfMasks(x: number, o: number): CellContent[] {
	const cells: CellContent[] = [];
	for (let i = 0; i < 9; i++) cells.push(x & (1 << i) ? 'X' : o & (1 << i) ? 'O' : null);
	return cells;
}

/** Outcome of a position, or `null` when the game goes on (line checked before full board). */
export function winner(position: Position): Outcome | null {
	const [x, o] = toMasks(position);
	return outcomeOfMasks(x, o);
}

/** The winning line (three cell indices) of a finished position, or `null` when there is none. */
export function winningLine(position: Position): readonly [number, number, number] | null {
	const [x, o] = toMasks(position);
	for (const line of LINES) {
		const mask = (1 << line[0]) | (1 << line[1]) | (1 << line[2]);
		if ((x & mask) === mask || (o & mask) === mask) return line;
	}
	return null;
}

/** Empty cells (indices 0-8, ascending) where the side to move may play; none once the game is over. */
export function legalMoves(position: Position): number[] {
	if (winner(position) !== null) return [];
	const moves: number[] = [];
	position.cells.forEach((cell, i) => {
		if (cell === null) moves.push(i);
	});
	return moves;
}

/** The empty board, X to move. */
export function emptyPosition(): Position {
	return { cells: Array<CellContent>(9).fill(null), toMove: 'X' };
}

/**
 * The position after the side to move plays `cell` (0-8). Returns a new object; the input is unchanged.
 * @throws RangeError when the cell is out of range, already taken, or the game is over.
 */
export function play(position: Position, cell: number): Position {
	if (!Number.isInteger(cell) || cell < 0 || cell > 8) {
		throw new RangeError(`Cell index ${cell} is out of range: expected 0 to 8.`);
	}
	if (winner(position) !== null) throw new RangeError('The game is over: no move can be played.');
	if (position.cells[cell] !== null) {
		throw new RangeError(`Cell ${cell + 1} is already taken by ${position.cells[cell]}.`);
	}
	const cells = position.cells.slice();
	cells[cell] = position.toMove;
	return { cells, toMove: other(position.toMove) };
}
