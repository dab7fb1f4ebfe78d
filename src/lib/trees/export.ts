/**
 * Exports of a tree: its text (parse.ts reads it back to the same tree) and LaTeX, a `forest`
 * environment (the LaTeX package forest, Saso Zivanovic) for an exam sheet, with or without the
 * solution of a search. SVG and PNG are drawn by the page.
 */
import type { TreeSearch } from './search';
import type { Tree } from './tree';

/** The tree as text, `[[3, 12, 8], [2, 4, 6], [14, 5, 2]]`; chance nodes keep explicit probabilities. */
export function treeToText(tree: Tree): string {
	void tree;
	throw new Error('not yet');
}

/** LaTeX options. */
export interface LatexOptions {
	/**
	 * The search whose solution to print (every examined node's value, bounds as `\geq 6`, the
	 * window [alpha, beta] at each node when it returns, pruned branches struck and greyed); absent:
	 * the bare tree (names and leaf values) for the question sheet.
	 */
	readonly solution?: TreeSearch;
}

/**
 * A `forest` environment (needs `\usepackage{forest}` and, for the struck edges, nothing else).
 * MAX nodes are drawn as up triangles, MIN as down triangles, chance nodes as circles.
 */
export function treeToLatex(tree: Tree, options: LatexOptions = {}): string {
	void tree;
	void options;
	throw new Error('not yet');
}
