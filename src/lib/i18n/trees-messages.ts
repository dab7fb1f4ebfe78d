/**
 * The types of the abstract game trees' strings (src/lib/trees): the pseudo-code's line keys, the
 * CLI's `--tree` problems, and the table's type, derived from English (en/trees.ts). One table per
 * language (en/trees.ts, fr/trees.ts), reached through `TREE_MESSAGES` (trees.ts); kept apart from
 * the main catalogue so the trees page can grow its own.
 */
import type { treesEn } from './en/trees';

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

/** Everything a language writes about trees, as the English table writes it (en/trees.ts). */
export type TreeMessages = typeof treesEn;
