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
				json: { type: 'boolean', default: false }
			}
		});
	} catch (error) {
		throw new UsageError((error as Error).message.split('\n')[0]);
	}
	const { values, positionals } = parsed;
	const order = values.order as string;
	if (!MOVE_ORDERS.includes(order as MoveOrder)) {
		throw new UsageError(`Unknown move order "${order}": use ${MOVE_ORDERS.join(' or ')}.`);
	}
	return {
		options: {
			alphaBeta: values['alpha-beta'] as boolean,
			depthPenalty: !values['no-depth-penalty'],
			order: order as MoveOrder
		},
		json: values.json as boolean,
		positionals
	};
}

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
