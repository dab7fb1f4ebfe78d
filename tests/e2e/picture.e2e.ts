/**
 * The tree picture in every view (docs/architecture.md, "The tree picture"): Play, a lesson slide,
 * presenter mode, the phone's Tree tab, MCTS, Connect Four, ultimate, practice, the Trees page, the
 * review's tree and the whole tree; for each view and size, the root and the focus are inside the picture, no text in it is under 14 px, and Zoom in,
 * Zoom out and Fit sit at its top-right corner (tests/e2e/picture.ts measures them).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { expectFramed } from './picture';

const XOX_STEP_20 = '#/?position=XOX/.O./X..&alphabeta=1&step=20';

/** Opens `hash` in a window of `width` x `height` CSS pixels, once its picture is drawn. */
async function openAt(page: Page, hash: string, width: number, height: number) {
	await page.setViewportSize({ width, height });
	await page.goto(hash);
	await expect(page.locator('[data-tree-picture]').first()).toBeVisible();
}

/** Play, XOX/.O./X.. with alpha-beta at step 20, on a desktop window. */
async function playStep20(page: Page, width: number, height: number) {
	await openAt(page, XOX_STEP_20, width, height);
	await expect(page.getByTestId('step-position')).toHaveText('Step 21 of 56');
	await expectFramed(page, { focus: true });
	// The next step keeps the rule.
	await page.getByRole('button', { name: 'Step forward' }).click();
	await expectFramed(page, { focus: true });
}

/** MCTS, the empty board, seed 5, its first step (the root selected). */
async function mctsFirstStep(page: Page, width: number, height: number) {
	await page.setViewportSize({ width, height });
	await page.goto('#/?position=.........&algorithm=mcts&seed=5');
	if (width < 720) await page.getByRole('tab', { name: 'Tree' }).click();
	await page.getByRole('button', { name: 'Go to start' }).click();
	await expect(page.getByTestId('mcts-step')).toHaveText('Iteration 1 of 1,000 · Selection');
	const m = await expectFramed(page, { focus: true });
	// Every node shows its visits and wins as text (of 14 px and more, measured above) and a
	// mini-board of its position: the root, before its first visit, N 0 and W 0.
	const root = page.locator('[data-tree-picture] [data-root]');
	await expect(root.locator('tspan')).toHaveText(['', 'N 0', 'W 0']);
	// The mini-board: the one square drawn in the node (its box is wider than high).
	const squares = await root.evaluate(
		(g) =>
			[...g.querySelectorAll('rect')]
				.map((r) => r.getBoundingClientRect())
				.filter((b) => b.width > 0 && Math.abs(b.width - b.height) < 1).length
	);
	expect(squares).toBe(1);
	expect(m.smallestText).toBeGreaterThanOrEqual(14);
}

const PRACTICE = [
	['value', 1, 'the value of a node'],
	['prune', 2, 'the pruned branches']
] as const;

/** Practice, one kind's exercise on XOX/.O./X.. with its seed. */
async function practice(
	page: Page,
	[kind, seed]: (typeof PRACTICE)[number],
	width: number,
	height: number
) {
	await page.setViewportSize({ width, height });
	await page.goto(`#/practice?kind=${kind}&position=XOX/.O./X..&seed=${seed}`);
	if (kind === 'value') {
		await expect(page.getByRole('img', { name: /^Node 4→9: .*highlighted/ })).toBeVisible();
	} else {
		await expect(page.getByRole('button', { name: /^Node 4→8→9:/ })).toBeAttached();
	}
	await expectFramed(page, { focus: kind === 'value' });
}

/** The Trees page, the textbook figure under alpha-beta stepped to its first leaf. */
async function treesFirstLeaf(page: Page, width: number, height: number) {
	await page.setViewportSize({ width, height });
	await page.goto('#/tree?tree=[[3,12,8],[2,4,6],[14,5,2]]&algorithm=alpha-beta');
	if (width < 720) await page.getByRole('tab', { name: 'Tree', exact: true }).click();
	await expect(page.getByTestId('tree-summary')).toContainText('Value 3 · 11 of 13 nodes examined');
	const m = await expectFramed(page, { focus: false });
	// The root's window [-∞, +∞] is drawn above the root's row: inside, with room.
	expect(m.topGap, 'room above the highest text').toBeGreaterThanOrEqual(3);
	await page.getByRole('button', { name: 'Go to start' }).click();
	for (let k = 0; k < 3; k++) await page.getByRole('button', { name: 'Step forward' }).click();
	await expect(page.locator('[data-tree-picture] [aria-current="step"]')).toHaveAccessibleName(
		/^Leaf 3, window/
	);
	await expectFramed(page, { focus: true });
}

const TREES = 'the Trees page, the textbook figure under alpha-beta stepped to its first leaf';
const MCTS = 'MCTS, the empty board, seed 5, its first step (the root selected)';
const PLAY = 'Play, XOX/.O./X.. with alpha-beta at step 20';
const LESSON = 'a lesson slide, depth-penalty/3';

/** Both practice kinds, then the Trees page, at `width` x `height`, each a step of the test. */
async function practiceAndTrees(page: Page, width: number, height: number) {
	const size = `${width}x${height}`;
	for (const kind of PRACTICE)
		await test.step(`Practice, ${kind[2]} (XOX/.O./X.., seed ${kind[1]}): at ${size} the root and the question's node are framed readably`, () =>
			practice(page, kind, width, height));
	await test.step(`${TREES}: at ${size} the root and the step's node are framed, the root's window clear of the top edge`, () =>
		treesFirstLeaf(page, width, height));
}

test('a lesson slide, practice, the Trees page and Play on a desktop window, 1280x800 then 1024x768', async ({
	page
}) => {
	await test.step(`${LESSON}: at 1280x800 the slide’s focus and the root are framed readably`, async () => {
		await openAt(page, '#/lesson/depth-penalty/3', 1280, 800);
		await expect(page.locator('.slide-of')).toHaveText(/Slide 3 of/);
		await expectFramed(page, { focus: true });
	});

	await practiceAndTrees(page, 1280, 800);

	await test.step(`${PLAY}: at 1280x800 the node being searched and the root are framed readably`, () =>
		playStep20(page, 1280, 800));

	await test.step(`${PLAY}: at 1024x768 the node being searched and the root are framed readably`, async () => {
		// The window narrowed, then a step back to step 20 (the link's step at 1280x800 above).
		await page.setViewportSize({ width: 1024, height: 768 });
		await page.getByRole('button', { name: 'Step back' }).click();
		await expect(page.getByTestId('step-position')).toHaveText('Step 21 of 56');
		await expectFramed(page, { focus: true });
		// The next step keeps the rule.
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expectFramed(page, { focus: true });
	});

	await test.step(`${LESSON}: in presenter mode at 1024x768`, async () => {
		await openAt(page, '#/lesson/depth-penalty/3', 1024, 768);
		await expect(page.locator('.slide-of')).toHaveText(/Slide 3 of/);
		await page.keyboard.press('f');
		await expect(page.locator('.app.presenter')).toHaveCount(1);
		await expectFramed(page, { focus: true });
	});
});

test('Play, practice and the Trees page on a phone (390x844)', async ({ page }) => {
	await test.step(`${PLAY}: on a phone (390x844), on the Tree tab`, async () => {
		await page.setViewportSize({ width: 390, height: 844 });
		await page.goto(XOX_STEP_20);
		await page.getByRole('tab', { name: 'Tree' }).click();
		await expectFramed(page, { focus: true });
	});

	await practiceAndTrees(page, 390, 844);
});

test('a deep step (the empty board, alpha-beta, step 9: a leaf 7 plies down) at 1280x800: the middle of the path folds into a "+5 levels" stub, the root and the step framed readably', async ({
	page
}) => {
	await openAt(page, '#/?position=.........&alphabeta=1&step=9', 1280, 800);
	await expect(page.getByTestId('step-position')).toHaveText('Step 10 of 78,742');
	const picture = page.locator('[data-tree-picture]');
	// Seven plies at the readable scale do not fit the picture under the zoom buttons' strip:
	// levels 1 to 5 fold, the step's parent (6 plies down) and the step (a leaf, 7 plies down) hang
	// under the stub.
	const fold = picture.getByRole('img', {
		name: /^5 levels of the path from the root folded here/
	});
	await expect(fold).toBeVisible();
	await expect(fold).toContainText('+5 levels');
	await expect(picture.locator('[aria-current="step"]')).toHaveAccessibleName(/depth 7/);
	await expectFramed(page, { focus: true });
	// Fit keeps the fold; back at the root's first step nothing is deep, nothing folds.
	await page.getByRole('button', { name: 'Fit' }).click();
	await expectFramed(page, { focus: true });
	await page.getByRole('button', { name: 'Go to start' }).click();
	await expect(page.getByTestId('step-position')).toHaveText('Step 1 of 78,742');
	await expect(fold).toHaveCount(0);
	await expectFramed(page, { focus: true });
});

test.describe(MCTS, () => {
	for (const [width, height] of [
		[1280, 800],
		[390, 844]
	])
		test(`at ${width}x${height} the root, the step's node, is framed readably`, ({ page }) =>
			mctsFirstStep(page, width, height));
});

test.describe('Connect Four after a move (column 4)', () => {
	for (const [width, height] of [
		[1280, 800],
		[390, 844]
	]) {
		test(`at ${width}x${height} the root is framed readably`, async ({ page }) => {
			await page.setViewportSize({ width, height });
			await page.goto('#/?game=connect4');
			await page
				.getByRole('group', { name: 'Columns' })
				.getByRole('button', { name: 'Column 4' })
				.click();
			await expect(page.getByRole('status').first()).toContainText(/played column/);
			if (width < 720) await page.getByRole('tab', { name: 'Tree' }).click();
			await expectFramed(page, { focus: false });
		});
	}
});

test('ultimate tic-tac-toe after a move (board 5, cell 5), at 1280x800: the root is framed readably', async ({
	page
}) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await page.goto('#/?game=ultimate');
	await page
		.getByRole('group', { name: 'Board', exact: true })
		.getByRole('button', { name: 'board 5, cell 5: empty' })
		.click();
	// The computer's search (iterative deepening within its time budget) comes first.
	await expect(page.getByRole('status').first()).toContainText(/played board 5, cell \d/, {
		timeout: 30_000
	});
	await expectFramed(page, { focus: false });
});

test('the review: "Show the tree of this decision" (X 9, the blunder), at 1280x800: the root is framed readably', async ({
	page
}) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await page.goto('#/?opponent=person&moves=1,4,2,5,9,6&review=5');
	const dialog = page.getByRole('dialog', { name: 'Game review' });
	await expect(dialog.getByRole('button', { name: '5. X cell 9: Blunder' })).toBeVisible();
	await dialog.getByRole('button', { name: 'Show the tree of this decision' }).click();
	await expect(dialog).toBeHidden();
	await expectFramed(page, { focus: false });
});

test('the whole tree (549,946 nodes) stepped to a node three plies down, at 1280x800: root and step framed, text 14 px', async ({
	page
}) => {
	test.setTimeout(90_000);
	await page.setViewportSize({ width: 1280, height: 800 });
	await page.goto('#/?position=.........&view=whole&step=3');
	// The search and the layout of 549,946 nodes come first.
	await expect(page.locator('canvas[data-painted]')).toHaveAttribute('data-painted', 'true', {
		timeout: 60_000
	});
	// The canvas painter's marks: the root, and the node of the step (node 3, depth 3).
	const picture = page.locator('[data-tree-picture]');
	await expect(picture.locator('[data-root]')).toHaveAccessibleName(
		'Node 0: depth 0, root, score 0'
	);
	await expect(picture.locator('[aria-current="step"]')).toHaveAccessibleName(
		/^Node 3: depth 3, move cell 3, score/
	);
	const fitted = await expectFramed(page, { focus: true });
	expect(fitted.smallestText).toBe(14);
	// The host's Zoom in is the person's: it stays (node 3, far left, may leave the picture) until
	// the next step, which frames the root and the step's node again; so does Fit.
	const canvas = page.locator('canvas[data-painted]');
	const scale = Number(await canvas.getAttribute('data-scale'));
	await page.getByRole('button', { name: 'Zoom in' }).click();
	await expect
		.poll(async () => Number(await canvas.getAttribute('data-scale')))
		.toBeCloseTo(scale * 1.4, 6);
	await page.getByRole('button', { name: 'Step forward' }).click();
	await expect(picture.locator('[aria-current="step"]')).toHaveAccessibleName(/^Node 4: depth 4,/);
	await expectFramed(page, { focus: true });
	await page.getByRole('button', { name: 'Zoom in' }).click();
	await page.getByRole('button', { name: 'Fit' }).click();
	await expect(canvas).toHaveAttribute('data-scale', String(scale));
	await expectFramed(page, { focus: true });
});
