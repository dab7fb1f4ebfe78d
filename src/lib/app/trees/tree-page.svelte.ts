/**
 * The tree page's state (`#/tree`), as runes (no DOM): the text in the box "Tree", the root's
 * player, the last good tree (a bad text keeps it on screen and shows the parser's problem), the
 * node selected for the pointing edits, the random tree's settings, the algorithm and move order,
 * the recorded search and its step-through. Every change goes through a method, which writes the
 * link (the one link codec, src/lib/link/params.ts, route 'tree') through `onlink`.
 *
 * The search: src/lib/trees `searchTree`, recorded in the engine's record layout; its step index
 * (src/lib/stepper) drives the same stepper as the games.
 */
import {
	buildTree,
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
import { buildStepIndex, type StepIndex } from '$lib/stepper';
import {
	readLink,
	TREE_RANDOM_LIMITS,
	writeLink,
	type LinkError,
	type LinkValues,
	type TreePracticeName
} from '$lib/link/params';
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
	TREE_LESSON_IDS,
	treeLessonById,
	type TreeLesson,
	type TreeLessonId,
	type TreeSlide,
	type TreeStepSpec
} from './tree-lessons';
import { TreeStepper } from './tree-stepper.svelte';

/** Russell and Norvig's Figure 5.2: the page's tree when the link gives none. */
export const TEXTBOOK_TREE = '[[3, 12, 8], [2, 4, 6], [14, 5, 2]]';

/** The algorithms, in the page's order (the link writes the same names). */
export const ALGORITHMS: readonly TreeAlgorithm[] = [
	'minimax',
	'alpha-beta',
	'negamax',
	'expectimax'
];

/** The move orders, in the page's order. */
export const ORDERS: readonly TreeOrder[] = ['as-given', 'best-first', 'worst-first'];

/** A random tree's settings as the form holds them. */
export interface RandomSettings {
	readonly depth: number;
	readonly branching: number;
	readonly min: number;
	readonly max: number;
	readonly seed: number;
}

/** An edit the page refused, or a problem of the tree's text or of the search asked. */
export type PageProblem =
	| { readonly kind: 'tree'; readonly problem: TreeProblem }
	| { readonly kind: 'edit'; readonly code: EditError['code'] };

/** What the page reads from a link. */
export interface TreeLinkState {
	readonly text: string;
	readonly root: RootPlayer;
	readonly algorithm: TreeAlgorithm;
	readonly order: TreeOrder;
	readonly random: RandomSettings;
	/** `step=`, or null for the last step. */
	readonly step: number | null;
	/** The random tree was asked (a `seed=` without `tree=`). */
	readonly fromRandom: boolean;
	readonly values: LinkValues;
	readonly errors: readonly LinkError[];
}

/** The default random settings (the link's defaults) with seed 1. */
export const DEFAULT_RANDOM: RandomSettings = {
	depth: TREE_RANDOM_LIMITS.treedepth.fallback,
	branching: TREE_RANDOM_LIMITS.branching.fallback,
	min: TREE_RANDOM_LIMITS.min.fallback,
	max: TREE_RANDOM_LIMITS.max.fallback,
	seed: 1
};

/**
 * Reads the tree page's link (`#/tree?tree=…&root=min&algorithm=alphabeta&moveorder=best&step=4`,
 * or a random tree: `seed=7&treedepth=3&branching=2&min=0&max=9`). Never throws: bad values are in
 * `errors` (the codec's LinkError) and read as their defaults.
 */
export function readTreeLink(hash: string): TreeLinkState {
	const link = readLink(hash, { route: 'tree' });
	const v = link.values;
	const random: RandomSettings = {
		depth: v.treedepth,
		branching: v.branching,
		min: v.min,
		max: v.max,
		seed: v.seed ?? DEFAULT_RANDOM.seed
	};
	const fromRandom = v.tree === null && link.given.has('seed');
	return {
		text: v.tree ?? TEXTBOOK_TREE,
		root: v.root,
		// The tree page reads its own words: `mcts` is the page's only.
		algorithm: v.algorithm === 'mcts' ? 'minimax' : v.algorithm,
		order: v.moveorder,
		random,
		step: v.step,
		fromRandom,
		values: v,
		errors: link.errors
	};
}

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
			const step = this.#initialStep;
			this.#initialStep = null;
			if (step === null || typeof step === 'number') return step;
			const search = this.search;
			return search ? resolveTreeStep(search, index, step) : null;
		}
	);
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
		if (this.practice) {
			const query = writeLink(
				{ practice: this.practice.kind, seed: this.practice.seed, lang: this.lang },
				'tree'
			);
			return `#/tree?${query}`;
		}
		if (this.lesson) {
			const query = writeLink(
				{ lesson: this.lesson.id, slide: this.lesson.slide, lang: this.lang, step },
				'tree'
			);
			return `#/tree?${query}`;
		}
		const values: Partial<LinkValues> = {
			root: this.root,
			algorithm: this.algorithm,
			moveorder: this.order,
			lang: this.lang,
			step
		};
		const r = this.random;
		const randomValues: Partial<LinkValues> = {
			treedepth: r.depth,
			branching: r.branching,
			min: r.min,
			max: r.max,
			seed: r.seed
		};
		const query = writeLink(
			this.fromRandom
				? { ...values, ...randomValues }
				: { ...values, tree: this.goodText === TEXTBOOK_TREE ? null : this.goodText },
			'tree'
		);
		return query ? `#/tree?${query}` : '#/tree';
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

	setAlgorithm(algorithm: TreeAlgorithm): void {
		this.algorithm = algorithm;
		this.#write();
	}

	setOrder(order: TreeOrder): void {
		this.order = order;
		this.#write();
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
