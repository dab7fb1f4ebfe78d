/**
 * Guided lessons: a slide opens from its link and from the Lessons menu, the keys a
 * clicker sends move between slides (PageDown / PageUp, and → / ←), Esc exits, Back returns to the
 * previous slide, and the narration reads its numbers from the recorded search (the depth-penalty
 * lesson: 7, -8, 9, -8 and cell 8; without the penalty 10, -10, 10, -10 and cell 4); the Connect
 * Four solver lesson's chart (709,932 nodes for plain minimax, 14,532 for the solver on the
 * midgame); the MCTS lesson's figures and its French. Over http.
 */
import { axeRun } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { boardText, candidateScores, openApp } from './helpers';
import { highlightedNodes } from './picture';

const narration = (page: Page) => page.getByRole('region', { name: 'Narration' });
const slideOf = (page: Page) => page.locator('.slide-of');

test('a lesson slide opens from its link, with its numbers read from the search', async ({
	page
}) => {
	await page.goto('#/lesson/depth-penalty/4');
	await expect(page.getByRole('heading', { name: 'Lesson 3: Win now or win later' })).toBeVisible();
	await expect(slideOf(page)).toHaveText('Slide 4 of 5');
	await expect(narration(page)).toHaveText(
		'With the depth penalty a win at depth d scores 10 - d and a loss d - 10: ' +
			'cell 4: 7, cell 6: -8, cell 8: 9 and cell 9: -8. The AI plays cell 8, value 9: the quickest win.'
	);
	expect(await candidateScores(page)).toEqual(['7', '-8', '9', '-8']);
	// The board shows the slide's position, O to move (before the computer's choice).
	expect(await boardText(page)).toBe('XOX.O.X..');
	// The slide highlights the root's four moves.
	await expect(highlightedNodes(page)).toHaveCount(4);

	await page.keyboard.press('PageUp');
	await expect(slideOf(page)).toHaveText('Slide 3 of 5');
	await page.keyboard.press('PageUp');
	await expect(slideOf(page)).toHaveText('Slide 2 of 5');
	await expect(narration(page)).toHaveText(
		'Without the depth penalty every win scores 10 and every loss -10: ' +
			'cell 4: 10, cell 6: -10, cell 8: 10 and cell 9: -10. Cell 4 and cell 8 tie at 10, ' +
			'and the tie-break keeps the first one tried: the AI plays cell 4.'
	);
	expect(await candidateScores(page)).toEqual(['10', '-10', '10', '-10']);
	expect(page.url()).toMatch(/#\/lesson\/depth-penalty\/2$/);
	await page.keyboard.press('PageDown');
	await expect(slideOf(page)).toHaveText('Slide 3 of 5');
	await expect(narration(page)).toHaveText(
		'Cell 4 does win, but only at depth 3; cell 8 wins at depth 1. ' +
			'Without the depth penalty minimax cannot tell them apart.'
	);
	// Back returns to the previous slide (each slide is a history entry).
	await page.goBack();
	await expect(slideOf(page)).toHaveText('Slide 2 of 5');
});

test('the Lessons menu opens a lesson; → and ← move, Esc exits to the page', async ({ page }) => {
	await openApp(page);
	await page.getByRole('button', { name: 'Lessons' }).click();
	const menu = page.getByRole('navigation', { name: 'Lessons' });
	// Twelve lessons on the games, then the two tree lessons.
	await expect(menu.getByRole('link')).toHaveCount(14);
	await menu
		.getByRole('link', { name: 'Lesson 5: Alpha-beta: what cannot matter is skipped' })
		.click();
	await expect(slideOf(page)).toHaveText('Slide 1 of 7');
	expect(page.url()).toMatch(/#\/lesson\/alpha-beta\/1$/);
	await expect(narration(page)).toHaveText(
		'Plain minimax examines 34 nodes to choose cell 8 (value 9).'
	);
	await page.keyboard.press('ArrowRight');
	await expect(narration(page)).toHaveText(
		'Alpha-beta examines 15 nodes instead of 34: 19 are skipped, and the choice is the same, cell 8 (value 9).'
	);
	// Slide 4: the first cutoff, at its step of the search, its test read from the step.
	await page.keyboard.press('PageDown');
	await page.keyboard.press('PageDown');
	await expect(slideOf(page)).toHaveText('Slide 4 of 7');
	await expect(narration(page)).toContainText('beta 0 <= alpha 7, an alpha cutoff');
	await expect(page.getByTestId('step-position')).toHaveText('Step 13 of 56');
	await page.keyboard.press('ArrowLeft');
	await expect(slideOf(page)).toHaveText('Slide 3 of 7');
	await page.keyboard.press('Escape');
	await expect(page.getByRole('button', { name: 'New game: you start' })).toBeVisible();
	await expect(page.getByRole('status')).toHaveText('Your turn: you play X.');
});

test('a bad lesson link says what is wrong and lists the lessons', async ({ page }) => {
	await page.goto('#/lesson/depth-penalty/9');
	await expect(page.getByRole('alert')).toHaveText(
		'This lesson has 5 slides: the link asks for one that does not exist.'
	);
	await page.goto('#/lesson/no-such-lesson/1');
	await expect(page.getByRole('alert')).toHaveText(
		'There is no lesson "no-such-lesson". Choose one from the list.'
	);
	await expect(page.getByRole('navigation', { name: 'Lessons' }).getByRole('link')).toHaveCount(14);
});

test('the whole-tree lesson finds the transpositions among 549,946 nodes', async ({ page }) => {
	test.setTimeout(90_000);
	await page.goto('#/lesson/whole-tree/4');
	await expect(narration(page)).toHaveText(
		'The highlighted position appears in 12 nodes, all at depth 5: each is reached by another move order, a transposition.',
		{ timeout: 30_000 }
	);
	await expect(page.locator('canvas[data-painted="true"]')).toBeVisible();
	await page.keyboard.press('PageUp');
	await expect(narration(page)).toHaveText(
		'Yet there are only 5,478 different positions: on average each one appears 100.4 times among the 549,946 nodes.'
	);
});

// One page: each lesson opened from the menu of the Play page (#/ as a new hash for the second),\neach a step.
test("two lessons from the Lessons menu: the Connect Four solver's chart, then MCTS's tables, chart, trap and axe", async ({
	page
}) => {
	await test.step('the Connect Four solver lesson charts the nodes of each technique, from the menu', async () => {
		await openApp(page, '#/');
		await page.getByRole('button', { name: 'Lessons' }).click();
		await page.getByRole('link', { name: /How a Connect Four solver gets fast/ }).click();
		await expect(
			page.getByRole('heading', { name: 'Lesson 11: How a Connect Four solver gets fast' })
		).toBeVisible();
		await expect(slideOf(page)).toHaveText('Slide 1 of 9');
		await expect(narration(page)).toContainText('709,932 nodes');
		const rows = page.getByTestId('ladder-chart').locator('tbody tr');
		await expect(rows).toHaveCount(8);
		await expect(rows.nth(0)).toHaveText(/Plain minimax\s*709,932 nodes/);
		await expect(rows.nth(7)).toHaveText(/The engine’s solver\s*53 nodes/);
		await page.goto('#/lesson/connect4-solver/8');
		await expect(rows).toHaveCount(5);
		await expect(rows.nth(0)).toHaveText(/Transposition table\s*out of reach/);
		await expect(rows.nth(4)).toHaveText(/The engine’s solver\s*14,532 nodes/);
		await expect(page.getByTestId('ladder-chart').locator('tr[aria-current="true"]')).toHaveText(
			/The engine’s solver/
		);
	});
	await test.step('the MCTS lesson: from the menu, the four phases’ table, the convergence chart, the trap; axe', async () => {
		await openApp(page, '#/');
		await page.getByRole('button', { name: 'Lessons' }).click();
		await page
			.getByRole('link', { name: /When the tree is too big to search: Monte Carlo/ })
			.click();
		await expect(
			page.getByRole('heading', {
				name: 'Lesson 12: When the tree is too big to search: Monte Carlo tree search'
			})
		).toBeVisible();
		await expect(slideOf(page)).toHaveText('Slide 1 of 7');
		await expect(narration(page)).toContainText('8, 57, 400, 2,801 and 19,608 nodes');
		const figure = page.getByTestId('mcts-figure');
		await expect(figure.locator('tbody tr')).toHaveCount(5);
		await page.keyboard.press('PageDown');
		await expect(slideOf(page)).toHaveText('Slide 2 of 7');
		await expect(narration(page)).toContainText('the highest, cell 4 at 2.473, is taken');
		await expect(figure.locator('tr[aria-current="true"]')).toHaveText(
			/4 \(selected\)\s*10\.50\.5002\.473/
		);
		expect(await axeRun(page)).toEqual([]);
		await page.goto('#/lesson/mcts/6');
		await expect(narration(page)).toContainText('after 10,000 it is 0.522 (cell 4)');
		await expect(figure.locator('svg polyline')).toHaveCount(1);
		await expect(figure.getByRole('table')).toContainText('10,000');
		expect(await axeRun(page)).toEqual([]);
		await page.goto('#/lesson/mcts/7');
		await expect(narration(page)).toContainText(
			'MCTS with 100 iterations plays cell 5, a loss for minimax'
		);
		await expect(figure.locator('tbody tr').first()).toHaveText(/^100\s*5\s*22\s*0\.364\s*-10$/);
		expect(await axeRun(page)).toEqual([]);
	});
});

test('the MCTS lesson in French', async ({ page }) => {
	await openApp(page, '#/');
	await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
	await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
	await page.goto('#/lesson/mcts/3');
	await expect(
		page.getByRole('heading', {
			name: 'Leçon 12\u202f: Quand l’arbre est trop grand\u202f: la recherche arborescente Monte-Carlo'
		})
	).toBeVisible();
	await expect(page.getByRole('region', { name: 'Commentaire' })).toContainText(
		'un coup non essayé tiré au hasard, la case 6, devient un nouveau nœud'
	);
});
