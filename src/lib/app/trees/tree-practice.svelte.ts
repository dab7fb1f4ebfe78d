/**
 * Practice on trees, as runes (no DOM): a set of questions of one kind from a seed (src/lib/trees
 * `practiceSet`, so `#/tree?practice=<kind>&seed=<s>` gives a class the same set), the student's
 * answer to the question on screen, its check against the recorded search (the core's
 * `checkPrunedLeaves`, `checkNodeValues`, `checkWindows`, `checkMoveOrder`) and the set's score
 * (a question counts once, by its first check).
 *
 * The best move order is answered on a reordered copy of the question's tree: the student moves
 * children (drag, or Alt+arrows, as in the editor); `order` keeps, per node of the question's tree,
 * its children in the student's order, and the picture shows the tree built in that order
 * (`shown`, with `originalOf` mapping its node ids back to the question's).
 */
import {
	buildTree,
	checkMoveOrder,
	checkNodeValues,
	checkPrunedLeaves,
	checkWindows,
	childIds,
	NODE_LEAF,
	practiceSet,
	type NestedTree,
	type Tree,
	type TreeFeedback,
	type TreeQuestion,
	type TreeQuestionKind,
	type WindowAnswer
} from '$lib/trees';
import { emptyMap, emptySet, toggled, withEntry } from './snapshots';

/** Questions in a set. */
export const SET_SIZE = 5;

/** The question's tree with each node's children in `order` (ids of `tree`), and the id map. */
export function reorderedTree(
	tree: Tree,
	order: ReadonlyMap<number, readonly number[]>
): { shown: Tree; originalOf: Int32Array } {
	const nest = (i: number): NestedTree => {
		if (tree.kind[i] === NODE_LEAF) return tree.leafValue[i];
		const kids = (order.get(i) ?? childIds(tree, i)).map(nest);
		// Practice trees have no chance nodes (move order and windows are alpha-beta's).
		return kids;
	};
	const shown = tree.chanceCount > 0 ? tree : buildTree(nest(0), tree.rootPlayer);
	const originalOf = new Int32Array(shown.count);
	// Breadth first on both: the k-th child shown of a node is the k-th of its order.
	const queue: [number, number][] = [[0, 0]];
	for (let q = 0; q < queue.length; q++) {
		const [s, o] = queue[q];
		originalOf[s] = o;
		const kids = order.get(o) ?? childIds(tree, o);
		childIds(shown, s).forEach((c, k) => queue.push([c, kids[k]]));
	}
	return { shown, originalOf };
}

export class TreePractice {
	readonly kind: TreeQuestionKind;
	readonly seed: number;
	readonly questions: readonly TreeQuestion[];
	/** The question on screen, 0-based. */
	index = $state(0);
	/** Leaves marked pruned (ids of the question's tree). */
	marked = $state.raw<ReadonlySet<number>>(emptySet());
	/** Typed values by inner node id. */
	values = $state.raw<ReadonlyMap<number, string>>(emptyMap());
	/** Typed windows by inner node id. */
	windows = $state.raw<ReadonlyMap<number, WindowAnswer>>(emptyMap());
	/** The student's child order by node id (move order). */
	order = $state.raw<ReadonlyMap<number, readonly number[]>>(emptyMap());
	/** The last check of the question on screen, or null. */
	feedback = $state.raw<TreeFeedback | null>(null);
	/** Per question: right at its first check, wrong, or not checked yet (null). */
	results = $state.raw<readonly (boolean | null)[]>([]);

	question = $derived.by(() => this.questionAt(this.index));
	/** The tree the picture shows (the question's, or reordered by the student). */
	view = $derived.by(() =>
		this.kind === 'move-order'
			? reorderedTree(this.question.tree, this.order)
			: { shown: this.question.tree, originalOf: new Int32Array(0) }
	);
	score = $derived({
		correct: this.results.filter((r) => r === true).length,
		attempted: this.results.filter((r) => r !== null).length
	});
	finished = $derived(this.results.length === SET_SIZE && this.results.every((r) => r !== null));

	/**
	 * @param kind one of TREE_QUESTION_KINDS.
	 * @param seed the set's seed (0 to 2^32 - 1).
	 */
	constructor(kind: TreeQuestionKind, seed: number) {
		this.kind = kind;
		this.seed = seed;
		this.questions = practiceSet(kind, seed, SET_SIZE);
		this.results = this.questions.map(() => null);
	}

	questionAt(k: number): TreeQuestion {
		return this.questions[k];
	}

	/** A node of the picture as an id of the question's tree. */
	original(id: number): number {
		return this.kind === 'move-order' ? this.view.originalOf[id] : id;
	}

	/** Marks or unmarks a leaf pruned (the pruned-leaves question). */
	toggle(id: number): void {
		const tree = this.question.tree;
		if (this.kind !== 'pruned-leaves' || tree.kind[id] !== NODE_LEAF) return;
		this.marked = toggled(this.marked, id);
	}

	setValue(id: number, text: string): void {
		this.values = withEntry(this.values, id, text);
	}

	setWindow(id: number, part: keyof WindowAnswer, text: string): void {
		const old = this.windows.get(id) ?? { alpha: '', beta: '', value: '' };
		this.windows = withEntry(this.windows, id, { ...old, [part]: text });
	}

	/**
	 * Moves the node `shownId` of the picture among its siblings: by `delta`, or to position `to`.
	 * @returns false when it cannot move there.
	 */
	move(shownId: number, delta: number, to?: number): boolean {
		if (this.kind !== 'move-order') return false;
		const { shown } = this.view;
		const parentShown = shown.parent[shownId];
		if (parentShown < 0) return false;
		const parent = this.original(parentShown);
		const kids = [...(this.order.get(parent) ?? childIds(this.question.tree, parent))];
		const from = kids.indexOf(this.original(shownId));
		const target = to ?? from + delta;
		if (from < 0 || target < 0 || target >= kids.length || target === from) return false;
		const [moved] = kids.splice(from, 1);
		kids.splice(target, 0, moved);
		this.order = withEntry<number, readonly number[]>(this.order, parent, kids);
		return true;
	}

	/** Checks the answer on screen; the first check of a question counts in the score. */
	check(): TreeFeedback {
		const q = this.question;
		let feedback: TreeFeedback;
		if (this.kind === 'pruned-leaves') feedback = checkPrunedLeaves(q.tree, [...this.marked]);
		else if (this.kind === 'node-values')
			feedback = checkNodeValues(q.tree, this.values, q.algorithm);
		else if (this.kind === 'windows') feedback = checkWindows(q.tree, this.windows);
		else feedback = checkMoveOrder(q.tree, this.order);
		this.feedback = feedback;
		if (this.results[this.index] === null) {
			this.results = this.results.map((r, k) => (k === this.index ? feedback.correct : r));
		}
		return feedback;
	}

	/** Clears the answer on screen (its score stays). */
	again(): void {
		this.marked = emptySet();
		this.values = emptyMap();
		this.windows = emptyMap();
		this.order = emptyMap();
		this.feedback = null;
	}

	/** The next question (the last one stays). */
	next(): void {
		if (this.index >= this.questions.length - 1) return;
		this.index += 1;
		this.again();
	}
}
