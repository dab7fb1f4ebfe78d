/**
 * Where a command of the command line reads and writes: the process's own streams (processIo), or
 * a test's (tests call `analyze(argv, io)` and `verify(argv, io)` in-process with strings). Only the
 * writer (cli-writer.ts) writes to `stdout` and `stderr`.
 */

/** Standard input, as a command reads it. */
export interface CliStdin {
	/** True when standard input is a terminal (a person would have to type the input). */
	readonly isTTY: boolean;
	/**
	 * Reads standard input to its end: its bytes, or null as soon as there are more than
	 * `maxBytes` (the rest is left unread).
	 */
	read(maxBytes: number): Promise<Uint8Array | null>;
}

/** A command's streams. */
export interface CliIo {
	/** Writes text to standard output as it is (the writer has made it safe). */
	stdout(text: string): void;
	/** Writes text to standard error as it is (the writer has made it safe). */
	stderr(text: string): void;
	stdin: CliStdin;
}

/** The process's standard input, read in chunks up to a limit. */
function processStdin(): CliStdin {
	return {
		isTTY: process.stdin.isTTY === true,
		async read(maxBytes) {
			const chunks: Buffer[] = [];
			let size = 0;
			for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
				size += chunk.length;
				if (size > maxBytes) {
					process.stdin.destroy();
					return null;
				}
				chunks.push(chunk);
			}
			return Buffer.concat(chunks);
		}
	};
}

/**
 * The process's standard output, error and input. A reader that stops early (`| head`) closes the
 * pipe: the command then ends quietly, as command-line tools do, instead of failing on EPIPE.
 */
export function processIo(): CliIo {
	for (const stream of [process.stdout, process.stderr]) {
		stream.on('error', (error: NodeJS.ErrnoException) => {
			if (error.code !== 'EPIPE') throw error;
			process.exit(process.exitCode ?? 0);
		});
	}
	return {
		stdout: (text) => process.stdout.write(text),
		stderr: (text) => process.stderr.write(text),
		stdin: processStdin()
	};
}
