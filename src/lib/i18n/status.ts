/**
 * The game's status line as a typed value: a list of parts, each a kind and its values, rendered in
 * order by the catalogue's `status` (joined with spaces). Cells are 0-8. New game modes add kinds
 * here and one renderer per language (a missing renderer is a type error).
 */
import type { Mark, Outcome } from '$lib/engine';

/** One sentence of the status line. */
export type StatusPart =
	/** The search in the worker failed; `message` is the error's own text. */
	| { readonly kind: 'searchFailed'; readonly message: string }
	/** The computer (playing `mark`) has just played `cell`. */
	| { readonly kind: 'computerPlayed'; readonly mark: Mark; readonly cell: number }
	/** The human, playing `mark`, is to move. */
	| { readonly kind: 'yourTurn'; readonly mark: Mark }
	/** The computer, playing `mark`, is searching. */
	| { readonly kind: 'thinking'; readonly mark: Mark }
	/** The game ended with `outcome`; `human` is the human's mark. */
	| { readonly kind: 'result'; readonly outcome: Outcome; readonly human: Mark }
	/** An opened position was already finished. */
	| { readonly kind: 'finishedPosition'; readonly outcome: Outcome }
	/** The winning line's cells (0-8), ascending. */
	| { readonly kind: 'line'; readonly cells: readonly number[] };

/** The status line: its parts in reading order. */
export type GameStatus = readonly StatusPart[];
