/**
 * The decoded shape of one step (see steps.ts for the sequence). Plain data: safe to compare with
 * deep equality, to post to a worker, or to keep in a `$state.raw`.
 */
import type { Bound, Outcome } from '../engine/index';

/**
 * What happens at a step:
 * - `enter`: the search enters a node (calls minimax on it);
 * - `evaluate`: a finished game gets its score;
 * - `lookup`: a table hit: the transposition table answers with a value (and its bound) stored
 *   when the same position was searched before (record `link`);
 * - `heuristic`: a horizon leaf: the position at the depth limit is scored by the evaluation
 *   function (a heuristic value, below every win score);
 * - `update`: a child has returned its value to this node: best so far, and with alpha-beta the
 *   window (alpha raised at a max node, beta lowered at a min node);
 * - `cutoff`: the pruning test alpha >= beta succeeded; the remaining moves are pruned;
 * - `return`: the node returns its value (with its bound) to its parent;
 * - `choose`: the root's last step: the best move, the first best in the order tried.
 */
export type StepKind =
	'enter' | 'evaluate' | 'lookup' | 'heuristic' | 'update' | 'cutoff' | 'return' | 'choose';

/** Which way an `update` step moved the window. */
export type WindowChange = 'alpha' | 'beta' | null;

/**
 * One step. Window ends and best values are numbers from the root mover's view, `-Infinity` /
 * `Infinity` for "none" (plain minimax never narrows the window). Cells are 0-8. Node numbers index
 * the record.
 */
export interface Step {
	/** Step number, 0..total-1. */
	readonly k: number;
	readonly kind: StepKind;
	/** The node whose frame is on top of the call stack (the node being entered, for `enter`). */
	readonly node: number;
	/** Its parent, -1 for the root. */
	readonly parent: number;
	readonly depth: number;
	/** Cell played to reach `node`, null for the root. */
	readonly move: number | null;
	/** `node` is a max node (the root's side to move, even depth). */
	readonly maximizing: boolean;
	/** `node` is a leaf of the search: a finished game, a table hit or a horizon leaf. */
	readonly leaf: boolean;
	/** `update`: the child that just returned; `choose`: the chosen root child (null if none). */
	readonly child: number | null;
	/** Cell of `child`, or null. */
	readonly childMove: number | null;
	/**
	 * The value the step is about: `evaluate` the score; `lookup` the table's value; `heuristic`
	 * the evaluation; `update` the child's returned value;
	 * `cutoff` the node's best (the value it will return); `return` the node's value; `choose` the
	 * root's value (the score of a finished root). Null for `enter`.
	 */
	readonly value: number | null;
	/** Bound of `value` (`update`: the child's; `cutoff`/`return`: the node's). Null for `enter`. */
	readonly bound: Bound | null;
	/** Every step of a finished game (`enter`, `evaluate`, `return`): how it ended; else null. */
	readonly outcome: Outcome | null;
	/** The same from the root mover's view: 'win', 'loss' or 'draw'; null at an inner node. */
	readonly evaluation: 'win' | 'loss' | 'draw' | null;
	/** Window at `node` just before the step. */
	readonly alphaBefore: number;
	readonly betaBefore: number;
	/** Window at `node` right after the step. */
	readonly alpha: number;
	readonly beta: number;
	/** Best so far at `node` just before the step: +-Infinity before any child; null for a leaf. */
	readonly bestBefore: number | null;
	/** Best so far at `node` right after the step (same conventions). */
	readonly best: number | null;
	/** The child that holds `best` (the first one to reach it), null before any child or at a leaf. */
	readonly bestChild: number | null;
	/** Cell of `bestChild`, or null. */
	readonly bestMove: number | null;
	/** `update`: the child's value strictly improved the best (so it became the best child). */
	readonly improved: boolean;
	/** `update` with alpha-beta: which end of the window moved, if any. */
	readonly windowChange: WindowChange;
	/**
	 * `cutoff`: cells (0-8, ascending) of the pruned moves (may be empty): with gravity their
	 * columns; in ultimate tic-tac-toe their grid cells (0-80, engine prunedMoves). Empty otherwise.
	 */
	readonly pruned: readonly number[];
	/** 1-based line of the pseudo-code variant (pseudocode.ts) this step highlights. */
	readonly pseudoLine: number;
}
