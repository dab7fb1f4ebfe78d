/**
 * The link reopens what is on screen: option and view changes are written into it, a ready position
 * opens as a new history entry, and Back returns to the previous link (SvelteKit's goto with the
 * hash router, over http and from file://).
 */
import { expect, test } from '@playwright/test';
import { boardText, openApp, waitForHumanTurnOrEnd } from './helpers';

test('the Positions menu opens a position as a new history entry; Back returns', async ({
	page
}) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	page.on('console', (m) => {
		if (m.type() === 'error') errors.push(m.text());
	});
	await openApp(page, '#/?depth=0');
	await page.getByRole('button', { name: 'Cell 1: empty' }).click();
	await waitForHumanTurnOrEnd(page);
	const positions = page.getByRole('combobox', { name: 'Positions' });
	await positions.selectOption({ label: 'XX./OO./... o — the depth penalty makes O win at once' });
	// Without the depth penalty (kept from the link), O blocks on cell 3 instead of winning on 6.
	await expect(page.getByRole('status')).toHaveText(
		'The computer (O) played cell 3. Your turn: you play X.'
	);
	expect(page.url()).toContain('position=XX.%2FOO.%2F...+o&depth=0');
	await page.goBack();
	await expect(page.getByRole('status')).toHaveText('Your turn: you play X.');
	expect(await boardText(page)).toBe('.........');
	expect(page.url()).toMatch(/#\/\?depth=0$/);
	expect(errors).toEqual([]);
});

test('the tree view is written into the link and reopens with it', async ({ page }) => {
	await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1');
	await page.getByRole('radio', { name: 'Whole tree' }).check();
	await expect(page.locator('canvas[data-painted="true"]')).toBeVisible();
	await expect.poll(() => page.url()).toContain('alphabeta=1&view=whole');
	await page.reload();
	await expect(page.getByRole('radio', { name: 'Whole tree' })).toBeChecked();
	await expect(page.locator('canvas[data-painted="true"]')).toBeVisible();
	await page.getByRole('radio', { name: 'Open nodes' }).check();
	await expect.poll(() => page.url()).not.toContain('view=');
	await expect(page.locator('.tree-view .node').first()).toBeVisible();
});

test('a new game drops the position from the link and the link’s errors from the page', async ({
	page
}) => {
	await openApp(page, '#/?position=XOX/.O./X..&order=random');
	await expect(page.getByRole('alert')).toContainText('"order=random" is not valid');
	// An option change keeps the link's errors, and the keyboard focus on the option.
	const alphaBeta = page.getByRole('checkbox', { name: 'Alpha-beta pruning' });
	await alphaBeta.focus();
	await page.keyboard.press('Space');
	await expect.poll(() => page.url()).toContain('alphabeta=1');
	await expect(alphaBeta).toBeFocused();
	await expect(page.getByRole('alert')).toBeVisible();
	await page.getByRole('button', { name: 'New game: you start' }).click();
	await expect(page.getByRole('alert')).toHaveCount(0);
	await expect.poll(() => page.url()).toMatch(/#\/\?alphabeta=1$/);
	await expect(page.getByRole('status')).toHaveText('Your turn: you play X.');
});
