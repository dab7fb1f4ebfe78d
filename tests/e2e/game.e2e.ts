import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { emptyPosition, play, search, winner, type Position } from '../../src/lib/engine/index';
import { boardText, openApp, waitForHumanTurnOrEnd } from './helpers';
import { recordWorkerRequests, workerRequests } from './worker-requests';

/**
 * The game the page should play when the human always takes the lowest empty cell and the computer
 * (O) answers with the engine's best move (default options), computed here with the engine itself.
 */
function expectedGame(): { board: string; outcome: string } {
	let p: Position = emptyPosition();
	while (winner(p) === null) {
		const cell = p.toMove === 'X' ? p.cells.indexOf(null) : (search(p).bestMove as number);
		p = play(p, cell);
	}
	return { board: p.cells.map((c) => c ?? '.').join(''), outcome: winner(p) as string };
}

test(
	'a full game with the mouse ends as the engine predicts',
	{ tag: '@file' },
	async ({ page }) => {
		await openApp(page);
		const expected = expectedGame();
		await expect(page.getByRole('status')).toHaveText('Your turn: you play X.');
		for (;;) {
			// The board is read once the computer has answered: read before, it can miss the reply.
			const status = await waitForHumanTurnOrEnd(page);
			if (status.includes('Game over')) break;
			const board = await boardText(page);
			const cell = board.indexOf('.');
			await page.getByRole('button', { name: `Cell ${cell + 1}: empty` }).click();
			await expect(page.getByRole('button', { name: `Cell ${cell + 1}: X` })).toBeVisible();
		}
		expect(await boardText(page)).toBe(expected.board);
		await expect(page.getByRole('status')).toContainText(
			expected.outcome === 'O' ? 'Game over: the computer wins with O.' : 'Game over: a draw.'
		);
		// Clicks after the end change nothing.
		const before = await boardText(page);
		const empty = before.indexOf('.');
		if (empty >= 0) {
			// force: Playwright waits for aria-disabled buttons to be enabled, which they never are.
			await page.getByRole('button', { name: `Cell ${empty + 1}: empty` }).click({ force: true });
			expect(await boardText(page)).toBe(before);
		}
	}
);

test('a full game with the keyboard: arrows move, Enter plays, the played cell keeps focus', async ({
	page
}) => {
	await openApp(page);
	await page.getByRole('button', { name: 'New game: computer starts' }).click();
	await waitForHumanTurnOrEnd(page);
	// Standard rules: the computer opened with X; the human (O) answers with the keyboard only.
	const first = await boardText(page);
	expect(first.split('X').length - 1).toBe(1);
	expect(first.split('O').length - 1).toBe(0);
	await page.getByRole('button', { name: 'Cell 1:' }).focus();
	for (;;) {
		const status = await waitForHumanTurnOrEnd(page);
		if (status.includes('Game over')) break;
		const board = await boardText(page);
		const target = board.indexOf('.');
		const focused = await page.evaluate(() =>
			Number(document.activeElement?.id.replace('cell-', ''))
		);
		// Walk from the focused cell to the target with the arrow keys.
		let at = focused;
		while (at !== target) {
			const down = Math.floor(target / 3) > Math.floor(at / 3);
			const up = Math.floor(target / 3) < Math.floor(at / 3);
			const key = down ? 'ArrowDown' : up ? 'ArrowUp' : target > at ? 'ArrowRight' : 'ArrowLeft';
			await page.keyboard.press(key);
			at += { ArrowDown: 3, ArrowUp: -3, ArrowRight: 1, ArrowLeft: -1 }[key];
		}
		await page.keyboard.press('Enter');
		await expect(page.locator(`#cell-${target}`)).toBeFocused();
		await expect(page.locator(`#cell-${target}`)).toHaveAccessibleName(`Cell ${target + 1}: O`);
	}
	await expect(page.getByRole('status')).toContainText(
		/Game over: (the computer wins with X|a draw)\./
	);
	await expect(page.getByRole('status')).not.toContainText('you win');
});

/**
 * Holds every answer of the search worker until `window.__release()`: the computer's turn then lasts
 * as long as the test wants, whatever the machine's speed.
 */
async function holdWorkerAnswers(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const w = window as unknown as {
			__held: (() => void)[];
			__release: () => void;
			Worker: typeof Worker;
		};
		w.__held = [];
		let holding = true;
		w.__release = () => {
			holding = false;
			w.__held.splice(0).forEach((deliver) => deliver());
		};
		const Original = w.Worker;
		w.Worker = class extends Original {
			set onmessage(listener: ((event: MessageEvent) => void) | null) {
				super.onmessage = (event: MessageEvent) => {
					if (holding) w.__held.push(() => listener?.(event));
					else listener?.(event);
				};
			}
			get onmessage() {
				return super.onmessage;
			}
		};
	});
}

test('a double click during the computer’s turn leaves one X', async ({ page }) => {
	await holdWorkerAnswers(page);
	await openApp(page);
	await page.getByRole('button', { name: 'Cell 1: empty' }).dblclick();
	await expect(page.getByRole('status')).toHaveText('The computer (O) is thinking…');
	await page.getByRole('button', { name: 'Cell 2: empty' }).dblclick({ force: true });
	expect(await boardText(page)).toBe('X........');
	await page.evaluate(() => (window as unknown as { __release: () => void }).__release());
	await waitForHumanTurnOrEnd(page);
	const board = await boardText(page);
	expect(board.split('X').length - 1).toBe(1);
	expect(board.split('O').length - 1).toBe(1);
	// The engine's reply to a corner: computed, not assumed.
	const reply = search(play(emptyPosition(), 0)).bestMove as number;
	expect(board[reply]).toBe('O');
});

test('clicks while the computer searches the empty board are ignored', async ({ page }) => {
	await holdWorkerAnswers(page);
	await openApp(page);
	await page.getByRole('button', { name: 'New game: computer starts' }).click();
	// Standard rules: the computer opens with X.
	await expect(page.getByRole('status')).toHaveText('The computer (X) is thinking…');
	await page.getByRole('button', { name: 'Cell 5: empty' }).dblclick({ force: true });
	await page.getByRole('button', { name: 'Cell 9: empty' }).click({ force: true });
	expect(await boardText(page)).toBe('.........');
	await page.evaluate(() => (window as unknown as { __release: () => void }).__release());
	await waitForHumanTurnOrEnd(page);
	const board = await boardText(page);
	expect(board.split('O').length - 1).toBe(0);
	const first = search({ cells: Array(9).fill(null), toMove: 'X' }).bestMove as number;
	expect(board[first]).toBe('X');
});

test('fault: an abandoned unbounded search kept the worker busy; a position opened after it now gets its decision at once', async ({
	page
}) => {
	await recordWorkerRequests(page);
	// Plain minimax without a limit (Connect Four's own defaults stop within a second).
	await openApp(page, '#/?game=connect4&alphabeta=0&order=index&tt=0&deepening=0&depthlimit=none');
	await page.getByRole('button', { name: 'New game: computer starts' }).click();
	// Connect Four with no depth limit: a search that would run for hours.
	await expect(page.getByRole('status')).toHaveText('The computer (X) is thinking…');
	// The search worker has it and has not answered: the search runs.
	await expect.poll(() => workerRequests(page)).toEqual([{ kind: 'search', state: 'sent' }]);
	// Connect Four's Positions menu lists no 3x3 position: a link in the page opens one (followed
	// in this document; a hash typed in the address bar would reload the page, and its worker).
	await expect(page.getByRole('combobox', { name: 'Positions' })).toHaveCount(0);
	await page.evaluate(() => {
		const link = document.createElement('a');
		link.href = '#/?position=XOX/.O./X..';
		link.textContent = 'XOX/.O./X..';
		document.body.append(link);
		link.click();
	});
	// The 34-node decision (it waited behind the old search for over a minute): O wins on cell 8.
	await expect(page.getByRole('status')).toContainText('The computer (O) played cell 8.', {
		timeout: 10_000
	});
	expect(await boardText(page)).toBe('XOX.O.XO.');
	// In the same document: the old search's worker was ended, a new one answered the decision.
	expect(await workerRequests(page)).toMatchObject([
		{ kind: 'search', state: 'ended' },
		{ kind: 'search', state: 'answered' }
	]);
});
