import { defineConfig } from '@playwright/test';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_CHROMIUM_LAUNCH } from './tests/chromium';

/**
 * End-to-end tests in Chromium (tests/chromium.ts: CHROMIUM_PATH, else Debian's headless shell,
 * else Debian's chromium, else Playwright's own). Every test runs over http (the app's own server,
 * server/main.ts, serving build/ and the live class on 127.0.0.1 with a fresh database in the
 * temporary folder); the tests tagged `@file` run from disk too (file:// build/minimax-lab.html,
 * the single file), a smoke subset of what file:// changes (docs/testing.md). The workers share
 * the one server; E2E_WORKERS sets their count, E2E_PORT another port than 4391 (two checkouts
 * testing at once).
 */
const port = Number(process.env.E2E_PORT ?? 4391);
/** The live classes of one run; the main process (not a worker) starts each run with none. */
const liveDb = join(tmpdir(), `minimax-lab-e2e-${port}`, 'live.db');
if (process.env.TEST_WORKER_INDEX === undefined)
	rmSync(join(liveDb, '..'), { recursive: true, force: true });

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.e2e.ts',
	// Waits are for states, never for time; these bounds only say when to give up, generous
	// enough for a busy machine (a second browser beside the suite).
	timeout: 120_000,
	expect: { timeout: 15_000 },
	// Every test opens its own pages, so any worker can take any test: the long files' tests spread
	// over the workers instead of one worker taking a whole file.
	fullyParallel: true,
	// One retry: a test that fails and then passes is listed as flaky at the end of the report (a
	// fault to fix), and a run is not lost to one state a busy machine reached late.
	retries: 1,
	workers: Number(process.env.E2E_WORKERS ?? 2),
	reporter: [['list']],
	webServer: {
		command: 'node --import tsx server/main.ts',
		env: { HOST: '127.0.0.1', PORT: String(port), MINIMAX_LAB_DB: liveDb },
		url: `http://127.0.0.1:${port}/`,
		reuseExistingServer: false
	},
	use: {
		launchOptions: TEST_CHROMIUM_LAUNCH,
		// The page's default language follows the browser's: the tests read English unless they ask.
		locale: 'en-US'
	},
	projects: [
		{ name: 'http', use: { baseURL: `http://localhost:${port}/` } },
		{
			name: 'file',
			grep: /@file/,
			use: { baseURL: `file://${process.cwd()}/build/minimax-lab.html` }
		}
	]
});
