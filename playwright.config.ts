import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium';

/**
 * End-to-end tests in Chromium (tests/chromium.ts: CHROMIUM_PATH, else Debian's, else Playwright's
 * own). Every test runs over http (vite preview of build/); the tests tagged `@file` run from disk
 * too (file:// build/minimax-lab.html, the single file), a smoke subset of what file:// changes (docs/testing.md). Two
 * workers share the one preview server; E2E_WORKERS sets another count, E2E_PORT another port than
 * 4391 (two checkouts testing at once).
 */
const port = Number(process.env.E2E_PORT ?? 4391);

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.e2e.ts',
	// Waits are for states, never for time; these bounds only say when to give up, generous
	// enough for a busy machine (a second browser beside the suite).
	timeout: 120_000,
	expect: { timeout: 15_000 },
	fullyParallel: false,
	workers: Number(process.env.E2E_WORKERS ?? 2),
	reporter: [['list']],
	webServer: {
		command: `npx vite preview --port ${port} --strictPort`,
		port,
		reuseExistingServer: false
	},
	use: {
		launchOptions: CHROMIUM_LAUNCH,
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
