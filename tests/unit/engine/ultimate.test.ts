/**
 * ultimate.ts: the rules (sending, a won or full target board frees the choice, a drawn small
 * board belongs to nobody, a win and a draw on the big board), the game-board.ts dispatch, the
 * make/unmake board against the Position functions, and perft against the reference figures and
 * against a slow implementation of the plain rules written here from the grid's geometry alone.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	GAME_DEFS,
	UltimateBoard,
	boardOfCell,
	cellInBoard,
	cellOfBoard,
	emptyGamePosition,
	emptyUltimatePosition,
	gameMoves,
	gameOutcome,
	perft,
	playMove,
	playUltimateMove,
	smallBoardStates,
	ultimateMoves,
	ultimateOutcome,
	type CellContent,
	type Mark,
	type Outcome,
	type Position
} from '$lib/engine';

// The slow reference: cells as an array, every rule recomputed from the 9x9 geometry.
const LINES3 = [
	[0, 1, 2],
	[3, 4, 5],
	[6, 7, 8],
	[0, 3, 6],
	[1, 4, 7],
	[2, 5, 8],
	[0, 4, 8],
	[2, 4, 6]
];
/** The grid cells of small board b, place by place: rows from the top, columns from the left. */
const refBoardCells = (b: number) => {
	const out: number[] = [];
	for (let r = 0; r < 3; r++) {
		for (let c = 0; c < 3; c++) out.push((Math.floor(b / 3) * 3 + r) * 9 + (b % 3) * 3 + c);
	}
	return out;
};
const lineOf3 = (nine: readonly CellContent[]): Mark | null => {
	for (const [a, b, c] of LINES3) {
		if (nine[a] !== null && nine[a] === nine[b] && nine[a] === nine[c]) return nine[a];
	}
	return null;
};
/** 'X' / 'O' won, 'draw' full, null open. */
const refStates = (cells: readonly CellContent[]) =>
	Array.from({ length: 9 }, (_, b) => {
		const nine = refBoardCells(b).map((c) => cells[c]);
		return lineOf3(nine) ?? (nine.every((c) => c !== null) ? 'draw' : null);
	});
function refOutcome(cells: readonly CellContent[]): Outcome | null {
	const states = refStates(cells);
	const big = states.map((s) => (s === 'X' || s === 'O' ? s : null));
	return lineOf3(big) ?? (states.every((s) => s !== null) ? 'draw' : null);
}
interface RefPosition {
	cells: CellContent[];
	toMove: Mark;
	forced: number | null;
}
function refMoves(p: RefPosition): number[] {
	if (refOutcome(p.cells) !== null) return [];
	const states = refStates(p.cells);
	const boards =
		p.forced !== null && states[p.forced] === null
			? [p.forced]
			: [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((b) => states[b] === null);
	return boards
		.flatMap((b) => refBoardCells(b).filter((c) => p.cells[c] === null))
		.sort((a, b) => a - b);
}
function refPlay(p: RefPosition, cell: number): RefPosition {
	const cells = p.cells.slice();
	cells[cell] = p.toMove;
	const place = refBoardCells(
		Math.floor(Math.floor(cell / 9) / 3) * 3 + Math.floor((cell % 9) / 3)
	).indexOf(cell);
	const target = refStates(cells)[place] === null ? place : null;
	return { cells, toMove: p.toMove === 'X' ? 'O' : 'X', forced: target };
}
function refPerft(p: RefPosition, depth: number): number {
	if (depth === 0) return 1;
	let n = 0;
	for (const m of refMoves(p)) n += refPerft(refPlay(p, m), depth - 1);
	return n;
}
const refEmpty = (): RefPosition => ({ cells: Array(81).fill(null), toMove: 'X', forced: null });

/** Cells with `marks` put at (board, place) pairs. */
function cellsWith(marks: readonly [number, number, Mark][]): CellContent[] {
	const cells: CellContent[] = Array(81).fill(null);
	for (const [b, k, m] of marks) cells[cellOfBoard(b, k)] = m;
	return cells;
}
const line = (b: number, places: readonly number[], m: Mark) =>
	places.map((k) => [b, k, m] as [number, number, Mark]);

/** A random game prefix: each choice picks one legal move, until the list or the game ends. */
const gameArb = fc.array(fc.nat(80), { maxLength: 81 }).map((choices) => {
	let p = emptyUltimatePosition();
	const played: number[] = [];
	for (const k of choices) {
		const moves = ultimateMoves(p);
		if (moves.length === 0) break;
		const m = moves[k % moves.length];
		p = playUltimateMove(p, m);
		played.push(m);
	}
	return { position: p, played };
});

describe('conventions', () => {
	it('cell 0 is board 1 cell 1; cell 80 board 9 cell 9; cell 30 is board 4 cell 1', () => {
		expect([boardOfCell(0), cellInBoard(0)]).toEqual([0, 0]);
		expect([boardOfCell(80), cellInBoard(80)]).toEqual([8, 8]);
		// row 3, col 3: the top-left cell of the centre-left board.
		expect([boardOfCell(30), cellInBoard(30)]).toEqual([4, 0]);
		// row 1, col 5: board 2 (top middle), cell 6 (middle row, right).
		expect([boardOfCell(14), cellInBoard(14)]).toEqual([1, 5]);
		for (let c = 0; c < 81; c++) expect(cellOfBoard(boardOfCell(c), cellInBoard(c))).toBe(c);
	});

	it('the game definition: 9x9, 81 cells, rules "ultimate", win 1000, depth limit 5', () => {
		const g = GAME_DEFS.ultimate;
		expect([g.width, g.height, g.cellCount, g.rules, g.win, g.defaultDepthLimit]).toEqual([
			9,
			9,
			81,
			'ultimate',
			1000,
			5
		]);
		expect(GAME_DEFS.ttt3.rules).toBe('lines');
		expect(g.lines).toHaveLength(72);
		expect([...g.orders.index]).toEqual(Array.from({ length: 81 }, (_, i) => i));
		// Centre first: the centre board's centre (cell 40), its corners, ..., then board 1.
		expect(g.orders['center-first'].slice(0, 10)).toEqual([40, 30, 32, 48, 50, 31, 39, 41, 49, 10]);
		expect(new Set(g.orders['center-first']).size).toBe(81);
	});
});

describe('rules', () => {
	it('sending: cell k of a small board sends the opponent to small board k', () => {
		const p = playUltimateMove(emptyUltimatePosition(), cellOfBoard(0, 4));
		expect(p.forcedBoard).toBe(4);
		expect(ultimateMoves(p)).toEqual(
			[0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => cellOfBoard(4, k)).sort((a, b) => a - b)
		);
		expect(() => playUltimateMove(p, cellOfBoard(3, 0))).toThrow(/board 5, not board 4/);
	});

	it('a won target board frees the choice: any open board', () => {
		// X won board 5 (index 4); O plays cell 5 of board 1, which would send X there.
		const cells = cellsWith([...line(4, [0, 1, 2], 'X'), [2, 0, 'O'], [3, 8, 'O'], [6, 6, 'X']]);
		const p = playUltimateMove({ cells, toMove: 'O', forcedBoard: null }, cellOfBoard(0, 4));
		expect(p.forcedBoard).toBeNull();
		const moves = ultimateMoves(p);
		expect(moves.some((c) => boardOfCell(c) === 4)).toBe(false);
		expect(moves).toHaveLength(72 - 4);
		const b = new UltimateBoard({ cells, toMove: 'O', forcedBoard: null });
		b.play(cellOfBoard(0, 4));
		expect(b.forced).toBe(-1);
		expect(b.moves()).toEqual(moves);
	});

	it('a full target board frees the choice (drawn small board)', () => {
		// Board 3 (index 2) full without a line: X O X / X O O / O X X.
		const drawn: Mark[] = ['X', 'O', 'X', 'X', 'O', 'O', 'O', 'X', 'X'];
		const cells = cellsWith(drawn.map((m, k) => [2, k, m] as [number, number, Mark]));
		expect(smallBoardStates(cells)[2]).toBe('draw');
		const p = playUltimateMove({ cells, toMove: 'O', forcedBoard: null }, cellOfBoard(7, 2));
		expect(p.forcedBoard).toBeNull();
		expect(ultimateMoves(p)).toHaveLength(81 - 9 - 1);
	});

	it('a drawn small board belongs to nobody: two won boards and a drawn one in a row do not win', () => {
		const drawn: Mark[] = ['X', 'O', 'X', 'X', 'O', 'O', 'O', 'X', 'X'];
		const cells = cellsWith([
			...line(0, [0, 1, 2], 'X'),
			...line(1, [3, 4, 5], 'X'),
			...drawn.map((m, k) => [2, k, m] as [number, number, Mark])
		]);
		expect(smallBoardStates(cells).slice(0, 3)).toEqual(['X', 'X', 'draw']);
		expect(ultimateOutcome(cells)).toBeNull();
		expect(new UltimateBoard({ cells, toMove: 'O' }).outcome()).toBeNull();
	});

	it('a win on the big board: three won small boards in a row', () => {
		// X has won boards 1 and 5 (indices 0, 4); the move completing board 9 wins the game.
		const cells = cellsWith([
			...line(0, [0, 4, 8], 'X'),
			...line(4, [2, 4, 6], 'X'),
			...line(8, [0, 1], 'X'),
			[1, 0, 'O'],
			[1, 1, 'O'],
			[3, 8, 'O'],
			[5, 5, 'O'],
			[6, 6, 'O'],
			[7, 7, 'O'],
			[2, 3, 'O']
		]);
		const before: Position = { cells, toMove: 'X', forcedBoard: 8 };
		expect(ultimateOutcome(cells)).toBeNull();
		const after = playUltimateMove(before, cellOfBoard(8, 2));
		expect(ultimateOutcome(after.cells)).toBe('X');
		expect(ultimateMoves(after)).toEqual([]);
		expect(() => playUltimateMove(after, 0)).toThrow(/game is over/);
		const b = new UltimateBoard(before);
		b.play(cellOfBoard(8, 2));
		expect(b.outcome()).toBe('X');
		expect(b.moves()).toEqual([]);
		b.undo();
		expect(b.outcome()).toBeNull();
		expect(b.position()).toEqual(before);
	});

	it('a draw: every small board closed without a line on the big board', () => {
		// Big board X X O / O O X / X O X with no three in a row; board 9 (index 8) drawn.
		const owner: (Mark | 'draw')[] = ['X', 'X', 'O', 'O', 'O', 'X', 'X', 'O', 'draw'];
		const drawn: Mark[] = ['X', 'O', 'X', 'X', 'O', 'O', 'O', 'X', 'X'];
		const marks: [number, number, Mark][] = [];
		owner.forEach((o, b) => {
			if (o === 'draw') drawn.forEach((m, k) => marks.push([b, k, m]));
			else marks.push(...line(b, [0, 1, 2], o));
		});
		const cells = cellsWith(marks);
		expect(ultimateOutcome(cells)).toBe('draw');
		expect(refOutcome(cells)).toBe('draw');
		expect(ultimateMoves({ cells, toMove: 'X' })).toEqual([]);
		expect(new UltimateBoard({ cells, toMove: 'X' }).outcome()).toBe('draw');
	});

	it('playMove refuses a closed board, a taken cell and a cell off the board', () => {
		const cells = cellsWith(line(0, [0, 1, 2], 'X'));
		const p: Position = { cells, toMove: 'O', forcedBoard: null };
		expect(() => playUltimateMove(p, cellOfBoard(0, 4))).toThrow(/Board 1 is closed/);
		expect(() => playUltimateMove(p, 0)).toThrow(/already taken/);
		expect(() => playUltimateMove(p, 81)).toThrow(/out of range/);
	});

	it('game-board.ts hands ultimate to these rules', () => {
		const g = GAME_DEFS.ultimate;
		expect(emptyGamePosition(g)).toEqual(emptyUltimatePosition());
		const p = playMove(g, emptyGamePosition(g), 40);
		expect(p.forcedBoard).toBe(4);
		expect(gameMoves(g, p)).toEqual(ultimateMoves(p));
		expect(gameMoves(g, p)).toHaveLength(8);
		const won = cellsWith([
			...line(0, [0, 1, 2], 'X'),
			...line(1, [0, 1, 2], 'X'),
			...line(2, [6, 7, 8], 'X')
		]);
		expect(gameOutcome(g, won)).toBe('X');
		// One small board won is no win, though a three-in-a-row reading of the grid would see one.
		expect(gameOutcome(g, cellsWith(line(0, [0, 1, 2], 'X')))).toBeNull();
	});
});

describe('the make/unmake board', () => {
	it('agrees with the slow reference and with the Position functions along random games', () => {
		fc.assert(
			fc.property(gameArb, ({ played }) => {
				const b = new UltimateBoard();
				let ref = refEmpty();
				let pos = emptyUltimatePosition();
				for (const m of played) {
					expect(b.moves()).toEqual(refMoves(ref));
					expect(ultimateMoves(pos)).toEqual(refMoves(ref));
					b.play(m);
					ref = refPlay(ref, m);
					pos = playUltimateMove(pos, m);
					expect(b.outcome()).toBe(refOutcome(ref.cells));
					expect(b.position()).toEqual({ ...pos, forcedBoard: ref.forced });
				}
				expect(b.moves()).toEqual(refMoves(ref));
				for (let i = played.length - 1; i >= 0; i--) b.undo();
				expect(b.position()).toEqual(emptyUltimatePosition());
				expect(b.toMove()).toBe('X');
			}),
			{ numRuns: 150 }
		);
	});

	it('undo with no move played throws', () => {
		expect(() => new UltimateBoard().undo()).toThrow(RangeError);
	});
});

describe('perft', () => {
	const empty = emptyUltimatePosition();
	it.each([
		[1, 81],
		[2, 720],
		[3, 6336],
		[4, 55080],
		[5, 473256]
	])('perft(%i) from the empty board is %i', (depth, count) => {
		expect(perft(empty, depth)).toBe(count);
	});

	it.each([1, 2, 3, 4])('the slow reference gives the same perft(%i)', (depth) => {
		expect(refPerft(refEmpty(), depth)).toBe(perft(empty, depth));
	});

	it('the slow reference and perft agree to depth 2 from random positions', () => {
		fc.assert(
			fc.property(gameArb, ({ position }) => {
				const ref: RefPosition = {
					cells: position.cells.slice(),
					toMove: position.toMove,
					forced: position.forcedBoard ?? null
				};
				expect(perft(position, 2)).toBe(refPerft(ref, 2));
			}),
			{ numRuns: 60 }
		);
	});

	it('perft(0) is 1 and a bad depth throws', () => {
		expect(perft(empty, 0)).toBe(1);
		expect(() => perft(empty, -1)).toThrow(RangeError);
		expect(() => perft(empty, 1.5)).toThrow(RangeError);
	});
});
