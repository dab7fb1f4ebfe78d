/**
 * What is wrong with a link, as typed values (src/lib/link/url-state.ts and game-link.ts read the
 * link; the catalogue's `urlErrors` writes the message). Texts are the link's own characters, whole:
 * the catalogue shortens them before quoting (see `clip`).
 */
import type { PositionError } from '$lib/engine';

/**
 * Why a `moves=` list was refused (the shape of src/lib/game's MoveListError, repeated here because
 * this folder depends on engine types only): the item (0-based `index`, as written) and why.
 */
export interface MoveListProblem {
	readonly code: 'bad-cell-name' | 'cell-taken' | 'not-playable' | 'game-over' | 'out-of-range';
	readonly index: number;
	readonly item: string;
	readonly reason: 'syntax' | 'out-of-range' | null;
}

/** A bad game setting in a link (issue 7): `moves=` and the settings of the game and the board. */
export type GameUrlError =
	/** `moves=` cannot be replayed: a new game is shown. */
	| { readonly kind: 'moves'; readonly text: string; readonly problem: MoveListProblem }
	/** `mark=` is neither `x` nor `o`: the computer takes the side to move. */
	| { readonly kind: 'mark'; readonly value: string }
	/** `game=` is not ttt3, ttt4 or connect4: nothing changes (the game on screen stays). */
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
	/** `player1=` or `player2=` is longer than `max` characters: the default name is used. */
	| { readonly kind: 'name'; readonly name: string; readonly value: string; readonly max: number };

/** One bad part of a link, and what the page does instead. */
export type UrlError =
	/** The link has a malformed % escape: a new game is shown. */
	| { readonly kind: 'malformed'; readonly link: string }
	/** `position=` is not a valid position: a new game is shown. */
	| { readonly kind: 'position'; readonly text: string; readonly error: PositionError }
	/** A 0/1 switch (`alphabeta`, `depth`, `xfirst`...) has another value: its default is used. */
	| { readonly kind: 'flag'; readonly name: string; readonly value: string }
	/** `view=` is neither `open` nor `whole`: the open nodes are shown. */
	| { readonly kind: 'view'; readonly value: string }
	/** `order=` is neither `index` nor `center`: index order is used. */
	| { readonly kind: 'order'; readonly value: string }
	/** `depthlimit=` is not `none` or a whole number of plies from 1 to 64: no depth limit is used. */
	| { readonly kind: 'depthlimit'; readonly value: string }
	/** `lang=` names no language of the catalogue: the language already chosen is kept. */
	| { readonly kind: 'lang'; readonly value: string }
	/** `step=` is not a whole number from 0: the decision opens at its last step. */
	| { readonly kind: 'step'; readonly value: string }
	/** `step=` names a step the decision's search does not have (steps 0 to total - 1): its last step. */
	| { readonly kind: 'step-range'; readonly step: number; readonly total: number }
	| GameUrlError;
