import { expect, test } from './test';
import { parsePosition, search, type SearchOptions } from '../../src/lib/engine/index';
import { scoreLabel } from '../../src/lib/visualization/score-label';
import { candidateScores, openApp } from './helpers';
import { openTreeNodes, prunedStubs } from './picture';

/** The candidate table the CLI/engine gives for a position and options. */
function engineScores(position: string, options: Partial<SearchOptions>): string[] {
	return search(parsePosition(position), options).moves.map((m) => scoreLabel(m.score, m.bound));
}

// One page: the hover preview, then the options changed, each a step.
test("XOX/.O./X.. by URL: a tree node's ghost marks, then the depth penalty and alpha-beta", async ({
	page
}) => {
	await test.step('hovering a tree node shows its position on the board as ghost marks', async () => {
		await openApp(page, '#/?position=XOX/.O./X..');
		await openTreeNodes(page).nth(1).hover();
		await expect(
			page.getByText('Showing a position from the search tree (depth 1).')
		).toBeVisible();
		// The first child of the root: XOX/.O./X.. with O on cell 4, six marks, drawn in place of the game's.
		await expect(page.locator('.ghost')).toHaveCount(6);
		await expect(page.locator('#cell-3 .ghost')).toHaveText('O');
		await expect(page.locator('#cell-7 .ghost')).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Cell 8: O' })).toBeVisible();
		await page.mouse.move(0, 0);
		await expect(page.locator('.ghost')).toHaveCount(0);
	});
	await test.step('XOX/.O./X.. by URL: the depth penalty and alpha-beta change what the page shows', async () => {
		// The link of the step before; the pointer has left the tree.
		await expect(page.getByRole('status')).toContainText('The computer (O) played cell 8.');
		expect(await candidateScores(page)).toEqual(['7', '-8', '9', '-8']);
		await expect(page.getByRole('row', { name: /8 9 chosen/ })).toBeVisible();
		await expect(page.getByTestId('tree-summary')).toContainText('34 nodes examined');
		await expect(prunedStubs(page)).toHaveCount(0);

		await page.getByRole('checkbox', { name: 'Depth penalty' }).uncheck();
		await expect(page.getByRole('status')).toContainText('The computer (O) played cell 4.');
		expect(await candidateScores(page)).toEqual(['10', '-10', '10', '-10']);
		await expect(page.getByRole('button', { name: 'Cell 4: O' })).toBeVisible();
		expect(page.url()).toContain('depth=0');

		await page.getByRole('checkbox', { name: 'Alpha-beta pruning' }).check();
		await expect(page.getByTestId('tree-summary')).toContainText('15 nodes examined');
		// Cell 8 wins at once: an exact 10, a true tie kept out by the tie-break; cells 6 and 9 are bounds.
		expect(await candidateScores(page)).toEqual(['10', '<= -10', '10', '<= -10']);
		expect(await candidateScores(page)).toEqual(
			engineScores('XOX/.O./X..', { alphaBeta: true, depthPenalty: false })
		);
		expect(await prunedStubs(page).count()).toBeGreaterThan(0);
		await expect(page.getByRole('status')).toContainText('The computer (O) played cell 4.');
	});
});

test('the tree zooms with the buttons and a collapsed node opens on click', async ({ page }) => {
	await openApp(page, '#/?position=.........');
	await expect(page.getByTestId('tree-summary')).toContainText('549,946 nodes examined');
	// Zoom in draws the root bigger on screen.
	const root = page.locator('[data-tree-picture] [data-root]');
	const before = (await root.boundingBox())?.width ?? 0;
	expect(before).toBeGreaterThan(0);
	await page.getByRole('button', { name: 'Zoom in' }).click();
	await expect
		.poll(async () => (await root.boundingBox())?.width ?? 0)
		.toBeGreaterThan(before * 1.2);
	const collapsed = openTreeNodes(page).and(page.locator('[aria-expanded="false"]')).first();
	const name = (await collapsed.getAttribute('aria-label')) ?? '';
	expect(name).toMatch(/nodes hidden/);
	const count = await openTreeNodes(page).count();
	await collapsed.focus();
	await page.keyboard.press('Enter');
	await expect.poll(() => openTreeNodes(page).count()).toBeGreaterThan(count);
});

test('bad links: each is said in the alert, and the page falls back to a clean default', async ({
	page
}) => {
	// One page: each link is opened in turn (a new hash is read as a new link), each check its step.
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	const alert = page.getByRole('alert');
	const status = page.getByRole('status');
	await test.step('fault: a link with a malformed % escape left a blank page', async () => {
		await openApp(page, '#/?position=50%');
		await expect(alert).toContainText('has a malformed % escape');
		await expect(status).toHaveText('Your turn: you play X.');
		await page.evaluate(() => (location.hash = '#/?position=%ZZ'));
		await expect(alert).toContainText('"#/?position=%ZZ" cannot be read');
		expect(errors).toEqual([]);
	});
	await test.step('a bad link gets a visible message and a clean default', async () => {
		const alphaBeta = page.getByRole('checkbox', { name: 'Alpha-beta pruning' });
		await alphaBeta.check();
		await expect.poll(() => page.url()).toContain('alphabeta=1');
		await openApp(page, '#/?position=OOO/.../XXX&alphabeta=maybe');
		await expect(alert).toContainText('Both X and O have a line of three');
		await expect(alert).toContainText('"alphabeta=maybe" is not valid');
		await expect(status).toHaveText('Your turn: you play X.');
		await expect(alphaBeta).not.toBeChecked();
	});
	await test.step('fault: a bad position in a link was echoed in full (5,000 characters in the alert)', async () => {
		await openApp(page, `#/?position=${'X'.repeat(5000)}`);
		await expect(alert).toHaveText(
			`The position "${'X'.repeat(40)}…" (5,000 characters) in the link is not valid: ` +
				'A board has 9 cells, this one has 5,000. Showing a new game instead.'
		);
		await expect(status).toHaveText('Your turn: you play X.');
	});
	expect(errors).toEqual([]);
});
