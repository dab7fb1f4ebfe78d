/**
 * What the tree page's strings (`treePage` of the catalogue: en/tree-page.ts, fr/tree-page.ts) are
 * given: a node's label parts, an edit's refusal, the practice kinds. What the trees core words
 * itself (a tree's problems, the steps' explanations, cutoffs, practice mistakes, pseudo-code) is
 * in ./trees-messages.ts (`TREE_MESSAGES`).
 */

/** The parts of a node's accessible name. */
export interface TreeNodeLabel {
	readonly name: string;
	readonly kind: 'max' | 'min' | 'chance' | 'leaf';
	/** The value once known (with its bound), or null. */
	readonly value: string | null;
	readonly window: string | null;
	readonly pruned: boolean;
	readonly current: boolean;
	readonly marked: boolean;
}

/** Why an edit by pointing was refused (src/lib/app/trees/tree-edit.ts `EditError`). */
export type TreeEditCode = 'no-such-node' | 'root' | 'not-a-leaf' | 'bad-value' | 'bad-move';

/** Practice on trees: the four kinds of exercise. */
export type TreePracticeKindId = 'pruned-leaves' | 'node-values' | 'windows' | 'move-order';
