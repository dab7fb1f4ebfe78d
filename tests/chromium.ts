import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Where Debian's `chromium` package installs the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium binary the tests and the benchmark launch: CHROMIUM_PATH when it is set (even if
 * missing: scripts/ensure-chromium.ts then says so), else Debian's when it is installed, else
 * Playwright's own (`npx playwright install chromium`), which may be missing too.
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
	return playwrightPath();
}

/**
 * How the tests and the benchmark launch Chromium (see chromiumPath; `npm test` installs one first
 * when none is found). The flags keep a headless run off the network and away from the GPU.
 */
export const CHROMIUM_LAUNCH = {
	executablePath: chromiumPath(),
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync'
	]
};
