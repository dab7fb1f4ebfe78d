import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/chromium';

/**
 * End-to-end tests in Debian's chromium (Playwright cannot download its own browsers here), over
 * http (vite preview of build/) and from disk (file:// build/index.html). Set CHROMIUM_PATH to use
 * another binary.
 */
export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.e2e.ts',
	timeout: 60_000,
	fullyParallel: false,
	workers: 1,
	reporter: [['list']],
	webServer: {
		command: 'npx vite preview --port 4391 --strictPort',
		port: 4391,
		reuseExistingServer: false
	},
	use: {
		launchOptions: CHROMIUM_LAUNCH
	},
	projects: [
		{ name: 'http', use: { baseURL: 'http://localhost:4391/' } },
		{ name: 'file', use: { baseURL: `file://${process.cwd()}/build/index.html` } }
	]
});
