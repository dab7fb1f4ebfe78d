/**
 * The tree page's link (`#/tree?…`), read and written through the one link codec
 * (src/lib/link/params.ts, route 'tree'): the tree's text or a random tree's settings, the root's
 * player, the algorithm, the move order, the step, the language, and a practice set or a tree
 * lesson's slide in their place.
 */
import type { RootPlayer, TreeAlgorithm, TreeOrder } from '$lib/trees';
import type { Language } from '$lib/i18n/languages';
import {
	readLink,
	TREE_RANDOM_LIMITS,
	writeLink,
	type LinkError,
	type LinkValues,
	type TreePracticeName
} from '$lib/link/params';
import type { TreeLessonId } from './tree-lesson-links';

/** Russell and Norvig's Figure 5.2: the page's tree when the link gives none. */
export const TEXTBOOK_TREE = '[[3, 12, 8], [2, 4, 6], [14, 5, 2]]';

/** A random tree's settings as the form holds them. */
export interface RandomSettings {
	readonly depth: number;
	readonly branching: number;
	readonly min: number;
	readonly max: number;
	readonly seed: number;
}

/** The default random settings (the link's defaults) with seed 1. */
export const DEFAULT_RANDOM: RandomSettings = {
	depth: TREE_RANDOM_LIMITS.treedepth.fallback,
	branching: TREE_RANDOM_LIMITS.branching.fallback,
	min: TREE_RANDOM_LIMITS.min.fallback,
	max: TREE_RANDOM_LIMITS.max.fallback,
	seed: 1
};

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
		// The tree page reads its own words: `mcts` is the game page's only.
		algorithm: v.algorithm === 'mcts' ? 'minimax' : v.algorithm,
		order: v.moveorder,
		random,
		step: v.step,
		fromRandom,
		values: v,
		errors: link.errors
	};
}

/** What the link of the tree page writes: what is on screen (the TreePage's fields). */
export interface TreeLinkView {
	/** The practice set on screen, or null; it names only itself and the language. */
	readonly practice: { readonly kind: TreePracticeName; readonly seed: number } | null;
	/** The tree lesson's slide on screen, or null; it names only itself, the language and the step. */
	readonly lesson: { readonly id: TreeLessonId; readonly slide: number } | null;
	readonly lang: Language | null;
	readonly root: RootPlayer;
	readonly algorithm: TreeAlgorithm;
	readonly order: TreeOrder;
	readonly random: RandomSettings;
	/** The random tree of `random` is on screen (the link names its settings, not its text). */
	readonly fromRandom: boolean;
	/** The text of the tree on screen (not written when it is TEXTBOOK_TREE). */
	readonly goodText: string;
}

/** The hash of the tree page's link for `view` at `step` (null: the last step): `#/tree?…`. */
export function writeTreeLink(view: TreeLinkView, step: number | null = null): string {
	if (view.practice) {
		const query = writeLink(
			{ practice: view.practice.kind, seed: view.practice.seed, lang: view.lang },
			'tree'
		);
		return `#/tree?${query}`;
	}
	if (view.lesson) {
		const query = writeLink(
			{ lesson: view.lesson.id, slide: view.lesson.slide, lang: view.lang, step },
			'tree'
		);
		return `#/tree?${query}`;
	}
	const values: Partial<LinkValues> = {
		root: view.root,
		algorithm: view.algorithm,
		moveorder: view.order,
		lang: view.lang,
		step
	};
	const r = view.random;
	const randomValues: Partial<LinkValues> = {
		treedepth: r.depth,
		branching: r.branching,
		min: r.min,
		max: r.max,
		seed: r.seed
	};
	const query = writeLink(
		view.fromRandom
			? { ...values, ...randomValues }
			: { ...values, tree: view.goodText === TEXTBOOK_TREE ? null : view.goodText },
		'tree'
	);
	return query ? `#/tree?${query}` : '#/tree';
}
