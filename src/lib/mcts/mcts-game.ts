/**
 * The one interface Monte Carlo tree search (mcts.ts) plays every game through, and its adapter
 * for the engine's games (games.ts): tic-tac-toe 3x3 and 4x4 and Connect Four on the search's own
 * board (engine/search-board.ts: bit masks and line counts changed in place, no allocation per
 * move but the move lists), ultimate tic-tac-toe on its make/unmake board (engine/ultimate.ts
 * UltimateBoard, which has MctsPosition's methods). Nothing game-specific lives outside an
 * adapter.
 */
import { other, type CellContent, type Mark, type Outcome, type Position } from '../engine/board';
import type { GameDef } from '../engine/games';
import { SearchBoard } from '../engine/search-board';
import { UltimateBoard } from '../engine/ultimate';

/** A position MCTS changes in place. Moves are cells (0..cellCount-1), as everywhere in the engine. */
export interface MctsPosition {
	/** The legal moves of the side to move, ascending cells; empty once the game is over. */
	moves(): number[];
	play(cell: number): void;
	/** Takes back the last played move. */
	undo(): void;
	/** 'X' | 'O' | 'draw', or null while the game goes on. */
	outcome(): Outcome | null;
	toMove(): Mark;
	/**
	 * Optional: the rank of a move in the game's centre-first order (0 = tried first), which breaks
	 * ties between equally visited root children (the final move) and equal UCT values (selection):
	 * the lower rank wins. Absent: the lower cell wins.
	 */
	tieRank?(cell: number): number;
}

/**
 * An MctsPosition over a position of one of the engine's games, on a SearchBoard. The position
 * must be valid for `game` (engine parsePosition); it may be finished. Its tie rank is the game's
 * centre-first order (GameDef.orders: cells, or with gravity the cell's column).
 * @throws RangeError when the position does not have game.cellCount cells.
 */
export function gamePosition(game: GameDef, position: Position): MctsPosition {
	if (game.board === 'nine-boards') return ultimatePosition(game, position);
	return new GamePosition(game, position.cells, position.toMove);
}

/**
 * Ultimate tic-tac-toe as an MctsPosition: its UltimateBoard (the forced board read from the
 * position), with ties broken by the game's centre-first order (the centre board first).
 * @throws RangeError as UltimateBoard's constructor when the position does not have 81 cells.
 */
function ultimatePosition(game: GameDef, position: Position): MctsPosition {
	const rank = new Int32Array(game.cellCount);
	game.orders['center-first'].forEach((cell, i) => (rank[cell] = i));
	return new UltimateMctsPosition(position, rank);
}

/** UltimateBoard with the tie rank of ultimatePosition. */
class UltimateMctsPosition extends UltimateBoard implements MctsPosition {
	constructor(
		position: Position,
		private readonly rank: Int32Array
	) {
		super(position);
	}

	tieRank(cell: number): number {
		return this.rank[cell];
	}
}

/** The adapter of gamePosition (module docstring). */
class GamePosition implements MctsPosition {
	private readonly board: SearchBoard;
	private readonly W: number;
	private readonly H: number;
	private readonly N: number;
	private readonly gravity: boolean;
	private readonly rank: Int32Array;
	/** The moves played since the set-up. */
	private readonly played: number[] = [];
	private mover: Mark;
	/** The outcome now; kept up to date by play and undo. */
	private result: Outcome | null;
	private readonly rootResult: Outcome | null;

	constructor(game: GameDef, cells: readonly CellContent[], toMove: Mark) {
		if (cells.length !== game.cellCount) {
			throw new RangeError(
				`A ${game.id} position has ${game.cellCount} cells, this one has ${cells.length}.`
			);
		}
		this.board = new SearchBoard(game, cells, false);
		this.W = game.width;
		this.H = game.height;
		this.N = game.cellCount;
		this.gravity = game.gravity;
		this.mover = toMove;
		const order = game.orders['center-first'];
		this.rank = new Int32Array(game.cellCount);
		for (let c = 0; c < game.cellCount; c++) {
			this.rank[c] = order.indexOf(game.gravity ? c % game.width : c);
		}
		const b = this.board;
		this.rootResult = b.xLine ? 'X' : b.oLine ? 'O' : b.filled === this.N ? 'draw' : null;
		this.result = this.rootResult;
	}

	moves(): number[] {
		const out: number[] = [];
		if (this.result !== null) return out;
		const b = this.board;
		if (this.gravity) {
			// The lowest empty cell of each open column, kept ascending by insertion (a few columns).
			for (let col = 0; col < this.W; col++) {
				const h = b.heights[col];
				if (h >= this.H) continue;
				const cell = (this.H - 1 - h) * this.W + col;
				let k = out.length;
				out.push(cell);
				while (k > 0 && out[k - 1] > cell) {
					out[k] = out[k - 1];
					k--;
				}
				out[k] = cell;
			}
			return out;
		}
		for (let c = 0; c < this.N; c++) {
			const taken = c < 32 ? ((b.xLo | b.oLo) >>> c) & 1 : ((b.xHi | b.oHi) >>> (c - 32)) & 1;
			if (!taken) out.push(c);
		}
		return out;
	}

	/** Plays `cell`, which must be one of moves() (not checked: the search's hot path). */
	play(cell: number): void {
		const won = this.board.place(cell, this.mover === 'X');
		this.played.push(cell);
		if (won) this.result = this.mover;
		else if (this.board.filled === this.N) this.result = 'draw';
		this.mover = other(this.mover);
	}

	undo(): void {
		const cell = this.played.pop();
		if (cell === undefined) throw new RangeError('No move to take back.');
		this.mover = other(this.mover);
		this.board.unplace(cell, this.mover === 'X', 0);
		// Before the last move the game went on, unless nothing is left to take back.
		this.result = this.played.length === 0 ? this.rootResult : null;
	}

	outcome(): Outcome | null {
		return this.result;
	}

	toMove(): Mark {
		return this.mover;
	}

	tieRank(cell: number): number {
		return this.rank[cell];
	}
}
