/**
 * Compare settings on the empty board: computed in the classroom worker with its progress
 * shown, then the table (549,946; 18,297; 7,275 without the depth penalty; 20,866 and 7,865 with
 * it), the log-scale bar chart and the per-opening table (plain 59,705 after a corner, 55,505
 * after the centre, centre first 1,521 to 1,982), and the decision the tree shows compared rather
 * than the board after the computer's move. Over http and from file://.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { openApp } from './helpers';

/** The compare table's row for a setting and depth penalty: its cells' texts. */
async function row(page: Page, setting: string, penalty: boolean): Promise<string[]> {
	return page
		.locator(
			`.compare-table tr[data-setting="${setting}"][data-depth-penalty="${penalty ? 1 : 0}"] td`
		)
		.allInnerTexts();
}

// The empty board opened by its link: the whole table, chart and per-opening table, then the check
// that the decision compared is the one the tree shows (X to move, nothing played).
test(
	'the comparison table, chart and per-opening table on the empty board',
	{ tag: '@file' },
	async ({ page }) => {
		await openApp(page, '#/?position=.........');
		await expect(page.getByRole('status').first()).toHaveText(/Your turn/);
		await page.getByRole('button', { name: 'Compare settings' }).click();
		await test.step('the comparison table, chart and per-opening table on the empty board', async () => {
			const panel = page.getByRole('region', { name: 'Compare search settings' });
			await expect(panel.getByRole('progressbar')).toBeVisible();
			await expect(panel.locator('.compare-table')).toBeVisible({ timeout: 30_000 });
			await expect(panel.getByRole('progressbar')).toHaveCount(0);
			await expect(panel.locator('caption').first()).toHaveText(
				'Node count and root value for .../.../..., X to move'
			);
			expect(await row(page, 'minimax', false)).toEqual(['off', '549,946', '0', '1', '1.0×']);
			expect(await row(page, 'alpha-beta', false)).toEqual(['off', '18,297', '0', '1', '30.1×']);
			expect(await row(page, 'center-first', false)).toEqual(['off', '7,275', '0', '5', '75.6×']);
			expect(await row(page, 'minimax', true)).toEqual(['on', '549,946', '0', '1', '1.0×']);
			expect(await row(page, 'alpha-beta', true)).toEqual(['on', '20,866', '0', '1', '26.4×']);
			expect(await row(page, 'center-first', true)).toEqual(['on', '7,865', '0', '5', '69.9×']);
			// Monte Carlo tree search on the same decision: 1,000 iterations, seed 0, the centre.
			const mctsRow = panel.locator('.compare-table tr[data-setting="mcts"]');
			await expect(mctsRow.locator('th')).toHaveText(
				'Monte Carlo tree search, 1,000 iterations, seed 0'
			);
			await expect(mctsRow.locator('td')).toHaveText([
				'none',
				'1,001',
				'win rate 0.775',
				'5',
				'549.4×'
			]);
			await expect(panel.locator('.mcts-work')).toContainText(
				'1,001 tree nodes (its Nodes column) and 4,247 moves of random playouts, in '
			);

			// The chart: six bars on a log scale labelled 1 to 1M, each named with its count.
			const chart = panel.getByRole('img', { name: 'Bar chart of the node counts, log scale' });
			await expect(chart.locator('.bar')).toHaveCount(6);
			await expect(chart.locator('.tick')).toHaveText([
				'1',
				'10',
				'100',
				'1K',
				'10K',
				'100K',
				'1M'
			]);
			const widths = await chart
				.locator('.bar rect')
				.evaluateAll((rs) => rs.map((r) => Number(r.getAttribute('width'))));
			// Log scale: 549,946 vs 7,275 is 75 times more nodes but not 75 times longer.
			expect(widths[0] / widths[2]).toBeLessThan(2);
			expect(widths[0]).toBeGreaterThan(widths[1]);
			expect(widths[1]).toBeGreaterThan(widths[2]);

			// Per opening, without the depth penalty.
			const openings = panel.locator('table.openings[data-depth-penalty="0"] tbody tr');
			await expect(openings).toHaveCount(9);
			expect(await openings.nth(0).locator('th, td').allInnerTexts()).toEqual([
				'cell 1 (corner)',
				'59,705',
				'2,338',
				'25.5×',
				'1,521',
				'39.3×'
			]);
			expect(await openings.nth(4).locator('th, td').allInnerTexts()).toEqual([
				'cell 5 (centre)',
				'55,505',
				'2,316',
				'24.0×',
				'1,982',
				'28.0×'
			]);
		});
		await test.step('compare settings compares the decision the tree shows, not the board after the computer’s opening move', async () => {
			const panel = page.getByRole('region', { name: 'Compare search settings' });
			await expect(panel.locator('.compare-table')).toBeVisible({ timeout: 30_000 });
			await expect(panel.locator('caption').first()).toHaveText(
				'Node count and root value for .../.../..., X to move'
			);
			expect(await row(page, 'center-first', false)).toEqual(['off', '7,275', '0', '5', '75.6×']);
			await expect(panel.getByText('The board has changed since')).toHaveCount(0);
		});
	}
);

test('compare follows the decision shown: after another decision the panel offers to compare it', async ({
	page
}) => {
	await openApp(page, '#/?position=XOX/.O./X..');
	await page.getByRole('button', { name: 'Compare settings' }).click();
	const panel = page.getByRole('region', { name: 'Compare search settings' });
	// The computer's decision (O to move), not the board after its move on cell 8.
	await expect(panel.locator('caption').first()).toHaveText(
		'Node count and root value for XOX/.O./X.., O to move'
	);
	expect(await row(page, 'center-first', false)).toEqual(['off', '26', '10', '4', '1.3×']);
	await page
		.getByRole('combobox', { name: 'Positions' })
		.selectOption({ label: 'XX./OO./... — win now rather than block' });
	await expect(panel.getByText('The board has changed since')).toBeVisible();
	await panel.getByRole('button', { name: 'Compare the board now' }).click();
	await expect(panel.getByText('The board has changed since')).toHaveCount(0);
	// The computer (X) decided from XX./OO./...: the win on cell 3.
	await expect(panel.locator('caption').first()).toHaveText(
		'Node count and root value for XX./OO./..., X to move'
	);
	expect(await row(page, 'center-first', false)).toEqual(['off', '38', '10', '3', '4.1×']);
});
