import { axeLines, WCAG_TAGS } from './axe';
import { expect, type Page } from '@playwright/test';

/**
 * Opens the app at `hash` ('' for the start page) and waits until the game is ready. The hash is
 * resolved against the project's baseURL: http://localhost:4173/ or file://.../build/index.html.
 */
export async function openApp(page: Page, hash = ''): Promise<void> {
	await page.goto(hash || '#/');
	await expect(page.getByRole('status').first()).not.toHaveText('');
}

/** The board's marks as a nine-character string, '.' for empty, read from the cells' names. */
export async function boardText(page: Page): Promise<string> {
	const names = await page
		.getByRole('group', { name: 'Board' })
		.getByRole('button')
		.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
	return names.map((n) => (n.endsWith('X') ? 'X' : n.endsWith('O') ? 'O' : '.')).join('');
}

/** Waits until the computer is not thinking (its turn is over or the game ended). */
export async function waitForHumanTurnOrEnd(page: Page): Promise<string> {
	const status = page.getByRole('status').first();
	await expect(status).toHaveText(/Your turn|Game over/);
	return (await status.textContent()) ?? '';
}

/**
 * The candidate table's score column, top to bottom: each move's score now (after a change of
 * search options the cell reads "10 → 9"; this is the 9, candidateChanges gives the whole text).
 */
export async function candidateScores(page: Page): Promise<string[]> {
	const table = page.getByRole('table', { name: 'Candidate moves' });
	return table.locator('tbody tr td:nth-child(2) .score').allTextContents();
}

/** The candidate table's score cells as shown, "10 → 9" after a change of search options. */
export async function candidateChanges(page: Page): Promise<string[]> {
	const table = page.getByRole('table', { name: 'Candidate moves' });
	return table.locator('tbody tr td:nth-child(2)').allTextContents();
}

export { WCAG_TAGS } from './axe';

/**
 * axe's violations on the page (every WCAG tag), as "rule: targets" lines, so a failure names them.
 * @param include CSS selectors to check only those parts of the page (all of it when empty).
 */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
	return axeLines(page, { tags: WCAG_TAGS, include });
}
