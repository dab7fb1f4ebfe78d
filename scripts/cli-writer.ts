/**
 * The one writer of the command line: every line a command prints (text, `--json`, errors) goes
 * through it.
 */
import type { CliIo } from './cli-io';

/** What a command prints with. */
export interface CliWriter {
	/** One output on standard output: text lines for people, or one JSON line (`json`). */
	output(text: string, json: boolean): void;
	/** One error line on standard error. */
	error(text: string): void;
}

/** The writer over `io`'s streams. */
export function cliWriter(io: CliIo): CliWriter {
	return {
		output: (text) => io.stdout(`${text}\n`),
		error: (text) => io.stderr(`${text}\n`)
	};
}
