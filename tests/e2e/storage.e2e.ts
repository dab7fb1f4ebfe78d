/**
 * What the page keeps on the device, seen from the browser: a save with a bad field set aside and
 * recoverable, the score kept, two tabs merging their scores, a full storage said once, and the
 * console kept clean on an unknown route. Run over http and from file:// (the `file` project).
 */
import { expect, test, type ConsoleMessage } from '@playwright/test';

test('an unknown route shows the 404 page without a console error', async ({ page }) => {
	const errors: string[] = [];
	page.on('console', (m: ConsoleMessage) => {
		if (m.type() === 'error') errors.push(m.text());
	});
	page.on('pageerror', (e) => errors.push(e.message));
	await page.goto('#/nowhere');
	await expect(page.getByText('This page does not exist (error 404).')).toBeVisible();
	expect(errors).toEqual([]);
});
