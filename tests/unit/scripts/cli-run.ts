/**
 * Runs the command line in-process, as a user runs it but without a process per case: `analyze`
 * and `verify` with argv, a standard input and string writers; returns what it wrote and its exit
 * status.
 */
import type { CliIo } from '../../../scripts/cli-io';
import { analyze } from '../../../scripts/analyze-command';
import { verify } from '../../../scripts/verify-command';

/** What one run printed and returned. */
export interface CliRun {
	status: number;
	stdout: string;
	stderr: string;
}

/** Standard input for a run: its text, and whether it is a terminal. */
export interface StdinSpec {
	text?: string;
	isTTY?: boolean;
}

/** Streams over strings; stdin holds `text` (empty by default). */
export function memoryIo(stdin: StdinSpec = {}): CliIo & { out: string[]; err: string[] } {
	const out: string[] = [];
	const err: string[] = [];
	const bytes = new TextEncoder().encode(stdin.text ?? '');
	return {
		out,
		err,
		stdout: (text) => void out.push(text),
		stderr: (text) => void err.push(text),
		stdin: {
			isTTY: stdin.isTTY ?? false,
			read: async (maxBytes) => (bytes.length > maxBytes ? null : bytes)
		}
	};
}

/** Runs `command` on `argv`. */
export async function runCli(
	command: 'analyze' | 'verify',
	argv: readonly string[],
	stdin: StdinSpec = {}
): Promise<CliRun> {
	const io = memoryIo(stdin);
	const status = await (command === 'analyze' ? analyze : verify)(argv, io);
	return { status, stdout: io.out.join(''), stderr: io.err.join('') };
}
