/**
 * Presenter mode at 1024x768 on the page: the status at 28 px or more, every text of the tree
 * picture 14 px or more on screen (its rule); "?" lists the active keys (on a lesson slide too).
 * Presenter mode on a lesson slide: pages.e2e.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { openApp } from './helpers';
import { measurePicture } from './picture';

test.use({ viewport: { width: 1024, height: 768 } });

/** A computed style property of the first element matching `selector`, as a number of px. */
async function px(page: Page, selector: string, property = 'font-size'): Promise<number> {
	const value = await page
		.locator(selector)
		.first()
		.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
	return parseFloat(value);
}

/** The smallest text drawn in the picture, CSS px on screen (0 when it draws none). */
async function smallestText(page: Page): Promise<number> {
	const { smallestText } = await measurePicture(page);
	return Number.isFinite(smallestText) ? smallestText : 0;
}

// One page: presenter mode on the page, left with Esc, then a lesson slide opened by its link.
test('"?" on the page and in a lesson', async ({ page }) => {
	await test.step('presenter mode on the page: the status line at 28 px; "?" lists the active keys', async () => {
		await openApp(page, '#/?position=XOX/.O./X..');
		await page.getByRole('button', { name: 'Presenter mode' }).click();
		expect(await px(page, '.status')).toBeGreaterThanOrEqual(28);
		await expect.poll(() => smallestText(page)).toBeGreaterThanOrEqual(14);
		await page.keyboard.press('?');
		const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
		await expect(dialog).toBeVisible();
		const rows = await dialog.locator('tbody tr').allInnerTexts();
		expect(rows).toContain('→\tStep forward');
		expect(rows).toContain('F\tPresenter mode on or off');
		expect(rows).toContain('Esc\tLeave presenter mode');
		// Keys do not act behind the dialog; Esc closes it and presenter mode stays on.
		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
		await expect(page.getByRole('button', { name: 'Presenter mode' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await page.keyboard.press('Escape');
		await expect(page.getByRole('button', { name: 'Presenter mode' })).toHaveAttribute(
			'aria-pressed',
			'false'
		);
	});
	await test.step('"?" in a lesson lists the slide keys above the step keys', async () => {
		await page.goto('#/lesson/minimax/2');
		await expect(page.locator('.slide-of')).toHaveText('Slide 2 of 5');
		// The step keys are bound once the slide's stepper has mounted; then "?" (again until the
		// dialog opens) lists them.
		await expect(page.getByRole('button', { name: 'Step into' })).toBeVisible();
		await expect(async () => {
			if ((await page.getByRole('dialog').count()) === 0) await page.keyboard.press('?');
			await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1000 });
		}).toPass();
		const rows = await page.getByRole('dialog').locator('tbody tr').allInnerTexts();
		expect(rows.slice(0, 3)).toEqual([
			'→, PageDown\tNext slide',
			'←, PageUp\tPrevious slide',
			'Esc\tExit lesson'
		]);
		expect(rows).toContain('I\tStep into');
		expect(rows.join('\n')).not.toContain('Step forward');
	});
});
