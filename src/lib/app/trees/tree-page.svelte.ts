/**
 * The tree page's state (`#/tree`), as runes (no DOM): the text in the box "Tree", the root's
 * player, the last good tree (a bad text keeps it on screen and shows the parser's problem), the
 * node selected for the pointing edits, the random tree's settings, the algorithm and move order,
 * the recorded search and its step-through. Every change goes through a method, which writes the
 * link (tree-link.ts) through `onlink`.
 *
 * The search: src/lib/trees `searchTree`, recorded in the engine's record layout; its step index
 * (src/lib/stepper) drives the same stepper as the games.
 */
import {
	buildTree,
	nodeName,
	parseTree,
	randomTree,
	searchTree,
	treeToText,
	TreeError,
	type NestedTree,
	type RootPlayer,
	type Tree,
	type TreeAlgorithm,
	type TreeOrder,
	type TreeProblem,
	type TreeSearch
} from '$lib/trees';
import { buildStepIndex, carryStep, stepAt, type StepIndex } from '$lib/stepper';
import type { LinkError, TreePracticeName } from '$lib/link/params';
import {
	DEFAULT_RANDOM,
	readTreeLink,
	TEXTBOOK_TREE,
	writeTreeLink,
	type RandomSettings
} from './tree-link';
import {
	addChild,
	deleteNode,
	EditError,
	idAt,
	moveChild,
	pathOf,
	setLeaf,
	toNested,
	type TreePath
} from './tree-edit';
import type { Language } from '$lib/i18n/languages';
import {
	resolveTreeStep,
	treeLessonById,
	type TreeLesson,
	type TreeSlide,
	type TreeStepSpec
} from './tree-lessons';
import { TREE_LESSON_IDS, type TreeLessonId } from './tree-lesson-links';
import { TreeStepper } from './tree-stepper.svelte';

/** An edit the page refused, or a problem of the tree's text or of the search asked. */
export type PageProblem =
	| { readonly kind: 'tree'; readonly problem: TreeProblem }
	| { readonly kind: 'edit'; readonly code: EditError['code'] };

/** The result of trying a text: the tree, or its problem. */
function tryParse(text: string, root: RootPlayer): { tree: Tree } | { problem: TreeProblem } {
	try {
		return { tree: parseTree(text, { root }) };
	} catch (error) {
		if (error instanceof TreeError) return { problem: error.problem };
		throw error;
	}
}

/** The page's dependencies: where the link goes (replaceState), default none. */
export interface TreePageOptions {
	readonly onlink?: (hash: string) => void;
}

export class TreePage {
	/** The text in the box "Tree", as typed. */
	text = $state(TEXTBOOK_TREE);
	root = $state<RootPlayer>('max');
	/** The last tree that parsed (what the picture shows). */
	tree = $state.raw<Tree>(parseTree(TEXTBOOK_TREE));
	/** The text of `tree` (for the link: a bad text is not written). */
	goodText = $state(TEXTBOOK_TREE);
	/** The problem of the text in the box, or of the last edit; null when all is well. */
	problem = $state.raw<PageProblem | null>(null);
	algorithm = $state<TreeAlgorithm>('minimax');
	order = $state<TreeOrder>('as-given');
	random = $state.raw<RandomSettings>(DEFAULT_RANDOM);
	/** The random tree is on screen, unchanged since it was drawn (the link names its seed). */
	fromRandom = $state(false);
	/** The selected node's path, or null. */
	selected = $state.raw<TreePath | null>(null);
	/** The language the link names (`lang=`), or null. */
	lang = $state<Language | null>(null);
	/** The link's errors, as read. */
	linkErrors = $state.raw<readonly LinkError[]>([]);
	/** The practice set on screen (`practice=` and `seed=`), or null. */
	practice = $state.raw<{ readonly kind: TreePracticeName; readonly seed: number } | null>(null);
	/** The tree lesson on screen and its slide (1-based), or null. */
	lesson = $state.raw<{ readonly id: TreeLessonId; readonly slide: number } | null>(null);
	/** The step a new search opens at: a number (a link's `step=`), a slide's spec, or its last step. */
	#initialStep: number | TreeStepSpec | null = null;
	readonly #onlink: (hash: string) => void;

	/** The search on screen, or the problem that prevents it (a chance node under minimax). */
	#run = $derived.by((): { search: TreeSearch; index: StepIndex } | { problem: TreeProblem } => {
		try {
			const search = searchTree(this.tree, { algorithm: this.algorithm, order: this.order });
			return { search, index: buildStepIndex(search.record, search.stepOptions) };
		} catch (error) {
			if (error instanceof TreeError) return { problem: error.problem };
			throw error;
		}
	});
	search = $derived('search' in this.#run ? this.#run.search : null);
	index = $derived('index' in this.#run ? this.#run.index : null);
	/** Why the algorithm cannot run on this tree (the tree has chance nodes), or null. */
	searchProblem = $derived('problem' in this.#run ? this.#run.problem : null);
	readonly stepper = new TreeStepper(
		() => this.index,
		(index) => {
			if (this.carried?.index === index) return this.carried.k;
			const step = this.#initialStep;
			this.#initialStep = null;
			if (step === null || typeof step === 'number') return step;
			const search = this.search;
			return search ? resolveTreeStep(search, index, step) : null;
		}
	);
	/**
	 * Where the step-through went when the algorithm or the move order changed mid-way (the same
	 * node of the new search, or its nearest ancestor there: stepper/carry.ts), with the two nodes'
	 * names; null until such a change, and when the step-through was at its last step.
	 */
	carried = $state.raw<{
		readonly index: StepIndex;
		readonly k: number;
		readonly kept: boolean;
		readonly shown: string;
		readonly ancestor: string;
	} | null>(null);
	/**
	 * The carried place while it is on screen and is an ancestor of the node shown before (the
	 * narration says so); else null.
	 */
	movedUp = $derived.by(() => {
		const c = this.carried;
		return c && !c.kept && this.index === c.index && this.stepper.k === c.k ? c : null;
	});
	/** The selected node's id in `tree`, or null. */
	selectedId = $derived.by(() => {
		if (this.selected === null) return null;
		const id = idAt(this.tree, this.selected);
		return id < 0 ? null : id;
	});
	/** The tree has chance nodes (Expectimax is offered). */
	hasChance = $derived(this.tree.chanceCount > 0);

	constructor(options: TreePageOptions = {}) {
		this.#onlink = options.onlink ?? (() => {});
	}

	/** Opens what a link says (the page's first load, or a link followed). */
	load(hash: string): void {
		const link = readTreeLink(hash);
		this.linkErrors = link.errors;
		this.lang = link.values.lang;
		this.root = link.root;
		this.random = link.random;
		this.algorithm = link.algorithm;
		this.order = link.order;
		this.#initialStep = link.step;
		this.selected = null;
		const lesson = link.values.lesson === null ? undefined : treeLessonById(link.values.lesson);
		if (link.values.lesson !== null && !lesson) {
			this.linkErrors = [
				...link.errors,
				{
					kind: 'tree-param',
					name: 'lesson',
					value: link.values.lesson,
					words: [...TREE_LESSON_IDS]
				}
			];
		}
		if (link.values.practice !== null) {
			this.lesson = null;
			const seed = link.values.seed ?? Math.floor(Math.random() * 2 ** 31);
			this.practice = { kind: link.values.practice, seed };
			if (link.values.seed === null) this.#write();
			return;
		}
		this.practice = null;
		if (lesson) {
			const slide = Math.min(link.values.slide ?? 1, lesson.slides.length);
			this.#openSlide(lesson.id, slide, link.step);
			return;
		}
		this.lesson = null;
		if (link.fromRandom) {
			if (!this.#drawRandom(link.random)) this.#setText(TEXTBOOK_TREE);
		} else this.#setText(link.text);
		// A link to an algorithm the tree cannot run keeps the link's choice and says why.
	}

	/** Shows slide `n` (1-based) of a tree lesson: its tree, root, algorithm, order and step. */
	#openSlide(id: TreeLessonId, n: number, step: number | null = null): void {
		const lesson = treeLessonById(id) as TreeLesson;
		const slide = lesson.slides[n - 1];
		this.lesson = { id, slide: n };
		this.root = slide.root;
		this.algorithm = slide.algorithm;
		this.order = slide.order;
		this.selected = null;
		this.fromRandom = false;
		this.#initialStep = step ?? slide.step;
		this.#setText(slide.text);
	}

	/** The lesson's slide on screen, or null. */
	get slide(): TreeSlide | null {
		const lesson = this.lesson;
		return lesson ? (treeLessonById(lesson.id)?.slides[lesson.slide - 1] ?? null) : null;
	}

	/** Goes to slide `n` (1-based) of the lesson on screen (clamped to its slides). */
	goToSlide(n: number): void {
		const lesson = this.lesson && treeLessonById(this.lesson.id);
		if (!lesson) return;
		const slide = Math.max(1, Math.min(n, lesson.slides.length));
		this.#openSlide(lesson.id, slide);
		// The slide's step, also when its search is the one already on screen.
		void this.stepper.k;
		this.#initialStep = null;
		if (this.index && this.search) {
			this.stepper.seek(resolveTreeStep(this.search, this.index, lesson.slides[slide - 1].step));
		}
		this.#write();
	}

	/** Leaves the lesson: the tree stays, with the editor. */
	leaveLesson(): void {
		this.lesson = null;
		this.#write();
	}

	/** Practice: shows a question's tree (or the student's reordering of it) under `algorithm`. */
	showTree(tree: Tree, algorithm: TreeAlgorithm): void {
		this.tree = tree;
		this.text = treeToText(tree);
		this.goodText = this.text;
		this.algorithm = algorithm;
		this.order = 'as-given';
		this.problem = null;
		this.selected = null;
	}

	/** Leaves practice: the last question's tree stays, with the editor. */
	leavePractice(): void {
		this.practice = null;
		this.#write();
	}

	/** The hash of the page's link for what is on screen (`#/tree?…`). */
	linkHash(step: number | null = null): string {
		return writeTreeLink(this, step);
	}

	#write(): void {
		this.#onlink(this.linkHash());
	}

	/**
	 * Tries `text`: a good one becomes the tree on screen; a bad one only shows its problem. With
	 * `keepSame`, a text that reads as the tree already on screen (same shape, values and root)
	 * leaves that tree, so its search and the step shown stay.
	 */
	#setText(text: string, keepSame = false): boolean {
		this.text = text;
		const parsed = tryParse(text, this.root);
		if ('problem' in parsed) {
			this.problem = { kind: 'tree', problem: parsed.problem };
			return false;
		}
		this.problem = null;
		const same =
			keepSame &&
			parsed.tree.player[0] === this.tree.player[0] &&
			treeToText(parsed.tree) === treeToText(this.tree);
		if (!same) this.tree = parsed.tree;
		this.goodText = text;
		if (this.selected !== null && idAt(parsed.tree, this.selected) < 0) this.selected = null;
		return true;
	}

	/** The text box changed: a good text becomes the tree (and the link); a bad one shows why. */
	setText(text: string): void {
		if (this.#setText(text, true)) {
			this.fromRandom = false;
			this.#write();
		}
	}

	/** The root's player (levels alternate below it). */
	setRoot(root: RootPlayer): void {
		this.root = root;
		const parsed = tryParse(this.goodText, root);
		if ('tree' in parsed) this.tree = parsed.tree;
		// The text in the box may be bad: its problem stays on screen.
		if (this.text !== this.goodText) this.#setText(this.text);
		this.#write();
	}

	/** Runs the algorithm under another algorithm; a step-through keeps its place (#carry). */
	setAlgorithm(algorithm: TreeAlgorithm): void {
		this.#carry(() => (this.algorithm = algorithm));
		this.#write();
	}

	/** Searches the children in another order; a step-through keeps its place (#carry). */
	setOrder(order: TreeOrder): void {
		this.#carry(() => (this.order = order));
		this.#write();
	}

	/**
	 * Applies a change of the search's options to the same tree; when the step-through was short
	 * of its last step, the new search opens at the step that shows the same node, or its nearest
	 * ancestor in the new tree (stepper/carry.ts: a node is found by its line of child positions,
	 * which no order or algorithm changes); else at its last step, as any new search.
	 */
	#carry(change: () => void): void {
		const from = this.index;
		const search = this.search;
		const k = this.stepper.k;
		const stepping = from !== null && search !== null && !this.stepper.atEnd;
		change();
		this.carried = null;
		const to = this.index;
		const next = this.search;
		if (!stepping || !to || !next) return;
		const carried = carryStep(from, k, to);
		this.carried = {
			index: to,
			k: carried.k,
			kept: carried.kept === carried.line.length,
			shown: nodeName(search.tree, search.treeNodeOf[stepAt(from, k).node]),
			ancestor: nodeName(next.tree, next.treeNodeOf[carried.node])
		};
	}

	/** Selects the node at `path` (null: none). */
	select(path: TreePath | null): void {
		this.selected = path;
	}

	/** Selects node `id` of the tree on screen. */
	selectId(id: number | null): void {
		this.selected = id === null ? null : pathOf(this.tree, id);
	}

	/** Applies a pointing edit to the tree on screen; the text box follows. */
	#edit(change: (nested: NestedTree) => NestedTree, select: TreePath | null): boolean {
		let tree: Tree;
		try {
			tree = buildTree(change(toNested(this.tree)), this.root);
		} catch (error) {
			if (error instanceof EditError) this.problem = { kind: 'edit', code: error.code };
			else if (error instanceof TreeError) this.problem = { kind: 'tree', problem: error.problem };
			else throw error;
			return false;
		}
		const text = treeToText(tree);
		this.tree = tree;
		this.text = text;
		this.goodText = text;
		this.problem = null;
		this.fromRandom = false;
		this.selected = select;
		this.#write();
		return true;
	}

	/**
	 * "Add child": a leaf 0 as the selected node's last child (selected next); a selected leaf
	 * becomes a node whose one child is its old value.
	 */
	addChild(): boolean {
		const path = this.selected;
		if (path === null) return false;
		const id = idAt(this.tree, path);
		if (id < 0) return false;
		const leaf = this.tree.childCount[id] === 0;
		return this.#edit((n) => addChild(n, path), [...path, leaf ? 0 : this.tree.childCount[id]]);
	}

	/** "Delete node": the selected node and its subtree (the parent is selected next). */
	deleteNode(): boolean {
		const path = this.selected;
		if (path === null || path.length === 0) return false;
		return this.#edit((n) => deleteNode(n, path), path.slice(0, -1));
	}

	/** Types a leaf's value (the selected node must be a leaf). */
	setLeafValue(value: number): boolean {
		const path = this.selected;
		if (path === null) return false;
		return this.#edit((n) => setLeaf(n, path, value), path);
	}

	/**
	 * Moves the selected node among its siblings by `delta` positions (-1 left, +1 right), or to
	 * position `to` when given (a drag).
	 */
	moveSelected(delta: number, to?: number): boolean {
		const path = this.selected;
		if (path === null || path.length === 0) return false;
		const parent = path.slice(0, -1);
		const from = path[path.length - 1];
		const target = to ?? from + delta;
		const siblings = this.tree.childCount[idAt(this.tree, parent)];
		if (target === from || target < 0 || target >= siblings) return false;
		return this.#edit((n) => moveChild(n, parent, from, target), [...parent, target]);
	}

	/** Draws the random tree of `settings` (the tree on screen unless a setting is refused). */
	#drawRandom(settings: RandomSettings): boolean {
		let tree: Tree;
		try {
			tree = randomTree({ ...settings, root: this.root });
		} catch (error) {
			if (error instanceof TreeError) {
				this.problem = { kind: 'tree', problem: error.problem };
				return false;
			}
			throw error;
		}
		const text = treeToText(tree);
		this.random = settings;
		this.tree = tree;
		this.text = text;
		this.goodText = text;
		this.problem = null;
		this.fromRandom = true;
		this.selected = null;
		return true;
	}

	/** "Random tree": draws the tree of these settings and names them in the link. */
	randomTree(settings: RandomSettings): boolean {
		if (!this.#drawRandom(settings)) return false;
		this.#write();
		return true;
	}

	/** The language menu: the link names the language chosen. */
	setLanguage(lang: Language): void {
		this.lang = lang;
		this.#write();
	}

	/** Writes the link with the current step (the "Copy link" of the tree page). */
	linkAtStep(): string {
		return this.linkHash(this.stepper.total > 0 ? this.stepper.k : null);
	}
}
