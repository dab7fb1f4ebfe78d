/**
 * The page's Monte Carlo tree search rows of the link codec's table (params.ts `PARAMS`):
 * `algorithm=mcts` (the tree page's `algorithm=` row read on the page too, with the page's words),
 * `iterations=N` and `exploration=C`, read only beside `algorithm=` (and written only then). The
 * search's seed is the page's `seed=` (params.ts), which the page reads as the MCTS seed when the
 * algorithm is MCTS (url-state.ts).
 */
import type { LinkValues, ParamName } from './params';
import { bad, ok, param, type Param } from './param-rows';
import type { TreeAlgorithmName } from './tree-params';

/** What a page's link says about MCTS (part of LinkValues). */
export interface MctsLinkValues {
	/** `iterations=`: MCTS iterations, a whole number from 1 to PAGE_MCTS_LIMITS.iterations.max. */
	readonly iterations: number;
	/** `exploration=`: the UCT exploration constant c, from 0 to PAGE_MCTS_LIMITS.exploration.max. */
	readonly exploration: number;
}

/** The page's algorithms, as a link writes them: minimax (with the switches) or MCTS. */
export type PageAlgorithmName = 'minimax' | 'mcts';

/**
 * What the page's MCTS controls and links accept. Iterations stop at 100,000 on the page (the CLI
 * goes to 1,000,000): the iteration log of 100,000 iterations on 3x3 is about 5 MB, and the stepper
 * walks it phase by phase.
 */
export const PAGE_MCTS_LIMITS = {
	iterations: { min: 1, max: 100_000, fallback: 1000 },
	exploration: { min: 0, max: 100, fallback: Math.SQRT2 }
} as const;

/** The page's words for `algorithm=` (the first of a value is written). */
const PAGE_ALGORITHMS: Readonly<Record<string, PageAlgorithmName>> = {
	minimax: 'minimax',
	mcts: 'mcts'
};

/**
 * The `algorithm=` row read on the tree page (its `tree` row, given) and on the page: on the page
 * `minimax` (the default: minimax or alpha-beta as `alphabeta=` says) or `mcts`; a bad word gives
 * an `mcts-param` error there.
 */
export function pageOrTreeAlgorithm(tree: Param<'algorithm'>): Param<'algorithm'> {
	return {
		...tree,
		read: (text, context) => {
			if (context.route !== 'page') return tree.read(text, context);
			const word = text.trim().toLowerCase();
			return Object.hasOwn(PAGE_ALGORITHMS, word)
				? ok(PAGE_ALGORITHMS[word] as TreeAlgorithmName | 'mcts')
				: bad({ kind: 'mcts-param', name: 'algorithm', value: text, words: ['minimax', 'mcts'] });
		},
		write: (value) => (value === 'mcts' ? 'mcts' : tree.write(value)),
		routes: ['page', 'tree']
	};
}

/**
 * Reads a number: digits with an optional decimal part and exponent (`1.414`, `.5`, `1e-3`), within
 * `min`..`max`; whole numbers only (digits) when `whole`.
 */
function readNumber(text: string, min: number, max: number, whole: boolean): number | null {
	const value = text.trim();
	const pattern = whole ? /^\d{1,7}$/ : /^(\d{1,4}\.?\d{0,30}|\.\d{1,30})(e-?\d{1,3})?$/i;
	if (!pattern.test(value)) return null;
	const n = Number(value);
	return Number.isFinite(n) && n >= min && n <= max ? n : null;
}

function mctsNumber<K extends 'iterations' | 'exploration'>(name: K, whole: boolean): Param<K> {
	const { min, max, fallback } = PAGE_MCTS_LIMITS[name];
	return param({
		name,
		fallback: () => fallback as LinkValues[K],
		read: (text) => {
			const n = readNumber(text, min, max, whole);
			return n === null
				? bad({ kind: 'mcts-param', name, value: text, min, max })
				: ok(n as LinkValues[K]);
		},
		write: (value) => String(value),
		needs: ['algorithm' as ParamName]
	}) as Param<K>;
}

/** The page's MCTS rows after `algorithm=` (which TREE_PARAMS holds). */
export const MCTS_PARAMS = [
	mctsNumber('iterations', true),
	mctsNumber('exploration', false)
] as const;
