/**
 * The contract of a step-explanation messages object (English in src/lib/i18n/steps.en.ts; other
 * languages implement the same interface). Cells in these parameters are numbered 1-9, for people.
 * Values are from the root mover's view; window ends may be -Infinity / Infinity.
 */
import type { Bound, Mark, Outcome } from '../engine/index';

/** `enter`: the node entered. */
export interface EnterParams {
	readonly root: boolean;
	/** Cell (1-9) just played to reach the node; null at the root. */
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

/** `update`: a child's value arrives at its parent. */
export interface UpdateParams {
	/** Cell (1-9) of the child that returned. */
	readonly cell: number;
	readonly value: number;
	readonly bound: Bound;
	readonly maximizing: boolean;
	readonly improved: boolean;
	readonly best: number;
	readonly alphaBeta: boolean;
	readonly windowChange: 'alpha' | 'beta' | null;
	readonly alphaBefore: number;
	readonly betaBefore: number;
	readonly alpha: number;
	readonly beta: number;
	/** The pruning test alpha >= beta succeeds (a `cutoff` step follows). */
	readonly cutoff: boolean;
}

/** `cutoff`: the pruning test succeeded. */
export interface CutoffParams {
	/** A max node (beta cutoff, "alpha >= beta") or a min node (alpha cutoff, "beta <= alpha"). */
	readonly maximizing: boolean;
	readonly alpha: number;
	readonly beta: number;
	/** Cells (1-9, ascending) of the pruned moves; may be empty. */
	readonly pruned: readonly number[];
}

/** `return`: a node's value goes back to its parent. */
export interface ReturnParams {
	readonly value: number;
	readonly bound: Bound;
	readonly leaf: boolean;
	/** Cell (1-9) that led to the node. */
	readonly cell: number;
}

/** `choose`: the root's decision. */
export interface ChooseParams {
	/** Cell (1-9) played; null when the root position is already finished. */
	readonly cell: number | null;
	readonly value: number;
}

/** Strings and small formatting functions, one per step kind. */
export interface StepMessages {
	/** A score or window end: "7", "-8", "-∞", "+∞". */
	number(v: number): string;
	/** A value with its bound: "7", ">= 7", "<= 0". */
	valueWithBound(v: number, bound: Bound): string;
	/** A list of already formatted items: "6", "6 and 9", "5, 6 and 9". */
	list(items: readonly string[]): string;
	enter(p: EnterParams): string;
	evaluate(p: EvaluateParams): string;
	update(p: UpdateParams): string;
	cutoff(p: CutoffParams): string;
	return(p: ReturnParams): string;
	choose(p: ChooseParams): string;
}
