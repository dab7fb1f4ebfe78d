/**
 * The command line's text output (scripts/analyze.ts and scripts/verify.ts, `--lang en|fr`): the
 * usage problems it words and the CLI catalogue's type, derived from English (en/cli.ts). The JSON
 * output is the same in every language.
 */
import type { cliEn } from './en/cli';

/**
 * What is wrong with a command line, as a typed value: scripts/cli-options.ts UsageError carries it, the catalogue's
 * `cli.usage` words it in each language.
 */
export type UsageProblem =
	/**
	 * An option neither command knows (`--jsn`); `takesPosition`: the command takes a position
	 * (analyze), so the error tells how to give one starting with '-'.
	 */
	| { readonly kind: 'unknown-option'; readonly option: string; readonly takesPosition: boolean }
	/** An option that takes a value was given none (`--order` last). */
	| { readonly kind: 'missing-value'; readonly option: string }
	/** Any other refusal of Node's argument parser, its own first line (English). */
	| { readonly kind: 'bad-arguments'; readonly message: string }
	/** `--order` is neither index nor center-first (nor center). */
	| { readonly kind: 'unknown-order'; readonly value: string; readonly orders: readonly string[] }
	/** `--lang` names no language of the catalogue. */
	| {
			readonly kind: 'unknown-language';
			readonly value: string;
			readonly languages: readonly string[];
	  }
	/** `--game` names no game (ttt3, ttt4, connect4). */
	| { readonly kind: 'unknown-game'; readonly value: string; readonly games: readonly string[] }
	/** `--depth-limit` is neither a whole number of plies from 1 to `max` nor `none`. */
	| { readonly kind: 'bad-depth-limit'; readonly value: string; readonly max: number }
	/** `--time-budget` is not a whole number of milliseconds from 1 to 600000. */
	| { readonly kind: 'bad-time-budget'; readonly value: string }
	/** The MCTS options' problems (scripts/mcts-options.ts). */
	| MctsUsageProblem
	/** A flag and its `--no-` twin both given (`--alpha-beta --no-alpha-beta`). */
	| { readonly kind: 'conflicting-options'; readonly option: string; readonly negated: string }
	/** `--time-budget` given while the search does not deepen (it bounds iterative deepening only). */
	| { readonly kind: 'time-budget-without-deepening' }
	/** One option given twice with different values (`--game ttt3 --game ttt4`). */
	| {
			readonly kind: 'repeated-option';
			readonly option: string;
			readonly first: string;
			readonly second: string;
	  }
	/** `--solve` on a game without an exact solver (Connect Four only). */
	| { readonly kind: 'solve-game'; readonly value: string }
	/** `--no-solver` on a game without an exact solver (3x3, 4x4, ultimate): it turns nothing off. */
	| { readonly kind: 'solver-game'; readonly game: string }
	/**
	 * `--no-solver` without iterative deepening: the solver runs only beside it (resolveSearchOptions),
	 * so there is nothing to turn off.
	 */
	| { readonly kind: 'solver-without-deepening'; readonly game: string }
	/**
	 * An option `--solve` does not take: it runs the exact solver alone, without a time limit, so the
	 * search switches do not apply, and `--no-solver` contradicts it.
	 */
	| { readonly kind: 'not-with-solve'; readonly option: string; readonly game: string }
	/** An option verify does not take (`--mcts`): it proves the minimax AI. */
	| { readonly kind: 'verify-option'; readonly option: string }
	/** verify proves 3x3 only. */
	| { readonly kind: 'verify-game'; readonly value: string }
	/** analyze was given no position. */
	| { readonly kind: 'missing-position' }
	/** analyze was given more than a position and a side. */
	| { readonly kind: 'unexpected-argument'; readonly value: string }
	/** verify takes no position. */
	| { readonly kind: 'verify-position'; readonly value: string };

/** What is wrong with the `--mcts` options (members of UsageProblem). */
export type MctsUsageProblem =
	/** `--iterations` is not a whole number from 1 to `max`. */
	| { readonly kind: 'bad-iterations'; readonly value: string; readonly max: number }
	/** `--seed` is not a whole number from 0 to 4294967295. */
	| { readonly kind: 'bad-seed'; readonly value: string }
	/** `--exploration` is not a number >= 0. */
	| { readonly kind: 'bad-exploration'; readonly value: string }
	/** An MCTS option (--iterations, --seed, --exploration) without --mcts. */
	| { readonly kind: 'mcts-option'; readonly option: string }
	/** A minimax option given with --mcts, which does not use it. */
	| { readonly kind: 'not-with-mcts'; readonly option: string };

/** One side's games in the proof (the engine's ProofTally, plies as written in JSON). */
export interface TallyParts {
	readonly games: number;
	readonly humanWins: number;
	readonly aiWins: number;
	/** AI wins by the ply they end on: [ply, games], ascending. */
	readonly aiWinsByPly: readonly (readonly [ply: number, games: number])[];
	readonly draws: number;
}

/** The CLI's strings, as the English catalogue writes them (en/cli.ts). */
export type CliMessages = typeof cliEn;
