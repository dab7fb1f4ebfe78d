/**
 * Exam practice on trees, checked exactly against the recorded search (search.ts): which leaves are
 * pruned, the value of every node, alpha and beta at every node when it returns, the best move
 * order. Answers are plain data (tree ids and typed text); feedback is typed values naming the node
 * and the numbers (each language writes them, src/lib/i18n/trees-messages.ts). Sets of questions are
 * random trees from a seed (random.ts), so a link gives a class the same set.
 */
import type { Bound } from '../engine/record';
import type { TreeAlgorithm } from './search';
import type { Tree } from './tree';

/** The practice kinds, by the names links use. */
export type TreeQuestionKind = 'pruned-leaves' | 'node-values' | 'windows' | 'move-order';
export const TREE_QUESTION_KINDS: readonly TreeQuestionKind[] = [
	'pruned-leaves',
	'node-values',
	'windows',
	'move-order'
];

/** One question: a tree, the algorithm it is about, and where it came from. */
export interface TreeQuestion {
	readonly kind: TreeQuestionKind;
	readonly tree: Tree;
	/** 'alpha-beta' for pruned-leaves, windows and move-order; 'minimax' or 'expectimax' for values. */
	readonly algorithm: TreeAlgorithm;
	readonly seed: number;
	/** Position in its set, 0-based. */
	readonly index: number;
}

/**
 * A set of `count` questions of one kind from one seed (each question's tree from a seed derived
 * with deriveExerciseSeed(seed, index)); depth 2 or 3, branching 2 or 3, leaves 0 to 20.
 */
export function practiceSet(kind: TreeQuestionKind, seed: number, count = 5): TreeQuestion[] {
	void kind;
	void seed;
	void count;
	throw new Error('not yet');
}

/** A value typed by a student: a number, or a bound (`>= 6`, `<= 2`, `≥ 6`, `≤ 2`). */
export interface TypedValue {
	readonly value: number;
	readonly bound: Bound;
}

/**
 * Reads a typed value: `3`, `-1`, `2.5`, `2,5` (French decimal comma), `8/3`, `-inf` / `-∞`,
 * `+inf` / `∞`, and a bound prefix `>=`, `≥`, `<=`, `≤`. Null for text that is none of these.
 */
export function readTypedValue(text: string): TypedValue | null {
	void text;
	throw new Error('not yet');
}

/** The student's alpha and beta at a node when it returns, and its value with its bound. */
export interface WindowAnswer {
	readonly alpha: string;
	readonly beta: string;
	readonly value: string;
}

/** One thing wrong (or missing) in an answer, naming the node and the numbers. */
export type TreeMistake =
	/** A leaf marked pruned that is evaluated: its value and its parent's name. */
	| { readonly kind: 'not-pruned'; readonly leaf: number; readonly parent: string }
	/** A pruned leaf not marked; the cutoff that prunes it (node, type, alpha, beta). */
	| {
			readonly kind: 'missed-pruned';
			readonly leaf: number;
			readonly parent: string;
			readonly cutoffAt: string;
			readonly type: 'beta' | 'alpha';
			readonly alpha: number;
			readonly beta: number;
	  }
	/** A node's value wrong (or unreadable: `given` null); `expected` with its bound. */
	| {
			readonly kind: 'wrong-value';
			readonly node: string;
			readonly given: string;
			readonly expected: number;
			readonly bound: Bound;
	  }
	/** A value right but its bound kind wrong (6 typed where the search only knows >= 6). */
	| {
			readonly kind: 'wrong-bound';
			readonly node: string;
			readonly expected: number;
			readonly bound: Bound;
			readonly givenBound: Bound;
	  }
	/** A node given a value although it is never examined (pruned). */
	| { readonly kind: 'pruned-node'; readonly node: string }
	/** alpha or beta wrong at a node when it returns. */
	| {
			readonly kind: 'wrong-window';
			readonly node: string;
			readonly end: 'alpha' | 'beta';
			readonly given: string;
			readonly expected: number;
	  }
	/** Move order: at `node`, the first child searched is not a best one. */
	| {
			readonly kind: 'not-best-first';
			readonly node: string;
			readonly player: 'max' | 'min';
			readonly first: string;
			readonly firstValue: number;
			readonly best: string;
			readonly bestValue: number;
	  }
	/** Move order: the order examines more nodes than the best one. */
	| { readonly kind: 'more-nodes'; readonly nodes: number; readonly best: number };

/** A checked answer: right when `mistakes` is empty; `right` of `total` parts correct. */
export interface TreeFeedback {
	readonly correct: boolean;
	readonly right: number;
	readonly total: number;
	readonly mistakes: readonly TreeMistake[];
}

/**
 * "Which leaves are pruned?" under alpha-beta (order as written): `marked` the tree ids clicked.
 * A part per leaf.
 */
export function checkPrunedLeaves(tree: Tree, marked: readonly number[]): TreeFeedback {
	void tree;
	void marked;
	throw new Error('not yet');
}

/**
 * "The value of every node" under `algorithm` (default minimax; expectimax for chance trees):
 * `answers` maps tree ids of inner nodes to the typed text. Fractions are right within 0.005 (two
 * decimals) or as the exact fraction. A part per inner node.
 */
export function checkNodeValues(
	tree: Tree,
	answers: ReadonlyMap<number, string>,
	algorithm: TreeAlgorithm = 'minimax'
): TreeFeedback {
	void tree;
	void answers;
	void algorithm;
	throw new Error('not yet');
}

/**
 * "Alpha and beta at every node when it returns" under alpha-beta: per examined inner node, alpha,
 * beta and the value with its bound (a node whose value is only a bound must be typed `>= v` or
 * `<= v`). Nodes never examined must be left empty. Three parts per examined inner node.
 */
export function checkWindows(tree: Tree, answers: ReadonlyMap<number, WindowAnswer>): TreeFeedback {
	void tree;
	void answers;
	throw new Error('not yet');
}

/**
 * "The best move order": `order` maps tree ids to the children in the student's order. Right when
 * alpha-beta with that order examines no more nodes than best first (search.ts 'best-first');
 * feedback names the nodes whose first child is not a best one. One part.
 */
export function checkMoveOrder(
	tree: Tree,
	order: ReadonlyMap<number, readonly number[]>
): TreeFeedback {
	void tree;
	void order;
	throw new Error('not yet');
}
