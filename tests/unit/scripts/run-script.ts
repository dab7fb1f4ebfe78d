import { analyze } from '../../../scripts/analyze';
import { verify } from '../../../scripts/verify';

/** What a command printed and its exit status, as a shell would see them. */
export interface ScriptRun {
	status: number;
	stdout: string;
	stderr: string;
}

const SCRIPTS = { analyze, verify };

/**
 * Runs `npm run --silent <script> -- ...args` in this process (the scripts' own entry points,
 * without starting Node and tsx for each case): stdout and stderr captured, the exit status read
 * from `process.exitCode` and reset. An exception the script does not handle is status 1 with its
 * message on stderr, as Node prints it.
 */
export function runScript(script: keyof typeof SCRIPTS, args: string[]): ScriptRun {
	const out: string[] = [];
	const err: string[] = [];
	const write = { out: process.stdout.write, err: process.stderr.write };
	const capture = (into: string[]) =>
		((chunk: string | Uint8Array) => {
			into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
			return true;
		}) as typeof process.stdout.write;
	process.exitCode = undefined;
	process.stdout.write = capture(out);
	process.stderr.write = capture(err);
	let status: number;
	try {
		SCRIPTS[script](args);
		status = Number(process.exitCode ?? 0);
	} catch (error) {
		err.push(`${error instanceof Error ? error.stack : String(error)}\n`);
		status = 1;
	} finally {
		process.stdout.write = write.out;
		process.stderr.write = write.err;
		process.exitCode = undefined;
	}
	return { status, stdout: out.join(''), stderr: err.join('') };
}
