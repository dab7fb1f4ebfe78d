/**
 * A game as an immutable value (chess.js's history is the example): the start position, the moves,
 * who sits on each mark, the rules in force, the per-ply notes (the computer's decisions and the
 * analyses shown), the redo list and a stored ending (resignation, agreed draw, time). Position, side
 * to move, result and winning lines are derived from these, never stored. Every function returns a
 * new value and leaves its input unchanged.
 */
import { playUltimateMove, type GameDef, type Mark, type Position } from '$lib/engine';
import type { Choice } from './choose';
import type { Level } from './levels';
import { err, ok, type Result } from './result';
import { boardOutcome, emptyCells, FIRST_MARK, legalCells } from './rules';

/** The two seats of a game: 0 is "you" (or "Player 1"), 1 the computer (or "Player 2"). */
export type SeatIndex = 0 | 1;

/**
 * Who sits on a seat: a person (an empty name means the seat's default label, which the page
 * translates), or the computer with its level.
 */
export type Seat =
	| { readonly kind: 'person'; readonly name: string }
	| { readonly kind: 'computer'; readonly level: Level };

/** Time per move in seconds; 0 means no limit. */
export type TimePerMove = 0 | 30 | 60;

/** Every time per move on offer. */
export const TIMES_PER_MOVE: readonly TimePerMove[] = [0, 30, 60];

/**
 * The rules in force for one game. `xAlwaysStarts` (standard rules): the opener takes X. Off (the
 * first tutorial's variant): seat 0 keeps X and either side may open.
 */
export interface GameSettings {
	readonly xAlwaysStarts: boolean;
	readonly timePerMove: TimePerMove;
}

/** An ending that the board does not show, so it is stored: resignation, agreed draw, time. */
export type Ending =
	| { readonly kind: 'resignation'; readonly by: Mark }
	| { readonly kind: 'agreed-draw' }
	| { readonly kind: 'time'; readonly by: Mark };

/**
 * What is kept for one position of the game (index i: the position after i moves): the computer's
 * choice made there, and the analysis shown for it (generic: the page keeps its search decision).
 */
export interface PlyNote<A> {
	readonly choice: Choice | null;
	readonly analysis: A | null;
}

/** One undone step, waiting in the redo list: a move with the note of the position it led to, or an ending. */
export type Step<A> =
	| { readonly kind: 'move'; readonly cell: number; readonly note: PlyNote<A> | null }
	| { readonly kind: 'ending'; readonly ending: Ending };

/** A game. `A` is the type of the analyses kept per ply (the page's search decision). */
export interface Game<A = unknown> {
	/** Unique within a series (1, 2, 3...); the score counts results by it. */
	readonly id: number;
	readonly rules: GameDef;
	/** The position before the first move; its side to move opens. */
	readonly start: Position;
	/** Cells played, in order, from `start`. */
	readonly moves: readonly number[];
	/** Exactly moves.length + 1 entries: notes[i] belongs to the position after i moves. */
	readonly notes: readonly (PlyNote<A> | null)[];
	/** Undone steps, the next one to redo first; emptied by a new move or ending. */
	readonly redo: readonly Step<A>[];
	readonly seats: readonly [Seat, Seat];
	/** The seat holding X; the other seat holds O. */
	readonly xSeat: SeatIndex;
	readonly settings: GameSettings;
	/** Seed of the computer's random choices (unsigned 32-bit). */
	readonly seed: number;
	readonly ending: Ending | null;
}

/**
 * How a game ended, derived: a line (with every winning line), a full board, or a stored ending.
 * `winner` is the winning mark; a draw has none.
 */
export type GameResult =
	| { readonly kind: 'line'; readonly winner: Mark; readonly lines: readonly (readonly number[])[] }
	| { readonly kind: 'full-board' }
	| { readonly kind: 'resignation'; readonly winner: Mark; readonly by: Mark }
	| { readonly kind: 'agreed-draw' }
	| { readonly kind: 'time'; readonly winner: Mark; readonly by: Mark };

/** Why a move or an ending was refused. The game is unchanged. */
export interface MoveError {
	readonly code: 'game-over' | 'out-of-range' | 'cell-taken' | 'not-playable';
	readonly cell: number | null;
}

/** What a new game needs; see series.ts for the usual way to make one. */
export interface GameSpec {
	readonly id: number;
	readonly rules: GameDef;
	readonly start: Position;
	readonly seats: readonly [Seat, Seat];
	readonly xSeat: SeatIndex;
	readonly settings: GameSettings;
	readonly seed: number;
}

/** A new game with no moves played. The start position is taken as given (see checkPosition). */
export function createGame<A = unknown>(spec: GameSpec): Game<A> {
	return { ...spec, moves: [], notes: [null], redo: [], ending: null };
}

/**
 * The opening of a game on an empty board when seat `opener` moves first: under standard rules the
 * opener takes X (the rules' first mark); in the tutorial variant seat 0 keeps X and the opener's mark
 * moves first.
 */
export function opening(
	rules: GameDef,
	xAlwaysStarts: boolean,
	opener: SeatIndex
): { start: Position; xSeat: SeatIndex } {
	const cells = emptyCells(rules);
	// Ultimate tic-tac-toe's notation has X first always: its opener takes X, any board open.
	if (rules.rules === 'ultimate') {
		return { start: { cells, toMove: FIRST_MARK, forcedBoard: null }, xSeat: opener };
	}
	if (xAlwaysStarts) return { start: { cells, toMove: FIRST_MARK }, xSeat: opener };
	return { start: { cells, toMove: opener === 0 ? 'X' : 'O' }, xSeat: 0 };
}

/**
 * The position after the first `ply` moves (0 <= ply <= moves.length; clamped). Ultimate
 * tic-tac-toe's carries `forcedBoard`, the small board its side to move is sent to (null: any).
 */
export function positionAt(game: Game<unknown>, ply: number): Position {
	if (game.rules.rules === 'ultimate') {
		let position: Position = { forcedBoard: null, ...game.start };
		const last = Math.max(0, Math.min(ply, game.moves.length));
		for (let i = 0; i < last; i++) position = playUltimateMove(position, game.moves[i]);
		return position;
	}
	const cells = game.start.cells.slice();
	let toMove = game.start.toMove;
	const end = Math.max(0, Math.min(ply, game.moves.length));
	for (let i = 0; i < end; i++) {
		cells[game.moves[i]] = toMove;
		toMove = toMove === 'X' ? 'O' : 'X';
	}
	return { cells, toMove };
}

/** The current position. */
export function currentPosition(game: Game<unknown>): Position {
	return positionAt(game, game.moves.length);
}

/** The seat holding `mark`. */
export function seatOf(game: Game<unknown>, mark: Mark): SeatIndex {
	return mark === 'X' ? game.xSeat : ((1 - game.xSeat) as SeatIndex);
}

/** The mark held by `seat`. */
export function markOf(game: Game<unknown>, seat: SeatIndex): Mark {
	return seat === game.xSeat ? 'X' : 'O';
}

/** The seat to move now (also defined after the end: the seat that would move). */
export function seatToMove(game: Game<unknown>): SeatIndex {
	return seatOf(game, currentPosition(game).toMove);
}

/** The seat that moved first in this game. */
export function openerSeat(game: Game<unknown>): SeatIndex {
	return seatOf(game, game.start.toMove);
}

/** True when the seat to move is the computer (and the game goes on). */
export function isComputerTurn(game: Game<unknown>): boolean {
	return result(game) === null && game.seats[seatToMove(game)].kind === 'computer';
}

/** How the game ended, or null while it goes on. The board's own outcome comes before a stored ending. */
export function result(game: Game<unknown>): GameResult | null {
	const outcome = boardOutcome(game.rules, currentPosition(game).cells);
	if (outcome) return outcome;
	const ending = game.ending;
	if (!ending || ending.kind === 'agreed-draw') return ending;
	return { ...ending, winner: ending.by === 'X' ? 'O' : 'X' };
}

/** The winning seat, 'draw', or null while the game goes on. */
export function winnerSeat(game: Game<unknown>): SeatIndex | 'draw' | null {
	const r = result(game);
	if (r === null) return null;
	return 'winner' in r ? seatOf(game, r.winner) : 'draw';
}

/** For each cell, the ply (1 = first move of this game) at which it was played; null if not played. */
export function cellPlies(game: Game<unknown>): (number | null)[] {
	const plies: (number | null)[] = Array(game.rules.cellCount).fill(null);
	game.moves.forEach((cell, i) => (plies[cell] = i + 1));
	return plies;
}

/** Checks that the side to move may play `cell` now; null when it may. */
export function moveProblem(game: Game<unknown>, cell: number): MoveError | null {
	const { rules } = game;
	if (result(game) !== null) return { code: 'game-over', cell };
	if (!Number.isInteger(cell) || cell < 0 || cell >= rules.cellCount) {
		return { code: 'out-of-range', cell };
	}
	const position = currentPosition(game);
	const cells = position.cells;
	if (cells[cell] !== null) return { code: 'cell-taken', cell };
	if (!legalCells(rules, cells, position.forcedBoard ?? null).includes(cell))
		return { code: 'not-playable', cell };
	return null;
}

/**
 * The side to move plays `cell`; `note` is kept for the position the move was chosen in (the
 * computer's choice and its search). A new move empties the redo list.
 */
export function play<A>(
	game: Game<A>,
	cell: number,
	note: PlyNote<A> | null = null
): Result<Game<A>, MoveError> {
	const problem = moveProblem(game, cell);
	if (problem) return err(problem);
	const notes = game.notes.slice();
	if (note) notes[game.moves.length] = note;
	notes.push(null);
	return ok({ ...game, moves: [...game.moves, cell], notes, redo: [] });
}

/** Ends the game with a stored ending; refused after the end. Empties the redo list. */
export function end<A>(game: Game<A>, ending: Ending): Result<Game<A>, MoveError> {
	if (result(game) !== null) return err({ code: 'game-over', cell: null });
	return ok({ ...game, ending, redo: [] });
}

/** `by` resigns: the other side wins. Any time while the game goes on. */
export function resign<A>(game: Game<A>, by: Mark): Result<Game<A>, MoveError> {
	return end(game, { kind: 'resignation', by });
}

/** Both sides agreed to a draw (see draw-offer.ts for the computer's answer). */
export function agreeDraw<A>(game: Game<A>): Result<Game<A>, MoveError> {
	return end(game, { kind: 'agreed-draw' });
}

/** `by` ran out of time (see timer.ts): the other side wins. */
export function loseOnTime<A>(game: Game<A>, by: Mark): Result<Game<A>, MoveError> {
	return end(game, { kind: 'time', by });
}
