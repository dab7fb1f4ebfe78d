/**
 * The tree lessons as data: each slide names a tree (text), its root, the algorithm and move order,
 * which step of the search it opens at (by node names, resolved against the recorded search) and
 * the values its narration needs, computed from the search (never typed in). The catalogue
 * (`treePage.lessons.narrations[id][slide]`) words each slide; the lessons list links to them as
 * `#/tree?lesson=<id>&slide=<n>`.
 *
 * - "Alpha-beta by hand: the textbook tree": Russell and Norvig, Artificial Intelligence: A Modern
 *   Approach, Figure 5.2 ([[3,12,8],[2,4,6],[14,5,2]]), alpha-beta left to right: B = 3, alpha 3 at
 *   A, the cutoff at C (leaves 4 and 6 never evaluated), D = 2, A = 3 with 11 of 13 nodes.
 * - "Chance: expectimax": [?[3,12,9], ?[2,4,6], ?[15,6,0]], chance nodes averaging their
 *   children (8, 4, 7), A = 8.
 */
import { BOUND_NAMES, boundCode, nodeValue } from '$lib/engine';
import type { StepIndex } from '$lib/stepper';
import {
	childIds,
	explainCutoff,
	nodeByHandle,
	type CutoffExplanation,
	type RootPlayer,
	type TreeAlgorithm,
	type TreeOrder,
	type TreeSearch
} from '$lib/trees';

import type { TreeLessonId } from './tree-lesson-links';

/**
 * Which step a slide opens at: the first or the last step; a node's last step (`exit`: its
 * `return`); its `cutoff` step; or the parent's `update` right after `node` returned.
 */
export type TreeStepSpec =
	'start' | 'end' | { readonly kind: 'exit' | 'cutoff' | 'update'; readonly node: string };

/** How a narration's values are written: the page's language. */
export interface NarrationWords {
	number: (v: number) => string;
	valueWithBound: (v: number, bound: 'exact' | 'lower' | 'upper') => string;
	list: (items: readonly string[]) => string;
	cutoff: (c: CutoffExplanation) => string;
}

/** One slide. */
export interface TreeSlide {
	readonly text: string;
	readonly root: RootPlayer;
	readonly algorithm: TreeAlgorithm;
	readonly order: TreeOrder;
	readonly step: TreeStepSpec;
	/** The narration's values, from the search. */
	readonly values: (search: TreeSearch, words: NarrationWords) => Record<string, string>;
}

export interface TreeLesson {
	readonly id: TreeLessonId;
	readonly slides: readonly TreeSlide[];
}

/** A lesson error: a slide names a node its tree does not have (a fault of the data). */
export class TreeLessonError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'TreeLessonError';
	}
}

/** The record index of the node named `name` (an inner node's letters or a leaf's handle `C2`). */
function recordNode(search: TreeSearch, name: string): number {
	const id = nodeByHandle(search.tree, name);
	const r = id < 0 ? -1 : search.recordNodeOf[id];
	if (r < 0) throw new TreeLessonError(`The slide names ${name}, which the search never examines.`);
	return r;
}

/** A node's value with its bound, written. */
function valueOf(search: TreeSearch, name: string, words: NarrationWords): string {
	const r = recordNode(search, name);
	return words.valueWithBound(
		nodeValue(search.record, r),
		BOUND_NAMES[boundCode(search.record, r)] as 'exact' | 'lower' | 'upper'
	);
}

/**
 * The step number a spec names in the search's step index.
 * @throws TreeLessonError when it names a node the search never examines.
 */
export function resolveTreeStep(search: TreeSearch, index: StepIndex, spec: TreeStepSpec): number {
	if (spec === 'start') return 0;
	if (spec === 'end') return index.total - 1;
	const r = recordNode(search, spec.node);
	const last = index.stepStart[r] + index.stepCount[r] - 1;
	if (spec.kind === 'exit') return last;
	if (spec.kind === 'cutoff') return last - 1;
	return Math.min(last + 1, index.total - 1);
}

const FIGURE_5_2 = '[[3, 12, 8], [2, 4, 6], [14, 5, 2]]';
const CHANCE_TREE = '[?[3, 12, 9], ?[2, 4, 6], ?[15, 6, 0]]';

const textbook = (step: TreeStepSpec, values: TreeSlide['values']): TreeSlide => ({
	text: FIGURE_5_2,
	root: 'max',
	algorithm: 'alpha-beta',
	order: 'as-given',
	step,
	values
});

const chance = (step: TreeStepSpec, values: TreeSlide['values']): TreeSlide => ({
	text: CHANCE_TREE,
	root: 'max',
	algorithm: 'expectimax',
	order: 'as-given',
	step,
	values
});

/** The children's values of a node, written, in the order written. */
function leavesOf(search: TreeSearch, name: string, words: NarrationWords): string[] {
	const id = nodeByHandle(search.tree, name);
	return childIds(search.tree, id).map((c) => words.number(search.tree.leafValue[c]));
}

/** A chance node's average as a sum: "(3 + 12 + 9) / 3 = 8". */
function average(search: TreeSearch, name: string, words: NarrationWords): string {
	const id = nodeByHandle(search.tree, name);
	const kids = childIds(search.tree, id);
	const v = valueOf(search, name, words);
	if (!search.tree.explicitProbabilities[id]) {
		return `(${leavesOf(search, name, words).join(' + ')}) / ${kids.length} = ${v}`;
	}
	const terms = kids.map(
		(c) => `${words.number(search.tree.probability[c])} × ${words.number(search.tree.leafValue[c])}`
	);
	return `${terms.join(' + ')} = ${v}`;
}

export const TREE_LESSONS: readonly TreeLesson[] = [
	{
		id: 'alpha-beta-by-hand',
		slides: [
			textbook('start', (_, w) => ({ window: `[${w.number(-Infinity)}, ${w.number(Infinity)}]` })),
			textbook({ kind: 'exit', node: 'B' }, (s, w) => ({ value: valueOf(s, 'B', w) })),
			textbook({ kind: 'update', node: 'B' }, (s, w) => {
				const alpha = w.number(nodeValue(s.record, recordNode(s, 'B')));
				return { alpha, window: `[${alpha}, ${w.number(Infinity)}]` };
			}),
			textbook({ kind: 'cutoff', node: 'C' }, (s, w) => ({
				cutoff: w.cutoff(explainCutoff(s, s.cutoffs[0])).replace(/^./, (c) => c.toUpperCase()),
				first: w.number(s.tree.leafValue[nodeByHandle(s.tree, 'C1')]),
				b: valueOf(s, 'B', w)
			})),
			textbook({ kind: 'exit', node: 'D' }, (s, w) => ({
				leaves: w.list(leavesOf(s, 'D', w)),
				value: valueOf(s, 'D', w)
			})),
			textbook('end', (s, w) => ({
				value: w.number(s.value),
				examined: w.number(s.nodeCount),
				total: w.number(s.tree.count),
				pruned: w.list(s.prunedLeaves.map((id) => w.number(s.tree.leafValue[id])))
			}))
		]
	},
	{
		id: 'expectimax',
		slides: [
			chance('start', (s, w) => ({ count: w.number(s.tree.count) })),
			chance({ kind: 'exit', node: 'B' }, (s, w) => ({ formula: average(s, 'B', w) })),
			chance({ kind: 'exit', node: 'D' }, (s, w) => ({
				c: average(s, 'C', w),
				d: average(s, 'D', w)
			})),
			chance('end', (s, w) => ({
				value: w.number(s.value),
				examined: w.number(s.nodeCount)
			}))
		]
	}
];

/** The tree lesson with this id, or undefined. */
export function treeLessonById(id: string): TreeLesson | undefined {
	return TREE_LESSONS.find((l) => l.id === id);
}
