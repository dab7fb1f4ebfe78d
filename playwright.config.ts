import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium';

/**
 * End-to-end tests in Debian's chromium (Playwright cannot download its own browsers here), over
 * http (vite preview of build/) and from disk (file:// build/index.html). Set CHROMIUM_PATH to use
 * another binary, and E2E_PORT to serve on another port than 4391 (two checkouts testing at once).
 */
const port = Number(process.env.E2E_PORT ?? 4391);

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.e2e.ts',
	timeout: 60_000,
	fullyParallel: false,
	workers: 1,
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
		{ name: 'file', use: { baseURL: `file://${process.cwd()}/build/index.html` } }
	]
});
