/**
 * What a step of the search means, as a typed value: its kind and its numbers, no sentence. The
 * stepper builds it (src/lib/stepper/explain.ts); each language renders it (`steps` in the
 * catalogue). Cells are 0-8, as everywhere in code; the catalogue names them for people. Values are
 * from the root mover's view; window ends may be -Infinity / Infinity.
 */
import type { Bound, Mark, Outcome } from '$lib/engine';

/** `enter`: the node entered. */
export interface EnterParams {
	readonly root: boolean;
	/** Cell (0-8) just played to reach the node; null at the root. */
	readonly cell: number | null;
	/** The side that played `cell`; null at the root. */
	readonly played: Mark | null;
	readonly depth: number;
	/** The side to move at the node, and whether it maximizes (the root's side). */
	readonly toMove: Mark;
	readonly maximizing: boolean;
	/** The node is a finished game. */
	readonly finished: boolean;
	readonly alphaBeta: boolean;
	readonly alpha: number;
	readonly beta: number;
}

/** `evaluate`: a finished game's score. */
export interface EvaluateParams {
	readonly outcome: Outcome;
	/** From the root mover's view. */
	readonly evaluation: 'win' | 'loss' | 'draw';
	readonly depth: number;
	readonly depthPenalty: boolean;
	readonly score: number;
}

/** `lookup`: a table hit: the transposition table answers for a position searched before. */
export interface LookupParams {
	/** Cell (0-8) just played to reach the node. */
	readonly cell: number | null;
	readonly depth: number;
	/** The entry's value (root mover's view) and its bound (exact, lower or upper). */
	readonly value: number;
	readonly bound: Bound;
	/** The node where the same position was searched (the record's `link`). */
	readonly link: number;
	readonly alphaBeta: boolean;
	readonly alpha: number;
	readonly beta: number;
}

/** `heuristic`: a horizon leaf: the depth limit is reached, the evaluation function scores it. */
export interface HeuristicParams {
	readonly cell: number | null;
	readonly depth: number;
	/** The evaluation (root mover's view), always below the win score. */
	readonly value: number;
}

/**
 * What a child's value does at its parent, in the game trees and the abstract ones alike: whether
 * it improved the parent's best value, which end of the window moved, the window before and after.
 */
export interface WindowUpdate {
	readonly improved: boolean;
	readonly best: number;
	readonly windowChange: 'alpha' | 'beta' | null;
	readonly alphaBefore: number;
	readonly betaBefore: number;
	readonly alpha: number;
	readonly beta: number;
	/** The pruning test alpha >= beta succeeds (a `cutoff` step follows). */
	readonly cutoff: boolean;
}

/** `update`: a child's value arrives at its parent. */
export interface UpdateParams extends WindowUpdate {
	/** Cell (0-8) of the child that returned. */
	readonly cell: number;
	readonly value: number;
	readonly bound: Bound;
	readonly maximizing: boolean;
	readonly alphaBeta: boolean;
}

/** `cutoff`: the pruning test succeeded. */
export interface CutoffParams {
	/** A max node (beta cutoff, "alpha >= beta") or a min node (alpha cutoff, "beta <= alpha"). */
	readonly maximizing: boolean;
	readonly alpha: number;
	readonly beta: number;
	/** Cells (0-8, ascending) of the pruned moves; may be empty. */
	readonly pruned: readonly number[];
}

/** `return`: a node's value goes back to its parent. */
export interface ReturnParams {
	readonly value: number;
	readonly bound: Bound;
	readonly leaf: boolean;
	/** Cell (0-8) that led to the node; null at the root. */
	readonly cell: number | null;
}

/** `choose`: the root's decision. */
export interface ChooseParams {
	/** Cell (0-8) played; null when the root position is already finished. */
	readonly cell: number | null;
	readonly value: number;
}

/** One step's explanation: `kind` (the step's kind) and that kind's numbers. */
export type Explanation =
	| ({ readonly kind: 'enter' } & EnterParams)
	| ({ readonly kind: 'evaluate' } & EvaluateParams)
	| ({ readonly kind: 'lookup' } & LookupParams)
	| ({ readonly kind: 'heuristic' } & HeuristicParams)
	| ({ readonly kind: 'update' } & UpdateParams)
	| ({ readonly kind: 'cutoff' } & CutoffParams)
	| ({ readonly kind: 'return' } & ReturnParams)
	| ({ readonly kind: 'choose' } & ChooseParams);
