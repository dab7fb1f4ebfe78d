import { runCli, type CliRun } from './cli-run';

/** What a command printed and its exit status, as a shell would see them. */
export type ScriptRun = CliRun;

/**
 * Runs `npm run --silent <script> -- ...args` in this process (the commands' own functions with
 * string streams, cli-run.ts), without starting Node and tsx for each case.
 */
export function runScript(script: 'analyze' | 'verify', args: string[]): Promise<ScriptRun> {
	return runCli(script, args);
}
