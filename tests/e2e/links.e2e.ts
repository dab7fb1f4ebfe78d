/**
 * The link reopens what is on screen: option and view changes are written into it, a ready position
 * opens as a new history entry, and Back returns to the previous link (SvelteKit's goto with the
 * hash router, over http and from file://).
 */
import { askToSaveData, expect, test } from './test';
import { boardText, openApp, waitForHumanTurnOrEnd } from './helpers';
import { openTreeNodes } from './picture';

test(
	'the Positions menu opens a position as a new history entry; Back returns',
	{ tag: '@file' },
	async ({ page }) => {
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		page.on('console', (m) => {
			if (m.type() === 'error') errors.push(m.text());
		});
		await openApp(page, '#/?depth=0');
		await page.getByRole('button', { name: 'Cell 1: empty' }).click();
		await waitForHumanTurnOrEnd(page);
		const positions = page.getByRole('combobox', { name: 'Positions' });
		await positions.selectOption({
			label: 'XX./OO./... o — the depth penalty makes O win at once'
		});
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
	}
);

test('fault: link values were decoded once too often (player1=A%26B showed "A"; a typed "Tom & Jerry+1 100%" became "Tom" after a reload)', async ({
	page,
	browser
}) => {
	const status = page.getByRole('status').first();
	await openApp(page, '#/?opponent=person&player1=A%26B');
	await expect(status).toHaveText('A&B (X) to move.');
	await expect(page.getByRole('alert')).toHaveCount(0);
	await page.getByText('Game settings', { exact: true }).click();
	const name = page.getByRole('textbox', { name: 'Player 1' });
	await name.fill('Tom & Jerry+1 100%');
	await name.press('Enter');
	await expect(status).toHaveText('Tom & Jerry+1 100% (X) to move.');
	await expect.poll(() => page.url()).toContain('player1=Tom+%26+Jerry%2B1+100%25');
	await page.reload();
	await expect(status).toHaveText('Tom & Jerry+1 100% (X) to move.');
	await expect(page.getByRole('alert')).toHaveCount(0);
	// The page's own link, opened where nothing is kept: read back unchanged, not "malformed".
	const fresh = await browser.newContext();
	const other = await fresh.newPage();
	await askToSaveData(other);
	await other.goto(page.url());
	await expect(other.getByRole('status').first()).toHaveText('Tom & Jerry+1 100% (X) to move.');
	await expect(other.getByRole('alert')).toHaveCount(0);
	await fresh.close();
});

test('links in one page: each fault said in the alert and shown, a new game drops them, the view written into the link and reopened', async ({
	page
}) => {
	// One page: each link is opened in turn (a new hash is read as a new link), each check its step.
	const alert = page.getByRole('alert');
	await test.step('a new game drops the position from the link and the link’s errors from the page', async () => {
		await openApp(page, '#/?position=XOX/.O./X..&order=random');
		await expect(alert).toContainText('"order=random" is not valid');
		// An option change keeps the link's errors, and the keyboard focus on the option.
		const alphaBeta = page.getByRole('checkbox', { name: 'Alpha-beta pruning' });
		await alphaBeta.focus();
		await page.keyboard.press('Space');
		await expect.poll(() => page.url()).toContain('alphabeta=1');
		await expect(alphaBeta).toBeFocused();
		await expect(alert).toBeVisible();
		await page.getByRole('button', { name: 'New game: you start' }).click();
		await expect(alert).toHaveCount(0);
		await expect.poll(() => page.url()).toMatch(/#\/\?alphabeta=1$/);
		await expect(page.getByRole('status')).toHaveText('Your turn: you play X.');
	});
	await test.step('fault: duplicate, unknown, mis-cased and empty parameters and a step without a position were dropped silently', async () => {
		await openApp(
			page,
			'#/?Game=Connect4&alphabeta=1&alphabeta=0&colour=red&view=&step=3&ORDER=CENTER'
		);
		await expect(alert).toHaveText(
			'Ignored in the link: "alphabeta=0" (given again: the first one counts); "colour=red" (not a parameter of this page); "view=" (no value); "step=3" (only read with position).'
		);
		// Names and listed values in any case: Connect Four, centre-first order, alpha-beta on.
		await expect(page.getByRole('button', { name: /^Cell 42:/ })).toBeVisible();
		await expect(page.getByRole('checkbox', { name: 'Alpha-beta pruning' })).toBeChecked();
		await expect(page.getByRole('combobox', { name: 'Move order' })).toHaveValue('center-first');
	});
	await test.step('fault: Connect Four moves=4 said the cell "cannot be played now" without why', async () => {
		await openApp(page, '#/?game=connect4&moves=4');
		await expect(alert).toHaveText(
			'The link\'s moves "4" cannot be replayed: item 1, "4", cannot be played: cell 4 is in column 4, and a disc dropped there lands on cell 39, the lowest empty cell of that column. Showing a new game instead.'
		);
	});
	await test.step('fault: a valid position with bad moves said "Showing a new game instead" but showed and played the position', async () => {
		await openApp(page, '#/?position=XOX/.O./X..&moves=1');
		await expect(alert).toHaveText(
			'The link\'s moves "1" cannot be replayed: item 1, "1", is a cell already taken. Showing the link\'s position without its moves.'
		);
		await expect(page.getByRole('status').first()).toHaveText(
			/^The computer \(O\) played cell 8\./
		);
		expect((await boardText(page)).slice(0, 3)).toBe('XOX');
	});
	await test.step('fault: a position with an emoji gave a cell count in UTF-16 units instead of naming the character', async () => {
		await openApp(page, `#/?position=${encodeURIComponent('X😀O/.../...')}`);
		await expect(alert).toHaveText(
			"The position \"X😀O/.../...\" in the link is not valid: Unexpected character \"😀\": use X, O, and '.', '_' or '-' for an empty cell. Showing a new game instead."
		);
		await openApp(page, '#/?position=X%07O/.../...');
		await expect(alert).toContainText('Unexpected character U+0007:');
	});
	await test.step('fault: depthlimit=64 on 3x3 was accepted and printed as --depth-limit 64, which the CLI refuses', async () => {
		await openApp(page, '#/?position=XOX/.O./X..&depthlimit=64');
		await expect(alert).toHaveText(
			'The link\'s "depthlimit=64" is not valid: use none or a number of plies from 1 to 9. Using no depth limit.'
		);
		await expect(page.locator('.note.cli code')).toBeVisible();
		await expect(page.locator('.note.cli code')).not.toContainText('--depth-limit');
		await openApp(page, '#/?position=XOX/.O./X..&depthlimit=9');
		await expect(page.locator('.note.cli code')).toContainText('--depth-limit 9');
	});
	await test.step('the tree view is written into the link and reopens with it', async () => {
		await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1');
		await page.getByRole('radio', { name: 'Whole tree' }).check();
		await expect(page.locator('canvas[data-painted="true"]')).toBeVisible();
		await expect.poll(() => page.url()).toContain('alphabeta=1&view=whole');
		await page.reload();
		await expect(page.getByRole('radio', { name: 'Whole tree' })).toBeChecked();
		await expect(page.locator('canvas[data-painted="true"]')).toBeVisible();
		await page.getByRole('radio', { name: 'Open nodes' }).check();
		await expect.poll(() => page.url()).not.toContain('view=');
		await expect(openTreeNodes(page).first()).toBeVisible();
	});
	await test.step('fault: blank player names in a link did not fall back to the default name; bidi controls are removed', async () => {
		await openApp(page, '#/?opponent=person&player1=%20%20&player2=%E2%80%AEBo%E2%80%AC');
		await expect(page.getByRole('status').first()).toHaveText('Player 1 (X) to move.');
		await page.getByText('Game settings', { exact: true }).click();
		await expect(page.getByRole('textbox', { name: 'Player 2' })).toHaveValue('Bo');
	});
});
