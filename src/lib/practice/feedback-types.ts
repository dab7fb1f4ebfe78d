/**
 * What the checker returns: a verdict, the mistakes (empty when correct) and the explanation of the
 * right answer, each a typed value (a `code` plus the numbers from the record) that a catalogue turns
 * into a sentence in English or French, for example
 * `{ code: 'refuted', cell: 5, score: -8, reply: 3, bestCell: 7, bestScore: 9 }` ->
 * "Wrong: X would not allow this line; its reply on a2 scores -8, less than the 9 of c1."
 * Node indices refer to the shown tree (`exercise.shown`), steps to the step index of
 * `exercise.options`; scores are from the root mover's view; window ends use +-Infinity.
 */
import type { Bound, Mark, MoveScore, Outcome } from '../engine/index';
import type { StepKind } from '../stepper/index';
import type { ExerciseKind } from './exercise-types';
import type { Line } from './threats';

/** The verdict: the page's message starts with "Correct" or "Wrong". */
export type Verdict = 'correct' | 'wrong';

/** A set answer compared with the right set (cells or nodes, ascending). */
export interface SetDetails {
	right: number[];
	missing: number[];
	extra: number[];
}

/**
 * The pruning test at a node with its numbers: at a max node "alpha >= beta" (beta cutoff), at a min
 * node "beta <= alpha" (alpha cutoff); `fires` is its result.
 */
export interface PruneTest {
	node: number;
	maximizing: boolean;
	alpha: number;
	beta: number;
	fires: boolean;
}

/** A child's recorded value as its parent saw it. */
export interface ChildValue {
	node: number;
	cell: number;
	value: number;
	bound: Bound;
}

interface FeedbackBase<K extends ExerciseKind, M, E> {
	kind: K;
	verdict: Verdict;
	/** What is wrong with the answer; empty when it is correct. */
	mistakes: M[];
	/** Why the right answer is right, with the record's numbers (given for both verdicts). */
	explanation: E[];
	/** The step of `options`' search that decides the answer (open the debugger there); null: none. */
	step: number | null;
}

export type WinMistake =
	| { code: 'no-line'; cell: number }
	| { code: 'cell-taken'; cell: number; mark: Mark }
	| { code: 'win-exists'; cells: number[] };
export type WinExplanation =
	{ code: 'wins'; side: Mark; cell: number; line: Line } | { code: 'no-win'; side: Mark };
export type WinFeedback = FeedbackBase<'win', WinMistake, WinExplanation>;

export type ThreatsMistake =
	| { code: 'missed-threat'; side: Mark; cell: number; line: Line }
	| { code: 'not-a-threat'; side: Mark; cell: number; mark: Mark | null };
export type ThreatsExplanation =
	{ code: 'threat'; side: Mark; cell: number; line: Line } | { code: 'no-threat'; side: Mark };
export interface ThreatsFeedback extends FeedbackBase<
	'threats',
	ThreatsMistake,
	ThreatsExplanation
> {
	X: SetDetails;
	O: SetDetails;
}

export type BestMoveMistake =
	/** The opponent's reply (first cell of `line`) holds the move to `score`, below `bestScore`. */
	| {
			code: 'refuted';
			cell: number;
			score: number;
			reply: number;
			line: number[];
			bestCell: number;
			bestScore: number;
	  }
	/** Same score as the best move, but `bestCell` comes first in the order tried. */
	| { code: 'tie-break'; cell: number; score: number; bestCell: number }
	| { code: 'cell-taken'; cell: number; mark: Mark };
export type BestMoveExplanation = {
	code: 'best';
	cell: number;
	score: number;
	/** The principal variation from the root: cells both sides play. */
	line: number[];
	outcome: Outcome;
	/** Later moves with the same score (the tie-break keeps the first). */
	ties: number[];
};
export interface BestMoveFeedback extends FeedbackBase<
	'best-move',
	BestMoveMistake,
	BestMoveExplanation
> {
	/** Every root move's score in the order tried (exact: plain minimax). */
	scores: MoveScore[];
}

/**
 * What is wrong with a typed value: one mistake per answer. Where the node holds only a bound, the
 * mistake states that bound (never "the value is v"); `given` is what was typed.
 */
export type ValueMistake =
	/** Both exact, different numbers. */
	| { code: 'wrong-value'; given: number; expected: number }
	/** An exact value (`given`, right or wrong number) typed where the search only knows a bound. */
	| { code: 'exact-for-bound'; given: number; value: number; bound: Bound }
	/** A bound (`givenBound` `given`) typed where the search knows the exact value. */
	| { code: 'bound-for-exact'; given: Bound; givenValue: number; value: number }
	/** The right number with the other bound sign. */
	| { code: 'wrong-bound'; given: Bound; expected: Bound }
	/** A bound with another number (either sign) where the search knows a bound. */
	| { code: 'wrong-bound-value'; given: number; givenBound: Bound; value: number; bound: Bound };
export type ValueExplanation =
	| {
			code: 'leaf-score';
			node: number;
			outcome: Outcome;
			depth: number;
			depthPenalty: boolean;
			score: number;
	  }
	| { code: 'children'; node: number; maximizing: boolean; children: ChildValue[]; best: number }
	/** Alpha-beta: alpha < value < beta, so the value is exact. */
	| { code: 'inside-window'; node: number; value: number; alpha: number; beta: number }
	/** Alpha-beta: value <= alpha (upper bound) or value >= beta (lower bound). */
	| {
			code: 'outside-window';
			node: number;
			maximizing: boolean;
			value: number;
			bound: Bound;
			alpha: number;
			beta: number;
	  }
	/** The cutoff that stopped the node early: the test after `child`, and the pruned cells. */
	| { code: 'cutoff'; test: PruneTest; child: ChildValue; pruned: number[] }
	/** The node's full minimax value (plain search), when the record holds only a bound. */
	| { code: 'minimax'; node: number; value: number };
export type ValueFeedback = FeedbackBase<'value', ValueMistake, ValueExplanation>;

export type NextNodeMistake =
	| { code: 'already-entered'; node: number; step: number }
	/** The node is (inside) a child that a cutoff prunes: never visited. */
	| { code: 'pruned'; node: number; prunedChild: number; test: PruneTest; step: number }
	| { code: 'entered-later'; node: number; step: number }
	| { code: 'search-goes-on' }
	| { code: 'search-ends'; node: number };
export type NextNodeExplanation =
	| {
			code: 'next';
			node: number;
			parent: number;
			cell: number;
			/** first-child: the node's first move; next-child: its loop's next move; back-up: after returns. */
			relation: 'first-child' | 'next-child' | 'back-up';
			/** Nodes that return before it is entered (innermost first). */
			returning: number[];
	  }
	| { code: 'skips'; test: PruneTest; pruned: number[] }
	| { code: 'no-next' };
export type NextNodeFeedback = FeedbackBase<'next-node', NextNodeMistake, NextNodeExplanation>;

export type WindowMistake =
	| { code: 'swapped'; alpha: number; beta: number }
	| { code: 'wrong-alpha'; given: number; expected: number }
	| { code: 'wrong-beta'; given: number; expected: number }
	| { code: 'not-a-window'; alpha: number; beta: number };
export type WindowExplanation = {
	code: 'window-end';
	end: 'alpha' | 'beta';
	value: number;
	/** The ancestor (a max node for alpha, a min node for beta) whose child set it; null: infinite. */
	source: number | null;
	/** That child and its value; null with `source`. */
	child: ChildValue | null;
};
export type WindowFeedback = FeedbackBase<'window', WindowMistake, WindowExplanation>;

export type PruneMistake =
	| {
			code: 'missed-prune';
			node: number;
			parent: number;
			cell: number;
			test: PruneTest;
			after: ChildValue;
			step: number;
	  }
	| {
			code: 'not-pruned';
			node: number;
			parent: number;
			cell: number;
			test: PruneTest;
			step: number;
	  }
	| { code: 'inside-pruned'; node: number; prunedAncestor: number; step: number }
	| { code: 'root'; node: number };
export type PruneExplanation =
	| { code: 'cutoff'; test: PruneTest; after: ChildValue; pruned: number[]; step: number }
	| { code: 'no-prune' };
export interface PruneFeedback extends FeedbackBase<'prune', PruneMistake, PruneExplanation> {
	marks: SetDetails;
}

/** One root child's UCT value with its parts: W/N + c * sqrt(ln N_parent / N). */
export interface UctValue {
	cell: number;
	visits: number;
	wins: number;
	/** W / N. */
	exploit: number;
	/** c * sqrt(ln N_parent / N). */
	explore: number;
	/** exploit + explore, as the engine computes it. */
	uct: number;
}

export type UctMistake =
	/** The cell's UCT value is below the chosen child's. */
	| { code: 'lower-uct'; cell: number; uct: number; chosenCell: number; chosenUct: number }
	/** Same UCT value as the chosen child, which comes first in the centre-first order. */
	| { code: 'tie-break'; cell: number; uct: number; chosenCell: number }
	| { code: 'cell-taken'; cell: number; mark: Mark };
export type UctExplanation =
	/** Child `value.cell`'s UCT value with the numbers; `chosen` for the child selection goes to. */
	| {
			code: 'uct';
			value: UctValue;
			parentVisits: number;
			exploration: number;
			chosen: boolean;
	  }
	/** The chosen child: the highest UCT value; `ties` are children with the same value. */
	| { code: 'selects'; cell: number; uct: number; ties: number[] };
export interface UctFeedback extends FeedbackBase<'uct', UctMistake, UctExplanation> {
	/** Every root child's UCT value, ascending cells. */
	values: UctValue[];
}

/** Any feedback, discriminated by `kind`. */
export type Feedback =
	| WinFeedback
	| ThreatsFeedback
	| BestMoveFeedback
	| ValueFeedback
	| NextNodeFeedback
	| WindowFeedback
	| PruneFeedback
	| UctFeedback;

/** A hint: a nudge that does not give the answer away. */
export type Hint =
	| { kind: 'win'; code: 'look-for-two'; side: Mark }
	| { kind: 'threats'; code: 'count'; X: number; O: number }
	| { kind: 'best-move'; code: 'best-score'; score: number; depthPenalty: boolean }
	| {
			kind: 'value';
			code: 'node-role';
			maximizing: boolean;
			leaf: boolean;
			alphaBeta: boolean;
			children: number;
	  }
	| { kind: 'next-node'; code: 'call-order'; stepKind: StepKind; alphaBeta: boolean }
	| {
			kind: 'window';
			code: 'window-source';
			parent: number;
			parentMaximizing: boolean;
			earlierChildren: number;
	  }
	| { kind: 'prune'; code: 'prune-count'; cutoffs: number; pruned: number }
	| { kind: 'uct'; code: 'formula'; exploration: number; parentVisits: number };
