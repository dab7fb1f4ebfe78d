/**
 * What the page keeps on the device, seen from the browser: a save with a bad field set aside,
 * downloadable and said once, the score kept; a newer version's save left untouched; a saved game
 * on the wrong board set aside; bad preferences named as such; two tabs merging their scores; a
 * full storage said once (local storage, and the tab's session storage for the practice score); a
 * tampered practice score set aside; a demo position not counted; and the console kept clean on an unknown
 * route. Run over http and from file:// (the `file` project).
 */
import { readFile } from 'node:fs/promises';
import type { ConsoleMessage, Page } from '@playwright/test';
import { askToSaveData, expect, test } from './test';
import { boardText, openApp, waitForHumanTurnOrEnd } from './helpers';

const SERIES = 'minimax-lab.series';
const PREFS = 'minimax-lab.prefs';
const score = (page: Page) => page.getByRole('region', { name: 'Score' });
const status = (page: Page) => page.getByRole('status').first();

/** Resigns the game after one move of yours: the computer's win, counted ("Computer 1"). */
async function loseOneGame(page: Page): Promise<void> {
	await page.getByRole('button', { name: 'Cell 5: empty' }).click();
	await waitForHumanTurnOrEnd(page);
	await page.getByRole('button', { name: 'Resign' }).click();
	await expect(status(page)).toContainText('You resigned');
}

/** What local storage holds under `key`. */
function stored(page: Page, key: string): Promise<string | null> {
	return page.evaluate((k) => localStorage.getItem(k), key);
}

/**
 * Fills local storage (or the tab's session storage) up to its quota, as a device with no room
 * left.
 */
async function fillStorage(page: Page, which: 'local' | 'session' = 'local'): Promise<void> {
	const filled = await page.evaluate((which) => {
		const storage = which === 'local' ? localStorage : sessionStorage;
		let size = 1 << 20;
		let i = 0;
		let last = '';
		while (size >= 1) {
			const key = `filler-${i++}`;
			try {
				storage.setItem(key, 'x'.repeat(size));
				last = key;
			} catch {
				size = Math.floor(size / 2);
			}
		}
		// A new key needs room for its name too: what is left may still hold a few characters, so
		// the last value written grows one character at a time until the quota refuses.
		for (;;) {
			try {
				storage.setItem(last, `${storage.getItem(last)}x`);
			} catch {
				break;
			}
		}
		return i;
	}, which);
	expect(filled).toBeGreaterThan(1);
}

test.beforeEach(async ({ page }) => {
	// Each test starts from an empty device: its own browser context, whose storage starts empty
	// (over http and from file:// alike).
	await openApp(page);
	await expect(status(page)).not.toHaveText('');
});

test(
	'a repeated move in the saved game: the game is set aside and downloadable, the score kept, said once',
	{ tag: '@file' },
	async ({ page }) => {
		await loseOneGame(page);
		await expect(score(page).getByRole('row', { name: 'Computer 1' })).toBeVisible();
		await page.getByRole('button', { name: 'Play again' }).click(); // the computer opens
		await waitForHumanTurnOrEnd(page);
		const bad = await page.evaluate((key) => {
			const data = JSON.parse(localStorage.getItem(key) as string);
			data.game.moves.push(data.game.moves[0]);
			const text = JSON.stringify(data);
			localStorage.setItem(key, text);
			return text;
		}, SERIES);
		await page.reload();
		const note = page.getByRole('alert');
		await expect(note).toContainText(
			'The save of the game, its settings and the score on this device was set aside as it was (the save holds an impossible value). Not kept: the game in progress; a new game starts, and the rest is kept.'
		);
		await expect(score(page).getByRole('row', { name: 'Computer 1' })).toBeVisible();
		await expect(status(page)).toHaveText('Your turn: you play X.');
		expect(await stored(page, `${SERIES}.set-aside`)).toBe(bad);
		// Download gives back the data set aside, byte for byte.
		const [download] = await Promise.all([
			page.waitForEvent('download'),
			note.getByRole('link', { name: 'Download the data set aside' }).click()
		]);
		expect(download.suggestedFilename()).toBe(`${SERIES}.set-aside.json`);
		expect(await readFile((await download.path()) as string, 'utf8')).toBe(bad);
		// Said once: a reload restores the new game and the score without a note.
		await page.reload();
		await expect(status(page)).toHaveText('Your turn: you play X.');
		await expect(score(page).getByRole('row', { name: 'Computer 1' })).toBeVisible();
		await expect(page.getByRole('alert')).toHaveCount(0);
	}
);

test('a save from a newer version with an unknown level: set aside, the game and the rest kept, the level named', async ({
	page
}) => {
	await page.getByRole('button', { name: 'Cell 5: empty' }).click();
	await waitForHumanTurnOrEnd(page);
	const board = await boardText(page);
	const newer = await page.evaluate((key) => {
		const data = JSON.parse(localStorage.getItem(key) as string);
		data.version = 99;
		data.settings.level = 'grandmaster';
		localStorage.setItem(key, JSON.stringify(data));
		return localStorage.getItem(key);
	}, SERIES);
	await page.reload();
	await expect(page.getByRole('alert')).toContainText(
		'The save of the game, its settings and the score on this device was set aside as it was (the save comes from a newer version of Minimax Lab). Not kept: the computer’s level; their defaults are used, and the rest is kept.'
	);
	expect(await boardText(page)).toBe(board);
	expect(await stored(page, `${SERIES}.set-aside`)).toBe(newer);
});

test('a saved game whose rules name Connect Four on a 3x3 board is set aside: menu and board agree', async ({
	page
}) => {
	await page.evaluate((key) => {
		const data = JSON.parse(localStorage.getItem(key) as string);
		data.settings.rules = 'connect4';
		localStorage.setItem(key, JSON.stringify(data));
	}, SERIES);
	await page.reload();
	await expect(page.getByRole('alert')).toContainText('Not kept: the game in progress');
	await page.getByText('Game settings', { exact: true }).click();
	await expect(page.getByRole('combobox', { name: 'Game' })).toHaveValue('connect4');
	await expect(page.getByRole('group', { name: 'Board' }).getByRole('button')).toHaveCount(42);
	// The computer opens and moves on this board.
	await page.getByRole('button', { name: 'New game: computer starts' }).click();
	await expect(status(page)).toHaveText(/Your turn/, { timeout: 30_000 });
	expect((await boardText(page)).replace(/\./g, '')).toBe('X');
});

test('bad preferences: the note names the preferences, the game is restored, a reload says nothing', async ({
	page
}) => {
	await page.getByRole('button', { name: 'Cell 5: empty' }).click();
	await waitForHumanTurnOrEnd(page);
	const board = await boardText(page);
	await page.evaluate((key) => {
		localStorage.setItem(key, '{"format":"minimax-lab/prefs","version":1,"cellNaming":"letters"}');
	}, PREFS);
	await page.reload();
	await expect(page.getByRole('alert')).toContainText(
		'The save of the preferences (cell names, move numbers, symbols, analysis) on this device was set aside as it was (the save holds an impossible value). Not kept: your symbols, the cell names, move numbers, and Analysis; their defaults are used'
	);
	await expect(page.getByRole('alert')).not.toContainText('game');
	expect(await boardText(page)).toBe(board);
	await page.reload();
	await expect(status(page)).not.toHaveText('');
	await expect(page.getByRole('alert')).toHaveCount(0);
	expect(await boardText(page)).toBe(board);
});

test('two tabs: a move in the older tab keeps the other tab’s score, and the older tab shows it', async ({
	page,
	context
}) => {
	const older = await context.newPage();
	await askToSaveData(older);
	await openApp(older, page.url());
	await loseOneGame(page);
	await expect(score(page).getByRole('row', { name: 'Computer 1' })).toBeVisible();
	// The older tab hears of it (the storage event) and counts that game.
	await expect(score(older).getByRole('row', { name: 'Computer 1' })).toBeVisible();
	await older.getByRole('button', { name: 'Cell 1: empty' }).click();
	await waitForHumanTurnOrEnd(older);
	await page.reload();
	await expect(score(page).getByRole('row', { name: 'Computer 1' })).toBeVisible();
	// The older tab's game continued: its own end counts as a second game in both tabs.
	await older.getByRole('button', { name: 'Resign' }).click();
	await expect(score(older).getByRole('row', { name: 'Computer 2' })).toBeVisible();
	await expect(score(page).getByRole('row', { name: 'Computer 2' })).toBeVisible();
	await page.reload();
	await expect(score(page).getByRole('row', { name: 'Computer 2' })).toBeVisible();
});

test('a full storage is said in words until a save succeeds; the page goes on in memory and loses nothing saved', async ({
	page
}) => {
	await fillStorage(page);
	await loseOneGame(page);
	const note = page.getByRole('alert');
	await expect(note).toHaveText(
		"This device's storage is full, so the game and the score are not saved: the browser refuses to write more. What was saved before is kept and the page goes on. To make room, download what you want to keep (Copy link, Download the data set aside), then clear old games (Clear the recent games) or this site's data in the browser's settings."
	);
	await expect(score(page).getByRole('row', { name: 'Computer 1' })).toBeVisible();
	// A new game does not silence it: its saves fail too.
	await page.getByRole('button', { name: 'Play again' }).click();
	await waitForHumanTurnOrEnd(page);
	await page.getByRole('button', { name: 'Cell 5: empty' }).click();
	await waitForHumanTurnOrEnd(page);
	await expect(note).toContainText('storage is full');
	await expect(score(page).getByRole('row', { name: 'Computer 1' })).toBeVisible();
	// What the device holds is still a whole save (a small write may fit in what is left).
	expect(JSON.parse((await stored(page, SERIES)) ?? '{}').format).toBe('minimax-lab/series');
	// Room is made: the next save succeeds, the note goes, and the score is on the device.
	await page.evaluate(() => {
		for (const key of Object.keys(localStorage))
			if (key.startsWith('filler-')) localStorage.removeItem(key);
	});
	await page.getByRole('button', { name: 'Resign' }).click();
	await expect(note).toHaveCount(0);
	await page.reload();
	await expect(score(page).getByRole('row', { name: 'Computer 2' })).toBeVisible();
});

test('a full storage: the language chosen (game page and tree page) and a move are each said not saved, and saved once room is made', async ({
	page
}) => {
	await fillStorage(page);
	// The language menu: said in the language chosen, and the language switches all the same.
	await page.getByLabel('Language').selectOption('fr');
	const note = page.getByRole('alert');
	await expect(note).toContainText(
		'La mémoire de cet appareil est pleine, donc la langue choisie n’est pas enregistrée\u202f: le navigateur refuse d’écrire davantage.'
	);
	await expect(page.getByRole('button', { name: 'Case 1\u202f: vide' })).toBeVisible();
	// A move: the game is named too.
	await page.getByRole('button', { name: 'Case 5\u202f: vide' }).click();
	await expect(note).toContainText('donc la partie et le bilan et la langue choisie ne sont pas');
	// The tree page (reached in the page: a reload would forget the language not saved) says it too.
	await page.locator('a[href="#/tree"]').first().click();
	await page.getByLabel('Langue').selectOption('en');
	await expect(page.getByRole('alert').filter({ hasText: 'storage is full' })).toContainText(
		"This device's storage is full, so the game and the score and the language chosen are not saved"
	);
	expect(await stored(page, 'minimax-lab.language')).toBeNull();
	// Room is made: the next save writes the language chosen too, and the note goes.
	await page.evaluate(() => {
		for (const key of Object.keys(localStorage))
			if (key.startsWith('filler-')) localStorage.removeItem(key);
	});
	await page.getByRole('link', { name: 'Play' }).click();
	await page.getByRole('button', { name: 'Resign' }).click();
	await expect(page.getByRole('alert')).toHaveCount(0);
	expect(await stored(page, 'minimax-lab.language')).toBe('en');
});

test('a full session storage: the practice score is said not saved, kept on the page, and saved once room is made', async ({
	page
}) => {
	await page.goto('#/practice?kind=win&position=.../OO./XX.&seed=0');
	await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
	await fillStorage(page, 'session');
	await page.getByRole('button', { name: 'Cell 9: empty' }).click();
	await page.getByRole('button', { name: 'Check', exact: true }).click();
	const note = page.getByRole('alert').filter({ hasText: 'storage is full' });
	await expect(note).toHaveText(
		"This device's storage is full, so the practice score is not saved: the browser refuses to write more. What was saved before is kept and the page goes on. To make room, download what you want to keep (Copy link, Download the data set aside), then clear old games (Clear the recent games) or this site's data in the browser's settings."
	);
	await expect(page.getByText('Score: 1 correct out of 1 attempted')).toBeVisible();
	expect(await page.evaluate(() => sessionStorage.getItem('minimax-lab.practice-score.v1'))).toBe(
		null
	);
	// Room is made: the next check saves the score, and the note goes.
	await page.evaluate(() => {
		for (const key of Object.keys(sessionStorage))
			if (key.startsWith('filler-')) sessionStorage.removeItem(key);
	});
	await page.getByRole('button', { name: 'Next exercise' }).click();
	await page.getByRole('button', { name: 'Show solution' }).click();
	await expect(note).toHaveCount(0);
	await page.reload();
	await expect(page.getByText('Score: 1 correct out of 2 attempted')).toBeVisible();
});

test('a tampered practice score: what reads is kept, the rest set aside with a note and a download', async ({
	page
}) => {
	await page.goto('#/practice');
	await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
	const bad = JSON.stringify({
		attempted: 3,
		correct: 1,
		counted: ['a', '\u200b'.repeat(300), 'b']
	});
	await page.evaluate((text) => sessionStorage.setItem('minimax-lab.practice-score.v1', text), bad);
	await page.reload();
	await expect(page.getByRole('alert')).toContainText(
		'The save of the practice score in this tab was set aside as it was (the save holds an impossible value). Not kept: 1 question of the practice score; the score counts the questions kept, and the rest is kept.'
	);
	await expect(page.getByText('Score: 1 correct out of 2 attempted')).toBeVisible();
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('link', { name: 'Download the data set aside' }).click()
	]);
	expect(await readFile((await download.path())!, 'utf8')).toBe(bad);
});

test('fault: a link opened in a second tab erased the first tab’s game; two pages of one browser keep both and resume either', async ({
	page,
	context
}) => {
	// The first tab: one game lost, and a game in progress (one move each).
	await loseOneGame(page);
	await page.getByRole('button', { name: 'Play again' }).click();
	await waitForHumanTurnOrEnd(page);
	const empty = page.getByRole('group', { name: 'Board' }).getByRole('button', { name: /empty$/ });
	await empty.first().click();
	await waitForHumanTurnOrEnd(page);
	const inProgress = await boardText(page);
	// A second tab opens a link to a two-person game and plays a move.
	const second = await context.newPage();
	await askToSaveData(second);
	await openApp(second, '#/?opponent=person&player1=Ada&player2=Bo');
	await second.getByRole('button', { name: 'Cell 1: empty' }).click();
	// The first tab's game is kept on the device and offered in both tabs.
	// The list is a disclosure, closed to one line that counts the games.
	const recent = (p: Page) => p.getByRole('region', { name: 'Recent games on this device' });
	const openRecent = async (p: Page) => {
		const summary = recent(p).getByText(/^Recent games on this device \(\d+\)$/);
		await expect(recent(p).getByRole('listitem')).toHaveCount(0);
		await summary.click();
		return summary;
	};
	await expect(await openRecent(second)).toHaveText('Recent games on this device (1)');
	await expect(recent(second).getByRole('listitem')).toHaveCount(1);
	await openRecent(page);
	await expect(recent(page).getByRole('listitem')).toHaveCount(1);
	// A plain visit opens the game last played (the second tab's), and resumes the first one.
	const third = await context.newPage();
	await askToSaveData(third);
	await openApp(third, '#/');
	await expect(third.getByRole('status').first()).toContainText('Bo (O) to move');
	await openRecent(third);
	await recent(third)
		.getByRole('button', { name: /^Resume: / })
		.click();
	await waitForHumanTurnOrEnd(third);
	expect(await boardText(third)).toBe(inProgress);
	await expect(score(third).getByRole('row', { name: 'Computer 1' })).toBeVisible();
	// The two-person game it replaced (in progress) is kept in turn.
	await expect(recent(third).getByRole('listitem')).toHaveText(
		/Tic-tac-toe 3x3, Ada against Bo: 1 move played/
	);
});

test('a demo position opened from the Positions menu does not count in the score', async ({
	page
}) => {
	await page
		.getByRole('combobox', { name: 'Positions' })
		.selectOption({ label: 'XOX/.O./X.. — the depth penalty matters' });
	await expect(status(page)).toContainText('the computer wins');
	await expect(score(page).getByRole('row', { name: 'Computer 0' })).toBeVisible();
	await page.reload();
	await expect(score(page).getByRole('row', { name: 'Computer 0' })).toBeVisible();
});

test('an unknown route shows the 404 page without a console error', async ({ page }) => {
	const errors: string[] = [];
	page.on('console', (m: ConsoleMessage) => {
		if (m.type() === 'error') errors.push(m.text());
	});
	page.on('pageerror', (e) => errors.push(e.message));
	await page.goto('#/nowhere');
	await expect(page.getByText('This page does not exist (error 404).')).toBeVisible();
	expect(errors).toEqual([]);
});
