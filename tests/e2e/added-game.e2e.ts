/**
 * Games added as data (docs/architecture.md, "Adding a game"): `window.minimaxLabGames` set before
 * the app's script runs, as a teacher's `<script>` in the page would. A made-up 5x5 board with four
 * in a row is in the "Game" menu, opens from `game=square5`, and plays: the computer's decision
 * comes from the search worker, which was told the game, and the tree shows the engine's own
 * figures for the same position; over http and from the single file (whose worker is inlined).
 * The bad definitions beside it are said and left out, and an unknown `game=` lists the games on
 * offer.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { addGames, parsePosition, resolveSearchOptions, search } from '../../src/lib/engine/index';
import { openApp, waitForHumanTurnOrEnd } from './helpers';

const SQUARE5 = { id: 'square5', width: 5, height: 5, winLength: 4 };

const board = (page: Page) => page.getByRole('group', { name: 'Board' });

test(
	'a 5x5 four-in-a-row game added as data: menu, link, a move, the decision and its tree',
	{ tag: '@file' },
	async ({ page }) => {
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		const games = [
			SQUARE5,
			{ id: 'square6', width: 6, height: 6, winLength: 4, heigth: 6 },
			{ id: 'big', width: 9, height: 9, winLength: 5 }
		];
		await page.addInitScript((list) => {
			(window as unknown as { minimaxLabGames: unknown }).minimaxLabGames = list;
		}, games);
		await openApp(page, '#/?game=square5');
		const added = page.getByRole('alert').filter({ hasText: 'Added game' });
		await expect(added).toContainText(
			'Added game 2 (square6): "heigth" is not one of its fields (id, width, height, winLength, gravity, defaultDepthLimit). It was not added.'
		);
		await expect(added).toContainText(
			'Added game 3 (big): its width "9" is not a whole number from 2 to 6. It was not added.'
		);
		await expect(board(page).getByRole('button')).toHaveCount(25);
		await page.getByText('Game settings', { exact: true }).click();
		const menu = page.getByRole('combobox', { name: 'Game' });
		await expect(menu).toHaveValue('square5');
		await expect(menu.locator('option')).toHaveText([
			'Tic-tac-toe 3x3',
			'Tic-tac-toe 4x4',
			'Connect Four',
			'Ultimate tic-tac-toe',
			'5x5, 4 in a row'
		]);

		// The engine's own search of the position after X in the centre, with the game's defaults
		// (plain minimax to 4 plies): what the page's worker must have found.
		expect(addGames([SQUARE5]).errors).toEqual([]);
		const after = parsePosition('...../...../..X../...../.....', 'square5');
		const expected = search(after, resolveSearchOptions('square5', {}));
		const cell = (expected.bestMove as number) + 1;

		await page.getByRole('button', { name: 'Cell 13: empty' }).click();
		expect(await waitForHumanTurnOrEnd(page)).toMatch(/Your turn/);
		await expect(page.getByRole('status').first()).toContainText(
			`The computer (O) played cell ${cell}.`
		);
		await expect(page.getByRole('button', { name: `Cell ${cell}: O` })).toBeVisible();
		const summary = page.getByTestId('tree-summary');
		await expect(summary).toContainText(`${expected.nodes.toLocaleString('en')} nodes examined`);
		await expect(summary).toContainText(`best move cell ${cell}, minimax value ${expected.value}.`);
		await expect(page.locator('[data-tree-picture] [data-root]')).toBeVisible();

		// A game left out is unknown to links; the message lists the games on offer, the added one
		// too, and the game on screen stays.
		await page.goto('#/?game=square6');
		await expect(page.getByRole('alert').filter({ hasText: 'game=' })).toContainText(
			'"game=square6" is not valid: use ttt3, ttt4, connect4, ultimate or square5.'
		);
		await expect(board(page).getByRole('button')).toHaveCount(25);
		expect(errors).toEqual([]);
	}
);
