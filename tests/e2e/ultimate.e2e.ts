/**
 * Ultimate tic-tac-toe on the page: the "Game" select offers it, a move sends the opponent to the
 * small board at that cell's place (only that board's cells can be played, the status says so), a
 * link position whose target board is won frees the choice, the computer answers in the board it
 * is sent to and the move list names moves "board 5, cell 3", a bad link position gets the
 * notation's message, and axe finds nothing on the board.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { axeViolations, openApp, waitForHumanTurnOrEnd } from './helpers';

const board = (page: Page) => page.getByRole('group', { name: 'Board', exact: true });
const cell = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The cells that may be played now, by accessible name. */
const playable = (page: Page) =>
	board(page)
		.locator('button[aria-disabled="false"]')
		.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
const status = (page: Page) => page.getByRole('status').first();

/** Rows of the 9x9 grid from the top ('.' empty), then the board to play in (1-9 or '*'). */
function link(rows: string, forced: string, extra = ''): string {
	return `#/?game=ultimate${extra}&position=${encodeURIComponent(`${rows} ${forced}`)}`;
}

test('choose the game, play board 5, cell 3: the other player is sent to board 3 only', async ({
	page
}) => {
	await openApp(page);
	await page.getByText('Game settings', { exact: true }).click();
	await page
		.getByRole('radiogroup', { name: 'Opponent' })
		.getByRole('radio', { name: 'Another person' })
		.check();
	await page
		.getByRole('combobox', { name: 'Game' })
		.selectOption({ label: 'Ultimate tic-tac-toe' });
	await expect(page).toHaveURL(/game=ultimate/);
	await expect(board(page).getByRole('button')).toHaveCount(81);
	await expect(board(page).getByRole('group')).toHaveCount(9);
	expect(await playable(page)).toHaveLength(81);
	await cell(page, 'board 5, cell 3: empty').click();
	await expect(cell(page, 'board 5, cell 3: X')).toBeFocused();
	await expect(status(page)).toContainText('O is sent to board 3.');
	const open = await playable(page);
	expect(open).toEqual(Array.from({ length: 9 }, (_, k) => `board 3, cell ${k + 1}: empty`));
	await expect(page.getByRole('group', { name: 'Board 3, play here' })).toBeVisible();
	await expect(page.getByRole('group', { name: 'Board 1, not playable now' })).toBeVisible();
	// A cell of another board does nothing.
	await cell(page, 'board 1, cell 1: empty').click({ force: true });
	await expect(cell(page, 'board 1, cell 1: empty')).toBeVisible();
	// The keyboard: from board 3, cell 1 (grid row 0, col 6) ArrowRight reaches board 3, cell 2;
	// Enter plays it and sends X to board 2.
	await cell(page, 'board 3, cell 1: empty').focus();
	await page.keyboard.press('ArrowRight');
	await expect(cell(page, 'board 3, cell 2: empty')).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(cell(page, 'board 3, cell 2: O')).toBeVisible();
	await expect(status(page)).toContainText('X is sent to board 2.');
	// The move list names the moves by board and cell; Undo takes one back.
	await expect(
		page.getByRole('button', { name: /Ply 1: .* played board 5, cell 3/ })
	).toBeVisible();
	await expect(
		page.getByRole('button', { name: /Ply 2: .* played board 3, cell 2/ })
	).toBeVisible();
	await page.getByRole('button', { name: 'Undo', exact: true }).click();
	await expect(cell(page, 'board 3, cell 2: empty')).toBeVisible();
	await expect(status(page)).toContainText('O is sent to board 3.');
});

// One page: the won-board link, axe on it, then the move it frees, each a step.
test('a won board in a link: axe, and the choice it frees', async ({ page }) => {
	// X has won board 1 (its top row); O to move in board 2. O plays board 2, cell 1, which would
	// send X to board 1: it is won, so X may play in every open board.
	const rows = [
		'XXX...OO.',
		'....X....',
		'.........',
		'O........',
		'.........',
		'.........',
		'.........',
		'.........',
		'.........'
	].join('/');
	await test.step('axe finds no violation on the ultimate board (a won board, the play-here board)', async () => {
		await openApp(page, link(rows, '2', '&opponent=person'));
		await expect(page.getByRole('group', { name: 'Board 2, play here' })).toBeVisible();
		expect(await axeViolations(page, ['[data-testid=ultimate-board]'])).toEqual([]);
	});
	await test.step('a link position sending the player to a won board frees the choice', async () => {
		// The link of the step before, as it left it.
		await expect(page.getByRole('group', { name: 'Board 1, won by X' })).toBeVisible();
		expect(await playable(page)).toHaveLength(8);
		await cell(page, 'board 2, cell 1: empty').click();
		await expect(status(page)).toContainText('X may play in any open board.');
		const open = await playable(page);
		// 81 cells, less board 1 (closed) and the five other marks.
		expect(open).toHaveLength(81 - 9 - 5);
		expect(open.some((name) => name.startsWith('board 1,'))).toBe(false);
		await expect(page.getByRole('group', { name: /, play here$/ })).toHaveCount(8);
	});
});

test('a bad link position gets the notation message and a new game', async ({ page }) => {
	// Board 1 is won by X, and the link names it as the board to play in.
	const rows = ['XXX......', '.........', '.........', 'OO.......'].concat(
		Array(5).fill('.........')
	);
	await openApp(page, link(rows.join('/'), '1'));
	await expect(
		page.getByText(/Board 1 cannot be the board to play in: it is won by X\./)
	).toBeVisible();
	await expect(board(page).getByRole('button')).toHaveCount(81);
	expect(await playable(page)).toHaveLength(81);
});

test('the computer answers in the board it is sent to, and names its move', async ({ page }) => {
	await openApp(page, '#/?game=ultimate');
	await cell(page, 'board 5, cell 5: empty').click();
	// Its search (iterative deepening within its time budget) may take a few seconds here.
	await expect(status(page)).toHaveText(/Your turn/, { timeout: 30_000 });
	const said = await waitForHumanTurnOrEnd(page);
	// It was sent to board 5: its mark is there, and it says where it played.
	const match = said.match(/The computer \(O\) played board 5, cell (\d)\./);
	expect(match).not.toBeNull();
	const k = Number(match?.[1]);
	await expect(cell(page, `board 5, cell ${k}: O`)).toBeVisible();
	// Its move sends X to board k (unless that board is closed, which it cannot be yet).
	await expect(status(page)).toContainText(`X is sent to board ${k}.`);
	const open = await playable(page);
	expect(open.length).toBeGreaterThan(0);
	expect(open.every((name) => name.startsWith(`board ${k},`))).toBe(true);
	// The candidate table names the moves by board and cell.
	const table = page.getByRole('table', { name: 'Candidate moves' });
	await expect(table.locator('tbody tr')).toHaveCount(8);
	await expect(table.locator('tbody tr').first()).toContainText(/board 5, cell \d/);
});

test('in French: « Morpion ultime » in the menu, cells « grille 5, case 3 »', async ({ page }) => {
	await openApp(page, '#/?lang=fr');
	await page.getByText('Réglages de la partie', { exact: true }).click();
	await page.getByRole('combobox', { name: 'Jeu' }).selectOption({ label: 'Morpion ultime' });
	await expect(page).toHaveURL(/game=ultimate/);
	await page.getByRole('button', { name: 'grille 5, case 3 : vide', exact: true }).click();
	await expect(page.getByRole('group', { name: 'Grille 3, à jouer ici' })).toBeVisible();
	await expect(status(page)).toHaveText(/À vous/, { timeout: 30_000 });
	await expect(status(page)).toContainText(/L’ordinateur \(O\) a joué la grille 3, case \d\./);
	await expect(status(page)).toContainText(/X est envoyé dans la grille \d\./);
});
