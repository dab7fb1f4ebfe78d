/**
 * Command-line options shared by `analyze` and `verify`: --alpha-beta / --no-alpha-beta,
 * --order index|center-first, --no-depth-penalty, --game ttt3|ttt4|connect4|ultimate,
 * --transposition-table / --no-transposition-table, --depth-limit N|none,
 * --iterative-deepening / --no-iterative-deepening with --time-budget MS, --no-solver, --solve (analyze,
 * Connect Four), --json, --lang en|fr. Bad options throw a UsageError carrying a typed problem,
 * written in the language asked for (English by default) by `commandErrorText`. What a command line leaves
 * out takes the game's default, resolved by the engine's resolveSearchOptions (search-options.ts:
 * 3x3 and 4x4 plain minimax, index order, no table, no iterative deepening, depth limit none or
 * 5; Connect Four alpha-beta, centre first, the table, iterative deepening without a depth limit
 * and the exact solver; 7 plies when iterative deepening is turned off). `--mcts` (analyze) runs
 * Monte Carlo tree search instead, with --iterations N, --seed S, --exploration C and, in place of
 * a number of iterations, --time-budget MS (mcts-options.ts); the minimax switches do not apply.
 */
import { parseArgs } from 'node:util';
// No '.ts' extension: tests import this file, and svelte-check refuses one.
import {
	GAME_IDS,
	gameDef,
	hasSolver,
	isGameId,
	MOVE_ORDERS,
	PositionError,
	resolveSearchOptions,
	type GameId,
	type MoveOrder,
	type ResolvedSearchOptions,
	type SearchOptions
} from '../src/lib/engine/index';
import {
	isLanguage,
	LANGUAGES,
	positionErrorText,
	render,
	type Language
} from '../src/lib/i18n/index';
import { CLI_CATALOGUES, type CliCatalogue } from '../src/lib/i18n/cli-catalogues';
import type { UsageProblem } from '../src/lib/i18n/cli-messages';
import { MINIMAX_SEARCH_OPTIONS, readMcts, type CliMcts } from './mcts-options';

/**
 * A bad command line; the scripts print it on stderr and exit with status 2. `message` is the
 * English text; `problem` lets `commandErrorText` write it in another language.
 */
export class UsageError extends Error {
	constructor(readonly problem: UsageProblem) {
		super(render(CLI_CATALOGUES.en.cli.usage, problem));
	}
}

/** Iterative deepening on the command line: the time budget and the deepest iteration. */
export interface CliDeepening {
	/** `--time-budget` (default 1000). */
	timeBudgetMs: number;
	/**
	 * The depth limit (`--depth-limit N`, else the game's default, resolveSearchOptions); absent
	 * with no limit (`--depth-limit none`, 3x3 or Connect Four): as deep as the time budget allows.
	 */
	maxDepth?: number;
}

/** Parsed command line: search options, output format, language and positional arguments. */
export interface CliArgs {
	/** The options resolved for the game (resolveSearchOptions). */
	options: ResolvedSearchOptions;
	/** Iterative deepening (the game's default, or `--iterative-deepening`); null without it. */
	deepening: CliDeepening | null;
	/** `--time-budget` (default 1000): the solver and the iterations share it (engine `decide`). */
	timeBudgetMs: number;
	/** `--solve`: the exact solver alone, every column (Connect Four). */
	solve: boolean;
	/** `--mcts`: Monte Carlo tree search and its settings; null without --mcts. */
	mcts: CliMcts | null;
	json: boolean;
	help: boolean;
	/** The language of the text output (`--lang`; JSON is the same in every language). */
	lang: Language;
	positionals: string[];
}

/** The options both commands know, as written on the command line. */
const KNOWN_OPTION =
	/^(--(no-)?alpha-beta|--order(=.*)?|--lang(=.*)?|--game(=.*)?|--depth-limit(=.*)?|--(no-)?transposition-table|--(no-)?iterative-deepening|--no-solver|--time-budget(=.*)?|--no-depth-penalty|--solve|--mcts|--iterations(=.*)?|--seed(=.*)?|--exploration(=.*)?|--json|--help|-h|--)$/;

/** Options followed by their value as the next argument. */
const WITH_VALUE = [
	'--order',
	'--lang',
	'--game',
	'--depth-limit',
	'--time-budget',
	'--iterations',
	'--seed',
	'--exploration'
];

/**
 * True when `arg` reads as a position: only notation characters (marks, '.', '_', '-', '/', spaces)
 * and either a '/' or at least nine of them. Such an argument is the position even when it starts
 * with '-' (an empty cell), as long as it is not a known option.
 */
export function readsAsPosition(arg: string): boolean {
	// An ultimate position ends with the board to play in (1-9 or '*').
	if (KNOWN_OPTION.test(arg) || !/^[xXoO._\-/\s]+(\s[1-9*])?$/.test(arg)) return false;
	return arg.includes('/') || arg.replace(/\s/g, '').length >= 9;
}

/**
 * `--option VALUE` written as `--option=VALUE` where VALUE starts with a single '-' and is no known
 * option (`--depth-limit -1`): parseArgs would take it for an option and say a value is missing,
 * whereas the value is there and bad (its own error names it).
 */
function joinDashValues(argv: readonly string[]): string[] {
	const out: string[] = [];
	for (let k = 0; k < argv.length; k++) {
		const next = argv[k + 1];
		const dashValue =
			next !== undefined &&
			next.startsWith('-') &&
			!next.startsWith('--') &&
			!KNOWN_OPTION.test(next) &&
			!readsAsPosition(next);
		if (WITH_VALUE.includes(argv[k]) && dashValue) {
			out.push(`${argv[k]}=${next}`);
			k++;
		} else out.push(argv[k]);
	}
	return out;
}

/**
 * Parses `argv` (without node and script). An argument that is not a known option and reads as a
 * position (readsAsPosition) is a positional argument, even when it starts with '-'. A value
 * starting with '-' after an option that takes one is that option's value (`--depth-limit -1`).
 * `takesPosition`: false for verify, whose unknown-option error then gives no hint about positions.
 * @throws UsageError on an unknown option or a bad --order value.
 */
export function parseCli(given: readonly string[], takesPosition = true): CliArgs {
	const argv = joinDashValues(given);
	// parseArgs would take a position starting with '-' for an option: set such positions aside.
	const early = argv.filter(
		(arg, k) => arg.startsWith('-') && readsAsPosition(arg) && !WITH_VALUE.includes(argv[k - 1])
	);
	const rest = argv.filter((arg) => !early.includes(arg));
	let parsed;
	try {
		parsed = parseArgs({
			args: rest,
			allowPositionals: true,
			tokens: true,
			options: {
				'alpha-beta': { type: 'boolean' },
				'no-alpha-beta': { type: 'boolean' },
				order: { type: 'string' },
				'no-depth-penalty': { type: 'boolean', default: false },
				game: { type: 'string', default: 'ttt3' },
				'transposition-table': { type: 'boolean' },
				'no-transposition-table': { type: 'boolean' },
				'depth-limit': { type: 'string' },
				'iterative-deepening': { type: 'boolean' },
				'no-iterative-deepening': { type: 'boolean' },
				'no-solver': { type: 'boolean', default: false },
				solve: { type: 'boolean', default: false },
				mcts: { type: 'boolean', default: false },
				iterations: { type: 'string' },
				seed: { type: 'string' },
				exploration: { type: 'string' },
				'time-budget': { type: 'string' },
				json: { type: 'boolean', default: false },
				lang: { type: 'string', default: 'en' },
				help: { type: 'boolean', short: 'h', default: false }
			}
		});
	} catch (error) {
		throw new UsageError(parseArgsProblem(error as Error & { code?: string }, takesPosition));
	}
	const { values, positionals, tokens } = parsed;
	checkRepeats(tokens);
	// Values read case-insensitively (`--order CENTER`, `--game CONNECT4`, `--lang FR`).
	for (const name of ['order', 'game', 'lang'] as const) {
		const value = values[name];
		if (typeof value === 'string') values[name] = value.trim().toLowerCase();
	}
	// `center` is the URL's spelling of the same order.
	const order = values.order === 'center' ? 'center-first' : values.order;
	if (order !== undefined && !MOVE_ORDERS.includes(order as MoveOrder)) {
		throw new UsageError({
			kind: 'unknown-order',
			value: values.order as string,
			orders: MOVE_ORDERS
		});
	}
	const lang = values.lang as string;
	if (!isLanguage(lang)) {
		throw new UsageError({ kind: 'unknown-language', value: lang, languages: LANGUAGES });
	}
	const game = values.game as string;
	if (!isGameId(game)) throw new UsageError({ kind: 'unknown-game', value: game, games: GAME_IDS });
	const limitText = values['depth-limit'] as string | undefined;
	const depthLimit = readDepthLimit(limitText, game);
	const budgetGiven = values['time-budget'] as string | undefined;
	const budgetText = budgetGiven ?? '1000';
	const timeBudgetMs = Number(budgetText);
	if (!/^\s*\d+\s*$/.test(budgetText) || timeBudgetMs < 1 || timeBudgetMs > 600000) {
		throw new UsageError({ kind: 'bad-time-budget', value: budgetText });
	}
	const solve = values.solve as boolean;
	if (solve && !hasSolver(game)) throw new UsageError({ kind: 'solve-game', value: game });
	const partial: Partial<SearchOptions> = {
		alphaBeta: flagPair(values, 'alpha-beta'),
		depthPenalty: !values['no-depth-penalty'],
		order: order as MoveOrder | undefined,
		transpositionTable: flagPair(values, 'transposition-table'),
		depthLimit,
		iterativeDeepening: flagPair(values, 'iterative-deepening'),
		solver: values['no-solver'] ? false : undefined
	};
	const options = resolveSearchOptions(game, partial);
	const read = readMcts(values, tokens, budgetGiven === undefined ? null : timeBudgetMs);
	if ('problem' in read) throw new UsageError(read.problem);
	const { mcts } = read;
	checkSolverOptions(tokens, game, solve, options.iterativeDeepening || mcts !== null);
	if (budgetGiven !== undefined && !options.iterativeDeepening && !solve && !mcts) {
		throw new UsageError({ kind: 'time-budget-without-deepening' });
	}
	const deepening: CliDeepening | null = options.iterativeDeepening
		? { timeBudgetMs, ...(options.depthLimit !== null ? { maxDepth: options.depthLimit } : {}) }
		: null;
	return {
		options,
		deepening,
		timeBudgetMs,
		solve,
		mcts,
		json: values.json as boolean,
		help: values.help as boolean,
		lang,
		positionals: [...early, ...positionals]
	};
}

/** The options `--solve` does not take (see UsageProblem `not-with-solve`). */
const NOT_WITH_SOLVE = [...MINIMAX_SEARCH_OPTIONS, 'no-solver', 'time-budget'];

/**
 * The solver's options must apply: `--no-solver` on a game with a solver and with iterative
 * deepening (`deepens`: the search deepens, or MCTS runs, which reports its own refusal), and
 * `--solve` without the search's switches or `--no-solver`.
 * @throws UsageError (solver-game, solver-without-deepening, not-with-solve) naming the option and
 * the game.
 */
function checkSolverOptions(
	tokens: readonly { kind: string; name?: string }[],
	game: GameId,
	solve: boolean,
	deepens: boolean
): void {
	const given = (name: string) => tokens.some((t) => t.kind === 'option' && t.name === name);
	if (solve) {
		const stray = tokens.find((t) => t.kind === 'option' && NOT_WITH_SOLVE.includes(t.name ?? ''));
		if (stray) throw new UsageError({ kind: 'not-with-solve', option: `--${stray.name}`, game });
	}
	if (!given('no-solver')) return;
	if (!hasSolver(game)) throw new UsageError({ kind: 'solver-game', game });
	if (!deepens) throw new UsageError({ kind: 'solver-without-deepening', game });
}

/**
 * An option given twice with different values is a mistake, not a choice of the last one
 * (`--game ttt3 --game ttt4`); the same value twice is harmless.
 * @throws UsageError (repeated-option) naming the option and both values.
 */
function checkRepeats(tokens: readonly { kind: string; name?: string; value?: string }[]): void {
	const seen = new Map<string, string>();
	for (const token of tokens) {
		if (token.kind !== 'option' || token.name === undefined) continue;
		const value = (token.value ?? '').trim().toLowerCase();
		const first = seen.get(token.name);
		if (first !== undefined && first !== value) {
			throw new UsageError({
				kind: 'repeated-option',
				option: `--${token.name}`,
				first,
				second: value
			});
		}
		seen.set(token.name, value);
	}
}

/**
 * `--flag` true, `--no-flag` false, neither undefined (the game's default).
 * @throws UsageError when both are given.
 */
function flagPair(
	values: Record<string, string | boolean | undefined>,
	flag: string
): boolean | undefined {
	const on = values[flag] === true;
	const off = values[`no-${flag}`] === true;
	if (on && off) {
		throw new UsageError({
			kind: 'conflicting-options',
			option: `--${flag}`,
			negated: `--no-${flag}`
		});
	}
	return on ? true : off ? false : undefined;
}

/**
 * `--depth-limit`: absent (undefined) for the game's default (resolveSearchOptions), `none` for
 * the whole tree, or a whole number of plies from 1 to the game's cell count.
 * @throws UsageError for any other value.
 */
function readDepthLimit(text: string | undefined, game: GameId): number | null | undefined {
	const def = gameDef(game);
	if (text === undefined) return undefined;
	if (text.trim().toLowerCase() === 'none') return null;
	const plies = Number(text);
	if (/^\s*\d+\s*$/.test(text) && plies >= 1 && plies <= def.cellCount) return plies;
	throw new UsageError({ kind: 'bad-depth-limit', value: text, max: def.cellCount });
}

/** Node's parseArgs refusal as a typed problem (its error codes; the option is quoted in it). */
function parseArgsProblem(error: Error & { code?: string }, takesPosition: boolean): UsageProblem {
	const first = error.message.split('\n')[0];
	const option = /'(-[^' ]*)/.exec(first)?.[1];
	if (option && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
		return { kind: 'unknown-option', option, takesPosition };
	}
	if (option && error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
		return { kind: 'missing-value', option };
	}
	return { kind: 'bad-arguments', message: first };
}

/**
 * The language a command line asks for, read leniently (for writing its errors): `--lang fr` or
 * `--lang=fr` when valid, else English.
 */
export function languageOfArgs(argv: readonly string[]): Language {
	for (let k = 0; k < argv.length; k++) {
		const value = argv[k].startsWith('--lang=')
			? argv[k].slice('--lang='.length)
			: argv[k] === '--lang'
				? argv[k + 1]
				: undefined;
		if (value !== undefined && isLanguage(value)) return value;
	}
	return 'en';
}

/**
 * The position text of analyze's positional arguments: POSITION, optionally followed by SIDE (x or
 * o, with any spaces around it, as the position may have).
 * @throws UsageError when there is no position, or more than a position and a side.
 */
export function positionText(positionals: string[]): string {
	if (positionals.length === 0) throw new UsageError({ kind: 'missing-position' });
	const side = positionals.length === 2 && /^\s*[xXoO]\s*$/.test(positionals[1]);
	if (positionals.length > 2 || (positionals.length === 2 && !side)) {
		throw new UsageError({ kind: 'unexpected-argument', value: positionals.at(-1) as string });
	}
	return positionals.map((p) => p.trim()).join(' ');
}

/** One line naming the options, for the text output: "plain minimax, depth penalty on, index order". */
export function describeOptions(
	options: SearchOptions,
	messages: CliCatalogue = CLI_CATALOGUES.en
): string {
	return messages.cli.options(options);
}

/** The options both commands share, for --help, in the language of `messages`. */
export function optionsHelp(messages: CliCatalogue = CLI_CATALOGUES.en): string {
	return messages.cli.optionsHelp;
}

/**
 * The text of a usage or position error in `lang`. English keeps the engine's own message (the one
 * PositionError documents for the CLI); other languages render the error from its code and params.
 */
export function errorText(error: UsageError | PositionError, lang: Language): string {
	if (lang === 'en') return error.message;
	const messages = CLI_CATALOGUES[lang];
	return error instanceof UsageError
		? render(messages.cli.usage, error.problem)
		: positionErrorText(messages.positionErrors, error);
}

/**
 * A PositionError, recognised by its shape: the scripts import the engine as `index.ts` and this
 * file as `index`, which may be two module instances with two PositionError classes.
 */
function isPositionError(error: unknown): error is PositionError {
	return error instanceof Error && 'code' in error && 'params' in error;
}

/**
 * The one error line a command prints for `error` (in the language of `--lang` in `argv`, English
 * when it is missing or bad): a UsageError's or a PositionError's text; null for any other error,
 * which is the program's own fault and is thrown on.
 */
export function commandErrorText(error: unknown, argv: readonly string[]): string | null {
	if (error instanceof UsageError || isPositionError(error)) {
		return errorText(error, languageOfArgs(argv));
	}
	return null;
}
