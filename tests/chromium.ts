import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Where Debian's `chromium` package installs the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * Where Debian's `chromium-headless-shell` package installs the headless shell: the same engine
 * (Blink, V8, Skia) without the browser's user interface, which opens a browser context and a page
 * in less time, so the end-to-end tests prefer it (Playwright's own default for headless runs).
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium binary the benchmark and the screenshots launch (a browser as a visitor has one):
 * CHROMIUM_PATH when it is set (even if missing: scripts/ensure-chromium.ts then says so), else
 * Debian's chromium when it is installed, else Debian's headless shell, else Playwright's own
 * (`npx playwright install chromium`), which may be missing too.
 * @param env the environment to read CHROMIUM_PATH from
 * @param exists whether a file exists (injected by the unit tests)
 * @param playwrightPath where Playwright's own Chromium is, installed or not
 */
export function chromiumPath(
	env: Record<string, string | undefined> = process.env,
	exists: (path: string) => boolean = existsSync,
	playwrightPath: () => string = () => chromium.executablePath()
): string {
	const configured = env.CHROMIUM_PATH;
	if (configured) return configured;
	if (exists(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
	if (exists(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
	return playwrightPath();
}

/**
 * The Chromium binary the end-to-end tests launch: as chromiumPath, but Debian's headless shell
 * before Debian's chromium (the tests' pages open faster in it; `npm test` installs it when it
 * can, scripts/ensure-chromium.ts).
 * @param env the environment to read CHROMIUM_PATH from
 * @param exists whether a file exists (injected by the unit tests)
 * @param playwrightPath where Playwright's own Chromium is, installed or not
 */
export function testChromiumPath(
	env: Record<string, string | undefined> = process.env,
	exists: (path: string) => boolean = existsSync,
	playwrightPath: () => string = () => chromium.executablePath()
): string {
	if (!env.CHROMIUM_PATH && exists(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
	return chromiumPath(env, exists, playwrightPath);
}

/** The flags that keep a headless run off the network and away from the GPU. */
const QUIET_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync'
];

/** How the benchmark and the screenshots launch Chromium (see chromiumPath). */
export const CHROMIUM_LAUNCH = { executablePath: chromiumPath(), args: QUIET_FLAGS };

/**
 * How the end-to-end tests launch Chromium (see testChromiumPath; `npm test` installs one first
 * when none is found).
 */
export const TEST_CHROMIUM_LAUNCH = { executablePath: testChromiumPath(), args: QUIET_FLAGS };
