/**
 * Practice kind "Which child does UCT select next?" by link: reached from the list of kinds; the
 * table of the root children's N and W; a tied edge answered wrong by the tie-break, the corner
 * right, the UCT values written with their numbers; the keyboard alone; French; axe. The link pins
 * seed 7: `X.O/.XO/...`, 5 seeded iterations, four children at UCT 2.794 (cell 9 selected).
 */
import { axeRun } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './test';

const LINK = '#/practice?kind=uct&position=X.O/.XO/...&seed=7';
const status = (page: Page) => page.getByRole('status');
const why = (page: Page) => page.getByRole('region', { name: 'Why' });

// One page: the list's link opens an exercise, then the pinned link is followed and answered by
// keyboard (were the list's random link the pinned one, the exercise is the same, unanswered).
test('the practice list, then the pinned exercise by keyboard', async ({ page }) => {
	await test.step('the kind is listed on the practice page and its link opens an exercise', async () => {
		await page.goto('#/practice');
		await page.getByRole('link', { name: 'Which child does UCT select next?' }).click();
		await expect(
			page.getByRole('heading', { level: 2, name: 'Which child does UCT select next?' })
		).toBeVisible();
		await expect(
			page.getByRole('table', { name: /The root’s children after \d+ iterations/ })
		).toBeVisible();
		await expect(page).toHaveURL(/kind=uct&position=[^&]+&seed=\d+/);
	});
	await test.step('the keyboard alone: Tab to a cell, Space, then Check', async () => {
		await page.goto(LINK);
		const cell = page.getByRole('button', { name: 'Cell 9: empty' });
		await cell.focus();
		await page.keyboard.press('Space');
		await expect(cell).toHaveAttribute('aria-pressed', 'true');
		await page.getByRole('button', { name: 'Check', exact: true }).focus();
		await page.keyboard.press('Enter');
		await expect(status(page)).toHaveText('Correct.');
	});
});

test('a tied edge is wrong by the tie-break; the corner is right, with every UCT value', async ({
	page
}) => {
	await page.goto(LINK);
	const table = page.getByRole('table', {
		name: 'The root’s children after 5 iterations (root: N = 5)'
	});
	await expect(table.getByRole('row')).toHaveText([
		'MoveVisits NWins W',
		'211',
		'411',
		'710',
		'811',
		'911'
	]);
	await page.getByRole('button', { name: 'Cell 2: empty' }).click();
	await page.getByRole('button', { name: 'Check', exact: true }).click();
	await expect(status(page)).toHaveText(
		'Wrong: cell 2 (b3) has the same UCT value, 2.794, as cell 9 (c1), but among equal values selection takes the centre, then a corner, then an edge: cell 9 (c1).'
	);
	await expect(why(page)).toContainText(
		'Cell 7 (a1): W/N + c·√(ln N_root / N) = 0/1 + 1.414·√(ln 5 / 1) = 0.000 + 1.794 = 1.794.'
	);
	await expect(table.getByRole('row').nth(3)).toHaveText('7101.794');
	await page.getByRole('button', { name: 'Cell 9: empty' }).click();
	await page.getByRole('button', { name: 'Check', exact: true }).click();
	await expect(status(page)).toHaveText('Correct.');
	await expect(why(page)).toContainText(
		'UCT selects cell 9 (c1), the highest value (2.794); cells 2 (b3), 4 (a2) and 8 (b1) tie with it'
	);
	expect(await axeRun(page)).toEqual([]);
});

test('in French', async ({ page }) => {
	await page.goto(LINK + '&lang=fr');
	await expect(
		page.getByRole('heading', { level: 2, name: 'Quel enfant UCT sélectionne-t-il ensuite\u202f?' })
	).toBeVisible();
	await page.getByRole('button', { name: 'Case 7\u202f: vide' }).click();
	await page.getByRole('button', { name: 'Vérifier' }).click();
	await expect(status(page)).toHaveText(
		'Faux\u202f: la case 7 (a1) a une valeur UCT de 1,794, moins que les 2,794 de la case 9 (c1).'
	);
});
