/**
 * The game modes in the browser, over http: two people with the
 * keyboard, who opens and Play again, Undo and Redo, Resign and the score through a reload, the
 * clock of time per move (Playwright's clock), coordinates, and a weaker level's mistake.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { parsePosition, search } from '../../src/lib/engine/index';
import { chooseMove, parseLevel, TIC_TAC_TOE } from '../../src/lib/game/index';
import { withLookahead } from '../../src/lib/game/lookahead';
import { boardText, openApp, waitForHumanTurnOrEnd } from './helpers';

const status = (page: Page) => page.getByRole('status').first();
const score = (page: Page) => page.getByRole('region', { name: 'Score' });

/** Opens the Game settings disclosure. */
async function openSettings(page: Page): Promise<void> {
	await page.getByText('Game settings', { exact: true }).click();
}

/** Plays `cells` (0-8) with the keyboard only, from the cell that has focus. */
async function playWithKeys(page: Page, cells: number[]): Promise<void> {
	for (const target of cells) {
		let at = await page.evaluate(() => Number(document.activeElement?.id.replace('cell-', '')));
		while (at !== target) {
			const row = Math.floor(target / 3) - Math.floor(at / 3);
			const key =
				row > 0 ? 'ArrowDown' : row < 0 ? 'ArrowUp' : target > at ? 'ArrowRight' : 'ArrowLeft';
			await page.keyboard.press(key);
			at += { ArrowDown: 3, ArrowUp: -3, ArrowRight: 1, ArrowLeft: -1 }[key];
		}
		await page.keyboard.press('Enter');
		await expect(page.locator(`#cell-${target}`)).toBeFocused();
	}
}

test('two people play to a win with the keyboard: the status and the score say who won', async ({
	page
}) => {
	await openApp(page);
	await openSettings(page);
	await page
		.getByRole('radiogroup', { name: 'Opponent' })
		.getByRole('radio', { name: 'Another person' })
		.check();
	const name = page.getByRole('textbox', { name: 'Player 1' });
	await name.fill('Ada');
	await name.press('Enter');
	await expect(status(page)).toHaveText('Ada (X) to move.');
	// No computer: the tree panel says how to see a tree (fault: "the computer's last decision").
	await expect(page.getByText(/^Two people are playing: tick Analysis/)).toBeVisible();
	await page.getByRole('button', { name: 'Cell 1:' }).focus();
	await playWithKeys(page, [0, 3]);
	await expect(status(page)).toHaveText('Ada (X) to move.');
	await playWithKeys(page, [1, 4]);
	await expect(page.locator('#cell-4')).toHaveAccessibleName('Cell 5: O');
	await playWithKeys(page, [2]);
	await expect(status(page)).toHaveText('Game over: Ada wins with X! Winning line: cells 1, 2, 3.');
	await expect(score(page).getByRole('row', { name: 'Ada 1' })).toBeVisible();
	await expect(score(page).getByRole('row', { name: 'Player 2 0' })).toBeVisible();
	await expect(page).toHaveURL(/opponent=person&player1=Ada/);
	await page.getByRole('button', { name: 'Play again' }).click();
	await expect(status(page)).toHaveText('Player 2 (X) to move.');
	await expect(score(page).getByRole('row', { name: 'Ada 1' })).toBeVisible();
});

// One page: Undo and Redo in a game, then "New game: computer starts" from where they left it.
test('Undo and Redo, then "New game: computer starts" and Play again', async ({ page }) => {
	await openApp(page);
	await test.step('Undo takes back your move and the reply; Redo brings both back', async () => {
		const undo = page.getByRole('button', { name: 'Undo' });
		const redo = page.getByRole('button', { name: 'Redo' });
		await expect(undo).toBeDisabled();
		await page.getByRole('button', { name: 'Cell 1: empty' }).click();
		await waitForHumanTurnOrEnd(page);
		const after = await boardText(page);
		expect(after.replaceAll('.', '')).toHaveLength(2);
		await undo.click();
		expect(await boardText(page)).toBe('.........');
		await expect(status(page)).toHaveText('Your turn: you play X.');
		await expect(undo).toBeDisabled();
		await redo.click();
		expect(await boardText(page)).toBe(after);
		await expect(redo).toBeDisabled();
		await expect(redo).toBeFocused(); // aria-disabled, not disabled: the focus stays
	});
	await test.step('"New game: computer starts" opens with one X and no O; Play again alternates', async () => {
		await page.getByRole('button', { name: 'New game: computer starts' }).click();
		await expect(status(page)).toHaveText(
			/The computer \(X\) played cell \d\. Your turn: you play O\./
		);
		const board = await boardText(page);
		expect([board.split('X').length - 1, board.split('O').length - 1]).toEqual([1, 0]);
		await page.getByRole('button', { name: 'Play again' }).click();
		await expect(status(page)).toHaveText('Your turn: you play X.');
		expect(await boardText(page)).toBe('.........');
		await page.getByRole('button', { name: 'Play again' }).click();
		await expect(status(page)).toHaveText(/Your turn: you play O\./);
		expect((await boardText(page)).replaceAll('.', '')).toBe('X');
	});
});

test('Resign is counted, and the score and the game survive a reload', async ({ page }) => {
	await openApp(page);
	await page.getByRole('button', { name: 'Cell 5: empty' }).click();
	await waitForHumanTurnOrEnd(page);
	await page.getByRole('button', { name: 'Resign' }).click();
	await expect(status(page)).toContainText('You resigned: the computer wins with O.');
	await expect(score(page).getByRole('row', { name: 'Computer 1' })).toBeVisible();
	await page.getByRole('button', { name: 'Play again' }).click(); // the computer opens with X
	await expect(status(page)).toHaveText(/Your turn: you play O\./);
	await page.getByRole('button', { name: 'Cell 9: empty' }).click();
	await waitForHumanTurnOrEnd(page);
	const board = await boardText(page);
	const said = (await status(page).textContent()) ?? '';
	await page.reload();
	// The computer's last decision is searched again, so the status says the same.
	await expect(status(page)).toHaveText(said);
	expect(await boardText(page)).toBe(board);
	await expect(score(page).getByRole('row', { name: 'Computer 1' })).toBeVisible();
	await expect(score(page).getByRole('row', { name: 'You 0' })).toBeVisible();
	await expect(page.getByRole('alert')).toHaveCount(0);
});

test('stored data that cannot be read gets a note and a clean game', async ({ page }) => {
	// The device holds it before the page's first load.
	await page.addInitScript(() => localStorage.setItem('minimax-lab.series', '{"format":'));
	await openApp(page);
	await expect(page.getByRole('alert')).toHaveText(
		'The save of the game, its settings and the score on this device was set aside as it was (the save cannot be read). A new game starts with the default settings. Download the data set aside'
	);
	await expect(status(page)).toHaveText('Your turn: you play X.');
});

test('30 seconds per move run out on Playwright’s clock: a warning, then a loss on time', async ({
	page
}) => {
	// The page's time is paused before it loads and moves only when the test moves it, so a busy
	// machine adds nothing. The page mounts once its chunks have loaded (real time) and its start's
	// timers have run (page time): page time moves on by 10 ms until the turn's clock shows, so
	// it has run for well under a second then, hence the half seconds below.
	const start = new Date('2026-01-05T09:00:00Z').getTime();
	await page.clock.install({ time: start });
	await page.clock.pauseAt(start + 1_000);
	await page.goto('#/?time=30');
	const countdown = page.getByTestId('countdown');
	await expect(async () => {
		await page.clock.runFor(10);
		await expect(countdown).toBeVisible({ timeout: 100 });
	}).toPass();
	await expect(countdown).toHaveText('Your time: 30 s');
	await page.clock.runFor(5_400);
	await expect(countdown).toHaveText('Your time: 25 s');
	await page.clock.runFor(15_000);
	await expect(status(page)).toHaveText('Your turn: you play X. 10 seconds left for your move.');
	await page.clock.runFor(10_000);
	await expect(status(page)).toHaveText('Your time ran out: the computer wins with O.');
	await expect(countdown).toHaveCount(0);
	await expect(score(page).getByRole('row', { name: 'Computer 1' })).toBeVisible();
});

test('coordinates name the cells on the buttons, in the status and the timeline', async ({
	page
}) => {
	await openApp(page, '#/?cells=coordinates');
	await expect(page.getByRole('button', { name: 'Cell a1: empty' })).toHaveAttribute(
		'id',
		'cell-6'
	);
	await expect(page.getByRole('button', { name: 'Cell c3: empty' })).toHaveAttribute(
		'id',
		'cell-2'
	);
	await page.getByRole('button', { name: 'Cell b2: empty' }).click();
	await expect(page.getByRole('button', { name: 'Cell b2: X' })).toBeVisible();
	await waitForHumanTurnOrEnd(page);
	// The engine's reply to the centre (plain minimax, index order): the first corner, a3.
	const reply = search(parsePosition('....X.... o')).bestMove as number;
	expect(reply).toBe(0);
	await expect(status(page)).toHaveText('The computer (O) played cell a3. Your turn: you play X.');
	await expect(page.getByRole('button', { name: 'Ply 2: computer played cell a3' })).toBeVisible();
	// Your own move is searched when chosen: its tree and your candidate moves, in coordinates.
	await page.getByRole('button', { name: 'Ply 1: you played cell b2' }).click();
	const yours = page.getByRole('table', { name: 'Your moves, as the search scores them' });
	await expect(yours.getByRole('row', { name: /^b2 0 chosen$/ })).toBeVisible();
	await expect(page.getByTestId('tree-summary')).toContainText('549,946 nodes examined');
});

test('a weaker level’s mistake shows in the status and the candidate table', async ({ page }) => {
	await openApp(page);
	await openSettings(page);
	await page
		.getByRole('combobox', { name: 'Computer level' })
		.selectOption({ label: 'Looks 2 plies ahead' });
	await expect(page).toHaveURL(/level=lookahead-2/);
	await page.getByRole('button', { name: 'Cell 1: empty' }).click();
	await waitForHumanTurnOrEnd(page);
	const position = parsePosition('X........');
	const level = parseLevel('lookahead-2');
	if (!level.ok) throw new Error('level');
	const full = withLookahead(TIC_TAC_TOE, level.value, position, search(position));
	const choice = chooseMove(TIC_TAC_TOE, level.value, position, full, 0, 1);
	if (!choice.ok || !choice.value.shortfall) throw new Error('expected a mistake');
	const { cell, bestMove, shortfall } = choice.value;
	await expect(status(page)).toHaveText(
		`The computer (O) played cell ${cell + 1}. Not the best by ${shortfall.by}: cell ${bestMove + 1} was better. Your turn: you play X.`
	);
	const table = page.getByRole('table', { name: 'Candidate moves' });
	await expect(
		table.getByRole('row', { name: new RegExp(`^${cell + 1} -?\\d+ played$`) })
	).toBeVisible();
	await expect(
		table.getByRole('row', { name: new RegExp(`^${bestMove + 1} -?\\d+ best$`) })
	).toBeVisible();
	await expect(page.getByTestId('shortfall')).toHaveText(
		`The move played is not the best by ${shortfall.by}.`
	);
});
