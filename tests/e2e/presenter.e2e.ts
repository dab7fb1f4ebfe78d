/**
 * Presenter mode at 1024x768: F (or the button) switches it on; narration and status at
 * 28 px or more, every text of the tree picture 14 px or more on screen (its rule), the board at
 * least 40% of the height, a high-contrast palette, only the slide's panels; "?" lists the active
 * keys. A screenshot is kept in test-results/ for the report.
 */
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';
import { highlightedNodes, measurePicture } from './picture';

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

test('presenter mode on a lesson slide at 1024x768', async ({ page }, info) => {
	await page.goto('#/lesson/depth-penalty/4');
	await expect(page.locator('.slide-of')).toHaveText('Slide 4 of 5');
	await expect(highlightedNodes(page)).toHaveCount(4);
	// Before: the page's own sizes.
	expect(await px(page, '.narration p')).toBeLessThan(28);
	await page.keyboard.press('f');
	await expect(page.getByRole('button', { name: 'Presenter mode' })).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	expect(await px(page, '.narration p')).toBeGreaterThanOrEqual(28);
	expect(await px(page, '.slide-of')).toBeGreaterThanOrEqual(28);
	// Every text in the picture (the scores and ▲ / ▼ among them), as drawn on screen: 14 px or
	// more, the picture's rule (tests/e2e/picture.ts). This expectation changed with the move to
	// the picture's contract: the labels' computed font size (16 layout px) was checked before;
	// on screen, drawn at the picture's scale, they measure 14.4 px here.
	await expect.poll(() => smallestText(page)).toBeGreaterThanOrEqual(14);
	const board = (await page.locator('.board').boundingBox())!;
	expect(board.height).toBeGreaterThanOrEqual(0.4 * 768);
	// High contrast: black text on white.
	expect(await page.locator('.narration p').evaluate((el) => getComputedStyle(el).color)).toBe(
		'rgb(0, 0, 0)'
	);
	// Only the slide's panels (board, candidates, tree): no step controls, pseudo-code or export.
	await expect(page.getByRole('table', { name: 'Candidate moves' })).toBeVisible();
	await expect(page.getByTestId('step-position')).toHaveCount(0);
	await expect(page.getByText('Pseudo-code')).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Download SVG' })).toBeHidden();
	// The slide still fits the screen.
	expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(768);
	await page.screenshot({ path: info.outputPath('presenter-1024x768.png') });

	// The keys go on working in presenter mode (→: the next slide; the clicker's PageDown pages a long
	// narration first, workspace.e2e.ts); F again leaves it.
	await page.keyboard.press('ArrowRight');
	await expect(page.locator('.slide-of')).toHaveText('Slide 5 of 5');
	await page.keyboard.press('f');
	expect(await px(page, '.narration p')).toBeLessThan(28);
});

test('presenter mode on the page: the status line at 28 px; "?" lists the active keys', async ({
	page
}) => {
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

test('"?" in a lesson lists the slide keys above the step keys', async ({ page }) => {
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
