/**
 * The tree page (`#/tree`): the textbook's Figure 5.2 typed in the box "Tree", alpha-beta stepped
 * to its cutoff at C (leaves 4 and 6 pruned, value 3), a bad tree's message with the last good
 * tree kept, the link round trip and the page in French.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { axeViolations } from './helpers';

const FIGURE_5_2 = '[[3,12,8],[2,4,6],[14,5,2]]';

async function typeTree(page: Page, text: string) {
	const box = page.getByLabel('Tree', { exact: true });
	await box.fill('');
	await box.pressSequentially(text);
}

test.describe('Trees', () => {
	// One page: a bad tree over the page's first tree, then the textbook figure typed, each a step.
	test('a bad tree keeps the last good one; the textbook figure under alpha-beta', async ({
		page
	}) => {
		await test.step('a bad tree names the line and column and keeps the last good tree', async () => {
			await page.goto('#/tree');
			await typeTree(page, '[[3, 12, 8],\n [2, x');
			const alert = page.getByRole('alert');
			await expect(alert).toContainText('Line 2, column 6');
			await expect(page.getByText('The last good tree stays on screen.')).toBeVisible();
			// Still the figure: its value and its 13 nodes.
			await expect(page.getByTestId('tree-summary')).toContainText('Value 3 · 13 of 13 nodes');
			await expect(page.getByRole('button', { name: /^Leaf 12$/ })).toBeVisible();
		});
		await test.step('the textbook figure under alpha-beta: the cutoff at C prunes 4 and 6, value 3', async () => {
			// The page of the step before, the figure typed over the bad tree.
			await expect(page.getByRole('heading', { name: 'Trees', level: 1 })).toBeVisible();
			await typeTree(page, FIGURE_5_2);
			await page.getByLabel('Algorithm').selectOption({ label: 'Alpha-beta' });
			const summary = page.getByTestId('tree-summary');
			await expect(summary).toContainText('Value 3 · 11 of 13 nodes examined');
			await expect(summary).toContainText('Leaves evaluated: 3, 12, 8, 2, 14, 5, 2');
			await expect(summary).toContainText('Never evaluated: leaves 4 (C2) and 6 (C3)');

			// Step from the start until the narration explains the cutoff with its numbers.
			await page.getByRole('button', { name: 'Go to start' }).click();
			const narration = page.getByTestId('step-explanation');
			const forward = page.getByRole('button', { name: 'Step forward' });
			for (let k = 0; k < 41 && !(await narration.textContent())?.includes('never'); k++) {
				await forward.click();
			}
			await expect(narration).toHaveText(
				/beta 2 <= alpha 3 at C: leaves 4 and 6 are never evaluated/i
			);
			const tree = page.getByRole('group', { name: 'The tree' });
			await expect(tree.getByRole('button', { name: /^Leaf 4, pruned$/ })).toBeVisible();
			await expect(tree.getByRole('button', { name: /^Leaf 6, pruned$/ })).toBeVisible();
			await expect(tree.getByRole('button', { name: /^Leaf 14$/ })).toBeVisible();
			// The call stack holds A and C, with C's window [3, 2].
			await expect(page.getByRole('region', { name: 'Call stack' })).toContainText(
				'C (MIN) [α, β] = [3, 2]'
			);

			await page.getByRole('button', { name: 'Go to end' }).click();
			await expect(tree.getByRole('button', { name: /^A: MAX node, value 3/ })).toBeVisible();
			await expect(tree.getByRole('button', { name: /^C: MIN node, value <= 2/ })).toBeVisible();
			await expect(narration).toContainText('3');
		});
	});

	test('the link keeps the tree, the root, the algorithm and the step', async ({ page }) => {
		await page.goto('#/tree');
		await typeTree(page, '[[[3,5],[6,9]],[[1,2],[0,-1]]]');
		await page.getByLabel('Algorithm').selectOption({ label: 'Alpha-beta' });
		await expect(page.getByTestId('tree-summary')).toContainText('Value 5 · 11 of 15 nodes');
		await page.getByLabel('Root').selectOption({ label: 'MIN' });
		await expect(page).toHaveURL(/root=min/);
		await expect(page).toHaveURL(/algorithm=alpha-beta/);
		const url = page.url();
		expect(decodeURIComponent(url)).toContain('tree=[[[3,5],[6,9]],[[1,2],[0,-1]]]');
		const summary = await page.getByTestId('tree-summary').textContent();

		await page.goto('about:blank');
		await page.goto(url);
		await expect(page.getByLabel('Tree', { exact: true })).toHaveValue(
			'[[[3,5],[6,9]],[[1,2],[0,-1]]]'
		);
		await expect(page.getByLabel('Root')).toHaveValue('min');
		await expect(page.getByLabel('Algorithm')).toHaveValue('alpha-beta');
		await expect(page.getByTestId('tree-summary')).toHaveText(summary ?? '');

		// A random tree is kept as its settings and seed.
		await page.getByLabel('Seed').fill('42');
		await page.getByRole('button', { name: 'Random tree' }).click();
		await expect(page).toHaveURL(/seed=42/);
		const text = await page.getByLabel('Tree', { exact: true }).inputValue();
		const random = page.url();
		await page.goto('about:blank');
		await page.goto(random);
		await expect(page.getByLabel('Tree', { exact: true })).toHaveValue(text);
	});

	test('in French', async ({ page }) => {
		await page.goto('#/tree?lang=fr&algorithm=alpha-beta');
		await expect(page.getByRole('heading', { name: 'Arbres', level: 1 })).toBeVisible();
		await expect(page.getByLabel('Arbre', { exact: true })).toBeVisible();
		await expect(page.getByLabel('Racine')).toBeVisible();
		await expect(page.getByTestId('tree-summary')).toContainText(
			'Valeur 3 · 11 nœuds examinés sur 13'
		);
		await expect(page.getByTestId('tree-summary')).toContainText(
			/Jamais évaluées\s:\sles feuilles 4 \(C2\) et 6 \(C3\)/
		);
		await expect(page.getByRole('button', { name: 'Ajouter un enfant' })).toBeVisible();
	});
});

test('practice on trees: marking the pruned leaves of a set, the score and the set link', async ({
	page
}) => {
	await page.goto('#/tree?practice=pruned-leaves&seed=7');
	await expect(page.getByRole('heading', { name: 'Which leaves are pruned?' })).toBeVisible();
	await expect(page.getByTestId('practice-score')).toHaveText('Score: 0 of 0');
	// Before the check the picture shows no search.
	await expect(page.getByTestId('tree-summary')).toHaveCount(0);
	await page.getByRole('button', { name: 'Check' }).click();
	await expect(page.getByTestId('practice-score')).toHaveText('Score: 0 of 1');
	// Nothing marked: every pruned leaf is named with its cutoff's numbers.
	await expect(page.getByTestId('practice-feedback')).toContainText(
		'The leaf 6 under F is pruned: alpha 20 >= beta 17 at F.'
	);
	await expect(page.getByTestId('tree-summary')).toContainText('Value 17 · 26 of 40 nodes');
	await expect(page.getByRole('link', { name: 'Link to this set' })).toHaveAttribute(
		'href',
		'#/tree?practice=pruned-leaves&seed=7'
	);
});

test('pointing: select, Add child, a leaf value, reorder by keys and by drag; export LaTeX', async ({
	page
}) => {
	await page.goto('#/tree');
	const box = page.getByLabel('Tree', { exact: true });
	const tree = page.getByRole('group', { name: 'The tree' });
	await tree.getByRole('button', { name: /^B: MIN node/ }).click();
	await page.getByRole('button', { name: 'Add child' }).click();
	await expect(box).toHaveValue('[[3, 12, 8, 0], [2, 4, 6], [14, 5, 2]]');
	await page.getByLabel('Leaf value').fill('7');
	await page.getByRole('button', { name: 'Set value' }).click();
	await expect(box).toHaveValue('[[3, 12, 8, 7], [2, 4, 6], [14, 5, 2]]');
	await page.getByRole('button', { name: 'Move left' }).click();
	await expect(box).toHaveValue('[[3, 12, 7, 8], [2, 4, 6], [14, 5, 2]]');
	// Alt+→ on a node moves it right among its siblings.
	await tree.getByRole('button', { name: /^Leaf 3/ }).press('Alt+ArrowRight');
	await expect(box).toHaveValue('[[12, 3, 7, 8], [2, 4, 6], [14, 5, 2]]');
	// A drag: the leaf 14 dropped just right of the 5 comes after it.
	const from = (await tree.getByRole('button', { name: /^Leaf 14/ }).boundingBox())!;
	const last = (await tree.getByRole('button', { name: /^Leaf 5/ }).boundingBox())!;
	await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
	await page.mouse.down();
	await page.mouse.move(last.x + last.width + 4, from.y + from.height / 2, { steps: 5 });
	await page.mouse.up();
	await expect(box).toHaveValue('[[12, 3, 7, 8], [2, 4, 6], [5, 14, 2]]');
	await page.getByRole('button', { name: 'Delete node' }).click();
	await expect(box).toHaveValue('[[12, 3, 7, 8], [2, 4, 6], [5, 2]]');

	await page.getByLabel('Algorithm').selectOption({ label: 'Alpha-beta' });
	const download = page.waitForEvent('download');
	await page.getByRole('button', { name: 'LaTeX with solution' }).click();
	const file = await download;
	expect(file.suggestedFilename()).toBe('tree-alpha-beta.tex');
	const tex = await (await file.createReadStream()).toArray();
	expect(Buffer.concat(tex).toString()).toContain('\\begin{forest}');
});

test('fault: a random tree of 341 nodes was not drawn, its leaf lists filling the tree box', async ({
	page
}) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await page.goto('#/tree?seed=7&treedepth=4&branching=4&algorithm=alpha-beta');
	const summary = page.getByTestId('tree-summary');
	await expect(summary).toContainText('of 341 nodes examined');
	await expect(summary).toContainText(/Leaves evaluated: (-?\d+, ){19}-?\d+ and \d+ more/);
	const picture = page.getByRole('group', { name: 'The tree' });
	await expect(picture).toBeInViewport();
	const pictureBox = (await picture.boundingBox())!;
	const summaryBox = (await summary.boundingBox())!;
	expect(summaryBox.height).toBeLessThan(120);
	expect(pictureBox.height).toBeGreaterThan(200);

	// 19,531 nodes: too many to draw, and the message says so where it can be seen.
	await page.goto('about:blank');
	await page.goto('#/tree?seed=7&treedepth=6&branching=5&algorithm=alpha-beta');
	await expect(page.getByText('This tree has 19,531 nodes: too many to draw.')).toBeInViewport();
	expect((await summary.boundingBox())!.height).toBeLessThan(120);
});

test('fault: the chance-node message said the same thing twice', async ({ page }) => {
	await page.goto('#/tree?tree=[?[3,12,9],?[2,4,6]]&algorithm=alpha-beta');
	await expect(page.getByRole('alert').filter({ hasText: 'chance nodes' })).toHaveText(
		'Alpha-beta does not handle chance nodes, and node B is one: choose Expectimax.'
	);
	await page.goto('about:blank');
	await page.goto('#/tree?tree=[?[3,12,9],?[2,4,6]]&algorithm=alpha-beta&lang=fr');
	await expect(page.getByRole('alert').filter({ hasText: 'nœuds de hasard' })).toHaveText(
		/^Alpha-bêta ne traite pas les nœuds de hasard, et le nœud B en est un\s:\schoisissez Expectimax\.$/
	);
});

test('fault: a refused random-tree range showed under the Tree text box, far from its fields', async ({
	page
}) => {
	await page.goto('#/tree');
	await page.getByLabel('Lowest value').fill('50');
	await page.getByLabel('Highest value').fill('10');
	await page.getByRole('button', { name: 'Random tree' }).click();
	const fields = page.getByRole('group', { name: 'Random tree' });
	await expect(fields.getByRole('alert')).toHaveText(
		'The leaf values are whole numbers from -999 to 999, the smallest first.'
	);
	await expect(page.locator('#tree-problem').getByRole('alert')).toHaveCount(0);
	await expect(page.getByLabel('Tree', { exact: true })).toHaveValue(
		'[[3, 12, 8], [2, 4, 6], [14, 5, 2]]'
	);
});

test('the tree page has no axe violations, stepping alpha-beta', async ({ page }) => {
	await page.goto('#/tree?algorithm=alpha-beta&step=21');
	await expect(page.getByTestId('tree-summary')).toBeVisible();
	expect(await axeViolations(page)).toEqual([]);
});

test('the tree page has no axe violations in a lesson', async ({ page }) => {
	await page.goto('#/tree?lesson=expectimax&slide=2');
	await expect(page.getByTestId('lesson-narration')).toContainText('B = (3 + 12 + 9) / 3 = 8');
	expect(await axeViolations(page)).toEqual([]);
});

test('the lessons menu opens the textbook tree lesson; its slides step through the figure', async ({
	page
}) => {
	await page.goto('#/tree');
	await page.getByRole('button', { name: 'Lessons' }).click();
	await page
		.getByRole('navigation', { name: 'Lessons' })
		.getByRole('link', { name: /Alpha-beta by hand: the textbook tree/ })
		.click();
	await expect(page.getByText('Slide 1 of 6')).toBeVisible();
	const narration = page.getByTestId('lesson-narration');
	await expect(narration).toContainText('the window [-∞, +∞]');
	await page.getByRole('button', { name: 'Next slide' }).click();
	await expect(narration).toContainText('so B returns 3');
	await page.keyboard.press('PageDown');
	await expect(page.getByText('Slide 3 of 6')).toBeVisible();
	await expect(narration).toContainText('alpha = 3. C is searched with the window [3, +∞]');
	await page.keyboard.press('PageDown');
	await expect(narration).toContainText(
		'Beta 2 <= alpha 3 at C: leaves 4 and 6 are never evaluated'
	);
	await expect(page).toHaveURL(/lesson=alpha-beta-by-hand&slide=4/);
});
