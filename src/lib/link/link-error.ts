/**
 * What is wrong with a link, as typed values: the one error type of the link codec (params.ts reads
 * the link; the catalogue's `urlErrors` words each kind in every language). Texts are the link's own
 * characters, whole: the catalogue shortens them before quoting (i18n `clip`). Each kind says what
 * the page does instead, so that the message can say it. Imports engine types only (i18n imports
 * this file for its types).
 */
import type { PositionError } from '$lib/engine';

/**
 * Why a `moves=` list was refused (src/lib/game's MoveListError, plus where a disc would land): the
 * item (0-based `index`, as written) and why.
 */
export interface MoveListProblem {
	readonly code: 'bad-cell-name' | 'cell-taken' | 'not-playable' | 'game-over' | 'out-of-range';
	readonly index: number;
	readonly item: string;
	readonly reason: 'syntax' | 'out-of-range' | null;
	/** The cell the item names (0-based), when it names one. */
	readonly cell?: number | null;
	/** For 'not-playable' (gravity): the item's column, 1-based. */
	readonly column?: number;
	/** For 'not-playable': the cell (0-based) where a disc dropped in that column lands; null when the column is full. */
	readonly lands?: number | null;
}

/** How many ignored parameters one message lists by name (a link may hold thousands). */
export const MAX_IGNORED_LISTED = 5;

/**
 * The characters kept of an ignored parameter's name and of its value, where the link is read (a
 * message quotes at most the first 40 of `name=value`, with its whole length).
 */
export const IGNORED_TEXT_MAX = 200;

/** Why a parameter was left out of a link: see `IgnoredParam`. */
export type IgnoredReason = 'unknown' | 'repeated' | 'empty' | 'alone';

/**
 * A parameter the link gives that the page does not read: a name it does not know (on this page),
 * a name given again (the first one counts), an empty value, or a parameter without the one it
 * goes with (`needs`: `step` without `position`).
 */
export interface IgnoredParam {
	/** The name as written in the link. */
	readonly name: string;
	/** The value as written (decoded). */
	readonly value: string;
	/**
	 * The length of `name=value` as the link wrote it, when the link held more than was kept: the
	 * page keeps at most IGNORED_TEXT_MAX characters of a name and of a value it ignores.
	 */
	readonly length?: number;
	readonly reason: IgnoredReason;
	/** For 'alone': the parameters one of which it goes with. */
	readonly needs?: readonly string[];
}

/** What the page shows for a bad `step=`: the decision's last step, or a lesson slide's own step. */
export type StepFallback = 'last' | 'slide';

/** A bad game setting in a link: `moves=` and the settings of the game and the board. */
export type GameLinkError =
	/** `moves=` cannot be replayed: the link's position without moves, or a new game. */
	| {
			readonly kind: 'moves';
			readonly text: string;
			readonly problem: MoveListProblem;
			readonly fallback: 'position' | 'new-game';
	  }
	/** `mark=` is neither `x` nor `o`: the computer takes the side to move. */
	| { readonly kind: 'mark'; readonly value: string }
	/** `game=` names no registered game (engine gameIds): nothing changes (the game on screen stays). */
	| { readonly kind: 'game'; readonly value: string }
	/** `opponent=` is neither `computer` nor `person`: the computer is used. */
	| { readonly kind: 'opponent'; readonly value: string }
	/** `level=` is not a level id: unbeatable is used. */
	| { readonly kind: 'level'; readonly value: string }
	/** `time=` is not 0, 30 or 60: no limit is used. */
	| { readonly kind: 'time'; readonly value: string }
	/** `seed=` is not a whole number from 0 to 4294967295: a new seed is drawn. */
	| { readonly kind: 'seed'; readonly value: string }
	/** `cells=` is neither `numbers` nor `coordinates`: numbers are used. */
	| { readonly kind: 'cells'; readonly value: string }
	/** `symbols=` is neither a pair's id nor two different characters: X and O are used. */
	| { readonly kind: 'symbols'; readonly value: string }
	/**
	 * `player1=` or `player2=` (game/names.ts `cleanName`): longer than `max` characters ('long') or
	 * with nothing visible once invisible characters are removed ('blank'): the default name is
	 * used; with invisible, control or bidirectional characters ('invisible'): they are removed and
	 * the name `kept` is used. `removed` lists the removed characters' codes ("U+200B"), at most 3.
	 */
	| {
			readonly kind: 'name';
			readonly name: string;
			readonly value: string;
			readonly max: number;
			readonly problem: 'long' | 'blank' | 'invisible';
			readonly removed: readonly string[];
			readonly kept?: string;
	  };

/** A bad `review=` (the ply a game review opens at, 1 for the first move). */
export type ReviewLinkError =
	/** Not a whole number from 1: the review is not opened. */
	| { readonly kind: 'review'; readonly value: string }
	/** Beyond the game's last move: the review opens at the last move (`total`, 0: not opened). */
	| { readonly kind: 'review-range'; readonly ply: number; readonly total: number };

/** One bad part of a link, and what the page does instead. */
export type LinkError =
	/** The link has a malformed % escape: nothing of it is read, a new game is shown. */
	| { readonly kind: 'malformed'; readonly link: string }
	/** `position=` is not a valid position: a new game is shown. */
	| { readonly kind: 'position'; readonly text: string; readonly error: PositionError }
	/** A 0/1 switch (`alphabeta`, `depth`, `xfirst`...) has another value: its default is used. */
	| { readonly kind: 'flag'; readonly name: string; readonly value: string }
	/** `view=` is neither `open` nor `whole`: the open nodes are shown. */
	| { readonly kind: 'view'; readonly value: string }
	/** `order=` is neither `index` nor `center`: index order is used. */
	| { readonly kind: 'order'; readonly value: string }
	/**
	 * `depthlimit=` is not `none` or a whole number of plies from `min` to `max` (the game's range,
	 * engine `depthLimitRange`): the game's default `fallback` is used (null: no limit).
	 */
	| {
			readonly kind: 'depthlimit';
			readonly value: string;
			readonly min: number;
			readonly max: number;
			readonly fallback: number | null;
	  }
	/** `lang=` names no language of the catalogue: the language already chosen is kept. */
	| { readonly kind: 'lang'; readonly value: string }
	/** `step=` is not a whole number from 0. */
	| { readonly kind: 'step'; readonly value: string; readonly fallback: StepFallback }
	/** `step=` names a step the search does not have (steps 0 to total - 1). */
	| {
			readonly kind: 'step-range';
			readonly step: number;
			readonly total: number;
			readonly fallback: StepFallback;
	  }
	/** `kind=` (practice) names no exercise kind: the list of kinds is shown. */
	| { readonly kind: 'exercise-kind'; readonly value: string }
	/** `embed=` is not 0, 1, true or false: the whole page is shown. */
	| { readonly kind: 'embed'; readonly value: string }
	/**
	 * A tree page parameter (`root=`, `algorithm=`, `treedepth=`…) with another value: one of
	 * `words`, or a whole number from `min` to `max`, is expected; its default is used.
	 */
	| {
			readonly kind: 'tree-param';
			readonly name: string;
			readonly value: string;
			readonly words?: readonly string[];
			readonly min?: number;
			readonly max?: number;
	  }
	/**
	 * The page's Monte Carlo tree search parameter (`algorithm=`, `iterations=`, `exploration=`)
	 * with another value: one of `words`, or a number from `min` to `max` (whole for iterations);
	 * its default is used (minimax, 1,000 iterations, √2).
	 */
	| {
			readonly kind: 'mcts-param';
			readonly name: 'algorithm' | 'iterations' | 'exploration';
			readonly value: string;
			readonly words?: readonly string[];
			readonly min?: number;
			readonly max?: number;
	  }
	/**
	 * Parameters the page did not read: one message lists the first MAX_IGNORED_LISTED, and `more`
	 * counts the others (absent when none).
	 */
	| { readonly kind: 'ignored'; readonly params: readonly IgnoredParam[]; readonly more?: number }
	| GameLinkError
	| ReviewLinkError;
