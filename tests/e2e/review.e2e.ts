/**
 * The game review in the browser: a two-person game with a blunder (X 1, O 4, X 2, O 5, X 9?? O 6
 * wins), "Review game", the blunder's label and line, the Evaluation meter's value, "Show threat",
 * "Find a better move", the review link and bad review links.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { axeViolations, openApp } from './helpers';

async function playBlunderGame(page: Page) {
	await openApp(page, '#/?opponent=person');
	// The evaluation bar during play, hidden by default, follows every move once shown.
	await page.getByRole('button', { name: 'Show the evaluation' }).click();
	const meter = page.getByRole('meter', { name: 'Evaluation' });
	await expect(meter).toHaveAttribute('aria-valuenow', '0');
	const board = page.getByRole('group', { name: 'Board', exact: true });
	for (const cell of [1, 4, 2, 5, 9]) {
		await board.getByRole('button', { name: `Cell ${cell}: empty` }).click();
	}
	// After X 9, O to move wins at once: 10 - 1.
	await expect(meter).toHaveAttribute('aria-valuenow', '9');
	await board.getByRole('button', { name: 'Cell 6: empty' }).click();
	await expect(page.getByRole('status').first()).toContainText(/wins|won/);
	await expect(meter).toHaveAttribute('aria-valuetext', 'The game is over: O won (value -10).');
	await expect(meter).toHaveText('The game is over: O won (value -10).');
	await page.getByRole('button', { name: 'Hide the evaluation' }).click();
	await expect(meter).toBeHidden();
}

test(
	'review a game with a blunder: label, line, evaluation, threat, a better move',
	{ tag: '@file' },
	async ({ page }) => {
		await playBlunderGame(page);
		await page.getByRole('button', { name: 'Review game' }).click();
		const dialog = page.getByRole('dialog', { name: 'Game review' });
		await expect(dialog.getByRole('status')).toHaveText(
			'Review ready: 6 moves labelled, every value exact.'
		);
		await expect(dialog).toContainText('X: 2 best, 0 inaccuracies, 0 mistakes, 1 blunder');
		await expect(dialog).toContainText('O: 1 best, 1 inaccuracy, 1 mistake, 0 blunders');

		await dialog.getByRole('button', { name: '5. X cell 9: Blunder' }).click();
		await expect(dialog.locator('.reason')).toHaveText(
			'Blunder: cell 9 lets O win in 2 plies: O 6 wins (value -8); cell 3 wins in 1 ply (value 9): X 3 wins.'
		);
		// The board after X 9, O to move: O wins at once (10 - 1 = 9 for O).
		const meter = dialog.getByRole('meter', { name: 'Evaluation' });
		await expect(meter).toHaveAttribute('aria-valuenow', '9');
		await expect(meter).toHaveAttribute(
			'aria-valuetext',
			'With best play: O wins in 1 ply (value 9 for O, to move).'
		);
		const reviewBoard = dialog.getByRole('group', { name: 'Review board' });
		await expect(
			reviewBoard.getByRole('button', { name: 'Cell 6: empty, line move 1: O' })
		).toBeVisible();

		await dialog.getByRole('button', { name: 'Show threat' }).click();
		await expect(dialog.locator('.threat-text')).toHaveText(
			'If X could move now, X would win at once on cell 3.'
		);
		await expect(reviewBoard.getByRole('button', { name: 'Cell 3: empty, threat' })).toBeVisible();
		await dialog.getByRole('button', { name: 'Show threat' }).click();

		await dialog.getByRole('button', { name: 'Find a better move' }).click();
		await expect(dialog.locator('.retry-text')).toHaveText(
			'Play a better move for X on the review board.'
		);
		await reviewBoard.getByRole('button', { name: 'Cell 8: empty' }).click();
		await expect(dialog.locator('.retry-text')).toContainText('Not better: blunder.');
		await reviewBoard.getByRole('button', { name: 'Cell 3: empty' }).click();
		await expect(dialog.locator('.retry-text')).toHaveText(
			'Found: cell 3 is a best move. Best: cell 3 wins in 1 ply (value 9).'
		);
		// The review keeps its result.
		await expect(dialog.getByRole('button', { name: '5. X cell 9: Blunder' })).toBeVisible();

		// The worksheet and the review's link.
		const [file] = await Promise.all([
			page.waitForEvent('download'),
			dialog.getByRole('button', { name: 'Export as text' }).click()
		]);
		expect(file.suggestedFilename()).toBe('minimax-lab-review.txt');
		const text = readFileSync(await file.path(), 'utf8');
		expect(text).toContain(
			'5. X 9: Blunder. Blunder: cell 9 lets O win in 2 plies: O 6 wins (value -8); cell 3 wins in 1 ply (value 9): X 3 wins.'
		);
		await dialog.getByRole('button', { name: 'Copy review link' }).click();
		const link = await dialog.getByRole('textbox', { name: 'Review link' }).inputValue();
		expect(link).toMatch(/#\/\?.*moves=1%2C4%2C2%2C5%2C9%2C6.*&review=5$/);

		expect(await axeViolations(page, ['dialog.review'])).toEqual([]);

		// The label's decision in the tree: the dialog closes, the timeline shows that move's tree.
		await dialog.getByRole('button', { name: 'Show the tree of this decision' }).click();
		await expect(dialog).toBeHidden();
		await expect(
			page.getByRole('navigation', { name: 'Game timeline' }).locator('[aria-current="true"]')
		).toHaveCount(1);
	}
);

// One page: the review links opened in turn (a new hash is read as a new link, the review closed
// before each), each check its step.
test("the review in one page: its board's Tab stops, Find a better move, the Evaluation meter, review links, Show threat's line", async ({
	page
}) => {
	await test.step("fault: the review board's cells are Tab stops when they cannot be played", async () => {
		await openApp(page, '#/?opponent=person&moves=1,4,2,5,9,6&review=5');
		const dialog = page.getByRole('dialog', { name: 'Game review' });
		const cells = dialog.getByRole('group', { name: 'Review board' }).getByRole('button');
		await expect(cells).toHaveCount(9);
		for (let i = 0; i < 9; i++) await expect(cells.nth(i)).toBeDisabled();
		await dialog.getByRole('button', { name: 'Find a better move' }).click();
		// Retrying: the empty cells can be played, X 1 cannot.
		await expect(cells.nth(2)).toBeEnabled();
		await expect(cells.nth(0)).toBeDisabled();
		await cells.nth(2).focus();
		await expect(cells.nth(2)).toBeFocused();
		await dialog.getByRole('button', { name: 'Stop retrying' }).click();
		for (let i = 0; i < 9; i++) await expect(cells.nth(i)).toBeDisabled();
	});
	await test.step('fault: Find a better move loses keyboard focus, the move tried is not drawn and the caption names a line not shown', async () => {
		// The same review, as the previous step left it.
		const dialog = page.getByRole('dialog', { name: 'Game review' });
		const reviewBoard = dialog.getByRole('group', { name: 'Review board' });
		const caption = dialog.locator('.caption');
		await expect(caption).toHaveText('After move 5: X played cell 9.');
		const retry = dialog.getByRole('button', { name: 'Find a better move' });
		await retry.focus();
		await page.keyboard.press('Enter');
		const stop = dialog.getByRole('button', { name: 'Stop retrying' });
		await expect(stop).toBeFocused();
		await expect(caption).toHaveText('Before move 5, X to move: play a better move.');
		await expect(dialog.locator('.legend')).toHaveCount(0);

		await reviewBoard.getByRole('button', { name: 'Cell 3: empty' }).click();
		await expect(dialog.locator('.retry-text')).toContainText('Found: cell 3 is a best move.');
		await expect(reviewBoard.getByRole('button', { name: 'Cell 3: X' })).toBeVisible();
		await expect(caption).toHaveText('Move 5 tried again: X on cell 3 instead.');
		// Another move is tried from the same position: cell 3 is empty again.
		await reviewBoard.getByRole('button', { name: 'Cell 8: empty' }).click();
		await expect(reviewBoard.getByRole('button', { name: 'Cell 8: X' })).toBeVisible();
		await expect(reviewBoard.getByRole('button', { name: 'Cell 3: empty' })).toBeVisible();
		await expect(dialog.getByRole('meter', { name: 'Evaluation' })).toHaveAttribute(
			'aria-valuenow',
			'9'
		);

		await stop.focus();
		await page.keyboard.press('Enter');
		await expect(dialog.getByRole('button', { name: 'Find a better move' })).toBeFocused();
		await expect(caption).toHaveText('After move 5: X played cell 9.');
		await page
			.getByRole('dialog', { name: 'Game review' })
			.getByRole('button', { name: 'Close the review' })
			.click();
	});
	await test.step('fault: the Evaluation meter shows a bare number, not who is winning', async () => {
		await openApp(page, '#/?opponent=person&moves=1,4,2,5,9,6&review=4');
		const dialog = page.getByRole('dialog', { name: 'Game review' });
		const meter = dialog.getByRole('meter', { name: 'Evaluation' });
		// After O 5, X to move wins at once; after X 9, O to move does: the same value, 9, both times.
		const afterMove4 = 'With best play: X wins in 1 ply (value 9 for X, to move).';
		await expect(meter).toHaveAttribute('aria-valuenow', '9');
		await expect(meter).toHaveAttribute('aria-valuetext', afterMove4);
		await expect(meter.locator('.words')).toBeVisible();
		await expect(meter).toHaveText(afterMove4);
		await dialog.getByRole('button', { name: '5. X cell 9: Blunder' }).click();
		const afterMove5 = 'With best play: O wins in 1 ply (value 9 for O, to move).';
		await expect(meter).toHaveAttribute('aria-valuenow', '9');
		await expect(meter).toHaveAttribute('aria-valuetext', afterMove5);
		await expect(meter).toHaveText(afterMove5);
		// Beside the bar, not under the board.
		const bar = await meter.locator('.bar').boundingBox();
		const words = await meter.locator('.words').boundingBox();
		expect(bar && words && words.x >= bar.x + bar.width).toBe(true);
		await page
			.getByRole('dialog', { name: 'Game review' })
			.getByRole('button', { name: 'Close the review' })
			.click();
	});
	await test.step('a review link opens the review at its move; bad review links get a message', async () => {
		const game = '#/?opponent=person&moves=1,4,2,5,9,6';
		await openApp(page, `${game}&review=5`);
		const dialog = page.getByRole('dialog', { name: 'Game review' });
		await expect(dialog.getByRole('button', { name: '5. X cell 9: Blunder' })).toHaveAttribute(
			'aria-current',
			'true'
		);
		await dialog.getByRole('button', { name: 'Close the review' }).click();

		await openApp(page, `${game}&review=abc`);
		await expect(page.getByRole('alert')).toContainText(
			'The link\'s "review=abc" is not valid: use the number of a move from 1. The review is not opened.'
		);
		await expect(page.getByRole('dialog', { name: 'Game review' })).toBeHidden();

		await openApp(page, `${game}&review=12`);
		await expect(page.getByRole('alert')).toContainText(
			'The link asks for the review of move 12, but the game has 6 moves. The review opens at move 6.'
		);
		await expect(
			page
				.getByRole('dialog', { name: 'Game review' })
				.getByRole('button', { name: '6. O cell 6: Best' })
		).toHaveAttribute('aria-current', 'true');
	});
	await test.step("fault: Show threat's forcing line is text only, not marked on the board", async () => {
		await page
			.getByRole('dialog', { name: 'Game review' })
			.getByRole('button', { name: 'Close the review' })
			.click();
		await openApp(page, '#/?opponent=person&moves=5,1,9,3,2,8&review=3');
		const dialog = page.getByRole('dialog', { name: 'Game review' });
		const reviewBoard = dialog.getByRole('group', { name: 'Review board' });
		await dialog.getByRole('button', { name: 'Show threat' }).click();
		await expect(dialog.locator('.threat-text')).toContainText('X 3, O 2, X 6 wins');
		for (const [n, name] of [
			[1, 'Cell 3: empty, line move 1: X'],
			[2, 'Cell 2: empty, line move 2: O'],
			[3, 'Cell 6: empty, line move 3: X']
		] as const) {
			const cell = reviewBoard.getByRole('button', { name });
			await expect(cell).toBeVisible();
			await expect(cell.locator('.ghost')).toHaveText(name.slice(-1) + n);
		}
		await expect(dialog.locator('.legend')).toHaveText('Numbered ghost marks: X 3, O 2, X 6 wins.');
	});
});

test("fault: the review dialog's top jumps as its content changes", async ({ page }) => {
	await page.setViewportSize({ width: 1024, height: 768 });
	await openApp(page, '#/?opponent=person&moves=1,4,2,5,9,6');
	await page.getByRole('button', { name: 'Review game' }).click();
	const dialog = page.getByRole('dialog', { name: 'Game review' });
	const top = async () => (await dialog.boundingBox())?.y;
	const tops = [await top()];
	await expect(dialog.getByRole('status')).toHaveText(
		'Review ready: 6 moves labelled, every value exact.'
	);
	tops.push(await top());
	await dialog.getByRole('button', { name: '5. X cell 9: Blunder' }).click();
	await dialog.getByRole('button', { name: 'Show threat' }).click();
	await expect(dialog.locator('.threat-text')).not.toBeEmpty();
	tops.push(await top());
	await dialog.getByRole('button', { name: 'Find a better move' }).click();
	await expect(dialog.locator('.retry-text')).toBeVisible();
	tops.push(await top());
	await dialog.getByRole('button', { name: 'Hide the evaluation' }).click();
	tops.push(await top());
	// 3vh of 768 px.
	expect(tops.map((y) => Math.round(y ?? -1))).toEqual([23, 23, 23, 23, 23]);
});

for (const [width, height] of [
	[1024, 768],
	[390, 844]
]) {
	test(`the review fits a ${width}x${height} screen and its controls can be reached`, async ({
		page
	}) => {
		await page.setViewportSize({ width, height });
		await openApp(page, '#/?opponent=person&moves=1,4,2,5,9,6&review=5');
		const dialog = page.getByRole('dialog', { name: 'Game review' });
		await expect(dialog.getByRole('meter', { name: 'Evaluation' })).toBeVisible();
		const box = await dialog.boundingBox();
		expect(box && box.x >= 0 && box.x + box.width <= width && box.height <= height).toBe(true);
		for (const name of [
			'Show threat',
			'Find a better move',
			'Export as text',
			'Copy review link'
		]) {
			const button = dialog.getByRole('button', { name });
			await button.scrollIntoViewIfNeeded();
			await expect(button).toBeInViewport();
		}
	});
}

test('in French: « Analyser la partie », the labels and the Évaluation meter', async ({ page }) => {
	await openApp(page, '#/?opponent=person&moves=1,4,2,5,9,6&lang=fr');
	await page.getByRole('button', { name: 'Analyser la partie' }).click();
	const dialog = page.getByRole('dialog', { name: 'Analyse de la partie' });
	await expect(dialog.getByRole('button', { name: '5. X case 9\u202f: Gaffe' })).toBeVisible();
	await dialog.getByRole('button', { name: '5. X case 9\u202f: Gaffe' }).click();
	await expect(dialog.getByRole('meter', { name: 'Évaluation' })).toHaveAttribute(
		'aria-valuenow',
		'9'
	);
	await expect(dialog.getByRole('button', { name: 'Montrer la menace' })).toBeVisible();
	await expect(dialog.getByRole('button', { name: 'Trouver un meilleur coup' })).toBeVisible();
});
