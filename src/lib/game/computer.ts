/**
 * The computer's turn and the analyses kept per ply. The page runs a search in the worker and, when
 * its answer arrives, calls `playComputer` (or `annotate` for an analysis shown in a two-person
 * game) with the `TurnRef` it took when the search started: an answer for another game, or for a
 * position that is no longer on the board's line (undo, a new move, a new game), is refused as 'stale'
 * and changes nothing. `recallChoice` notes a past computer choice again after a restore.
 */
import { chooseMove, type Choice, type ChoiceError, type FullSearch } from './choose';
import {
	currentPosition,
	isComputerTurn,
	play,
	positionAt,
	seatOf,
	seatToMove,
	type Game,
	type MoveError
} from './game';
import { err, ok, type Result } from './result';

/** Identifies the position a search was started for: the game and the moves leading to it. */
export interface TurnRef {
	readonly gameId: number;
	readonly moves: readonly number[];
}

/** Why a computer move or an analysis was refused. */
export type ComputerMoveError =
	{ readonly code: 'stale' } | { readonly code: 'not-computer-turn' } | ChoiceError | MoveError;

/** The reference of the current position, to keep with a search started now. */
export function turnRef(game: Game<unknown>): TurnRef {
	return { gameId: game.id, moves: game.moves };
}

/** True when `ref` names a position on the game's current line (the current one or an earlier one). */
export function isOnLine(game: Game<unknown>, ref: TurnRef): boolean {
	return (
		ref.gameId === game.id &&
		ref.moves.length <= game.moves.length &&
		ref.moves.every((cell, i) => game.moves[i] === cell)
	);
}

/**
 * The choice of the computer on move, from the full search of the current position (see choose.ts).
 * Refused when a person is to move or the game is over.
 */
export function computerChoice(
	game: Game<unknown>,
	full: FullSearch
): Result<Choice, ComputerMoveError> {
	const seat = game.seats[seatToMove(game)];
	if (seat.kind !== 'computer' || !isComputerTurn(game)) return err({ code: 'not-computer-turn' });
	return chooseMove(
		game.rules,
		seat.level,
		currentPosition(game),
		full,
		game.seed,
		game.moves.length
	);
}

/**
 * The computer plays: its level chooses from the full search `full` of the position named by `ref`,
 * and the move is played with the note { choice, analysis } kept for that position.
 * @param analysis what the page keeps to show this decision again (its search result and tree).
 */
export function playComputer<A>(
	game: Game<A>,
	ref: TurnRef,
	full: FullSearch,
	analysis: A | null
): Result<Game<A>, ComputerMoveError> {
	if (!isOnLine(game, ref) || ref.moves.length !== game.moves.length) return err({ code: 'stale' });
	const choice = computerChoice(game, full);
	if (!choice.ok) return choice;
	return play(game, choice.value.cell, { choice: choice.value, analysis });
}

/**
 * Keeps `analysis` for the position named by `ref` (for example the search of the side to move shown
 * after each move of a two-person game), keeping any computer choice already noted there.
 */
export function annotate<A>(
	game: Game<A>,
	ref: TurnRef,
	analysis: A
): Result<Game<A>, ComputerMoveError> {
	if (!isOnLine(game, ref)) return err({ code: 'stale' });
	const ply = ref.moves.length;
	const notes = game.notes.slice();
	notes[ply] = { choice: notes[ply]?.choice ?? null, analysis };
	return ok({ ...game, notes });
}

/**
 * Keeps `analysis` (the full search `full` of the position named by `ref`) like `annotate`, and
 * notes again the computer's choice there when none is noted (notes are not stored, so a restored
 * game has none): when the computer was to move, its level chooses from `full` as it did then (the
 * same seed and ply give the same draw), and the choice is kept only if it is the move that was
 * played. A person's position, or a choice that differs (other search options, another level now),
 * gets the analysis alone.
 */
export function recallChoice<A>(
	game: Game<A>,
	ref: TurnRef,
	full: FullSearch,
	analysis: A
): Result<Game<A>, ComputerMoveError> {
	const annotated = annotate(game, ref, analysis);
	if (!annotated.ok) return annotated;
	const ply = ref.moves.length;
	const played = game.moves[ply];
	const position = positionAt(game, ply);
	const seat = game.seats[seatOf(game, position.toMove)];
	if (played === undefined || seat.kind !== 'computer' || game.notes[ply]?.choice) return annotated;
	const choice = chooseMove(game.rules, seat.level, position, full, game.seed, ply);
	if (!choice.ok || choice.value.cell !== played) return annotated;
	const notes = annotated.value.notes.slice();
	notes[ply] = { choice: choice.value, analysis };
	return ok({ ...annotated.value, notes });
}
