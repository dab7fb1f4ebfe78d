/**
 * The position editor: a click cycles a cell (empty, X, O), the side to move is chosen or
 * follows the counts, the position is checked as it changes with the notation's own errors, and
 * "Let the computer move" / "Play from here" open it on the board.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { boardText, openApp } from './helpers';

/** Clicks editor cells (numbered 1-9) the given number of times each. */
async function clicks(page: Page, cells: Record<number, number>): Promise<void> {
	const board = page.getByRole('group', { name: 'Position editor board' });
	for (const [cell, times] of Object.entries(cells)) {
		for (let k = 0; k < times; k++)
			await board
				.locator('button')
				.nth(Number(cell) - 1)
				.click();
	}
}

// One page: each use of the editor its step, a new game between them.
test('the position editor: play from here, then edit a position and let the computer move', async ({
	page
}) => {
	await openApp(page);
	await test.step('play from here: you play the side to move', async () => {
		await page.getByRole('button', { name: 'Edit position' }).click();
		await clicks(page, { 1: 1, 2: 2 });
		await expect(page.getByTestId('editor-check')).toHaveText(
			'Valid position XO./.../...: X to move.'
		);
		await page.getByRole('button', { name: 'Play from here' }).click();
		await expect(page.getByRole('status')).toHaveText('Your turn: you play X.');
		await page.getByRole('button', { name: 'Cell 5: empty' }).click();
		await expect(page.getByRole('status')).toContainText('The computer (O) played');
		// A new game, for the next step's empty editor.
		await page.getByRole('button', { name: 'New game: you start' }).click();
		await expect(page.getByRole('status')).toHaveText('Your turn: you play X.');
	});
	await test.step('edit a position, checked as it changes, then let the computer move', async () => {
		await page.getByRole('button', { name: 'Edit position' }).click();
		const check = page.getByTestId('editor-check');
		await expect(check).toHaveText('Valid position .../.../...: X to move.');
		// XOX/.O./X..: X on 1, 3, 7 (one click), O on 2 and 5 (two clicks).
		await clicks(page, { 1: 1, 3: 1, 7: 1 });
		await expect(check).toHaveText(
			'X has 3 marks and O has 0: the counts may differ by at most one.'
		);
		await expect(page.getByRole('button', { name: 'Let the computer move' })).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		await clicks(page, { 2: 2, 5: 2 });
		await expect(check).toHaveText('Valid position XOX/.O./X..: O to move.');
		const editorBoard = page.getByRole('group', { name: 'Position editor board' });
		await expect(editorBoard.getByRole('button', { name: 'Cell 2: O' })).toBeVisible();
		// X chosen to move: X has one mark more, so it cannot be.
		await page.getByRole('radio', { name: 'X', exact: true }).check();
		await expect(check).toContainText('X cannot be to move');
		await page.getByRole('radio', { name: 'from the counts' }).check();
		await page.getByRole('button', { name: 'Let the computer move' }).click();
		await expect(page.getByRole('status')).toHaveText(
			'The computer (O) played cell 8. Game over: the computer wins with O. Winning line: cells 2, 5, 8.'
		);
		expect(await boardText(page)).toBe('XOX.O.XO.');
		expect(page.url()).toContain('position=XOX%2F.O.%2FX..');
	});
});
