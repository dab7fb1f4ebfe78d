import { expect, test } from './test';
import { axeRun, WCAG_TAGS } from './axe';
import { axeViolations as violations, openApp } from './helpers';

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
	test('the game settings, two people, symbols, move numbers and a draw offer have no violations', async ({
		page
	}) => {
		await openApp(page, '#/?opponent=person&symbols=shapes&movenumbers=1&time=60&moves=5,1');
		await page.getByText('Game settings', { exact: true }).click();
		await page.getByRole('button', { name: 'Offer a draw' }).click();
		await expect(page.getByRole('button', { name: 'Accept draw' })).toBeVisible();
		await page.getByRole('combobox', { name: 'Symbols' }).selectOption({ label: 'Your own pair…' });
		await page.getByRole('textbox', { name: 'Your two symbols' }).fill('AAA');
		await page.getByRole('button', { name: 'Use these symbols' }).click();
		await expect(page.getByRole('alert')).toContainText('type exactly two symbols');
		expect(await violations(page)).toEqual([]);
	});

	// One page: the start page, then a bad link (followed in the same page) with the whole tree.
	test('the start page, then a bad link and the whole tree, have no violations', async ({
		page
	}) => {
		await test.step('the start page has no violations', async () => {
			await openApp(page);
			expect(await violations(page)).toEqual([]);
			await expect(page.getByRole('alert')).toHaveCount(0);
		});
		await test.step('a bad link and the whole tree have no violations', async () => {
			await openApp(page, '#/?position=XOX/.O./X..&alphabeta=maybe&view=whole');
			await expect(page.getByRole('alert')).toBeVisible();
			await expect(page.locator('canvas[data-painted="true"]')).toBeVisible();
			expect(await violations(page)).toEqual([]);
		});
	});
});

test('the axe helper reports what axe finds: a button without a name, within the part checked', async ({
	page
}) => {
	await page.setContent(
		'<html lang="en"><title>t</title><style>button { width: 48px; height: 48px; }</style><main><div id="a"><button></button></div><div id="b"><button>Go</button></div></main></html>'
	);
	expect(await axeRun(page, { tags: WCAG_TAGS })).toEqual([
		{ id: 'button-name', nodes: [{ target: ['#a > button'] }] }
	]);
	expect(await axeRun(page, { rules: ['button-name'], include: ['#b'] })).toEqual([]);
});
