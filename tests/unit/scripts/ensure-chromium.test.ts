import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
	NO_CHROMIUM,
	missingConfigured,
	planChromium,
	type ChromiumFacts,
	type ChromiumPlan
} from '../../../scripts/ensure-chromium';
import {
	DEBIAN_CHROMIUM,
	DEBIAN_HEADLESS_SHELL,
	chromiumPath,
	testChromiumPath
} from '../../chromium';
import { ROOT, TSX } from './run-script';

const PLAYWRIGHT = '/home/u/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine with no Chromium at all, as root with apt-get, the download host unreachable. */
function bare(overrides: Partial<ChromiumFacts> = {}): ChromiumFacts {
	return {
		configured: null,
		debianInstalled: false,
		headlessShellInstalled: false,
		playwright: { path: PLAYWRIGHT, installed: false },
		root: true,
		aptGet: true,
		downloadReachable: async () => false,
		...overrides
	};
}

describe('planChromium', () => {
	const cases: { name: string; facts: ChromiumFacts; plan: ChromiumPlan }[] = [
		{
			name: 'CHROMIUM_PATH names a file that exists',
			facts: bare({ configured: { path: '/opt/chrome', exists: true } }),
			plan: { kind: 'found', path: '/opt/chrome' }
		},
		{
			name: 'CHROMIUM_PATH names a missing file, even as root with apt-get',
			facts: bare({ configured: { path: '/no/chrome', exists: false }, debianInstalled: true }),
			plan: { kind: 'stop', message: missingConfigured('/no/chrome') }
		},
		{
			name: 'Debian’s headless shell is installed, even beside Debian’s chromium',
			facts: bare({ headlessShellInstalled: true, debianInstalled: true }),
			plan: { kind: 'found', path: DEBIAN_HEADLESS_SHELL }
		},
		{
			name: 'Debian’s chromium is installed, as root with apt-get: the shell is added',
			facts: bare({ debianInstalled: true, playwright: { path: PLAYWRIGHT, installed: true } }),
			plan: { kind: 'apt-get', fallback: DEBIAN_CHROMIUM }
		},
		{
			name: 'Debian’s chromium is installed, not root',
			facts: bare({ root: false, debianInstalled: true }),
			plan: { kind: 'found', path: DEBIAN_CHROMIUM }
		},
		{
			name: 'only Playwright’s own Chromium is installed, as root with apt-get',
			facts: bare({ playwright: { path: PLAYWRIGHT, installed: true } }),
			plan: { kind: 'apt-get', fallback: PLAYWRIGHT }
		},
		{
			name: 'only Playwright’s own Chromium is installed, without apt-get',
			facts: bare({ aptGet: false, playwright: { path: PLAYWRIGHT, installed: true } }),
			plan: { kind: 'found', path: PLAYWRIGHT }
		},
		{
			name: 'none, as root with apt-get',
			facts: bare({ downloadReachable: async () => true }),
			plan: { kind: 'apt-get', fallback: null }
		},
		{
			name: 'none, as root without apt-get, the download host reachable',
			facts: bare({ aptGet: false, downloadReachable: async () => true }),
			plan: { kind: 'playwright' }
		},
		{
			name: 'none, not root, the download host reachable',
			facts: bare({ root: false, downloadReachable: async () => true }),
			plan: { kind: 'playwright' }
		},
		{
			name: 'none, not root, the download host unreachable',
			facts: bare({ root: false }),
			plan: { kind: 'stop', message: NO_CHROMIUM }
		}
	];
	it.each(cases.map((c, i) => ({ ...c, i })))('$i: $name', async ({ facts, plan }) => {
		expect(await planChromium(facts)).toEqual(plan);
	});

	it('asks whether the download host answers only when nothing else decides', async () => {
		let asked = 0;
		const probe = async () => {
			asked += 1;
			return false;
		};
		await planChromium(bare({ debianInstalled: true, downloadReachable: probe }));
		await planChromium(bare({ downloadReachable: probe }));
		expect(asked).toBe(0);
		await planChromium(bare({ root: false, downloadReachable: probe }));
		expect(asked).toBe(1);
	});

	it('each stop is one line', () => {
		expect(NO_CHROMIUM).not.toContain('\n');
		expect(missingConfigured('/no/chrome')).not.toContain('\n');
	});
});

describe('chromiumPath (the benchmark, the screenshots) and testChromiumPath (the tests)', () => {
	const playwright = () => PLAYWRIGHT;
	const both = [DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL];
	it.each([
		{
			name: 'CHROMIUM_PATH first',
			env: { CHROMIUM_PATH: '/opt/c' },
			installed: both,
			browser: '/opt/c',
			tests: '/opt/c'
		},
		{
			name: 'both of Debian’s',
			env: {},
			installed: both,
			browser: DEBIAN_CHROMIUM,
			tests: DEBIAN_HEADLESS_SHELL
		},
		{
			name: 'Debian’s chromium alone',
			env: {},
			installed: [DEBIAN_CHROMIUM],
			browser: DEBIAN_CHROMIUM,
			tests: DEBIAN_CHROMIUM
		},
		{
			name: 'Debian’s shell alone',
			env: {},
			installed: [DEBIAN_HEADLESS_SHELL],
			browser: DEBIAN_HEADLESS_SHELL,
			tests: DEBIAN_HEADLESS_SHELL
		},
		{
			name: 'then Playwright’s own',
			env: {},
			installed: [],
			browser: PLAYWRIGHT,
			tests: PLAYWRIGHT
		}
	])('$name', ({ env, installed, browser, tests }) => {
		const exists = (p: string) => installed.includes(p);
		expect(chromiumPath(env, exists, playwright)).toBe(browser);
		expect(testChromiumPath(env, exists, playwright)).toBe(tests);
	});
});

describe('the script, run as npm test runs it', () => {
	it('stops at once with one line when CHROMIUM_PATH names a missing file, not root', () => {
		const out = spawnSync(TSX, ['scripts/ensure-chromium.ts', '--as-user'], {
			cwd: ROOT,
			encoding: 'utf8',
			env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium', NO_COLOR: '1' }
		});
		expect(out.status).toBe(1);
		// At once: nothing printed on stdout, where an install or a download would say so.
		expect(out.stdout).toBe('');
		expect(out.stderr).toBe(`${missingConfigured('/nonexistent/chromium')}\n`);
	});
});
