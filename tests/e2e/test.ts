/**
 * The end-to-end tests' `test` and `expect`: Playwright's, with each test's page (the `page`
 * fixture) asking to save data, as a visitor who turned on their browser's data saver does (the
 * Save-Data signal, `navigator.connection.saveData`, set by the DevTools protocol's
 * Emulation.setDataSaverOverride before the first navigation). The page then skips its idle
 * preloads (docs/speed.md, "First visit") and each test loads only what it uses, which keeps the
 * suite's CPU time down (docs/testing.md). A test of the preloads sets
 * `test.use({ saveData: false })`; pages a test opens itself (`browser.newContext()`) preload as
 * usual.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ saveData: boolean }>({
	saveData: [true, { option: true }],
	page: async ({ page, saveData }, use) => {
		if (saveData) {
			const cdp = await page.context().newCDPSession(page);
			// The override lasts as long as its session: the session is kept open with the page.
			await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
		}
		await use(page);
	}
});

export { expect };
