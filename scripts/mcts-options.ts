/**
 * The `--mcts` options of analyze (cli-options.ts parses the command line, this file reads these
 * values from it): --iterations N, --seed S, --exploration C, and --time-budget MS in place of a
 * number of iterations. Bad values are typed problems that cli-options.ts throws as UsageErrors.
 */
// No '.ts' extension: tests import this file, and svelte-check refuses one.
import { isSeed } from '../src/lib/game/prng';
import { MCTS_DEFAULT_ITERATIONS, MCTS_MAX_ITERATIONS } from '../src/lib/mcts/mcts';
import type { MctsUsageProblem } from '../src/lib/i18n/cli-messages';

/** Monte Carlo tree search on the command line (src/lib/mcts MctsOptions). */
export interface CliMcts {
	/** `--iterations` (default 1000; with --time-budget and no --iterations, null: the budget decides). */
	iterations: number | null;
	/** `--time-budget` given with --mcts: run for that many milliseconds; else null. */
	timeBudgetMs: number | null;
	/** `--seed` (default 0). */
	seed: number;
	/** `--exploration` (default Math.SQRT2). */
	exploration: number;
}

/**
 * The options that set up a minimax search (alpha-beta, move order, the table, the depth limit,
 * iterative deepening): neither `--mcts` nor `--solve` takes them.
 */
export const MINIMAX_SEARCH_OPTIONS: readonly string[] = [
	'alpha-beta',
	'no-alpha-beta',
	'order',
	'transposition-table',
	'no-transposition-table',
	'depth-limit',
	'iterative-deepening',
	'no-iterative-deepening'
];

/** The minimax options that `--mcts` does not use. */
const NOT_WITH_MCTS = [...MINIMAX_SEARCH_OPTIONS, 'no-solver', 'solve'];

/**
 * The `--mcts` settings (CliMcts), null without --mcts, or the problem with them. Of the minimax
 * options only `--no-depth-penalty` goes with --mcts: it sets how the exact values printed beside
 * MCTS are scored.
 * @param values parseArgs's values (`mcts`, `iterations`, `seed`, `exploration` among them).
 * @param tokens parseArgs's tokens (to find a minimax option given with --mcts).
 * @param timeBudgetMs `--time-budget` when given, else null.
 */
export function readMcts(
	values: Readonly<Record<string, string | boolean | undefined>>,
	tokens: readonly { kind: string; name?: string }[],
	timeBudgetMs: number | null
): { mcts: CliMcts | null } | { problem: MctsUsageProblem } {
	const given = (name: string) => values[name] as string | undefined;
	if (!values.mcts) {
		const stray = ['iterations', 'seed', 'exploration'].find((n) => given(n) !== undefined);
		return stray ? { problem: { kind: 'mcts-option', option: `--${stray}` } } : { mcts: null };
	}
	const minimax = tokens.find((t) => t.kind === 'option' && NOT_WITH_MCTS.includes(t.name ?? ''));
	if (minimax) return { problem: { kind: 'not-with-mcts', option: `--${minimax.name}` } };
	const whole = (text: string) => /^\s*\d+\s*$/.test(text);
	const iterationsText = given('iterations');
	let iterations: number | null = timeBudgetMs === null ? MCTS_DEFAULT_ITERATIONS : null;
	if (iterationsText !== undefined) {
		iterations = Number(iterationsText);
		if (!whole(iterationsText) || iterations < 1 || iterations > MCTS_MAX_ITERATIONS) {
			return {
				problem: { kind: 'bad-iterations', value: iterationsText, max: MCTS_MAX_ITERATIONS }
			};
		}
	}
	const seedText = given('seed') ?? '0';
	const seed = Number(seedText);
	if (!whole(seedText) || !isSeed(seed)) return { problem: { kind: 'bad-seed', value: seedText } };
	const explorationText = given('exploration');
	const exploration = explorationText === undefined ? Math.SQRT2 : Number(explorationText);
	if (
		explorationText !== undefined &&
		!(/^\s*(\d+\.?\d*|\.\d+)\s*$/.test(explorationText) && Number.isFinite(exploration))
	) {
		return { problem: { kind: 'bad-exploration', value: explorationText } };
	}
	return { mcts: { iterations, timeBudgetMs, seed, exploration } };
}
