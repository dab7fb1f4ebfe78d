import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** The repository's root folder, where npm runs the package's scripts. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The tsx binary the package's scripts run (`"analyze": "tsx scripts/analyze.ts"`, and
 * scripts/test.ts's steps): npm puts node_modules/.bin on the PATH. The tests that need a real
 * process start it directly, as npm does: `npx tsx` would add a process of npm's own (about
 * 0.7 core-seconds) that no user's command runs.
 */
export const TSX = join(ROOT, 'node_modules/.bin/tsx');
