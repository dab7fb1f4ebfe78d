/**
 * Ultimate tic-tac-toe's rules (docs/conventions.md, "Games"): nine small 3x3 boards in a 3x3
 * frame, a 9x9 grid of 81 cells.
 *
 * Conventions (every number below depends on them):
 * - Cells are indexed row by row over the 9x9 grid from the top left: index = row * 9 + col
 *   (row, col 0-8). Small board b (0-8, "board 1" to "board 9" for people) is
 *   floor(row / 3) * 3 + floor(col / 3); the cell within it (0-8, "cell 1" to "cell 9") is
 *   (row % 3) * 3 + col % 3. Both follow 3x3's numbering, row by row from the top left.
 * - X moves first. Playing cell k of a small board sends the opponent to small board k; when that
 *   board is won or full, the opponent may play in any open board (neither won nor full).
 * - A small board is won by three in a row and is then closed (no more moves in it); it counts as
 *   its winner's mark on the big board. A full small board without a line is drawn and belongs to
 *   nobody. Three won boards in a row on the big board win the game; when no legal move remains
 *   (every small board closed) without such a line, the game is a draw.
 *
 * A `Position` of this game has 81 cells and `forcedBoard`, the small board the side to move must
 * play in (null or absent: any open board). The functions over `Position` check their input; the
 * `UltimateBoard` class is the fast make/unmake position the searches (minimax, perft, Monte Carlo
 * tree search) run on, and checks nothing.
 */
import type { CellContent, Mark, Outcome, Position } from './board';

/** BOARD_OF[cell]: the small board (0-8) holding the cell. */
export const BOARD_OF: Readonly<Uint8Array> = new Uint8Array(81);
/** CELL_IN_BOARD[cell]: the cell's place (0-8) within its small board. */
export const CELL_IN_BOARD: Readonly<Uint8Array> = new Uint8Array(81);
/** CELL_AT[b * 9 + k]: the grid cell of place k in small board b. */
export const CELL_AT: Readonly<Uint8Array> = new Uint8Array(81);
for (let cell = 0; cell < 81; cell++) {
	const row = Math.floor(cell / 9);
	const col = cell % 9;
	const b = Math.floor(row / 3) * 3 + Math.floor(col / 3);
	const k = (row % 3) * 3 + (col % 3);
	(BOARD_OF as Uint8Array)[cell] = b;
	(CELL_IN_BOARD as Uint8Array)[cell] = k;
	(CELL_AT as Uint8Array)[b * 9 + k] = cell;
}

/** The small board (0-8) of a grid cell (0-80). */
export function boardOfCell(cell: number): number {
	return BOARD_OF[cell];
}

/** The place (0-8) of a grid cell (0-80) within its small board. */
export function cellInBoard(cell: number): number {
	return CELL_IN_BOARD[cell];
}

/** The grid cell (0-80) of place `k` (0-8) in small board `b` (0-8). */
export function cellOfBoard(b: number, k: number): number {
	return CELL_AT[b * 9 + k];
}

/** The eight lines of a 3x3 board as 9-bit masks (bit k = place k): rows, columns, diagonals. */
export const SMALL_LINE_MASKS: readonly number[] = [
	0b000000111, 0b000111000, 0b111000000, 0b001001001, 0b010010010, 0b100100100, 0b100010001,
	0b001010100
];

/** HAS_LINE[mask] = 1 when the 9-bit mask holds a line of SMALL_LINE_MASKS. */
const HAS_LINE = new Uint8Array(512);
for (let m = 0; m < 512; m++) {
	HAS_LINE[m] = SMALL_LINE_MASKS.some((l) => (m & l) === l) ? 1 : 0;
}

/** True when a 9-bit mask (bit k = place k of a 3x3 board) holds three in a row. */
export function hasSmallLine(mask: number): boolean {
	return HAS_LINE[mask & 511] === 1;
}

/** A small board's state: won by a mark, 'draw' (full without a line), or null while open. */
export type SmallBoardState = Mark | 'draw' | null;

/** The X and O masks (9 bits each, bit k = place k) of every small board of `cells` (81 cells). */
export function smallBoardMasks(cells: readonly CellContent[]): { x: number[]; o: number[] } {
	const x = Array<number>(9).fill(0);
	const o = Array<number>(9).fill(0);
	for (let cell = 0; cell < 81; cell++) {
		const bit = 1 << CELL_IN_BOARD[cell];
		if (cells[cell] === 'X') x[BOARD_OF[cell]] |= bit;
		else if (cells[cell] === 'O') o[BOARD_OF[cell]] |= bit;
	}
	return { x, o };
}

/**
 * The state of the nine small boards of `cells` (81 cells), board 0 first: the mark with a line
 * (X named when both have one, which no game reaches), else 'draw' when full, else null (open).
 */
export function smallBoardStates(cells: readonly CellContent[]): SmallBoardState[] {
	const { x, o } = smallBoardMasks(cells);
	return x.map((xm, b) =>
		HAS_LINE[xm] ? 'X' : HAS_LINE[o[b]] ? 'O' : (xm | o[b]) === 511 ? 'draw' : null
	);
}

/** The big board's mask (bit b = small board b) of the small boards `mark` won. */
function wonMask(states: readonly SmallBoardState[], mark: Mark): number {
	let m = 0;
	states.forEach((s, b) => {
		if (s === mark) m |= 1 << b;
	});
	return m;
}

/**
 * The outcome of an ultimate position's cells (81), or null while the game goes on: three won
 * small boards in a row win (X named when both have one, which no game reaches); else a draw when
 * every small board is closed (won or full), since no legal move remains.
 */
export function ultimateOutcome(cells: readonly CellContent[]): Outcome | null {
	const states = smallBoardStates(cells);
	if (HAS_LINE[wonMask(states, 'X')]) return 'X';
	if (HAS_LINE[wonMask(states, 'O')]) return 'O';
	return states.every((s) => s !== null) ? 'draw' : null;
}

/**
 * The small board the opponent must play in after a move into grid cell `cell`, given the cells
 * after that move: the cell's place k when small board k is open, else null (any open board).
 */
export function ultimateTarget(cellsAfter: readonly CellContent[], cell: number): number | null {
	const k = CELL_IN_BOARD[cell];
	return smallBoardStates(cellsAfter)[k] === null ? k : null;
}

/** The empty ultimate board: X to move, any board. */
export function emptyUltimatePosition(): Position {
	return { cells: Array<CellContent>(81).fill(null), toMove: 'X', forcedBoard: null };
}

/**
 * The legal moves of the side to move, as grid cells in ascending index; none once the game is
 * over. With a forced board (open), its empty cells; else the empty cells of every open board.
 * A forced board that is closed (no valid position has one) is read as "any open board".
 */
export function ultimateMoves(position: Position): number[] {
	const cells = position.cells;
	if (ultimateOutcome(cells) !== null) return [];
	const states = smallBoardStates(cells);
	const forced = position.forcedBoard ?? null;
	const any = forced === null || states[forced] !== null;
	const out: number[] = [];
	for (let cell = 0; cell < 81; cell++) {
		if (cells[cell] !== null || states[BOARD_OF[cell]] !== null) continue;
		if (any || BOARD_OF[cell] === forced) out.push(cell);
	}
	return out;
}

/**
 * The position after the side to move fills grid cell `cell`: a new object, the input unchanged;
 * its `forcedBoard` is the board the move sends the opponent to (null for any).
 * @throws RangeError when the position does not have 81 cells, the cell is out of range or taken,
 *   the game is over, the cell's small board is closed, or it is not the forced board.
 */
export function playUltimateMove(position: Position, cell: number): Position {
	if (position.cells.length !== 81) {
		throw new RangeError(
			`An ultimate position has 81 cells, this one has ${position.cells.length}.`
		);
	}
	if (!Number.isInteger(cell) || cell < 0 || cell >= 81) {
		throw new RangeError(`Cell index ${cell} is out of range: expected 0 to 80.`);
	}
	if (ultimateOutcome(position.cells) !== null) {
		throw new RangeError('The game is over: no move can be played.');
	}
	if (position.cells[cell] !== null) {
		throw new RangeError(`Cell ${cell + 1} is already taken by ${position.cells[cell]}.`);
	}
	const b = BOARD_OF[cell];
	const states = smallBoardStates(position.cells);
	if (states[b] !== null) {
		throw new RangeError(`Board ${b + 1} is closed: no move can be played in it.`);
	}
	const forced = position.forcedBoard ?? null;
	if (forced !== null && states[forced] === null && forced !== b) {
		throw new RangeError(`The move must be played in board ${forced + 1}, not board ${b + 1}.`);
	}
	const cells = position.cells.slice();
	cells[cell] = position.toMove;
	return {
		cells,
		toMove: position.toMove === 'X' ? 'O' : 'X',
		forcedBoard: ultimateTarget(cells, cell)
	};
}

/** Small board states inside UltimateBoard. */
const OPEN = 0;
const WON_X = 1;
const WON_O = 2;
const DRAWN = 3;

/**
 * The fast make/unmake ultimate position the searches run on (the `MctsPosition` shape: moves,
 * play, undo, outcome, toMove). Nine 9-bit masks per mark, each small board's state, the big
 * board's masks of won and closed boards, the forced board and the outcome, all updated by play
 * and put back by undo. `play` checks nothing: its cell must be one of `moves()`.
 */
export class UltimateBoard {
	/** X's and O's 9-bit masks per small board (bit k = place k). */
	readonly x = new Uint16Array(9);
	readonly o = new Uint16Array(9);
	/** Per small board: 0 open, 1 won by X, 2 won by O, 3 drawn (full without a line). */
	readonly state = new Uint8Array(9);
	/** Big-board masks (bit b = small board b): won by X, won by O, closed (won or full). */
	bigX = 0;
	bigO = 0;
	closed = 0;
	/** The small board the side to move must play in, -1 for any open board. */
	forced = -1;
	/** True when X is to move. */
	xToMove = true;
	/** 0 while the game goes on, 1 X won, 2 O won, 3 draw. */
	result = 0;
	/** Moves played since construction, for undo: the cell and the forced board before it. */
	private readonly histCell = new Int8Array(81);
	private readonly histForced = new Int8Array(81);
	private ply = 0;

	/**
	 * The board of `position` (the empty board, X to move, when absent).
	 * @throws RangeError when the position does not have 81 cells.
	 */
	constructor(position?: Position) {
		if (!position) return;
		if (position.cells.length !== 81) {
			throw new RangeError(
				`An ultimate position has 81 cells, this one has ${position.cells.length}.`
			);
		}
		const { x, o } = smallBoardMasks(position.cells);
		for (let b = 0; b < 9; b++) {
			this.x[b] = x[b];
			this.o[b] = o[b];
			const s = HAS_LINE[x[b]]
				? WON_X
				: HAS_LINE[o[b]]
					? WON_O
					: (x[b] | o[b]) === 511
						? DRAWN
						: OPEN;
			this.state[b] = s;
			if (s !== OPEN) this.closed |= 1 << b;
			if (s === WON_X) this.bigX |= 1 << b;
			if (s === WON_O) this.bigO |= 1 << b;
		}
		this.xToMove = position.toMove === 'X';
		const f = position.forcedBoard ?? null;
		this.forced = f !== null && this.state[f] === OPEN ? f : -1;
		this.result = HAS_LINE[this.bigX]
			? WON_X
			: HAS_LINE[this.bigO]
				? WON_O
				: this.closed === 511
					? DRAWN
					: 0;
	}

	/** The side to move. */
	toMove(): Mark {
		return this.xToMove ? 'X' : 'O';
	}

	/** The outcome, or null while the game goes on. */
	outcome(): Outcome | null {
		const r = this.result;
		return r === 0 ? null : r === WON_X ? 'X' : r === WON_O ? 'O' : 'draw';
	}

	/**
	 * Writes the legal moves (grid cells, ascending) into `out` from `offset` and returns how many:
	 * none once the game is over. The allocation-free form of `moves`.
	 */
	movesInto(out: Uint8Array | Int8Array | number[], offset = 0): number {
		if (this.result !== 0) return 0;
		let n = offset;
		const f = this.forced;
		if (f >= 0) {
			const taken = this.x[f] | this.o[f];
			for (let k = 0; k < 9; k++) if (!(taken & (1 << k))) out[n++] = CELL_AT[f * 9 + k];
			return n - offset;
		}
		const closed = this.closed;
		for (let cell = 0; cell < 81; cell++) {
			const b = BOARD_OF[cell];
			if (closed & (1 << b)) continue;
			if ((this.x[b] | this.o[b]) & (1 << CELL_IN_BOARD[cell])) continue;
			out[n++] = cell;
		}
		return n - offset;
	}

	/** The legal moves as grid cells in ascending index; none once the game is over. */
	moves(): number[] {
		const out: number[] = [];
		this.movesInto(out);
		return out;
	}

	/** True when grid cell `cell` is a legal move now. */
	isLegal(cell: number): boolean {
		if (this.result !== 0 || !(cell >= 0 && cell < 81)) return false;
		const b = BOARD_OF[cell];
		if (this.closed & (1 << b)) return false;
		if (this.forced >= 0 && this.forced !== b) return false;
		return ((this.x[b] | this.o[b]) & (1 << CELL_IN_BOARD[cell])) === 0;
	}

	/** Plays grid cell `cell` (one of `moves()`) for the side to move. */
	play(cell: number): void {
		const b = BOARD_OF[cell];
		const k = CELL_IN_BOARD[cell];
		const bit = 1 << k;
		this.histCell[this.ply] = cell;
		this.histForced[this.ply++] = this.forced;
		if (this.xToMove) {
			const m = (this.x[b] |= bit);
			if (HAS_LINE[m]) {
				this.state[b] = WON_X;
				this.closed |= 1 << b;
				this.bigX |= 1 << b;
				if (HAS_LINE[this.bigX]) this.result = WON_X;
			} else if ((m | this.o[b]) === 511) {
				this.state[b] = DRAWN;
				this.closed |= 1 << b;
			}
		} else {
			const m = (this.o[b] |= bit);
			if (HAS_LINE[m]) {
				this.state[b] = WON_O;
				this.closed |= 1 << b;
				this.bigO |= 1 << b;
				if (HAS_LINE[this.bigO]) this.result = WON_O;
			} else if ((m | this.x[b]) === 511) {
				this.state[b] = DRAWN;
				this.closed |= 1 << b;
			}
		}
		if (this.result === 0 && this.closed === 511) this.result = DRAWN;
		this.forced = this.closed & (1 << k) ? -1 : k;
		this.xToMove = !this.xToMove;
	}

	/**
	 * Takes back the last move played on this object. The board the move was in was open before
	 * it and no move follows a finished game, so both are simply reopened.
	 * @throws RangeError when no move was played.
	 */
	undo(): void {
		if (this.ply === 0) throw new RangeError('No move to take back.');
		const cell = this.histCell[--this.ply];
		this.forced = this.histForced[this.ply];
		this.xToMove = !this.xToMove;
		const b = BOARD_OF[cell];
		const clear = ~(1 << CELL_IN_BOARD[cell]);
		if (this.xToMove) this.x[b] &= clear;
		else this.o[b] &= clear;
		const open = ~(1 << b);
		this.state[b] = OPEN;
		this.closed &= open;
		this.bigX &= open;
		this.bigO &= open;
		this.result = 0;
	}

	/** The position as the rest of the app sees it (81 cells, side to move, forced board). */
	position(): Position {
		const cells = Array<CellContent>(81).fill(null);
		for (let cell = 0; cell < 81; cell++) {
			const bit = 1 << CELL_IN_BOARD[cell];
			const b = BOARD_OF[cell];
			if (this.x[b] & bit) cells[cell] = 'X';
			else if (this.o[b] & bit) cells[cell] = 'O';
		}
		return { cells, toMove: this.toMove(), forcedBoard: this.forced < 0 ? null : this.forced };
	}
}

/**
 * Perft: the number of positions reached after exactly `depth` plies from `position` (every
 * sequence of legal moves counted once; a game that ends earlier adds nothing). From the empty
 * board, depths 1 to 5: 81, 720, 6,336, 55,080, 473,256 (tests/unit/engine/ultimate.test.ts,
 * against a slow implementation of the plain rules). The name and the idea are chess programs'.
 * @throws RangeError when depth is not a whole number from 0, or as UltimateBoard.
 */
export function perft(position: Position, depth: number): number {
	if (!(Number.isInteger(depth) && depth >= 0)) {
		throw new RangeError(`The perft depth must be a whole number from 0, not ${depth}.`);
	}
	const board = new UltimateBoard(position);
	const buf = new Uint8Array(81 * (depth + 1));
	const walk = (d: number, base: number): number => {
		if (d === 0) return 1;
		const n = board.movesInto(buf, base);
		if (d === 1) return n;
		let total = 0;
		for (let i = 0; i < n; i++) {
			board.play(buf[base + i]);
			total += walk(d - 1, base + 81);
			board.undo();
		}
		return total;
	};
	return walk(depth, 0);
}
