/**
 * The Coach and "Show threats" in a game against the computer, over http only (no step needs
 * file://: docs/testing.md). You (X) play cell 2, the computer (O) answers cell 1; cell 3 then
 * throws the draw away: with best play the computer plays 4, you 7, it 5, you 6, it 9, completing
 * 1-5-9.
 */
import { expect, test } from './test';
import { boardText, openApp, waitForHumanTurnOrEnd } from './helpers';

// One page: a game without the Coach, then a new game with it; each its step.
test('the Coach and Show threats: off, the cells keep their plain names; on, a losing move flagged and an immediate win marked', async ({
	page
}) => {
	await openApp(page);
	await test.step('with the Coach and threats off, the cells keep their plain names', async () => {
		await page.getByRole('button', { name: 'Cell 2: empty' }).click();
		await waitForHumanTurnOrEnd(page);
		await page.getByRole('button', { name: 'Cell 3: empty' }).click();
		await waitForHumanTurnOrEnd(page);
		await expect(page.getByRole('button', { name: 'Cell 7: empty' })).toBeVisible();
		await expect(page.getByText('Coach:')).toHaveCount(0);
		// A new game, for the Coach's step.
		await page.getByRole('button', { name: 'New game: you start' }).click();
		await expect(page.getByRole('status')).toHaveText('Your turn: you play X.');
	});
	await test.step('Coach flags a losing move with its line; Show threats marks an immediate win', async () => {
		const coach = page.getByRole('checkbox', { name: 'Coach' });
		await coach.check();
		await page.getByRole('button', { name: 'Cell 2: empty' }).click();
		await waitForHumanTurnOrEnd(page);
		expect(await boardText(page)).toBe('OX.......');
		const report = page.locator('p[aria-live="polite"]', { hasText: 'Coach:' });
		await expect(report).toHaveText('Coach: cell 2 keeps the best value: a draw with best play.');

		await page.getByRole('button', { name: 'Cell 3: empty' }).click();
		await expect(report).toHaveText(
			'Coach: cell 3 throws the draw away: the computer now wins. Best play goes the computer 4, ' +
				'you 7, the computer 5, you 6, the computer 9, and the computer completes the line 1-5-9 ' +
				'(highlighted). Minimax would have played cell 4.'
		);
		await waitForHumanTurnOrEnd(page);
		// The computer took cell 4, as the Coach's line says; its line of three is marked on the board.
		await expect(page.getByRole('button', { name: 'Cell 4: O' })).toBeVisible();
		for (const cell of [1, 5, 9]) {
			await expect(
				page.getByRole('button', {
					name: new RegExp(`^Cell ${cell}: .*, on the computer’s winning line$`)
				})
			).toBeVisible();
		}

		// Show threats: O (1 and 4) wins at once on cell 7; X has no immediate win.
		await page.getByRole('checkbox', { name: 'Show threats' }).check();
		await expect(page.getByRole('button', { name: 'Cell 7: empty, O wins here' })).toBeVisible();
		await expect(page.getByRole('button', { name: /X wins here/ })).toHaveCount(0);

		// A new game clears the Coach's verdict and its line.
		await page.getByRole('button', { name: 'New game: you start' }).click();
		await expect(report).toHaveCount(0);
		await expect(page.getByRole('button', { name: /winning line/ })).toHaveCount(0);
	});
});
