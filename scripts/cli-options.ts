/**
 * Command-line options shared by `analyze` and `verify`: --alpha-beta, --order index|center-first,
 * --no-depth-penalty, --json. Bad options throw a UsageError with a one-line message.
 */
import { parseArgs } from 'node:util';
import { MOVE_ORDERS, type MoveOrder, type SearchOptions } from '../src/lib/engine/index.ts';

/** A bad command line; the scripts print its message on stderr and exit with status 2. */
export class UsageError extends Error {}

/** Parsed command line: search options, output format and positional arguments. */
export interface CliArgs {
	options: SearchOptions;
	json: boolean;
	help: boolean;
	positionals: string[];
}

/**
 * Parses `argv` (without node and script).
 * @throws UsageError on an unknown option or a bad --order value.
 */
export function parseCli(argv: string[]): CliArgs {
	let parsed;
	try {
		parsed = parseArgs({
			args: argv,
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
		positionals
	};
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
