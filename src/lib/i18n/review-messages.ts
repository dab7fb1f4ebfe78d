/**
 * What the game review's strings are given (src/lib/review, ui/review/): the scale of a value, the
 * meter's evaluation and the worksheet's input. The strings themselves (`review` of the catalogue,
 * its buttons a contract: "Review game", "Show threat", "Find a better move") are in en/review.ts
 * and fr/review.ts, typed by English (messages.ts).
 */
import type { Mark } from '$lib/engine';
import type { GameReview, ValueResult } from '$lib/review';

/** What the words of a value need besides the value: the game's win score and the depth penalty. */
export interface ValueScale {
	readonly win: number;
	readonly depthPenalty: boolean;
}

/** The evaluation of one position for the meter: its side to move and its value. */
export interface EvaluationWords extends ValueScale {
	readonly toMove: Mark;
	readonly value: number;
	readonly result: ValueResult;
	readonly exact: boolean;
	readonly depth: number | null;
	/** The game is over on that position (its result, not a value with best play). */
	readonly over: 'X' | 'O' | 'draw' | null;
}

/** Everything the worksheet (text export) says. */
export interface WorksheetInput extends ValueScale {
	readonly review: GameReview;
	/** The game's name ("Tic-tac-toe 3x3"). */
	readonly gameName: string;
	/** The link that opens the review. */
	readonly link: string;
}
