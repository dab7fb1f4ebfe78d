/**
 * What is wrong with a tree's text or with a search asked on a tree, as typed values: each language
 * writes them (src/lib/i18n/trees-messages.ts, `treeProblemText`). Positions are 1-based line and
 * column of the character where the problem is seen, counting a tab as one column; line 0 and
 * column 0 for a tree built without text (buildTree, the editor).
 */
import { treeProblemEn } from '../i18n/en/trees';

/** Where in the text: 1-based line and column. */
export interface TextPlace {
	readonly line: number;
	readonly column: number;
}

/** One problem, with its numbers. */
export type TreeProblem =
	/** Nothing but spaces. */
	| ({ readonly kind: 'empty-text' } & TextPlace)
	/** A number or '[' (or '?[') was expected; `found` is the text there ('' at the end). */
	| ({ readonly kind: 'expected-node'; readonly found: string } & TextPlace)
	/** A leaf that is a word, not a number (`[a, b]`); `word` is the word. */
	| ({ readonly kind: 'non-numeric-leaf'; readonly word: string } & TextPlace)
	/** After a child, ',' or the closing ']' was expected. */
	| ({ readonly kind: 'expected-comma'; readonly found: string } & TextPlace)
	/** Text after the whole tree. */
	| ({ readonly kind: 'trailing-text'; readonly found: string } & TextPlace)
	/** `[]` or `?[]`. */
	| ({ readonly kind: 'empty-list' } & TextPlace)
	/** A leaf value beyond +-TREE_LIMITS.maxAbsValue. */
	| ({ readonly kind: 'value-range'; readonly value: string; readonly max: number } & TextPlace)
	/** Deeper than TREE_LIMITS.maxDepth levels below the root. */
	| ({ readonly kind: 'too-deep'; readonly max: number } & TextPlace)
	/** More than TREE_LIMITS.maxNodes nodes. */
	| ({ readonly kind: 'too-many-nodes'; readonly max: number } & TextPlace)
	/** More than TREE_LIMITS.maxChildren children at one node. */
	| ({ readonly kind: 'too-many-children'; readonly max: number } & TextPlace)
	/** A probability outside [0, 1] (`?[1.5: a, ...]`). */
	| ({ readonly kind: 'probability-range'; readonly value: string } & TextPlace)
	/** The probabilities of one chance node do not sum to 1; `sum` as computed. */
	| ({ readonly kind: 'probability-sum'; readonly sum: number } & TextPlace)
	/** A chance node with probabilities on some children only. */
	| ({ readonly kind: 'probability-mixed' } & TextPlace)
	/** A probability written outside a chance node (`[0.5: 3, 4]`). */
	| ({ readonly kind: 'probability-outside-chance' } & TextPlace)
	/**
	 * An algorithm that has no chance nodes (minimax, alpha-beta, negamax) asked on a tree that has
	 * some; `node` is the first chance node's name (breadth first).
	 */
	| {
			readonly kind: 'chance-node';
			readonly algorithm: 'minimax' | 'alpha-beta' | 'negamax';
			readonly node: string;
	  }
	/** An edit the root cannot take (deleting it). */
	| { readonly kind: 'edit-root' }
	/** A leaf's value set on an inner node. */
	| { readonly kind: 'not-a-leaf'; readonly node: string }
	/** A node id that is not in the tree. */
	| { readonly kind: 'no-such-node'; readonly id: number }
	/** A random tree's settings out of range; `field` names the setting. */
	| {
			readonly kind: 'random-settings';
			readonly field: 'depth' | 'branching' | 'values' | 'seed' | 'size';
			readonly max: number;
	  };

/**
 * A tree refused: `problem` is the typed value each language writes; `message` is the English
 * text (for logs and the CLI's English output), written by src/lib/i18n/en/trees.ts.
 */
export class TreeError extends Error {
	constructor(readonly problem: TreeProblem) {
		super(treeProblemEn(problem));
		this.name = 'TreeError';
	}
}
