/**
 * The strings of abstract game trees (src/lib/trees): problems with a tree's text or settings,
 * step explanations, cutoffs with their numbers, practice feedback, pseudo-code words and the CLI's
 * `--tree` lines. One table per language (en/trees.ts, fr/trees.ts), reached through
 * `TREE_MESSAGES` (trees.ts); kept apart from the main catalogue so the trees page can grow its own.
 */
import type { Bound } from '$lib/engine';
import type {
	CutoffExplanation,
	TreeNodeKind,
	TreeAlgorithm,
	TreeExplanation,
	TreeMistake,
	TreeOrder,
	TreeProblem
} from '$lib/trees';
import type { Renderers } from './renderers';

/** The pseudo-code's words, by line key (src/lib/trees/pseudocode.ts holds the structure). */
export type TreePseudoKey =
	| 'mmHeader'
	| 'abHeader'
	| 'nmHeader'
	| 'emHeader'
	| 'leaf'
	| 'nmLeaf'
	| 'ifChance'
	| 'ifMax'
	| 'ifMin'
	| 'maxInit'
	| 'minInit'
	| 'sumInit'
	| 'forEach'
	| 'forEachChance'
	| 'mmMax'
	| 'mmMin'
	| 'emMax'
	| 'emMin'
	| 'abMax'
	| 'abMin'
	| 'abAlpha'
	| 'abBeta'
	| 'maxCut'
	| 'minCut'
	| 'nmUpdate'
	| 'sumUpdate'
	| 'returnBest'
	| 'returnSum'
	| 'rootMm'
	| 'rootAb'
	| 'rootNm'
	| 'rootEm'
	| 'choose'
	| 'colorComment'
	| 'betaCutComment'
	| 'alphaCutComment'
	| 'nmCutComment'
	| 'failSoftComment'
	| 'chanceComment';

/** What is wrong with an `analyze --tree` command line (scripts/tree-cli.ts). */
export type TreeCliProblem =
	/** An option the tree analysis does not know. */
	| { readonly kind: 'unknown-option'; readonly option: string }
	/** A game's option given with --tree (`--game`, `--depth-limit`...). */
	| { readonly kind: 'game-option'; readonly option: string }
	/** `--tree` (or another option) without its value. */
	| { readonly kind: 'missing-value'; readonly option: string }
	/** Two algorithms asked (`--negamax --expectimax`). */
	| { readonly kind: 'two-algorithms'; readonly first: string; readonly second: string }
	/** `--order` is not as-given, best-first or worst-first. */
	| { readonly kind: 'unknown-order'; readonly value: string; readonly orders: readonly string[] }
	/** `--root` is not max or min. */
	| { readonly kind: 'unknown-root'; readonly value: string }
	/** `--lang` names no language. */
	| {
			readonly kind: 'unknown-language';
			readonly value: string;
			readonly languages: readonly string[];
	  }
	/** A positional argument besides --tree. */
	| { readonly kind: 'unexpected-argument'; readonly value: string }
	/** The same option twice with different values. */
	| { readonly kind: 'repeated-option'; readonly option: string }
	/** Two sources for the tree (`--tree` and `--tree-file`). */
	| { readonly kind: 'two-trees'; readonly first: string; readonly second: string }
	/** `--tree -` while standard input is a terminal: nothing is piped in, a person would type. */
	| { readonly kind: 'stdin-terminal' }
	/** The tree's text is larger than `max` bytes (TREE_LIMITS.maxTextBytes); `nodes`: the node limit. */
	| { readonly kind: 'tree-too-large'; readonly max: number; readonly nodes: number }
	/**
	 * `--tree-file PATH` cannot be read: no such file, a folder, no permission, a terminal, or
	 * another error of the system (`code`, its error code, for instance EIO).
	 */
	| {
			readonly kind: 'tree-file';
			readonly path: string;
			readonly reason: 'not-found' | 'directory' | 'denied' | 'terminal' | 'other';
			readonly code: string;
	  };

/** The `--tree` lines of `analyze` (text output; the JSON is the same in every language). */
export interface TreeCliMessages {
	/** `--tree --help`. */
	readonly help: string;
	readonly usage: Renderers<TreeCliProblem>;
	/** "Algorithm: Alpha-beta, move order as given". */
	readonly settings: (a: TreeAlgorithm, o: TreeOrder) => string;
	/** "Tree: 13 nodes, 9 leaves, 2 levels, root MAX". */
	readonly tree: (nodes: number, leaves: number, height: number, root: 'max' | 'min') => string;
	readonly value: (v: number) => string;
	readonly nodes: (examined: number, total: number) => string;
	readonly evaluated: (values: readonly number[]) => string;
	readonly pruned: (values: readonly number[]) => string;
	readonly cutoffsTitle: (n: number) => string;
	/**
	 * The root's verdict: the best move of a MAX or MIN root ("Best move: to B (3)"), the weighted
	 * average of a chance root, the value of a lone leaf. `child`: the best child's name, null at a
	 * chance root or a leaf.
	 */
	readonly best: (root: TreeNodeKind, child: string | null, v: number) => string;
}

/** Everything a language writes about trees. */
export interface TreeMessages {
	/**
	 * A tree value exactly, the shortest decimal that reads back to it: 3, -1, 0.001,
	 * 2.6666666666666665 (French 0,001), -∞ / +∞.
	 */
	readonly number: (v: number) => string;
	/** "<= 2", ">= 6", "3". */
	readonly valueWithBound: (v: number, bound: Bound) => string;
	/** "MAX", "MIN", "chance". */
	readonly player: (p: 'max' | 'min' | 'chance') => string;
	readonly algorithmName: (a: TreeAlgorithm) => string;
	readonly problems: Renderers<TreeProblem>;
	/** "beta 2 <= alpha 3 at C: leaves 4 and 6 are never evaluated." */
	readonly cutoff: (c: CutoffExplanation) => string;
	readonly steps: Renderers<TreeExplanation>;
	readonly mistakes: Renderers<TreeMistake>;
	readonly pseudo: Readonly<Record<TreePseudoKey, string>>;
	readonly cli: TreeCliMessages;
}
