/**
 * The board follows the debugger, the score changes of a search option, a readable tree and
 * Connect Four that looks like Connect Four, over http: stepping XOX/.O./X.. shows
 * the current node's marks on the main board with a caption, and "Back to game" restores the game;
 * turning the depth penalty off shows "7 → 10" and so on; the tree's mini-boards measure 36 px and
 * more at the first view and no two "+N" badges overlap; Connect Four's moves are columns ("Column
 * 4") in the candidates, the status and the tree, its holes and discs are round, a ghost disc shows
 * where a column's disc lands, and the drop animation is skipped under prefers-reduced-motion; axe
 * on each screen, in English and French. A lesson slide's board follows its step-through as well.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { axeViolations, boardText, candidateChanges, candidateScores, openApp } from './helpers';
import { badgeBoxes, expectFramed, openTreeNodes } from './picture';

const board = (page: Page) => page.getByRole('group', { name: /^(Board|Grille)$/ });
const caption = (page: Page) => page.getByTestId('board-search-caption');

// One page: the stepping, back to the game, then the options changed, each a step.
test("XOX/.O./X..: the board follows the steps, then a search option's score changes", async ({
	page
}) => {
	await test.step('while stepping the board shows the node’s marks; Back to game restores the game', async () => {
		await openApp(page, '#/?position=XOX/.O./X..');
		await expect(page.getByRole('status').first()).toContainText('The computer (O) played cell 8.');
		expect(await boardText(page)).toBe('XOX.O.XO.');
		await expect(caption(page)).toHaveCount(0);

		await page.getByRole('button', { name: 'Go to start' }).click();
		// Step 1: the root, the position the search started from (before the computer's move).
		await expect(caption(page)).toContainText('Searching: depth 0, the position before the search');
		expect(await boardText(page)).toBe('XOX.O.X..');
		await page.getByRole('button', { name: 'Step into' }).click();
		await page.getByRole('button', { name: 'Step into' }).click();
		await expect(page.getByTestId('step-position')).toHaveText('Step 3 of 118');
		// O tried cell 4 first, then X cell 6: the search's two marks, numbered 1 and 2.
		await expect(caption(page).locator('.caption-line')).toHaveText(
			'Searching: depth 2, after O 4, X 6'
		);
		await expect(caption(page)).toContainText('its cells cannot be played now');
		expect(await boardText(page)).toBe('XOXOOXX..');
		await expect(page.locator('#cell-3 .mark.searched')).toHaveCount(1);
		// Not dimmed: the search's mark and its cell (not playable now) keep their full colour and
		// opacity, as a game's mark does.
		await expect(page.locator('#cell-3')).toHaveCSS('opacity', '1');
		await expect(page.locator('#cell-3 .mark.searched')).toHaveCSS('opacity', '1');
		await expect(page.locator('#cell-3 .mark.searched')).toHaveCSS('color', 'rgb(185, 28, 28)');
		await expect(page.locator('#cell-3 .order')).toHaveAttribute('data-order', '1');
		await expect(page.locator('#cell-5 .order')).toHaveAttribute('data-order', '2');
		await expect(page.locator('#cell-0 .mark.searched')).toHaveCount(0);
		await expect(board(page)).toHaveAttribute('aria-describedby', 'board-search-caption');
		// The cells are not playable meanwhile: a click on an empty cell changes nothing.
		await expect(page.getByRole('button', { name: 'Cell 9: empty' })).toHaveAttribute(
			'aria-disabled',
			'true'
		);
		await page.getByRole('button', { name: 'Cell 9: empty' }).click({ force: true });
		expect(await boardText(page)).toBe('XOXOOXX..');
		// Hovering a tree node still previews it in ghost marks (Fit first: the view follows the
		// current node, two plies below the root).
		await page.getByRole('button', { name: 'Fit', exact: true }).click();
		await openTreeNodes(page).first().hover();
		await expect(
			page.getByText('Showing a position from the search tree (depth 0).')
		).toBeVisible();
		await page.mouse.move(0, 0);
		expect(await axeViolations(page)).toEqual([]);

		await page.getByRole('button', { name: 'Back to game', exact: true }).click();
		await expect(page.getByTestId('step-position')).toHaveText('Step 118 of 118');
		await expect(caption(page)).toHaveCount(0);
		expect(await boardText(page)).toBe('XOX.O.XO.');
		await expect(page.locator('.board .mark.searched')).toHaveCount(0);
	});
	await test.step('changing a search option shows each candidate’s score before → after until the next change', async () => {
		// The game the step before returned to, the options as the link set them.
		// The candidate table fills when the search has answered.
		await expect.poll(() => candidateScores(page)).toEqual(['7', '-8', '9', '-8']);
		await expect(page.getByTestId('score-changes')).toHaveCount(0);
		await page.getByRole('checkbox', { name: 'Depth penalty' }).uncheck();
		await expect(page.getByRole('status').first()).toContainText('The computer (O) played cell 4.');
		await expect
			.poll(() => candidateChanges(page))
			.toEqual(['7 → 10', '-8 → -10', '9 → 10', '-8 → -10']);
		expect(await candidateScores(page)).toEqual(['10', '-10', '10', '-10']);
		await expect(page.getByTestId('score-changes')).toHaveText(
			'Scores before → after the last change of search options.'
		);
		await expect(page.getByRole('row', { name: '8 10 → 10' })).toHaveCount(0);
		await expect(page.getByRole('row', { name: /^8 9 → 10$/ })).toBeVisible();
		// The next change: alpha-beta on, from the scores just shown.
		await page.getByRole('checkbox', { name: 'Alpha-beta pruning' }).check();
		await expect(page.getByTestId('tree-summary')).toContainText('15 nodes examined');
		await expect
			.poll(() => candidateChanges(page))
			.toEqual(['10 → 10', '-10 → <= -10', '10 → 10', '-10 → <= -10']);
		expect(await axeViolations(page)).toEqual([]);
	});
});

/**
 * The mini-board of every open-tree node wholly inside the picture: its rendered width, px (the
 * node's widest rectangle, the board's frame).
 */
async function visibleBoardWidths(page: Page): Promise<number[]> {
	const frame = (await page.locator('[data-tree-picture]').boundingBox())!;
	const boards = await openTreeNodes(page).evaluateAll((nodes) =>
		nodes.flatMap((node) => {
			const rects = [...node.querySelectorAll('rect')].map((r) => r.getBoundingClientRect());
			if (rects.length === 0) return [];
			const b = rects.reduce((a, r) => (r.width > a.width ? r : a));
			return [{ left: b.left, top: b.top, right: b.right, bottom: b.bottom, width: b.width }];
		})
	);
	return boards
		.filter((b) => b.left >= frame.x && b.right <= frame.x + frame.width)
		.filter((b) => b.top >= frame.y && b.bottom <= frame.y + frame.height)
		.map((b) => b.width);
}

for (const [name, hash] of [
	['XOX/.O./X..', '#/?position=XOX/.O./X..'],
	['the empty board (549,946 nodes)', '#/?position=.........'],
	['Connect Four', '#/?game=connect4&moves=39,32,38']
] as const) {
	test(`the tree at its first view is readable: ${name}`, async ({ page }) => {
		await page.setViewportSize({ width: 1280, height: 800 });
		await openApp(page, hash);
		await expect(openTreeNodes(page).first()).toBeVisible({ timeout: 30_000 });
		// The first view is framed after a paint: the root inside the picture, every text in it
		// (the scores among them) 14 px or more, the zoom buttons at its corner.
		await expectFramed(page, { focus: false });
		// Four mini-boards or more in the picture, each 36 px wide or more (polled: the camera
		// frames in an animation frame).
		await expect
			.poll(async () => {
				const widths = await visibleBoardWidths(page);
				return widths.length >= 4 ? Math.min(...widths) : 0;
			})
			.toBeGreaterThanOrEqual(36);
		// No two "+N" badges overlap.
		const boxes = await badgeBoxes(page);
		for (let i = 0; i < boxes.length; i++) {
			for (let j = i + 1; j < boxes.length; j++) {
				const a = boxes[i];
				const b = boxes[j];
				const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
				expect(overlap, `badges ${i} and ${j} overlap`).toBe(false);
			}
		}
	});
}

test('Connect Four: moves are columns in the candidates, status and tree; round discs; a ghost disc', async ({
	page
}) => {
	// Plain minimax to 7 plies (Connect Four's own defaults are alpha-beta, centre first, the
	// table and iterative deepening): every column, in index order.
	await openApp(page, '#/?game=connect4&moves=39,32,38&alphabeta=0&order=index&tt=0&deepening=0');
	const status = page.getByRole('status').first();
	await expect(status).toContainText(/The computer \(O\) played column [1-7]\./, {
		timeout: 30_000
	});
	const table = page.getByRole('table', { name: 'Candidate moves' });
	await expect(table.getByRole('columnheader', { name: 'Move' })).toBeVisible();
	await expect(table.getByRole('rowheader', { name: 'Column 4', exact: true })).toBeVisible();
	await expect(table.getByRole('rowheader')).toHaveText(
		[1, 2, 3, 4, 5, 6, 7].map((n) => `Column ${n}`)
	);
	await expect(openTreeNodes(page).nth(1)).toHaveAccessibleName(/^Move column 1, depth 1/);
	// The column buttons keep their names.
	for (let n = 1; n <= 7; n++) {
		await expect(page.getByRole('button', { name: `Column ${n}`, exact: true })).toBeVisible();
	}
	// Round holes and discs in a blue frame, yellow X and red O (their contrast against the frame:
	// tests/unit/ui/colour-tokens.test.ts), no cell numbers in the holes (Cell names: numbers).
	const hole = page.locator('#cell-38');
	await expect(hole).toHaveCSS('border-radius', '50%');
	await expect(page.locator('#cell-38 .mark')).toHaveCSS('border-radius', '50%');
	await expect(page.locator('.board.discs')).toHaveCSS('background-color', 'rgb(30, 58, 138)');
	await expect(page.locator('#cell-38')).toHaveCSS('opacity', '1'); // taken, not dimmed
	await expect(page.locator('.board.discs .mark.X').first()).toHaveCSS(
		'background-color',
		'rgb(250, 204, 21)'
	);
	await expect(page.locator('.board.discs .mark.O').first()).toHaveCSS(
		'background-color',
		'rgb(242, 92, 92)'
	);
	await expect(page.locator('#cell-0')).not.toHaveAttribute('data-name', /.+/);
	await expect(page.getByText('Yellow discs: X; red discs: O.')).toBeVisible();
	// Hovering a cell of column 5 shows a ghost disc where X's disc would land.
	const text = await boardText(page);
	let landing = -1;
	for (let row = 5; row >= 0 && landing < 0; row--)
		if (text[row * 7 + 4] === '.') landing = row * 7 + 4;
	await page.locator('#cell-4').hover();
	await expect(page.locator('.ghost.aim')).toHaveCount(1);
	await expect(page.locator(`#cell-${landing} .ghost.aim.X`)).toHaveCount(1);
	// A click anywhere in the column plays there, and the status says "column 5".
	await page.locator('#cell-4').click();
	await expect(page.getByRole('button', { name: `Cell ${landing + 1}: X` })).toBeVisible();
	await expect(status).toContainText(/The computer \(O\) played column [1-7]\./, {
		timeout: 30_000
	});
	expect(await axeViolations(page)).toEqual([]);
});

test('Connect Four: a new disc drops in, not under prefers-reduced-motion; names only with coordinates', async ({
	page
}) => {
	await openApp(page, '#/?game=connect4&opponent=person');
	await page.getByRole('button', { name: 'Column 4', exact: true }).click();
	const disc = page.locator('#cell-38 .mark.fresh');
	await expect(disc).toHaveCount(1);
	expect(await disc.evaluate((d) => getComputedStyle(d).animationName)).toMatch(/(^|-)drop$/);
	await page.emulateMedia({ reducedMotion: 'reduce' });
	await page.getByRole('button', { name: 'Column 4', exact: true }).click();
	const second = page.locator('#cell-31 .mark.fresh');
	await expect(second).toHaveCount(1);
	expect(await second.evaluate((d) => getComputedStyle(d).animationName)).toBe('none');
	await page.goto('#/?game=connect4&cells=coordinates');
	await expect(page.locator('#cell-35')).toHaveAttribute('data-name', 'a1');
});

test('in French: « Colonne 4 », the search caption and « Retour à la partie »', async ({
	page
}) => {
	await openApp(page, '#/?game=connect4&moves=39,32,38&lang=fr');
	const status = page.getByRole('status').first();
	await expect(status).toContainText(/L’ordinateur \(O\) a joué la colonne [1-7]\./, {
		timeout: 30_000
	});
	const table = page.getByRole('table', { name: 'Coups candidats' });
	await expect(table.getByRole('rowheader', { name: 'Colonne 4', exact: true })).toBeVisible();
	await expect(page.getByText('Pions jaunes\u202f: X\u202f; pions rouges\u202f: O.')).toBeVisible();
	expect(await axeViolations(page)).toEqual([]);
	await openApp(page, '#/?position=XOX/.O./X..&lang=fr');
	await page.getByRole('button', { name: 'Aller au début' }).click();
	await page.getByRole('button', { name: 'Entrer dans le nœud' }).click();
	await expect(caption(page).locator('.caption-line')).toHaveText(
		'Recherche\u202f: profondeur 1, après O 4'
	);
	await page.getByRole('button', { name: 'Retour à la partie', exact: true }).click();
	await expect(caption(page)).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Case 8\u202f: O' })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Case 4\u202f: vide' })).toBeVisible();
});

test('a lesson slide’s board follows its step-through too: the node’s marks and the caption, the slide’s position at the last step', async ({
	page
}) => {
	await page.goto('#/lesson/alpha-beta/4');
	await expect(page.locator('.slide-of')).toHaveText('Slide 4 of 7');
	await expect(page.getByTestId('step-position')).toHaveText('Step 13 of 56');
	await expect(caption(page)).toContainText('Searching: depth 3, after O 4, X 6, O 9');
	// The node's marks: the slide's XOX/.O./X.. with O 4, X 6 and O 9 of the search.
	expect(await boardText(page)).toBe('XOXOOXX.O');
	await page.getByRole('button', { name: 'Go to end' }).click();
	await expect(caption(page)).toHaveCount(0);
	expect(await boardText(page)).toBe('XOX.O.X..');
});
