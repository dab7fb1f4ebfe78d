/**
 * The position the generic search (search-game.ts) changes in place, for every game: make and
 * unmake a move. Bit masks of each mark over two 32-bit words (cells 0-31 and 32-63: JavaScript's
 * bitwise operators work on 32 bits), a count of each mark in every line (a move that brings a
 * line to the winning length wins; only the lines through the cell played are touched), the
 * evaluation (evaluation.ts) kept up to date line by line, and with gravity the height of each
 * column. Module state, read by the search through its live exports: the search is synchronous
 * and never re-entered, and `setBoard` sets all of it first.
 */
import type { CellContent } from './board';
import { lineContribution } from './evaluation';
import type { GameDef } from './games';

/** Columns, rows, cells, winning length, gravity of the game set up. */
export let W = 3;
export let H = 3;
export let N = 9;
export let gravity = false;
/** Cells 0-31 and 32-63 of X and of O (bit i = cell i, or cell 32 + i). */
export let xLo = 0;
export let xHi = 0;
export let oLo = 0;
export let oHi = 0;
/** Marks on the board. */
export let filled = 0;
/** The evaluation from X's view (kept only when the search has a depth limit). */
export let evalX = 0;
/** Discs in each column (gravity). */
export let heights = new Int8Array(0);

let K = 3;
let S = 4;
let trackEval = false;
let lineStart: Int32Array = new Int32Array(0);
let lineIds: Int32Array = new Int32Array(0);
let contrib: Int32Array = new Int32Array(0);
let cntX = new Int8Array(0);
let cntO = new Int8Array(0);

/**
 * Sets up `game` with `cells` on the board; `evaluation` says whether to keep the evaluation.
 * @returns whether X and O have a line on those cells.
 */
export function setBoard(
	game: GameDef,
	cells: readonly CellContent[],
	evaluation: boolean
): { xLine: boolean; oLine: boolean } {
	({ width: W, height: H, cellCount: N, winLength: K, gravity } = game);
	S = K + 1;
	const perCell: number[][] = Array.from({ length: N }, () => []);
	game.lines.forEach((line, l) => line.forEach((c) => perCell[c].push(l)));
	lineStart = new Int32Array(N + 1);
	for (let c = 0; c < N; c++) lineStart[c + 1] = lineStart[c] + perCell[c].length;
	lineIds = Int32Array.from(perCell.flat());
	contrib = lineContribution(K);
	cntX = new Int8Array(game.lines.length);
	cntO = new Int8Array(game.lines.length);
	heights = new Int8Array(W);
	xLo = xHi = oLo = oHi = filled = evalX = 0;
	trackEval = evaluation;
	cells.forEach((c, cell) => {
		if (c !== null) place(cell, c === 'X');
	});
	return { xLine: cntX.includes(K), oLine: cntO.includes(K) };
}

/** Plays `cell` for X or O; true when the move completes a line. */
export function place(cell: number, isX: boolean): boolean {
	const bit = 1 << (cell & 31);
	if (cell < 32) {
		if (isX) xLo |= bit;
		else oLo |= bit;
	} else if (isX) xHi |= bit;
	else oHi |= bit;
	if (gravity) heights[cell % W]++;
	filled++;
	const own = isX ? cntX : cntO;
	const opp = isX ? cntO : cntX;
	let won = false;
	for (let p = lineStart[cell], e = lineStart[cell + 1]; p < e; p++) {
		const l = lineIds[p];
		const a = own[l];
		const b = opp[l];
		own[l] = a + 1;
		if (a + 1 === K) won = true;
		if (trackEval) {
			evalX += isX
				? contrib[(a + 1) * S + b] - contrib[a * S + b]
				: contrib[b * S + a + 1] - contrib[b * S + a];
		}
	}
	return won;
}

/** Takes back `cell` for X or O, and puts the evaluation back to `savedEval`. */
export function unplace(cell: number, isX: boolean, savedEval: number): void {
	const bit = ~(1 << (cell & 31));
	if (cell < 32) {
		if (isX) xLo &= bit;
		else oLo &= bit;
	} else if (isX) xHi &= bit;
	else oHi &= bit;
	if (gravity) heights[cell % W]--;
	filled--;
	evalX = savedEval;
	const own = isX ? cntX : cntO;
	for (let p = lineStart[cell], e = lineStart[cell + 1]; p < e; p++) own[lineIds[p]]--;
}
