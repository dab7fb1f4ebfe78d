/**
 * What a step of a tree search means, with the tree's node names and numbers, as typed values
 * (each language writes them: src/lib/i18n/trees-messages.ts). The page gets steps from the
 * ordinary stepper (stepAt / stateAt on buildStepIndex(search.record, search.stepOptions)) and asks
 * here what they mean; the game stepper's own explainStep speaks of cells and marks.
 */
import type { Bound } from '../engine/record';
import type { Step } from '../stepper/step-types';
import type { TreeAlgorithm, TreeCutoff, TreeSearch } from './search';

/** Whose node: MAX's, MIN's or a chance node. */
export type TreePlayer = 'max' | 'min' | 'chance';

/** One step's meaning. Values from MAX's view; `negamax` adds the negamax reading where it applies. */
export type TreeExplanation =
	| {
			readonly kind: 'enter';
			readonly algorithm: TreeAlgorithm;
			/** Inner node: its letters; leaf: its value as text. */
			readonly node: string;
			readonly leaf: boolean;
			readonly root: boolean;
			readonly player: TreePlayer;
			readonly depth: number;
			/** The window it is searched with (alpha-beta and negamax; else +-Infinity). */
			readonly alpha: number;
			readonly beta: number;
	  }
	| {
			/** A leaf is evaluated (the stepper's `heuristic` step). */
			readonly kind: 'leaf';
			readonly algorithm: TreeAlgorithm;
			readonly value: number;
			/** Negamax: the value from the view of the player to move at the leaf (sign * value). */
			readonly negamaxValue: number | null;
	  }
	| {
			readonly kind: 'update';
			readonly algorithm: TreeAlgorithm;
			readonly node: string;
			readonly player: TreePlayer;
			readonly child: string;
			readonly childValue: number;
			readonly childBound: Bound;
			/** Negamax: the child's returned negamax value and its negation as read here; else null. */
			readonly negamax: { readonly returned: number; readonly negated: number } | null;
			/** Chance: the child's probability and the weighted sum so far; else null. */
			readonly chance: { readonly probability: number; readonly sum: number } | null;
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
	| ({ readonly kind: 'cutoff'; readonly algorithm: TreeAlgorithm } & CutoffExplanation)
	| {
			readonly kind: 'return';
			readonly algorithm: TreeAlgorithm;
			readonly node: string;
			readonly leaf: boolean;
			readonly value: number;
			readonly bound: Bound;
			/** Negamax: the value as negamax returns it (sign * value); else null. */
			readonly negamaxValue: number | null;
			/** The parent's name; null at the root. */
			readonly parent: string | null;
	  }
	| {
			readonly kind: 'choose';
			readonly algorithm: TreeAlgorithm;
			/** The root child chosen (first best in the search order), null for a lone leaf. */
			readonly child: string | null;
			readonly value: number;
	  };

/**
 * A cutoff with its numbers: "beta 2 <= alpha 3 at C: leaves 4 and 6 are never evaluated".
 */
export interface CutoffExplanation {
	readonly node: string;
	/** 'beta' at a MAX node (written alpha >= beta), 'alpha' at a MIN node (beta <= alpha). */
	readonly type: 'beta' | 'alpha';
	readonly alpha: number;
	readonly beta: number;
	/** Names of the pruned inner children (their whole subtree is skipped). */
	readonly prunedNodes: readonly string[];
	/** Values of every leaf never evaluated because of this cutoff, left to right. */
	readonly prunedLeaves: readonly number[];
}

/** The explanation of one cutoff of the search. */
export function explainCutoff(search: TreeSearch, cutoff: TreeCutoff): CutoffExplanation {
	void search;
	void cutoff;
	throw new Error('not yet');
}

/** The explanation of `step`, a step of buildStepIndex(search.record, search.stepOptions). */
export function explainTreeStep(search: TreeSearch, step: Step): TreeExplanation {
	void search;
	void step;
	throw new Error('not yet');
}
