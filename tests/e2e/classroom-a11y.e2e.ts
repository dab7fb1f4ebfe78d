/**
 * Accessibility of the classroom (axe, every WCAG tag up to 2.2 AA): a lesson slide, presenter
 * mode with the "?" dialog, the Connect Four solver lesson's chart (with presenter mode), and the
 * page with the compare, proof and editor panels open.
 */
import { expect, test } from './test';
import { axeViolations as violations, openApp } from './helpers';

// One page: the lab with its panels open, then a lesson slide opened by its link.
test('the lab with its panels, then a lesson slide in presenter mode, have no violations', async ({
	page
}) => {
	await test.step('the page with the compare, proof and editor panels open has no violations', async () => {
		await openApp(page, '#/?position=XOX/.O./X..');
		await page.getByRole('button', { name: 'Compare settings' }).click();
		await page.getByRole('button', { name: 'Prove it' }).click();
		await page.getByRole('button', { name: 'Edit position' }).click();
		await page.getByRole('button', { name: 'Lessons' }).click();
		await expect(page.locator('.verdict')).toBeVisible({ timeout: 30_000 });
		await expect(page.locator('.compare-table')).toBeVisible();
		expect(await violations(page)).toEqual([]);
	});
	await test.step('a lesson slide, in presenter mode and with the keys dialog, has no violations', async () => {
		await page.goto('#/lesson/alpha-beta/4');
		await expect(page.getByTestId('step-position')).toHaveText('Step 13 of 56');
		expect(await violations(page)).toEqual([]);
		await page.keyboard.press('f');
		expect(await violations(page)).toEqual([]);
		await page.keyboard.press('?');
		await expect(page.getByRole('dialog')).toBeVisible();
		expect(await violations(page)).toEqual([]);
	});
});

test('the solver lesson: the Connect Four board and the chart have no violations', async ({
	page
}) => {
	await page.goto('#/lesson/connect4-solver/8');
	await expect(page.getByTestId('ladder-chart').locator('tbody tr')).toHaveCount(5);
	expect(await violations(page)).toEqual([]);
	// F again if the slide had not bound its keys yet.
	await expect(async () => {
		if ((await page.locator('.app.presenter').count()) === 0) await page.keyboard.press('f');
		await expect(page.locator('.app.presenter')).toHaveCount(1, { timeout: 1000 });
	}).toPass();
	expect(await violations(page)).toEqual([]);
});
