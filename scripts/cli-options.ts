/**
 * Command-line options shared by `analyze` and `verify`: --alpha-beta, --order index|center-first,
 * --no-depth-penalty, --json. Bad options throw a UsageError with a one-line message.
 */
import { parseArgs } from 'node:util';
// No '.ts' extension: tests import this file, and svelte-check refuses one.
import { MOVE_ORDERS, type MoveOrder, type SearchOptions } from '../src/lib/engine/index';

/** A bad command line; the scripts print its message on stderr and exit with status 2. */
export class UsageError extends Error {}

/** Parsed command line: search options, output format and positional arguments. */
export interface CliArgs {
	options: SearchOptions;
	json: boolean;
	help: boolean;
	positionals: string[];
}

/** The options both commands know, as written on the command line. */
const KNOWN_OPTION = /^(--alpha-beta|--order(=.*)?|--no-depth-penalty|--json|--help|-h|--)$/;

/**
 * True when `arg` reads as a position: only notation characters (marks, '.', '_', '-', '/', spaces)
 * and either a '/' or at least nine of them. Such an argument is the position even when it starts
 * with '-' (an empty cell), as long as it is not a known option.
 */
export function readsAsPosition(arg: string): boolean {
	if (KNOWN_OPTION.test(arg) || !/^[xXoO._\-/\s]+$/.test(arg)) return false;
	return arg.includes('/') || arg.replace(/\s/g, '').length >= 9;
}

/**
 * Parses `argv` (without node and script). An argument that is not a known option and reads as a
 * position (readsAsPosition) is a positional argument, even when it starts with '-'.
 * @throws UsageError on an unknown option or a bad --order value.
 */
export function parseCli(argv: string[]): CliArgs {
	// parseArgs would take a position starting with '-' for an option: set such positions aside.
	const early = argv.filter(
		(arg, k) => arg.startsWith('-') && readsAsPosition(arg) && argv[k - 1] !== '--order'
	);
	const rest = argv.filter((arg) => !early.includes(arg));
	let parsed;
	try {
		parsed = parseArgs({
			args: rest,
			allowPositionals: true,
			options: {
				'alpha-beta': { type: 'boolean', default: false },
				order: { type: 'string', default: 'index' },
				'no-depth-penalty': { type: 'boolean', default: false },
				json: { type: 'boolean', default: false },
				help: { type: 'boolean', short: 'h', default: false }
			}
		});
	} catch (error) {
		throw new UsageError((error as Error).message.split('\n')[0]);
	}
	const { values, positionals } = parsed;
	// `center` is the URL's spelling of the same order.
	const order = values.order === 'center' ? 'center-first' : (values.order as string);
	if (!MOVE_ORDERS.includes(order as MoveOrder)) {
		throw new UsageError(`Unknown move order "${values.order}": use ${MOVE_ORDERS.join(' or ')}.`);
	}
	return {
		options: {
			alphaBeta: values['alpha-beta'] as boolean,
			depthPenalty: !values['no-depth-penalty'],
			order: order as MoveOrder
		},
		json: values.json as boolean,
		help: values.help as boolean,
		positionals: [...early, ...positionals]
	};
}

/**
 * The position text of analyze's positional arguments: POSITION, optionally followed by SIDE (x or
 * o, with any spaces around it, as the position may have).
 * @throws UsageError when there is no position, or more than a position and a side.
 */
export function positionText(positionals: string[]): string {
	if (positionals.length === 0) throw new UsageError('Missing POSITION, for example XOX/.O./X..');
	const side = positionals.length === 2 && /^\s*[xXoO]\s*$/.test(positionals[1]);
	if (positionals.length > 2 || (positionals.length === 2 && !side)) {
		throw new UsageError(
			`Unexpected argument "${positionals.at(-1)}": give one position, optionally followed by x or o (quote a position with spaces).`
		);
	}
	return positionals.map((p) => p.trim()).join(' ');
}

/** One line naming the options, for the text output: "plain minimax, depth penalty on, index order". */
export function describeOptions(options: SearchOptions): string {
	return [
		options.alphaBeta ? 'alpha-beta' : 'plain minimax',
		options.depthPenalty ? 'depth penalty on' : 'depth penalty off',
		`${options.order} order`
	].join(', ');
}

/** The options both commands share, for --help. */
export const OPTIONS_HELP = [
	'  --alpha-beta              alpha-beta pruning (default: plain minimax)',
	'  --order index|center-first  move order (default: index; "center" also accepted)',
	'  --no-depth-penalty        score wins +10 and losses -10 at any depth',
	'  --json                    one JSON object on stdout (cells 0-8)',
	'  -h, --help                this help'
].join('\n');

/** Runs `main`, turning a UsageError or PositionError into one stderr line and exit status 2. */
export function runCli(main: () => void): void {
	try {
		main();
	} catch (error) {
		if (error instanceof Error && (error instanceof UsageError || 'code' in error)) {
			process.stderr.write(`${error.message}\n`);
			process.exit(2);
		}
		throw error;
	}
}
