/**
 * Undo and redo as pure functions over a game (chess.js's undo is the example). A step is a move or a
 * stored ending (resignation, agreed draw, time); undoing the last step of a finished game reopens it.
 * The redo list keeps the undone steps, with the notes of the positions they led to, until a new move
 * or ending. `undoTurn` / `redoTurn` are what the page's Undo and Redo buttons call: against the
 * computer they take back (or replay) the computer's reply and your move, back to your turn; between
 * two people, one ply.
 */
import { currentPosition, result, seatOf, seatToMove, type Game, type Step } from './game';
import { err, ok, type Result } from './result';

/** Why Undo or Redo did nothing. */
export interface HistoryError {
	readonly code: 'nothing-to-undo' | 'nothing-to-redo';
}

/** True when there is a step to undo. */
export function canUndo(game: Game<unknown>): boolean {
	return game.ending !== null || game.moves.length > 0;
}

/** True when there is a step to redo. */
export function canRedo(game: Game<unknown>): boolean {
	return game.redo.length > 0;
}

/** Takes back the last move (there must be one), keeping it and its note in the redo list. */
function undoMove<A>(game: Game<A>): Game<A> {
	const n = game.moves.length;
	const step: Step<A> = { kind: 'move', cell: game.moves[n - 1], note: game.notes[n] };
	return {
		...game,
		moves: game.moves.slice(0, n - 1),
		notes: game.notes.slice(0, n),
		redo: [step, ...game.redo]
	};
}

/** Replays the first step of the redo list (there must be one). */
function redoStep<A>(game: Game<A>): Game<A> {
	const [step, ...rest] = game.redo;
	if (step.kind === 'ending') return { ...game, ending: step.ending, redo: rest };
	return {
		...game,
		moves: [...game.moves, step.cell],
		notes: [...game.notes, step.note],
		redo: rest
	};
}

/** Undoes one step: the stored ending if there is one, else the last move (one ply). */
export function undo<A>(game: Game<A>): Result<Game<A>, HistoryError> {
	if (game.ending !== null) {
		const step: Step<A> = { kind: 'ending', ending: game.ending };
		return ok({ ...game, ending: null, redo: [step, ...game.redo] });
	}
	if (game.moves.length === 0) return err({ code: 'nothing-to-undo' });
	return ok(undoMove(game));
}

/** Redoes the next undone step, with its note. */
export function redo<A>(game: Game<A>): Result<Game<A>, HistoryError> {
	if (!canRedo(game)) return err({ code: 'nothing-to-redo' });
	return ok(redoStep(game));
}

function isPerson(game: Game<unknown>, seat: 0 | 1): boolean {
	return game.seats[seat].kind === 'person';
}

/** True when the last move was played by a person. */
function lastMoverIsPerson(game: Game<unknown>): boolean {
	const mover = currentPosition(game).toMove === 'X' ? 'O' : 'X';
	return isPerson(game, seatOf(game, mover));
}

/**
 * Undo for the page: undoes moves up to and including the last move a person played, so that a
 * person is to move. Against the computer that is the computer's reply and your move; between two
 * people, one ply; after a resignation, agreed draw or time loss, that ending only (the game reopens
 * where it stopped; if the computer is then to move, the page lets it move).
 * @returns 'nothing-to-undo' (game unchanged) when no person's turn can be reached, for example when
 *   only the computer's opening move was played.
 */
export function undoTurn<A>(game: Game<A>): Result<Game<A>, HistoryError> {
	// An ending alone is taken back: the game reopens where it stopped, whoever is to move.
	if (game.ending !== null) return undo(game);
	// After undoing a move its mover is to move again, so stop after the first person's move.
	let g = game;
	while (g.moves.length > 0) {
		const byPerson = lastMoverIsPerson(g);
		g = undoMove(g);
		if (byPerson) return ok(g);
	}
	return err({ code: 'nothing-to-undo' });
}

/**
 * Redo for the page, the mirror of undoTurn: redoes at least one step, then goes on until a person
 * is to move or the game is over (against the computer: your move and its reply; between two people,
 * one ply).
 */
export function redoTurn<A>(game: Game<A>): Result<Game<A>, HistoryError> {
	if (!canRedo(game)) return err({ code: 'nothing-to-redo' });
	let g = redoStep(game);
	while (canRedo(g) && result(g) === null && !isPerson(g, seatToMove(g))) g = redoStep(g);
	return ok(g);
}
