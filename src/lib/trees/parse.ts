/**
 * The tree's text format: a number is a leaf (`3`, `-1`, `2.5`), `[a, b, c]` a decision node,
 * `?[a, b]` a chance node with equal probabilities and `?[0.25: a, 0.75: b]` one with explicit
 * probabilities (all or none; they sum to 1). Commas separate children; spaces and line breaks are
 * free. Example: Russell and Norvig's Figure 5.2, `[[3,12,8],[2,4,6],[14,5,2]]`.
 */
import type { RootPlayer, Tree } from './tree';

/** Parser options. */
export interface ParseOptions {
	/** The root's player; levels alternate below it. Default 'max'. */
	readonly root?: RootPlayer;
}

/**
 * Parses a tree's text.
 * @throws TreeError naming the problem and its line and column (problems.ts): 'empty-text',
 * 'expected-node', 'non-numeric-leaf', 'expected-comma', 'trailing-text', 'empty-list',
 * 'value-range', 'too-deep', 'too-many-nodes', 'too-many-children', 'probability-range',
 * 'probability-sum', 'probability-mixed', 'probability-outside-chance'.
 */
export function parseTree(text: string, options: ParseOptions = {}): Tree {
	void text;
	void options;
	throw new Error('not yet');
}
