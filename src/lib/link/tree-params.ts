/**
 * The tree page's rows of the link codec's table (`#/tree?tree=…&root=min&algorithm=alpha-beta…`):
 * the tree as typed, the root's side, the algorithm, the move order, the random tree's settings, a
 * practice kind and a tree lesson's slide. params.ts puts them in its one table (`PARAMS`), so
 * `readLink` / `writeLink` read and write them like every other parameter.
 */
import type { LinkValues, ParamName } from './params';
import { bad, ok, param, type Param } from './param-rows';
import { pageOrTreeAlgorithm } from './mcts-params';

/** What a tree page's link says (part of LinkValues). */
export interface TreeLinkValues {
	/** The tree page (`#/tree?…`): `tree=`, the nested-list text as written, or null (the example). */
	readonly tree: string | null;
	/** `root=`: the side to move at the tree's root. */
	readonly root: TreeRoot;
	/**
	 * `algorithm=`: the search run on the tree; on the page `minimax` or `mcts` (Monte Carlo tree
	 * search, mcts-params.ts).
	 */
	readonly algorithm: TreeAlgorithmName | 'mcts';
	/** `moveorder=`: the order the children are searched in. */
	readonly moveorder: TreeMoveOrder;
	/** `treedepth=`, `branching=`, `min=`, `max=`: the random tree's shape and leaf values (with `seed=`). */
	readonly treedepth: number;
	readonly branching: number;
	readonly min: number;
	readonly max: number;
	/** `practice=`: the tree page's exercise kind, or null. */
	readonly practice: TreePracticeName | null;
	/** `lesson=`: a tree lesson's id, or null; `slide=` its slide (1-based). */
	readonly lesson: string | null;
	readonly slide: number | null;
}

/** The tree page's choices, as a link writes them. */
export type TreeRoot = 'max' | 'min';
export type TreeAlgorithmName = 'minimax' | 'alpha-beta' | 'negamax' | 'expectimax';
export type TreeMoveOrder = 'as-given' | 'best-first' | 'worst-first';
export type TreePracticeName = 'pruned-leaves' | 'node-values' | 'windows' | 'move-order';

/** The random tree's limits, as the link and the form accept them. */
export const TREE_RANDOM_LIMITS = {
	treedepth: { min: 1, max: 6, fallback: 3 },
	branching: { min: 1, max: 5, fallback: 3 },
	min: { min: -999, max: 999, fallback: 0 },
	max: { min: -999, max: 999, fallback: 20 }
} as const;

/**
 * A word of a short list, any case, on the tree page: `words` maps each accepted word to its value
 * (the first word of a value is the one written).
 */
function treeWord<K extends ParamName>(
	name: K,
	words: Readonly<Record<string, LinkValues[K]>>,
	fallback: LinkValues[K]
): Param<K> {
	const shown = [...new Set(Object.values(words))].map(String);
	return {
		name,
		fallback: () => fallback,
		read: (text) => {
			const word = text.trim().toLowerCase();
			return Object.hasOwn(words, word)
				? ok(words[word])
				: bad({ kind: 'tree-param', name, value: text, words: shown });
		},
		write: (value) => Object.keys(words).find((word) => words[word] === value) as string,
		routes: ['tree']
	};
}

/** A whole number from `min` to `max` on the tree page. */
function treeInteger<K extends 'treedepth' | 'branching' | 'min' | 'max' | 'slide'>(
	name: K,
	min: number,
	max: number,
	fallback: LinkValues[K]
): Param<K> {
	return {
		name,
		fallback: () => fallback,
		read: (text) => {
			const value = text.trim();
			const n = Number(value);
			return /^-?\d{1,4}$/.test(value) && n >= min && n <= max
				? ok(n as LinkValues[K])
				: bad({ kind: 'tree-param', name, value: text, min, max });
		},
		write: (value) => String(value),
		routes: ['tree']
	};
}

/** A random tree's setting, within TREE_RANDOM_LIMITS. */
function treeRandom<K extends keyof typeof TREE_RANDOM_LIMITS>(name: K): Param<K> {
	const { min, max, fallback } = TREE_RANDOM_LIMITS[name];
	return treeInteger(name, min, max, fallback as LinkValues[K]);
}

/** The tree page's rows (`#/tree?tree=…&root=min&algorithm=alphabeta…`). */
export const TREE_PARAMS = [
	param({
		name: 'tree',
		fallback: () => null,
		read: (text) => ok(text),
		write: (value) => value ?? '',
		routes: ['tree']
	}),
	treeWord('root', { max: 'max', min: 'min' }, 'max'),
	pageOrTreeAlgorithm(
		treeWord(
			'algorithm',
			{
				minimax: 'minimax',
				'alpha-beta': 'alpha-beta',
				alphabeta: 'alpha-beta',
				negamax: 'negamax',
				expectimax: 'expectimax'
			},
			'minimax'
		)
	),
	treeWord(
		'moveorder',
		{
			'as-given': 'as-given',
			given: 'as-given',
			'best-first': 'best-first',
			best: 'best-first',
			'worst-first': 'worst-first',
			worst: 'worst-first'
		},
		'as-given'
	),
	treeRandom('treedepth'),
	treeRandom('branching'),
	treeRandom('min'),
	treeRandom('max'),
	treeWord(
		'practice',
		{
			'pruned-leaves': 'pruned-leaves',
			'node-values': 'node-values',
			windows: 'windows',
			'move-order': 'move-order'
		},
		null
	),
	param({
		name: 'lesson',
		fallback: () => null,
		read: (text) => {
			const id = text.trim().toLowerCase();
			return /^[a-z0-9-]{1,40}$/.test(id)
				? ok(id)
				: bad({ kind: 'tree-param', name: 'lesson', value: text });
		},
		write: (value) => value ?? '',
		routes: ['tree']
	}),
	treeInteger('slide', 1, 99, null)
] as const;
