/**
 * Draw offers (docs/game-rules.md): if accepted the game ends drawn, if declined it goes on.
 * Against the computer, it accepts exactly when its minimax value of the position is 0 or less, that
 * is when it cannot force a win; the page gets that value from the engine's `search` of the current
 * position and converts it to the computer's view with `valueFor`.
 */
import type { Mark, Position } from '$lib/engine';
import { agreeDraw, result, type Game, type MoveError } from './game';
import { err, ok, type Result } from './result';

/** The computer's answer to a draw offer, with the value it decided on (its own point of view). */
export interface DrawDecision {
	readonly accepted: boolean;
	readonly value: number;
}

/**
 * The minimax value of `position` for `mark`, from a search's root value (which is from the view of
 * the side to move): the same number when `mark` is to move, its negation otherwise (zero-sum; the
 * depth penalty is symmetric, 10 - d against d - 10).
 */
export function valueFor(mark: Mark, position: Position, rootValue: number): number {
	return mark === position.toMove ? rootValue : 0 - rootValue; // 0 - v: never -0
}

/** The computer's answer: it accepts exactly when `value` (its minimax value) is 0 or less. */
export function computerAnswersDraw(value: number): DrawDecision {
	return { accepted: value <= 0, value };
}

/**
 * Applies an answer to a draw offer: accepted ends the game with an agreed draw, declined leaves it
 * as it is. Refused with 'game-over' once the game has ended.
 */
export function answerDrawOffer<A>(game: Game<A>, accepted: boolean): Result<Game<A>, MoveError> {
	if (accepted) return agreeDraw(game);
	return result(game) === null ? ok(game) : err({ code: 'game-over', cell: null });
}
