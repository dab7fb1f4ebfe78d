/**
 * "Prove it": the proof runs in the classroom worker with a progress bar, both starters,
 * with and without the depth penalty: 569 + 73 games with it (AI wins 188 on ply 6, 198 on ply 8,
 * 183 draws; 40 on ply 5, 31 on ply 7, 2 draws), 681 + 101 without, and the human wins none. A game
 * of the list opens on the board with the computer's decision and its tree.
 */
import { expect, test } from './test';
import { boardText, openApp } from './helpers';

test('the proof panel: totals, the verdict, and a game replayed on the board', async ({ page }) => {
	await openApp(page);
	await page.getByRole('button', { name: 'Prove it' }).click();
	const panel = page.getByRole('region', { name: 'The proof: the computer never loses' });
	await expect(panel.getByRole('progressbar')).toBeVisible();
	await expect(panel.locator('.verdict')).toHaveText(
		'The human wins none of the 1,424 games: the computer never loses.',
		{ timeout: 30_000 }
	);
	const withPenalty = panel.locator('table.proof-table[data-depth-penalty="1"]');
	const without = panel.locator('table.proof-table[data-depth-penalty="0"]');
	await expect(withPenalty.locator('tfoot')).toHaveText('569 + 73 = 642 games in all');
	await expect(without.locator('tfoot')).toHaveText('681 + 101 = 782 games in all');
	expect(await withPenalty.locator('tbody tr').nth(0).locator('th, td').allInnerTexts()).toEqual([
		'Human first',
		'569',
		'188 on ply 6 and 198 on ply 8',
		'183',
		'0'
	]);
	expect(await withPenalty.locator('tbody tr').nth(1).locator('th, td').allInnerTexts()).toEqual([
		'Computer first',
		'73',
		'40 on ply 5 and 31 on ply 7',
		'2',
		'0'
	]);
	expect(await without.locator('tbody tr').nth(0).locator('td').allInnerTexts()).toEqual([
		'681',
		'132 on ply 6 and 366 on ply 8',
		'183',
		'0'
	]);
	expect(await without.locator('tbody tr').nth(1).locator('td').allInnerTexts()).toEqual([
		'101',
		'33 on ply 5, 52 on ply 7 and 14 on ply 9',
		'2',
		'0'
	]);

	// The list: every game of the chosen half; open the third and replay the computer's decisions.
	const list = panel.getByRole('listbox', { name: 'Games' });
	await expect(list.getByRole('option')).toHaveCount(569);
	await list.selectOption({ label: 'Game 3: 1 5 2 3 7 4 6 8 9 — draw on ply 9' });
	const replay = panel.getByRole('region', { name: 'Game 3, move by move' });
	await expect(replay.getByRole('listitem')).toHaveCount(10);
	await replay.getByRole('button', { name: 'Show the computer’s decision' }).nth(1).click();
	// The computer's second decision: after 1 5 2, O answers 3, as in the game.
	await expect(page.getByRole('status')).toHaveText(
		'The computer (O) played cell 3. Your turn: you play X.'
	);
	expect(await boardText(page)).toBe('XXO.O....');
	await expect(page.getByTestId('tree-summary')).toContainText('best move cell 3');
	await panel
		.getByRole('combobox', { name: 'Who starts' })
		.selectOption({ label: 'Computer first' });
	await expect(list.getByRole('option')).toHaveCount(73);
	await panel.getByRole('combobox', { name: 'Depth penalty' }).selectOption({
		label: 'Without the depth penalty'
	});
	await expect(list.getByRole('option')).toHaveCount(101);
});
