/**
 * Stepping with the picture (docs/stepping.md): "Next cutoff" and "Previous cutoff" (keys C and X)
 * jump between the cutoffs that prune moves, on the page, in French and in a lesson in presenter
 * mode; an option switch keeps the position on screen (step 20 of
 * XOX/.O./X.. with alpha-beta) or moves up to its nearest ancestor and says so. The jump targets
 * and the carried steps are computed in the unit tests (stepper/cutoffs, stepper/carry).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { openApp } from './helpers';

const position = (page: Page) => page.getByTestId('step-position');
const narration = (page: Page) => page.getByTestId('step-explanation');
const caption = (page: Page) => page.getByTestId('board-search-caption').locator('.caption-line');

// One page: each check its step, each link opened as a new hash (read as a new link); the page
// ends in French, which the link's lang= switches to, so the English steps come first.
test('cutoff stepping and option switches: by button and key, in a lesson in presenter mode, in French', async ({
	page
}) => {
	await test.step('Next cutoff and Previous cutoff, by button and by key, listed in the keys dialog', async () => {
		await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1');
		await expect(position(page)).toHaveText('Step 56 of 56');
		const next = page.getByRole('button', { name: 'Next cutoff', exact: true });
		const previous = page.getByRole('button', { name: 'Previous cutoff', exact: true });
		await expect(next).toHaveAttribute('aria-disabled', 'true'); // no cutoff after the last step
		await expect(next).toHaveAttribute('title', 'Next cutoff (shortcut: C)');
		await page.getByRole('button', { name: 'Go to start' }).click();
		await expect(previous).toHaveAttribute('aria-disabled', 'true');
		await next.click();
		// Step 13's cutoff prunes nothing (no move left): the first jump lands on step 23.
		await expect(position(page)).toHaveText('Step 23 of 56');
		await expect(narration(page)).toContainText('a beta cutoff: move 9 is pruned.');
		await expect(caption(page)).toHaveText('Searching: depth 2, after O 4, X 8');
		await page.keyboard.press('c');
		await expect(position(page)).toHaveText('Step 31 of 56');
		await expect(narration(page)).toContainText('a beta cutoff: move 8 is pruned.');
		await page.keyboard.press('x');
		await expect(position(page)).toHaveText('Step 23 of 56');
		await page.keyboard.press('?');
		const rows = await page
			.getByRole('dialog', { name: 'Keyboard shortcuts' })
			.locator('tbody tr')
			.allInnerTexts();
		expect(rows).toContain('C\tNext cutoff');
		expect(rows).toContain('X\tPrevious cutoff');
		await page.keyboard.press('Escape');
		await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
	});
	await test.step('an option switch keeps the position on screen, or its nearest ancestor, and says so', async () => {
		await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1&step=20');
		await expect(position(page)).toHaveText('Step 21 of 56');
		await expect(caption(page)).toHaveText('Searching: depth 3, after O 4, X 8, O 6');
		await page.getByRole('checkbox', { name: 'Alpha-beta pruning' }).uncheck();
		// The same node in the plain minimax tree: O 6 returns its value there at step 20 of 118.
		await expect(position(page)).toHaveText('Step 20 of 118');
		await expect(caption(page)).toHaveText('Searching: depth 3, after O 4, X 8, O 6');
		await expect(page.getByTestId('step-note')).toHaveCount(0);

		// O 4, X 8, O 9 is searched without alpha-beta only: with it, its parent's cutoff is shown.
		await page.getByRole('button', { name: 'Step forward' }).click();
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		await page.keyboard.press('ArrowRight');
		await expect(position(page)).toHaveText('Step 26 of 118');
		await expect(caption(page)).toHaveText('Searching: depth 3, after O 4, X 8, O 9');
		await page.getByRole('checkbox', { name: 'Alpha-beta pruning' }).check();
		await expect(position(page)).toHaveText('Step 23 of 56');
		await expect(caption(page)).toHaveText('Searching: depth 2, after O 4, X 8');
		await expect(page.getByTestId('step-note')).toHaveText(
			'With these options the search never reaches the position shown before (after O 4, X 8, O 9): here is its nearest ancestor in this tree (after O 4, X 8).'
		);
		await expect(narration(page)).toContainText('a beta cutoff: move 9 is pruned.');
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect(page.getByTestId('step-note')).toHaveCount(0);
	});
	await test.step('the cutoff keys work in a lesson in presenter mode', async () => {
		await page.goto('#/lesson/alpha-beta/4');
		await expect(page.getByTestId('step-position')).toHaveText('Step 13 of 56');
		await expect(async () => {
			if ((await page.locator('.app.presenter').count()) === 0) await page.keyboard.press('f');
			await expect(page.locator('.app.presenter')).toHaveCount(1, { timeout: 1000 });
		}).toPass();
		await page.keyboard.press('c');
		await expect(caption(page)).toHaveText('Searching: depth 2, after O 4, X 8');
		await page.keyboard.press('c');
		await expect(caption(page)).toHaveText('Searching: depth 2, after O 4, X 9');
		await page.keyboard.press('x');
		await expect(caption(page)).toHaveText('Searching: depth 2, after O 4, X 8');
		// Out of presenter mode (the same key) for the next step.
		await page.keyboard.press('f');
		await expect(page.locator('.app.presenter')).toHaveCount(0);
	});
	await test.step('in French: « Coupure suivante », « Coupure précédente »', async () => {
		await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1&step=0&lang=fr');
		await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
		await expect(position(page)).toHaveText('Étape 1 sur 56');
		await page.getByRole('button', { name: 'Coupure suivante', exact: true }).click();
		await expect(position(page)).toHaveText('Étape 23 sur 56');
		await expect(narration(page)).toContainText('coupure bêta');
		const previous = page.getByRole('button', { name: 'Coupure précédente', exact: true });
		await expect(previous).toHaveAttribute('aria-disabled', 'true'); // none before the first one
		await page.keyboard.press('c');
		await expect(position(page)).toHaveText('Étape 31 sur 56');
		await previous.click();
		await expect(position(page)).toHaveText('Étape 23 sur 56');
	});
});
