/**
 * Practice by link, over http: each kind answered right and wrong, the
 * verdict read from the live region and the explanation's numbers from the page; the keyboard
 * alone; bad links; the score; Next exercise; Open in the debugger. Links pin (kind, position,
 * seed): `XOX/.O./X..` (O to move) and the rules' exercise `.../OO./XX.` (X to move, c1 wins).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { axeViolations } from './helpers';

const RULES = 'kind=%KIND%&position=.../OO./XX.&seed=0';
const XOX = 'position=XOX/.O./X..';

async function openPractice(page: Page, query: string): Promise<void> {
	await page.goto(`#/practice?${query}`);
	await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
}

const status = (page: Page) => page.getByRole('status');
const why = (page: Page) => page.getByRole('region', { name: 'Why' });
const check = (page: Page) => page.getByRole('button', { name: 'Check', exact: true }).click();
const node = (page: Page, path: string) =>
	page.getByRole('button', { name: new RegExp(`^Node ${path}:`) });

// One tab answers the kinds in turn, each opened by its link. The score carries over between
// exercises in a tab, and each exercise's first answer is the one counted: the first, wrong,
// answers of the seven exercises make 0 correct out of 7 (out of 1 after the first).
test('each kind, right and wrong, by link', async ({ page }) => {
	await test.step('win: the rules’ exercise, c1 wins; c2 completes no line', async () => {
		await openPractice(page, RULES.replace('%KIND%', 'win'));
		await expect(
			page.getByRole('heading', { level: 2, name: 'Win now', exact: true })
		).toBeVisible();
		await expect(page.getByText('X to move. Find the move that wins at once')).toBeVisible();
		await page.getByRole('button', { name: 'Cell 6: empty' }).click();
		await check(page);
		await expect(status(page)).toHaveText('Wrong: cell 6 (c2) completes no line of three for X.');
		await expect(why(page)).toContainText(
			'X wins at once on cell 9 (c1), completing the line 7-8-9.'
		);
		await page.getByRole('button', { name: 'Cell 9: empty' }).click();
		await check(page);
		await expect(status(page)).toHaveText('Correct.');
		await page.getByRole('button', { name: 'No immediate win' }).click();
		await check(page);
		await expect(status(page)).toHaveText('Wrong: X can win at once on cell 9 (c1).');
		await expect(page.getByText('Score: 0 correct out of 1 attempted')).toBeVisible();
	});
	await test.step('threats: X on c1, O on c2; an extra and missing marks are named', async () => {
		await openPractice(page, RULES.replace('%KIND%', 'threats'));
		await expect(
			page.getByRole('heading', { level: 2, name: 'Threats', exact: true })
		).toBeVisible();
		await page.getByRole('button', { name: 'X wins on cell 3' }).click();
		await check(page);
		await expect(status(page)).toHaveText(
			'Wrong: you missed cell 9 (c1): X would complete the line 7-8-9 there. ' +
				'Cell 3 (c3) completes no line of three for X. ' +
				'You missed cell 6 (c2): O would complete the line 4-5-6 there.'
		);
		await page.getByRole('button', { name: 'X wins on cell 3' }).click();
		await page.getByRole('button', { name: 'X wins on cell 9' }).click();
		await page.getByRole('button', { name: 'O wins on cell 6' }).click();
		await expect(page.getByRole('button', { name: 'O wins on cell 6' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await check(page);
		await expect(status(page)).toHaveText('Correct.');
		await expect(why(page)).toContainText('O wins at once on cell 6 (c2) (line 4-5-6).');
	});
	await test.step('best-move: XOX with the depth penalty, cell 8 (9); cell 6 is refuted by X on 4', async () => {
		await openPractice(page, `kind=best-move&${XOX}&seed=2`);
		await expect(
			page.getByRole('heading', { level: 2, name: 'Best move', exact: true })
		).toBeVisible();
		await expect(page.getByText('(plain minimax, depth penalty on)')).toBeVisible();
		await page.getByRole('button', { name: 'Cell 6: empty' }).click();
		await check(page);
		await expect(status(page)).toHaveText(
			'Wrong: cell 6 (c2) scores -8, less than the 9 of cell 8 (b1): X would not allow more; ' +
				'its reply on cell 4 (a2) holds the move to -8 (line X 4).'
		);
		const scores = page.getByRole('table', { name: 'Every move’s score' });
		await expect(scores.locator('tbody tr')).toHaveText(['47', '6-8', '89', '9-8']);
		await page.getByRole('button', { name: 'Cell 8: empty' }).click();
		await check(page);
		await expect(status(page)).toHaveText('Correct.');
		await expect(why(page)).toContainText('Minimax plays cell 8 (b1), score 9');
	});
	await test.step('value: a bound, ">= 7"; an exact 7 is wrong, explained by the window', async () => {
		await openPractice(page, `kind=value&${XOX}&seed=1`);
		await expect(
			page.getByRole('heading', { level: 2, name: 'Node value', exact: true })
		).toBeVisible();
		await expect(node(page, '4→9')).toHaveCount(0); // the tree's nodes are pictures here
		await expect(
			page.getByRole('img', { name: 'Node 4→9: X on cell 9, depth 2, window [-∞, 7], highlighted' })
		).toBeVisible();
		const field = page.getByRole('textbox', { name: 'Value' });
		await field.fill('7');
		await field.press('Enter');
		await expect(status(page)).toHaveText(
			'Wrong: the search only knows a bound here: >= 7, not the exact value 7.'
		);
		await expect(why(page)).toContainText('>= beta 7');
		await field.fill('>= 7');
		await check(page);
		await expect(status(page)).toHaveText('Correct.');
		await field.fill('seven');
		await check(page);
		await expect(status(page)).toHaveText('"seven" is not a whole number.');
	});
	await test.step('next-node: after the cutoff at 4→8 the search goes to 4→9, not the pruned 4→8→9', async () => {
		await openPractice(page, `kind=next-node&${XOX}&seed=5`);
		await expect(
			page.getByRole('heading', { level: 2, name: 'Next node', exact: true })
		).toBeVisible();
		await expect(page.getByText('is at the highlighted node 4→8, step 23')).toBeVisible();
		await node(page, '4→8→9').click();
		await check(page);
		await expect(status(page)).toHaveText(
			'Wrong: the search never visits node 4→8→9: at node 4→8, alpha 7 >= beta 7 ' +
				'(a beta cutoff), so node 4→8→9 is pruned.'
		);
		await node(page, '4→9').click();
		await expect(node(page, '4→9')).toHaveAttribute('aria-pressed', 'true');
		await check(page);
		await expect(status(page)).toHaveText('Correct.');
		await expect(why(page)).toContainText('then node 4 tries its next move, cell 9 (c1)');
	});
	await test.step('window: alpha 7 from the root, beta +inf; swapped ends are named', async () => {
		await openPractice(page, `kind=window&${XOX}&seed=1`);
		await expect(
			page.getByRole('heading', { level: 2, name: 'Window', exact: true })
		).toBeVisible();
		await page.getByRole('textbox', { name: 'alpha' }).fill('+inf');
		await page.getByRole('textbox', { name: 'beta' }).fill('7');
		await check(page);
		await expect(status(page)).toHaveText(
			'Wrong: alpha and beta are swapped: alpha is the lower end (7), beta the upper (+∞).'
		);
		await expect(why(page)).toContainText(
			'alpha is 7: the root, a max node on the path, already has 7 from its child on cell 4 (a2).'
		);
		await page.getByRole('textbox', { name: 'alpha' }).fill('7');
		await page.getByRole('textbox', { name: 'beta' }).fill('∞');
		await page.getByRole('textbox', { name: 'beta' }).press('Enter');
		await expect(status(page)).toHaveText('Correct.');
	});
	await test.step('prune: the six pruned children; a missing and an extra mark are explained', async () => {
		await openPractice(page, `kind=prune&${XOX}&seed=2`);
		await expect(
			page.getByRole('heading', { level: 2, name: 'Pruning', exact: true })
		).toBeVisible();
		// Marked by the keyboard: the tree is wider than its picture, and a focused node is panned
		// into it (a click needs the node on screen; the next-node test clicks).
		for (const path of ['4→8→9', '4→9→8', '6→8', '6→9', '9→6', '4→6']) {
			await node(page, path).press('Enter');
		}
		await check(page);
		await expect(status(page)).toHaveText(
			'Wrong: you missed node 9→8: at node 9, after cell 4 (a2) returned -8, beta -8 <= alpha 9 ' +
				'(an alpha cutoff), so cell 8 (b1) is never searched. Node 4→6 is searched: when node 4 ' +
				'reaches cell 6 (c2), beta +∞ <= alpha -∞ is false (window [-∞, +∞]), so nothing is cut off.'
		);
		await node(page, '4→6').press('Enter');
		await node(page, '9→8').press('Enter');
		await check(page);
		await expect(status(page)).toHaveText('Correct.');
		await expect(why(page).getByRole('listitem')).toHaveCount(4);
		await expect(page.getByText('Score: 0 correct out of 7 attempted')).toBeVisible();
	});
});

test('the keyboard alone: Tab to a cell, Enter, Tab to Check, Enter', async ({ page }) => {
	await openPractice(page, RULES.replace('%KIND%', 'win'));
	const focused = () =>
		page.evaluate(
			() =>
				document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent
		);
	for (let i = 0; i < 40 && (await focused()) !== 'Cell 9: empty'; i++)
		await page.keyboard.press('Tab');
	expect(await focused()).toBe('Cell 9: empty');
	await page.keyboard.press('Enter');
	for (let i = 0; i < 10 && (await focused()) !== 'Check'; i++) await page.keyboard.press('Tab');
	await page.keyboard.press('Enter');
	await expect(status(page)).toHaveText('Correct.');
	await expect(page.getByText('Score: 1 correct out of 1 attempted')).toBeVisible();
});

test('bad parameters: a message and the list of kinds', async ({ page }) => {
	await openPractice(page, 'kind=bogus&seed=x&position=XXX/XXX/XXX');
	const alert = page.getByRole('alert');
	await expect(alert).toContainText('There is no exercise kind "bogus": choose one from the list.');
	await expect(alert).toContainText('The seed "x" is not a whole number from 0 to 4,294,967,295.');
	await expect(alert).toContainText('The position in the link is not valid: X has 9 marks');
	await expect(page.getByRole('heading', { name: 'Exercise kinds' })).toBeVisible();
	// Seed 1 asks for alpha-beta with the depth penalty: 20,866 nodes from the empty board.
	await openPractice(page, 'kind=value&position=.........&seed=1');
	await expect(page.getByRole('alert')).toHaveText(
		'This position’s tree has 20,866 nodes; an exercise shows at most 200: give a position with more marks.'
	);
});

test('from the main page: Practice, a kind, Show solution, Next exercise', async ({ page }) => {
	await page.goto('#/');
	await page.getByRole('link', { name: 'Practice' }).click();
	for (const title of [
		'Win now',
		'Threats',
		'Best move',
		'Node value',
		'Next node',
		'Window',
		'Pruning'
	]) {
		await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
	}
	// Then practice on trees, on the tree page.
	await expect(page.getByRole('link', { name: 'The best move order' })).toHaveAttribute(
		'href',
		'#/tree?practice=move-order'
	);
	await page.getByRole('link', { name: 'Threats' }).click();
	// The link gets the position and seed that reproduce the exercise.
	await expect.poll(() => page.url()).toMatch(/#\/practice\?kind=threats&position=.+&seed=\d+$/);
	const first = page.url();
	await page.getByRole('button', { name: 'Show solution' }).click();
	await expect(status(page)).toHaveText(/^Solution: X on .+; O on .+\.$/);
	await expect(page.getByText('Score: 0 correct out of 1 attempted')).toBeVisible();
	await page.getByRole('button', { name: 'Next exercise' }).click();
	await expect.poll(() => page.url()).not.toBe(first);
	expect(page.url()).toContain('kind=threats');
	await expect(status(page)).toHaveText('');
	await page.goBack();
	await expect.poll(() => page.url()).toBe(first);
	await expect(page.getByText('Score: 0 correct out of 1 attempted')).toBeVisible();
});

test('Open in the debugger: the main page at the step that decides the answer', async ({
	page
}) => {
	await openPractice(page, `kind=best-move&${XOX}&seed=2`);
	await page.getByRole('button', { name: 'Cell 6: empty' }).click();
	await check(page);
	await page.getByRole('link', { name: 'Open in the debugger' }).click();
	await expect(page.getByTestId('step-position')).toHaveText('Step 75 of 118');
	await expect(
		page.getByText('Cell 6 returned -8: not better than the best so far, 7.')
	).toBeVisible();
	expect(page.url()).toContain('position=XOX%2F.O.%2FX..&step=74');
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
	const violations = (page: Page) => axeViolations(page);

	test('the list after a bad link, and each kind with its hint and solution, have no violations', async ({
		page
	}) => {
		// One page: each link opens its exercise in turn, its status empty until it is answered.
		await openPractice(page, 'kind=bogus');
		const found: Record<string, string[]> = { 'kind=bogus': await violations(page) };
		for (const query of [
			RULES.replace('%KIND%', 'win'),
			RULES.replace('%KIND%', 'threats'),
			`kind=best-move&${XOX}&seed=2`,
			`kind=value&${XOX}&seed=1`,
			`kind=next-node&${XOX}&seed=5`,
			`kind=window&${XOX}&seed=1`,
			`kind=prune&${XOX}&seed=2`
		]) {
			await test.step(query, async () => {
				await openPractice(page, query);
				await expect(status(page)).toHaveText('');
				await page.getByRole('button', { name: 'Hint' }).click();
				await page.getByRole('button', { name: 'Show solution' }).click();
				await expect(status(page)).toHaveText(/^Solution: /);
				found[query] = await violations(page);
			});
		}
		expect(Object.values(found).flat(), JSON.stringify(found)).toEqual([]);
	});

	test('the game with the Coach and threats shown has no violations', async ({ page }) => {
		await page.goto('#/');
		await page.getByRole('checkbox', { name: 'Coach' }).check();
		await page.getByRole('checkbox', { name: 'Show threats' }).check();
		await page.getByRole('button', { name: 'Cell 2: empty' }).click();
		await expect(page.getByRole('button', { name: 'Cell 1: O' })).toBeVisible();
		await page.getByRole('button', { name: 'Cell 3: empty' }).click();
		await expect(page.getByText(/^Coach: cell 3 throws the draw away/)).toBeVisible();
		expect(await violations(page)).toEqual([]);
	});
});
