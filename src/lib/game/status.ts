/**
 * The game's status line as a typed value: a list of parts, each a kind and its values, rendered in
 * order by the catalogue's `status` (joined with spaces). Cells are 0-based indices. The page's
 * game state (src/lib/app/game/game-view.ts) builds it; a new kind is added here with one renderer
 * per language in src/lib/i18n (a missing renderer is a type error).
 */
import type { Mark, Outcome } from '$lib/engine';

/**
 * Who a sentence speaks of, with the mark they hold: you (against the computer), the computer, or
 * one of two people on one device (`name` '' means the seat's default label, "Player 1").
 */
export type Player =
	| { readonly kind: 'you'; readonly mark: Mark }
	| { readonly kind: 'computer'; readonly mark: Mark }
	| {
			readonly kind: 'person';
			readonly seat: 0 | 1;
			readonly name: string;
			readonly mark: Mark;
	  };

/**
 * How much worse a move is than the best, in score points of the full search (src/lib/game/choose.ts
 * `Shortfall`): exact, at least (the move's score was an upper bound) or at most (a lower bound).
 */
export interface ShortfallValue {
	readonly by: number;
	readonly bound: 'exact' | 'at-least' | 'at-most';
}

/** One sentence of the status line. */
export type StatusPart =
	/** The search in the worker failed; `message` is the error's own text. */
	| { readonly kind: 'searchFailed'; readonly message: string }
	/** The computer (playing `mark`) has just played `cell`. */
	| { readonly kind: 'computerPlayed'; readonly mark: Mark; readonly cell: number }
	/**
	 * The exact solver proved the position the computer just moved from (Connect Four): `winner`
	 * wins (null: a draw) with both sides playing perfectly, in `moves` of its own moves from
	 * there, its winning move included.
	 */
	| { readonly kind: 'proved'; readonly winner: Mark | null; readonly moves: number }
	/** The move just played was not the best one: `best` was better by `shortfall`. */
	| { readonly kind: 'notBest'; readonly shortfall: ShortfallValue; readonly best: number }
	/** The human, playing `mark`, is to move. */
	| { readonly kind: 'yourTurn'; readonly mark: Mark }
	/** A person of a two-person game is to move. */
	| { readonly kind: 'toMove'; readonly player: Player }
	/** The computer, playing `mark`, is searching. */
	| { readonly kind: 'thinking'; readonly mark: Mark }
	/** "Cancel search" stopped the computer's search: it waits for other options. */
	| { readonly kind: 'searchCancelled'; readonly mark: Mark }
	/**
	 * The computer's search (playing `mark`) chose `cell` (null: no move), which the game refused,
	 * so the computer has not moved.
	 */
	| { readonly kind: 'computerRefused'; readonly mark: Mark; readonly cell: number | null }
	/** The game ended with `outcome`; `human` is the human's mark. */
	| { readonly kind: 'result'; readonly outcome: Outcome; readonly human: Mark }
	/** A two-person game ended: `winner` won, or a draw (null). */
	| { readonly kind: 'peopleResult'; readonly winner: Player | null }
	/** An opened position was already finished. */
	| { readonly kind: 'finishedPosition'; readonly outcome: Outcome }
	/** The winning line's cells (0-8), ascending. */
	| { readonly kind: 'line'; readonly cells: readonly number[] }
	/** Ultimate tic-tac-toe: the side to move is sent to small board `board` (0-8), null: any. */
	| { readonly kind: 'sentTo'; readonly mark: Mark; readonly board: number | null }
	/** Ultimate tic-tac-toe: the row of won small boards (0-8, ascending) that won the game. */
	| { readonly kind: 'boardLine'; readonly boards: readonly number[] }
	/** A move that completed two lines (one win): each line's cells, ascending. */
	| { readonly kind: 'lines'; readonly lines: readonly (readonly number[])[] }
	/** `player` resigned: `winner` wins. */
	| { readonly kind: 'resigned'; readonly player: Player; readonly winner: Player }
	/** Both sides agreed to a draw. */
	| { readonly kind: 'agreedDraw' }
	/** `player` offers a draw; `to` answers. */
	| { readonly kind: 'drawOffered'; readonly player: Player; readonly to: Player }
	/** `player` declined the draw offered to them. */
	| { readonly kind: 'drawDeclined'; readonly player: Player }
	/** The computer is working out its answer to your draw offer. */
	| { readonly kind: 'drawConsidering' }
	/** The computer's answer, with its minimax value of the position (its own point of view). */
	| {
			readonly kind: 'computerDraw';
			readonly accepted: boolean;
			readonly value: number;
			/**
			 * The depth limit (plies) when the search stopped there (4x4, Connect Four): the value is
			 * then the evaluation's estimate, not a proof; absent for a search to the end.
			 */
			readonly horizon?: number;
	  }
	/** `player` has 10 seconds left for this move. */
	| { readonly kind: 'timeWarning'; readonly player: Player; readonly seconds: number }
	/** `player` ran out of time: `winner` wins. */
	| { readonly kind: 'timeOut'; readonly player: Player; readonly winner: Player };

/** The status line: its parts in reading order. */
export type GameStatus = readonly StatusPart[];
