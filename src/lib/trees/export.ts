/**
 * Exports of a tree: its text (parse.ts reads it back to the same tree) and LaTeX, a `forest`
 * environment (the LaTeX package forest, by Sašo Živanović) for an exam sheet, with or without the
 * solution of a search. SVG and PNG are drawn by the page.
 */
import { nodeValue } from '../engine/record-read';
import { BOUND_LOWER, BOUND_UPPER } from '../engine/record';
import { nodeName } from './names';
import { viewBound } from './negamax';
import type { TreeSearch } from './search';
import { NODE_CHANCE, NODE_LEAF, NODE_MAX, type Tree } from './tree';

/** A number as the text format writes it: the shortest text that reads back to the same number. */
const plain = (v: number) => String(v + 0);

/**
 * The tree as text, `[[3, 12, 8], [2, 4, 6], [14, 5, 2]]`; a chance node `?[...]`, with its
 * probabilities when they were written (`?[0.25: 1, 0.75: 2]`). The root's player is not part of
 * the text (the "Root" choice). parseTree(treeToText(t), { root: t.rootPlayer }) equals t.
 */
export function treeToText(tree: Tree): string {
	const write = (i: number): string => {
		if (tree.kind[i] === NODE_LEAF) return plain(tree.leafValue[i]);
		const chance = tree.kind[i] === NODE_CHANCE;
		const explicit = tree.explicitProbabilities[i] === 1;
		const parts: string[] = [];
		for (let c = tree.firstChild[i]; c < tree.firstChild[i] + tree.childCount[i]; c++) {
			parts.push(explicit ? `${plain(tree.probability[c])}: ${write(c)}` : write(c));
		}
		return `${chance ? '?' : ''}[${parts.join(', ')}]`;
	};
	return write(0);
}

/** LaTeX options. */
export interface LatexOptions {
	/**
	 * The search whose solution to print (every examined node's value, bounds as `\geq 6`, the
	 * window [alpha, beta] at each node when it returns for alpha-beta and negamax, pruned branches
	 * struck and greyed; for negamax in the view of the player to move at each node, as the tree page
	 * shows them, with NEGAMAX_VIEW_COMMENT saying so); absent: the bare tree (names and leaf values) for the question sheet.
	 */
	readonly solution?: TreeSearch;
}

/** A number for LaTeX math: two decimals at most, -\infty / +\infty. */
function tex(v: number): string {
	if (v === Infinity) return '+\\infty';
	if (v === -Infinity) return '-\\infty';
	return Number.isInteger(v) ? String(v + 0) : String(Number(v.toFixed(2)));
}

/** The preamble lines the environment needs, as a comment at its head. */
export const LATEX_PREAMBLE = '% \\usepackage{forest} \\usetikzlibrary{shapes.geometric}';

/**
 * The comment a negamax solution carries: its values, bounds and windows are negamax's own (the
 * view of the player to move at each node), as the tree page shows them.
 */
export const NEGAMAX_VIEW_COMMENT =
	"% Negamax: values, bounds and windows from the view of the player to move at each node (MIN's negated).";

/**
 * A `forest` environment (preamble: LATEX_PREAMBLE), its styles named `max node`, `min node`,
 * `chance node`, `leaf node`, `pruned` and `struck` (none of forest's own keys). MAX nodes are up triangles, MIN nodes down
 * triangles, chance nodes circles, leaves squares; a chance node's edges carry the probabilities.
 * With a solution, a pruned child's edge is struck (a cross on it) and its subtree dashed and grey.
 */
export function treeToLatex(tree: Tree, options: LatexOptions = {}): string {
	const s = options.solution;
	const windows = s !== undefined && (s.algorithm === 'alpha-beta' || s.algorithm === 'negamax');
	const negamax = s !== undefined && s.algorithm === 'negamax';
	const lines: string[] = [
		LATEX_PREAMBLE,
		...(negamax ? [NEGAMAX_VIEW_COMMENT] : []),
		'\\begin{forest}',
		'  for tree={draw, align=center, inner sep=1.5pt, minimum size=1.8em, font=\\small, l sep=8mm, s sep=4mm},',
		'  max node/.style={regular polygon, regular polygon sides=3, inner sep=0pt},',
		'  min node/.style={regular polygon, regular polygon sides=3, shape border rotate=180, inner sep=0pt},',
		'  chance node/.style={circle},',
		'  leaf node/.style={rectangle},',
		'  pruned/.style={edge={densely dashed, gray}, text=gray, draw=gray},',
		'  struck/.style={edge label={node[midway, font=\\bfseries]{$\\times$}}}'
	];
	const write = (i: number, indent: string, underPruned: boolean): void => {
		const r = s ? s.recordNodeOf[i] : -1;
		const pruned = s !== undefined && (underPruned || r < 0);
		const leaf = tree.kind[i] === NODE_LEAF;
		let content = leaf ? tex(tree.leafValue[i]) : nodeName(tree, i);
		if (s && r >= 0 && !leaf) {
			const v = (negamax ? s.sign[r] : 1) * nodeValue(s.record, r) + 0;
			const b = viewBound(s, r);
			const value =
				b === BOUND_LOWER ? `\\geq ${tex(v)}` : b === BOUND_UPPER ? `\\leq ${tex(v)}` : tex(v);
			content += `\\\\$${value}$`;
		}
		const style =
			tree.kind[i] === NODE_LEAF
				? 'leaf node'
				: tree.kind[i] === NODE_CHANCE
					? 'chance node'
					: tree.kind[i] === NODE_MAX
						? 'max node'
						: 'min node';
		const opts = [style];
		if (pruned) opts.push('pruned');
		if (pruned && !underPruned) opts.push('struck');
		const p = tree.parent[i];
		if (p >= 0 && tree.kind[p] === NODE_CHANCE) {
			opts.push(`edge label={node[midway, left, font=\\scriptsize]{${tex(tree.probability[i])}}}`);
		}
		if (windows && r >= 0 && !leaf) {
			// Negamax's view at a MIN node: the window [alpha, beta] reads [-beta, -alpha].
			const flip = negamax && s!.sign[r] < 0;
			const a = flip ? -s!.betaAtReturn[r] + 0 : s!.alphaAtReturn[r];
			const b = flip ? -s!.alphaAtReturn[r] + 0 : s!.betaAtReturn[r];
			opts.push(`label={[font=\\scriptsize]right:{$[${tex(a)}, ${tex(b)}]$}}`);
		}
		const head = `${indent}[{${content}}, ${opts.join(', ')}`;
		if (leaf) {
			lines.push(`${head}]`);
			return;
		}
		lines.push(head);
		for (let c = tree.firstChild[i]; c < tree.firstChild[i] + tree.childCount[i]; c++) {
			write(c, indent + '  ', pruned);
		}
		lines.push(`${indent}]`);
	};
	write(0, '  ', false);
	lines.push('\\end{forest}');
	return lines.join('\n');
}
