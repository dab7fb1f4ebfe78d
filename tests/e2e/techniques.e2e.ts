import type { Page } from '@playwright/test';
import { expect, test } from './test';
import {
	childrenOf,
	formatPosition,
	isTableHit,
	nodeCells,
	parsePosition,
	search,
	tableLink
} from '../../src/lib/engine/index';
import { axeViolations, openApp } from './helpers';
import { drawnTexts, pictureNodes } from './picture';

/** The first table hit of XOX/.O./X.. with the table: its node and its sibling index at each level. */
function firstHit(): { node: number; link: number; siblings: number[]; position: string } {
	const { record } = search(parsePosition('XOX/.O./X..'), { transpositionTable: true });
	let node = 0;
	while (!isTableHit(record, node)) node++;
	const siblings: number[] = [];
	for (let a = node; a > 0; a = record.parent[a]) {
		siblings.unshift(childrenOf(record, record.parent[a]).indexOf(a));
	}
	const position = formatPosition({ cells: nodeCells(record, node), toMove: 'X' }, false);
	return { node, link: tableLink(record, node), siblings, position };
}

/** The search options fieldset. */
const optionsOf = (page: Page) => page.getByRole('group', { name: 'Search options' });

// One page: each option or link its step (a link opened as a new hash is read as a new link).
test('the transposition table, a depth limit, iterative deepening and their lessons', async ({
	page
}) => {
	await test.step('the transposition table: the node count drops (34 to 31) and the table hits are drawn, linked to where they were searched', async () => {
		await openApp(page, '#/?position=XOX/.O./X..');
		const summary = page.getByTestId('tree-summary');
		await expect(summary).toContainText('34 nodes examined');
		await optionsOf(page).getByRole('checkbox', { name: 'Transposition table' }).check();
		await expect(summary).toContainText('31 nodes examined');
		await expect(page).toHaveURL(/tt=1/);
		await expect(page.getByTestId('table-summary')).toHaveText(/table entries, 3 table hits\./);
		const hits = pictureNodes(page, /, table hit \(TT\), searched at node \d+/);
		await expect(hits).toHaveCount(3);
		// Focusing a table hit rings the node its position was searched at, and names it so.
		const linked = pictureNodes(page, /, the table hit’s position, searched here$/);
		await expect(linked).toHaveCount(0);
		await hits.first().focus();
		await expect(linked).toHaveCount(1);
		await expect(page.getByText('TT table hit (dashed)')).toBeVisible();
		// Every table hit's name holds its visible badge and score (WCAG 2.5.3, label in name): the
		// texts it draws are ▲ or ▼ (said as maximizer or minimizer), the badge and the score.
		for (const node of await hits.all()) {
			const [turn, badge, score, ...rest] = await drawnTexts(node);
			expect([turn, badge, rest]).toEqual([expect.stringMatching(/^[▲▼]$/), 'TT', []]);
			expect(await node.getAttribute('aria-label')).toMatch(
				new RegExp(`score ${score}, .*\\(${badge}\\)`)
			);
		}
		expect(await axeViolations(page, ['[data-tree-picture]'])).toEqual([]);
		await expect(page.getByText(/npm run --silent analyze -- --transposition-table/)).toBeVisible();
	});
	await test.step('step through a depth-limited search to a horizon leaf', async () => {
		await openApp(page, '#/?position=XOX/.O./X..');
		// The link has no tt=1: the table the step before turned on is off again.
		await expect(
			optionsOf(page).getByRole('checkbox', { name: 'Transposition table' })
		).not.toBeChecked();
		const options = optionsOf(page);
		await options.getByRole('spinbutton', { name: 'Plies' }).fill('1');
		await options.getByRole('spinbutton', { name: 'Plies' }).press('Enter');
		await options.getByRole('checkbox', { name: 'Depth limit' }).check();
		await expect(page).toHaveURL(/depthlimit=1/);
		await expect(page.getByTestId('horizon-summary')).toHaveText(
			/horizon lea(f|ves) scored by the evaluation function\./
		);
		await page.getByRole('button', { name: 'Go to start' }).click();
		const explanation = page.getByTestId('step-explanation');
		const forward = page.getByRole('button', { name: 'Step forward' });
		for (let i = 0; i < 10; i++) {
			if (/^Horizon:/.test((await explanation.textContent()) ?? '')) break;
			await forward.click();
		}
		await expect(explanation).toContainText(
			'Horizon: the depth limit is reached at depth 1, and the game is not over.'
		);
		await expect(page.locator('li[aria-current="step"]')).toContainText('return evaluate(node)');
		await expect(
			pictureNodes(page, /, horizon \(H\), heuristic value -?\d+$/).first()
		).toBeVisible();
	});
	await test.step('iterative deepening lists its iterations; the new controls have no axe violations', async () => {
		await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1&tt=1&deepening=1');
		await expect(
			optionsOf(page).getByRole('checkbox', { name: 'Iterative deepening' })
		).toBeChecked();
		const table = page.getByRole('table', {
			name: /Iterative deepening: one search per depth limit/
		});
		await expect(table).toBeVisible();
		// Depth 1 meets horizon leaves; the deepest iteration meets none and ends the deepening.
		await expect(table.locator('tbody tr').first().locator('th')).toHaveText('1');
		await expect(page.getByText(/it met no horizon leaf/)).toBeVisible();
		expect(await axeViolations(page, ['fieldset.options', '[data-testid="iterations"]'])).toEqual(
			[]
		);
	});
	await test.step('the two lessons: a table hit linked to its search, and a horizon leaf scored by the evaluation', async () => {
		const narration = page.getByRole('region', { name: 'Narration' });
		await page.goto('#/lesson/transpositions/3');
		await expect(narration).toContainText(
			'After cell 5, cell 7, cell 8, cell 6 the search meets a position it already searched after cell 5, cell 6, cell 8, cell 7. The table answers with the value stored then, 5'
		);
		await expect(page.locator('li[aria-current="step"]')).toContainText('return entry.value');
		await page.goto('#/lesson/depth-limit/2');
		await expect(narration).toContainText(
			'At the horizon (depth 2, after cell 1, cell 2) the game is not over, so the evaluation function scores it'
		);
		await expect(page.locator('li[aria-current="step"]')).toContainText('return evaluate(node)');
	});
});

test('the 4x4 proof demo: a draw in 725,254 nodes with the table; without it, a confirmation and a cancellable run', async ({
	page
}) => {
	await openApp(page);
	await page.getByRole('button', { name: 'Compare settings' }).click();
	const panel = page.getByRole('region', { name: 'Compare search settings' });
	await expect(panel.locator('.compare-table')).toBeVisible({ timeout: 30_000 });
	const demo = panel.getByRole('region', { name: 'Prove 4x4 is a draw' });
	await demo.getByRole('button', { name: 'Prove with the transposition table' }).click();
	const results = demo.getByRole('table', { name: /4x4 tic-tac-toe/ });
	await expect(results.locator('tbody tr').first()).toContainText(
		/With the table\s*0 \(a draw\)\s*725,254\s*241,788/,
		{ timeout: 30_000 }
	);
	await demo.getByRole('button', { name: 'Prove without the table' }).click();
	await expect(demo).toContainText('Without the table the search examines 381,549,746 nodes');
	await demo.getByRole('button', { name: 'Run it' }).click();
	await expect(demo.getByRole('progressbar')).toBeVisible();
	await expect(demo.getByTestId('proof4-progress')).toContainText(
		/[1-9][\d,]* of 381,549,746 nodes examined without the table/,
		{
			timeout: 30_000
		}
	);
	await demo.getByRole('button', { name: 'Cancel search' }).click();
	await expect(demo).toContainText('The proof without the table was cancelled.');
	await expect(demo.getByRole('progressbar')).toHaveCount(0);
	await expect(results.locator('tbody tr')).toHaveCount(1);
});

test('the whole tree draws the table hits and describes one with its link', async ({ page }) => {
	const hit = firstHit();
	await openApp(page, '#/?position=XOX/.O./X..&tt=1&view=whole');
	await expect(page.locator('canvas[data-painted]')).toHaveAttribute('data-painted', 'true', {
		timeout: 30_000
	});
	await expect(page.getByText('TT table hit (dashed)')).toBeVisible();
	await page.getByRole('application', { name: /Whole search tree, 31 nodes/ }).focus();
	for (const k of hit.siblings) {
		await page.keyboard.press('ArrowDown');
		for (let i = 0; i < k; i++) await page.keyboard.press('ArrowRight');
	}
	await expect(page.locator('#whole-tree-status')).toHaveText(
		new RegExp(`^Node ${hit.node}: .*, table hit \\(TT\\), searched at node ${hit.link}$`)
	);
	// Find position lists both: the node where the position was searched and the table hit.
	await page.getByRole('textbox', { name: 'Find position' }).fill(hit.position);
	await page.getByRole('button', { name: 'Find', exact: true }).click();
	await expect(page.locator('#whole-tree-find-message')).toHaveText(
		'2 nodes have this position (transpositions). One of them is a table hit, answered from the node where the position was searched.'
	);
});
