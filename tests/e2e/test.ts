/**
 * The end-to-end tests' `test` and `expect`: Playwright's, with each test's page (the `page`
 * fixture) asking to save data, as a visitor who turned on their browser's data saver does (the
 * Save-Data signal, `navigator.connection.saveData`, set by the DevTools protocol's
 * Emulation.setDataSaverOverride before the first navigation). The page then skips its idle
 * preloads (docs/speed.md, "First visit") and each test loads only what it uses, which keeps the
 * suite's CPU time down (docs/testing.md). A test of the preloads sets
 * `test.use({ saveData: false })`; a page a test opens itself (`context.newPage()`, or in a
 * `browser.newContext()`) asks the same through `askToSaveData` before its first navigation.
 */
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Makes `page` ask to save data (the Save-Data signal), as the `page` fixture does: one DevTools
 * protocol session per page, left open, as the override lasts as long as its session. Call it
 * before the page's first navigation; its idle preloads are then skipped.
 */
export async function askToSaveData(page: Page): Promise<void> {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

export const test = base.extend<{ saveData: boolean }>({
	saveData: [true, { option: true }],
	page: async ({ page, saveData }, use) => {
		if (saveData) await askToSaveData(page);
		await use(page);
	}
});

export { expect };
