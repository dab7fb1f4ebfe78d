/**
 * Monte Carlo tree search on the page: the Algorithm choice and its settings, the computer playing
 * the most visited move, the candidate table's visits adding up to the iterations, stepping one
 * iteration through its four phases, the link's round trip and a bad link value's message, and
 * axe on the MCTS view.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { axeViolations, boardText, openApp, waitForHumanTurnOrEnd } from './helpers';

/** Chooses MCTS with `iterations` and `seed` in the search settings. */
async function chooseMcts(page: Page, iterations: string, seed: string): Promise<void> {
	await page
		.getByRole('combobox', { name: 'Algorithm' })
		.selectOption({ label: 'Monte Carlo tree search' });
	const its = page.getByRole('combobox', { name: 'Iterations' });
	await its.fill(iterations);
	await its.press('Enter');
	const s = page.getByRole('textbox', { name: 'Seed' });
	await s.fill(seed);
	await s.press('Enter');
}

/** The MCTS table's rows: move, visits, win rate, exact value. */
async function mctsRows(page: Page): Promise<string[][]> {
	const table = page.getByRole('table', { name: /Monte Carlo tree search: each move/ });
	await expect(table).toBeVisible();
	return table
		.locator('tbody tr')
		.evaluateAll((rows) =>
			rows.map((r) => [...r.children].map((c) => c.textContent?.trim() ?? ''))
		);
}

const visitsOf = (rows: string[][]) => rows.map((r) => Number(r[1].replace(/,/g, '')));

test('MCTS with a seed and 1,000 iterations: the visits add up, the computer plays the most visited move', async ({
	page
}) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	await openApp(page, '#/?position=.........');
	await waitForHumanTurnOrEnd(page);
	await chooseMcts(page, '1000', '5');
	await expect.poll(() => page.url()).toContain('seed=5&algorithm=mcts');
	await expect(page.getByTestId('mcts-visits-total')).toHaveText(
		'Visits in all: 1,000 (one per iteration)'
	);
	const rows = await mctsRows(page);
	// The empty board: nine moves, each visited, the visits one per iteration.
	expect(rows).toHaveLength(9);
	const visits = visitsOf(rows);
	expect(visits.reduce((a, b) => a + b, 0)).toBe(1000);
	const most = Math.max(...visits);
	const chosen = rows[visits.indexOf(most)][0];
	await expect(page.getByTestId('mcts-chosen')).toHaveText(
		`Chosen: cell ${chosen} (the most visited)`
	);
	// 3x3: the exact values are known; from the empty board every move draws.
	expect(rows.map((r) => r[3])).toEqual(Array(9).fill('0 (draw)'));
	await waitForHumanTurnOrEnd(page);
	await expect(page.getByRole('status').first()).toContainText(`played cell ${chosen}`);
	const board = await boardText(page);
	expect(board[Number(chosen) - 1]).toBe('X');
	expect(board.replace(/\./g, '')).toBe('X');
	// 1,000 expansions and the root; the 30 most visited drawn, and the last iteration's path.
	const drawn = (await page.getByTestId('mcts-drawn').textContent()) ?? '';
	expect(drawn).toMatch(/^\d+ of 1,001 nodes drawn \(the most visited, and the current path\)\.$/);
	expect(Number(drawn.split(' ')[0])).toBeGreaterThanOrEqual(30);
	expect(Number(drawn.split(' ')[0])).toBeLessThanOrEqual(40);
	expect(errors).toEqual([]);
});

// One page: each link opened as a new hash (read as a new link), each check its step.
test("MCTS on the empty board: stepping the first iteration, the link's settings, axe", async ({
	page
}) => {
	await test.step('stepping the first iteration shows its four phases, in the tree, the narration and the code', async () => {
		await openApp(page, '#/?position=.........&algorithm=mcts&seed=5');
		await expect(page.getByTestId('mcts-visits-total')).toContainText('1,000');
		await page.getByRole('button', { name: 'Go to start' }).click();
		const narration = page.getByTestId('step-explanation');
		const code = page.getByTestId('mcts-code');
		const tree = page.getByTestId('mcts-tree');
		const phases = ['Selection', 'Expansion', 'Playout', 'Backpropagation'];
		for (const [i, phase] of phases.entries()) {
			if (i > 0) await page.keyboard.press('ArrowRight');
			await expect(page.getByTestId('mcts-step')).toHaveText(`Iteration 1 of 1,000 · ${phase}`);
			await expect(narration).toContainText(`Iteration 1. ${phase}:`);
			await expect(code.locator('li[aria-current="step"]').first()).toContainText(/./);
			await expect(code.locator('li[aria-current="step"] .tag')).toHaveText(phase);
			await expect(tree.locator('.phase-name', { hasText: phase }).first()).toBeVisible();
		}
		// The first iteration selects the root, expands one move, plays out, and updates 2 nodes.
		await expect(narration).toContainText('goes up the 2 nodes of the path');
		await expect(tree.locator('.playout')).toHaveCount(1);
		// A later iteration's selection names UCT's picks with their W/N and UCT values.
		await page
			.getByRole('combobox', { name: 'Step', exact: true })
			.selectOption({ label: 'by iteration' });
		const forward = page.getByRole('button', { name: 'Step forward' });
		for (let i = 0; i < 20; i++) await forward.click();
		await page
			.getByRole('combobox', { name: 'Step', exact: true })
			.selectOption({ label: 'by phase' });
		await expect(page.getByTestId('mcts-step')).toHaveText('Iteration 21 of 1,000 · Selection');
		await expect(narration).toHaveText(
			/^Iteration 21\. Selection: UCT picks cell \d \(W\/N \d\.\d\d, UCT \d\.\d\d\)/
		);
	});
	await test.step('the link round-trips the MCTS settings and a bad value gives the message', async () => {
		await openApp(
			page,
			'#/?position=.........&algorithm=mcts&iterations=100&seed=9&exploration=0.5'
		);
		await expect(page.getByTestId('mcts-visits-total')).toHaveText(
			'Visits in all: 100 (one per iteration)'
		);
		await expect(page.getByRole('combobox', { name: 'Algorithm' })).toHaveValue('mcts');
		await expect(page.getByRole('combobox', { name: 'Iterations' })).toHaveValue('100');
		await expect(page.getByRole('textbox', { name: 'Seed' })).toHaveValue('9');
		await expect(page.getByRole('textbox', { name: 'Exploration constant' })).toHaveValue('0.5');
		const before = visitsOf(await mctsRows(page));
		await page.reload();
		await expect(page.getByTestId('mcts-visits-total')).toContainText('100');
		expect(visitsOf(await mctsRows(page))).toEqual(before);
		expect(page.url()).toContain('seed=9&algorithm=mcts&iterations=100&exploration=0.5');

		await openApp(page, '#/?position=.........&algorithm=mcts&iterations=0');
		await expect(page.getByText('The link\'s "iterations=0" is not valid')).toHaveText(
			'The link\'s "iterations=0" is not valid: use a whole number from 1 to 100,000. Using 1,000 iterations.'
		);
		await expect(page.getByTestId('mcts-visits-total')).toContainText('1,000');

		// A bad value typed in the form says why and changes nothing.
		const url = page.url();
		await page.getByRole('combobox', { name: 'Iterations' }).fill('lots');
		await page.getByRole('combobox', { name: 'Iterations' }).press('Enter');
		await expect(page.getByRole('alert').filter({ hasText: 'Iterations:' })).toHaveText(
			'Iterations: give a whole number from 1 to 100,000. Nothing changed.'
		);
		expect(page.url()).toBe(url);
	});
	await test.step('the MCTS view has no axe violations', async () => {
		await openApp(page, '#/?position=.........&algorithm=mcts&iterations=100&seed=1');
		await expect(page.getByTestId('mcts-visits-total')).toContainText('100');
		await page.getByRole('button', { name: 'Go to start' }).click();
		await page.keyboard.press('ArrowRight');
		expect(await axeViolations(page)).toEqual([]);
	});
});

test('Connect Four: MCTS plays a column; exact values only where the solver proves them in time', async ({
	page
}) => {
	await openApp(page, '#/?game=connect4&moves=39&algorithm=mcts&iterations=300&seed=2');
	await expect(page.getByTestId('mcts-visits-total')).toHaveText(
		'Visits in all: 300 (one per iteration)'
	);
	const rows = await mctsRows(page);
	expect(rows.map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7].map((c) => `Column ${c}`));
	expect(visitsOf(rows).reduce((a, b) => a + b, 0)).toBe(300);
	// Each exact value is a solver score with its result, or "—" when not proved within 1 s.
	for (const r of rows) expect(r[3]).toMatch(/^(—|[+-]?\d+ \((win|draw|loss)\))$/);
	await expect(page.getByTestId('mcts-chosen')).toHaveText(
		/^Chosen: column \d \(the most visited\)$/
	);
});
