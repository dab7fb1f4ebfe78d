/**
 * Fault: the lesson pages had no `main` landmark while the main page has one. Each page (lab,
 * lesson slide, lesson list, practice list and exercise) has exactly one `main`, and axe's landmark
 * rules (region, landmark-one-main, landmark-no-duplicate-main, landmark-main-is-top-level) pass.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { axeLines } from './axe';
import { openApp } from './helpers';

const LANDMARK_RULES = [
	'region',
	'landmark-one-main',
	'landmark-no-duplicate-main',
	'landmark-main-is-top-level',
	'landmark-unique'
];

async function landmarkViolations(page: Page): Promise<string[]> {
	return axeLines(page, { rules: LANDMARK_RULES });
}

// One page walks the pages: a lesson slide, the lesson list, the practice pages and the lab.
test('Fault: lesson pages have no main landmark', async ({ page }) => {
	await test.step('a lesson slide has one main, and no landmark violations', async () => {
		await page.goto('#/lesson/alpha-beta/4');
		await expect(page.getByTestId('step-position')).toHaveText('Step 13 of 56');
		await expect(page.getByRole('main')).toHaveCount(1);
		await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
			/alpha-beta/i
		);
		expect(await landmarkViolations(page)).toEqual([]);
	});

	await test.step('the lesson list (a bad lesson id) has one main', async () => {
		await page.goto('#/lesson/no-such-lesson');
		await expect(page.getByRole('alert')).toBeVisible();
		await expect(page.getByRole('main')).toHaveCount(1);
		expect(await landmarkViolations(page)).toEqual([]);
	});

	await test.step('the practice pages and the lab have one main each', async () => {
		await page.goto('#/practice');
		await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
		await expect(page.getByRole('main')).toHaveCount(1);
		expect(await landmarkViolations(page)).toEqual([]);
		await page.goto('#/practice?kind=prune&position=XOX/.O./X..&seed=2');
		await expect(page.getByRole('button', { name: /^Root: / })).toBeVisible();
		await expect(page.getByRole('main')).toHaveCount(1);
		expect(await landmarkViolations(page)).toEqual([]);
		await openApp(page, '#/?position=XOX/.O./X..');
		await expect(page.getByRole('main')).toHaveCount(1);
	});
});
