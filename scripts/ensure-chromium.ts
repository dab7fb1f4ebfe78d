/**
 * `tsx scripts/ensure-chromium.ts [--as-user]`: makes sure the end-to-end tests have a Chromium,
 * before `npm test` spends minutes on the rest. Run first by `npm test` and by `npm run test:e2e`.
 *
 * - CHROMIUM_PATH names a file: nothing to do; a missing file: stop (installing a browser
 *   elsewhere would not help).
 * - Debian's headless shell (/usr/bin/chromium-headless-shell, what the tests prefer:
 *   tests/chromium.ts) is installed: nothing to do, nothing printed.
 * - Run as root where apt-get is: install Debian's `chromium-headless-shell` (and a font); if that
 *   fails where another Chromium is installed, go on with that one.
 * - Else another Chromium is found (Debian's /usr/bin/chromium, Playwright's own): nothing to do.
 * - Else, where Playwright's download host answers: `npx playwright install chromium`.
 * - Else: stop at once with one line saying what to run.
 *
 * `--as-user` behaves as a user who is not root (no apt-get), to try that path as root.
 * Exit status 0 when a Chromium is there at the end, 1 after printing the one line on stderr.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from '../tests/chromium';

/** What the decision depends on, gathered by `gatherFacts` (injected by the unit tests). */
export interface ChromiumFacts {
	/** CHROMIUM_PATH, when set, and whether that file exists. */
	configured: { path: string; exists: boolean } | null;
	/** Whether Debian's chromium is at DEBIAN_CHROMIUM. */
	debianInstalled: boolean;
	/** Whether Debian's headless shell is at DEBIAN_HEADLESS_SHELL. */
	headlessShellInstalled: boolean;
	/** Where Playwright's own Chromium goes, and whether it is there. */
	playwright: { path: string; installed: boolean };
	/** Whether this process runs as root (false with `--as-user`). */
	root: boolean;
	/** Whether apt-get can be run. */
	aptGet: boolean;
	/** Whether Playwright's download host answers; asked only when the answer decides. */
	downloadReachable: () => Promise<boolean>;
}

/**
 * What to do: use the Chromium found, install one (with apt-get: `fallback` is the Chromium to go
 * on with if the install fails, or null), or stop with one line.
 */
export type ChromiumPlan =
	| { kind: 'found'; path: string }
	| { kind: 'apt-get'; fallback: string | null }
	| { kind: 'playwright' }
	| { kind: 'stop'; message: string };

/** The one line printed when no Chromium is found and none can be installed. */
export const NO_CHROMIUM =
	'No Chromium for the end-to-end tests: run "sudo apt-get install chromium-headless-shell" (or chromium, or "npx playwright install chromium", or set CHROMIUM_PATH to a Chromium binary), then npm test again.';

/** The one line printed when CHROMIUM_PATH names a file that is not there. */
export function missingConfigured(path: string): string {
	return `CHROMIUM_PATH is ${JSON.stringify(path)}, and there is no such file: point it at a Chromium binary, or unset it to use /usr/bin/chromium, then npm test again.`;
}

/** The one line printed when an install ran but left no Chromium. */
export function installFailed(how: string): string {
	return `${how} did not install a Chromium: ${NO_CHROMIUM}`;
}

/** Decides what to do (see the file's comment); never installs anything itself. */
export async function planChromium(facts: ChromiumFacts): Promise<ChromiumPlan> {
	if (facts.configured) {
		return facts.configured.exists
			? { kind: 'found', path: facts.configured.path }
			: { kind: 'stop', message: missingConfigured(facts.configured.path) };
	}
	if (facts.headlessShellInstalled) return { kind: 'found', path: DEBIAN_HEADLESS_SHELL };
	const other = facts.debianInstalled
		? DEBIAN_CHROMIUM
		: facts.playwright.installed
			? facts.playwright.path
			: null;
	if (facts.root && facts.aptGet) return { kind: 'apt-get', fallback: other };
	if (other) return { kind: 'found', path: other };
	if (await facts.downloadReachable()) return { kind: 'playwright' };
	return { kind: 'stop', message: NO_CHROMIUM };
}

/** The first download address `npx playwright install --dry-run chromium` names, if any. */
function playwrightDownloadUrl(): string | null {
	const dry = spawnSync('npx', ['playwright', 'install', '--dry-run', 'chromium'], {
		encoding: 'utf8'
	});
	return /Download url:\s*(\S+)/.exec(dry.stdout ?? '')?.[1] ?? null;
}

/** Whether the host Playwright downloads Chromium from answers within 5 s. */
async function downloadReachable(): Promise<boolean> {
	const url = playwrightDownloadUrl();
	if (!url) return false;
	try {
		await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
		return true;
	} catch {
		return false;
	}
}

/** The facts of this machine and environment. */
export function gatherFacts(env: NodeJS.ProcessEnv, asUser: boolean): ChromiumFacts {
	const configured = env.CHROMIUM_PATH;
	const playwrightPath = chromium.executablePath();
	return {
		configured: configured ? { path: configured, exists: existsSync(configured) } : null,
		debianInstalled: existsSync(DEBIAN_CHROMIUM),
		headlessShellInstalled: existsSync(DEBIAN_HEADLESS_SHELL),
		playwright: { path: playwrightPath, installed: existsSync(playwrightPath) },
		root: !asUser && process.getuid?.() === 0,
		aptGet: spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
		downloadReachable
	};
}

/** Runs a command with its output shown; whether it succeeded. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
	return spawnSync(command, args, { stdio: 'inherit', env }).status === 0;
}

/** Carries the plan out; the exit status (0: a Chromium is there). */
export function carryOut(plan: ChromiumPlan): number {
	const stop = (message: string) => {
		process.stderr.write(`${message}\n`);
		return 1;
	};
	switch (plan.kind) {
		case 'found':
			return 0;
		case 'stop':
			return stop(plan.message);
		case 'apt-get': {
			process.stdout.write(
				'Installing Debian\'s "chromium-headless-shell" with apt-get for the end-to-end tests.\n'
			);
			const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
			const ok =
				run('apt-get', ['update', '-qq'], env) &&
				run(
					'apt-get',
					['install', '-y', '-qq', 'chromium-headless-shell', 'fonts-dejavu-core'],
					env
				);
			if (ok && existsSync(DEBIAN_HEADLESS_SHELL)) return 0;
			if (plan.fallback) {
				process.stdout.write(`apt-get failed: the tests use ${plan.fallback} instead.\n`);
				return 0;
			}
			return stop(installFailed('apt-get'));
		}
		case 'playwright': {
			process.stdout.write("No Chromium found: installing Playwright's own Chromium.\n");
			const ok = run('npx', ['playwright', 'install', 'chromium']);
			return ok && existsSync(chromium.executablePath())
				? 0
				: stop(installFailed('npx playwright install chromium'));
		}
	}
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
	const facts = gatherFacts(process.env, process.argv.includes('--as-user'));
	process.exitCode = carryOut(await planChromium(facts));
}
