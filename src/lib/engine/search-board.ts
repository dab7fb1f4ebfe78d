/**
 * The position the generic search (search-game.ts) changes in place, for every game: make and
 * unmake a move. Bit masks of each mark over two 32-bit words (cells 0-31 and 32-63: JavaScript's
 * bitwise operators work on 32 bits), a count of each mark in every line (a move that brings a
 * line to the winning length wins; only the lines through the cell played are touched), the
 * evaluation (evaluation.ts) kept up to date line by line, and with gravity the height of each
 * column. One object per search, made by the search and read by it alone. Private fields are
 * TypeScript's (`private`), not `#`: plain properties on the hot path.
 */
import type { CellContent } from './board';
import { lineContribution } from './evaluation';
import type { GameDef } from './games';

/** A game's board during one search: its masks, line counts, evaluation and column heights. */
export class SearchBoard {
	/** Columns, rows, cells, gravity of the game. */
	readonly W: number;
	readonly H: number;
	readonly N: number;
	readonly gravity: boolean;
	/** Cells 0-31 and 32-63 of X and of O (bit i = cell i, or cell 32 + i). */
	xLo = 0;
	xHi = 0;
	oLo = 0;
	oHi = 0;
	/** Marks on the board. */
	filled = 0;
	/** The evaluation from X's view (kept only when `trackEval`). */
	evalX = 0;
	/** Discs in each column (gravity). */
	readonly heights: Int8Array;
	/** Whether X and O had a line on the cells the board was set up with. */
	readonly xLine: boolean;
	readonly oLine: boolean;

	private readonly K: number;
	private readonly S: number;
	private readonly trackEval: boolean;
	/** The lines through cell c: lineIds[lineStart[c]] to lineIds[lineStart[c + 1] - 1]. */
	private readonly lineStart: Int32Array;
	private readonly lineIds: Int32Array;
	private readonly contrib: Int32Array;
	private readonly cntX: Int8Array;
	private readonly cntO: Int8Array;

	/**
	 * Sets up `game` with `cells` on the board; `trackEval` says whether to keep the evaluation
	 * (a search with a depth limit).
	 */
	constructor(game: GameDef, cells: readonly CellContent[], trackEval: boolean) {
		this.W = game.width;
		this.H = game.height;
		this.N = game.cellCount;
		this.gravity = game.gravity;
		this.K = game.winLength;
		this.S = game.winLength + 1;
		this.trackEval = trackEval;
		const perCell: number[][] = Array.from({ length: this.N }, () => []);
		game.lines.forEach((line, l) => line.forEach((c) => perCell[c].push(l)));
		const lineStart = new Int32Array(this.N + 1);
		for (let c = 0; c < this.N; c++) lineStart[c + 1] = lineStart[c] + perCell[c].length;
		this.lineStart = lineStart;
		this.lineIds = Int32Array.from(perCell.flat());
		this.contrib = lineContribution(this.K);
		this.cntX = new Int8Array(game.lines.length);
		this.cntO = new Int8Array(game.lines.length);
		this.heights = new Int8Array(this.W);
		cells.forEach((c, cell) => {
			if (c !== null) this.place(cell, c === 'X');
		});
		this.xLine = this.cntX.includes(this.K);
		this.oLine = this.cntO.includes(this.K);
	}

	/** Plays `cell` for X or O; true when the move completes a line. */
	place(cell: number, isX: boolean): boolean {
		const bit = 1 << (cell & 31);
		if (cell < 32) {
			if (isX) this.xLo |= bit;
			else this.oLo |= bit;
		} else if (isX) this.xHi |= bit;
		else this.oHi |= bit;
		if (this.gravity) this.heights[cell % this.W]++;
		this.filled++;
		const own = isX ? this.cntX : this.cntO;
		const opp = isX ? this.cntO : this.cntX;
		const lineIds = this.lineIds;
		const K = this.K;
		let won = false;
		for (let p = this.lineStart[cell], e = this.lineStart[cell + 1]; p < e; p++) {
			const l = lineIds[p];
			const a = own[l];
			own[l] = a + 1;
			if (a + 1 === K) won = true;
			if (this.trackEval) {
				const b = opp[l];
				const S = this.S;
				const contrib = this.contrib;
				this.evalX += isX
					? contrib[(a + 1) * S + b] - contrib[a * S + b]
					: contrib[b * S + a + 1] - contrib[b * S + a];
			}
		}
		return won;
	}

	/** Takes back `cell` for X or O, and puts the evaluation back to `savedEval`. */
	unplace(cell: number, isX: boolean, savedEval: number): void {
		const bit = ~(1 << (cell & 31));
		if (cell < 32) {
			if (isX) this.xLo &= bit;
			else this.oLo &= bit;
		} else if (isX) this.xHi &= bit;
		else this.oHi &= bit;
		if (this.gravity) this.heights[cell % this.W]--;
		this.filled--;
		this.evalX = savedEval;
		const own = isX ? this.cntX : this.cntO;
		const lineIds = this.lineIds;
		for (let p = this.lineStart[cell], e = this.lineStart[cell + 1]; p < e; p++) {
			own[lineIds[p]]--;
		}
	}
}
