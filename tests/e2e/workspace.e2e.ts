/**
 * The page as one workspace: at 1280x800 and 1024x768 the board, the tree, "Step forward" and the
 * pseudo-code are on screen together and the page does not scroll, the tree taking the height that
 * is left; the dock's tabs (Pseudo-code, Call stack, Export) (presenter mode: pages.e2e.ts); the
 * phone's tabs (Board / Tree / Steps) show one panel
 * at a time; the first screen's entry points; the keys from a focused cell; the wheel over the tree.
 * axe with every WCAG tag on each screen.
 */
import type { Locator, Page } from '@playwright/test';
import { askToSaveData, expect, test } from './test';
import { axeViolations, openApp } from './helpers';
import { measurePicture } from './picture';

/** Whether `locator`'s box lies inside the viewport (wholly, or its visible part for the tree). */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
	const box = (await locator.boundingBox())!;
	const { width, height } = page.viewportSize()!;
	return box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height;
}

/** The document's scroll height and the window's height. */
const scroll = (page: Page) =>
	page.evaluate(() => ({ height: document.scrollingElement!.scrollHeight, window: innerHeight }));

/**
 * What the fit test checks at one window size, on XOX/.O./X.. with alpha-beta at its last step:
 * the parts inside the window, the picture's share, the dock's tabs, axe, and no scroll.
 */
async function expectWorkspaceFits(page: Page, width: number, height: number) {
	await expect(page.getByTestId('step-position')).toHaveText('Step 56 of 56');
	const parts = {
		board: page.getByRole('group', { name: 'Board' }),
		tree: page.locator('[data-tree-picture]'),
		forward: page.getByRole('button', { name: 'Step forward' }),
		pseudo: page.getByRole('region', { name: 'Pseudo-code' }),
		line: page.locator('figure.pseudo li[aria-current="step"]'),
		narration: page.getByTestId('step-explanation'),
		options: page.getByRole('group', { name: 'Search options' })
	};
	for (const [name, part] of Object.entries(parts)) {
		await expect(part, name).toBeVisible();
		expect(await inViewport(page, part), `${name} inside the viewport`).toBe(true);
	}
	// The picture takes the height the transport, the narration and the dock leave: 892x415 px,
	// 36.1% of the window, at 1280x800 (the transport one row, the options two, the legend one
	// line); 700x348 px, 31.0%, at 1024x768, where the transport takes two rows.
	const picture = await measurePicture(page);
	expect(picture.width * picture.height).toBeGreaterThanOrEqual(
		(width === 1280 ? 0.36 : 0.305) * width * height
	);

	// The dock's tabs: one panel at a time, in the same place.
	const stack = page.getByRole('region', { name: 'Call stack' });
	await expect(stack).toBeHidden();
	await page.getByRole('tab', { name: 'Call stack' }).click();
	await expect(stack).toBeVisible();
	expect(await inViewport(page, stack), 'the call stack inside the viewport').toBe(true);
	await expect(parts.pseudo).toBeHidden();
	expect(await axeViolations(page)).toEqual([]);
	await page.getByRole('tab', { name: 'Pseudo-code' }).click();
	await expect(parts.pseudo).toBeVisible();
	const { height: scrolled, window } = await scroll(page);
	expect(scrolled).toBeLessThanOrEqual(window);
	expect(await axeViolations(page)).toEqual([]);
}

test('XOX/.O./X.. with alpha-beta at 1280x800, then in a window narrowed to 1024x768: the fit, the dock, the Algorithm menu', async ({
	page
}) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1');
	for (const [width, height] of [
		[1280, 800],
		[1024, 768]
	] as const)
		await test.step(`at ${width}x${height} the board, the tree, Step forward and the pseudo-code fit the window, which does not scroll`, async () => {
			await page.setViewportSize({ width, height });
			await expectWorkspaceFits(page, width, height);
		});

	await test.step('the dock is a tablist: arrows, Home and End move between Pseudo-code, Call stack and Export and leave the step alone; Hide panel keeps the tabs', async () => {
		await page.setViewportSize({ width: 1280, height: 800 });
		await expect(page.getByTestId('step-position')).toHaveText('Step 56 of 56');
		const tabs = page.getByRole('tablist', { name: 'Pseudo-code, call stack and export' });
		await expect(tabs.getByRole('tab')).toHaveText(['Pseudo-code', 'Call stack', 'Export']);
		const code = page.getByRole('tab', { name: 'Pseudo-code' });
		await expect(code).toHaveAttribute('aria-selected', 'true');
		await code.focus();
		await page.keyboard.press('ArrowRight');
		const stack = page.getByRole('tab', { name: 'Call stack' });
		await expect(stack).toBeFocused();
		await expect(stack).toHaveAttribute('aria-selected', 'true');
		await expect(page.getByRole('tabpanel', { name: 'Call stack' })).toBeVisible();
		await page.keyboard.press('End');
		await expect(page.getByRole('tab', { name: 'Export' })).toBeFocused();
		await expect(page.getByRole('button', { name: 'Download SVG' })).toBeVisible();
		await page.keyboard.press('ArrowRight');
		await expect(code).toBeFocused();
		await page.keyboard.press('Home');
		await page.keyboard.press('ArrowLeft');
		await expect(page.getByRole('tab', { name: 'Export' })).toBeFocused();
		// The page's step keys did not move the step-through meanwhile.
		await expect(page.getByTestId('step-position')).toHaveText('Step 56 of 56');
		// Hide panel: the tabs stay, none selected; a tab opens the dock on its panel.
		await page.getByRole('button', { name: 'Hide panel' }).click();
		await expect(page.getByRole('region', { name: 'Pseudo-code' })).toHaveCount(0);
		await expect(tabs.getByRole('tab', { selected: true })).toHaveCount(0);
		await stack.click();
		await expect(page.getByRole('region', { name: 'Call stack' })).toBeVisible();
		await expect(page.getByRole('button', { name: 'Hide panel' })).toHaveAttribute(
			'aria-expanded',
			'true'
		);
	});

	await test.step('the Algorithm menu in the options row shows its whole choice at 1280 and 1024 px, in English and French', async () => {
		for (const [lang, name, choice] of [
			['en', 'Algorithm', 'Minimax / alpha-beta'],
			['fr', 'Algorithme', 'Minimax / alpha-bêta']
		] as const) {
			await page.setViewportSize({ width: 1280, height: 800 });
			await openApp(page, `#/?position=XOX/.O./X..&alphabeta=1&lang=${lang}`);
			const select = page.getByRole('combobox', { name });
			await expect(select.locator('option:checked')).toHaveText(choice);
			for (const width of [1280, 1024]) {
				await page.setViewportSize({ width, height: 768 });
				// The text's width in the select's font against the room its paddings leave.
				const room = await select.evaluate((el: HTMLSelectElement) => {
					const style = getComputedStyle(el);
					const context = document.createElement('canvas').getContext('2d')!;
					context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
					const text = context.measureText(el.selectedOptions[0].text).width;
					const inner =
						el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
					return { text, inner };
				});
				// clientWidth is rounded down: within a pixel.
				expect(room.text, `${lang} at ${width} px`).toBeLessThanOrEqual(room.inner + 1);
			}
		}
	});
});

test('the first screen, then the XOX/.O./X.. demo: the wheel over the tree and the shortcuts from a cell', async ({
	page
}) => {
	await page.setViewportSize({ width: 1280, height: 800 });
	await test.step('the first screen says what to do: three entry points, the first lesson the primary one', async () => {
		await openApp(page);
		await expect(
			page.getByText('The computer’s search tree appears here after its move')
		).toBeVisible();
		const lesson = page.getByRole('link', { name: 'Start the first lesson' });
		await expect(lesson).toHaveClass(/primary/);
		await expect(lesson).toHaveAttribute('href', '#/lesson/game-tree/1');
		await page.getByRole('button', { name: 'Play a move on the board' }).click();
		await expect(page.getByRole('button', { name: 'Cell 1: empty' })).toBeFocused();
		expect(await axeViolations(page)).toEqual([]);
		await page.getByRole('button', { name: 'Open the XOX/.O./X.. demo' }).click();
		await expect(page.getByRole('status').first()).toHaveText(
			'The computer (O) played cell 8. Game over: the computer wins with O. Winning line: cells 2, 5, 8.'
		);
		// The Positions menu shows what is loaded.
		const positions = page.getByRole('combobox', { name: 'Positions' });
		await expect(positions).toHaveValue('XOX/.O./X..');
		await expect(positions.locator('option:checked')).toHaveText(
			'XOX/.O./X.. — the depth penalty matters'
		);
	});

	// The demo opened the link the wheel's and the shortcuts' tests opened.
	await expect(page).toHaveURL(/#\/\?position=XOX(\/|%2F)\.O\.(\/|%2F)X\.\.$/);
	await test.step('the wheel over the tree never scrolls the page, also at the zoom limit, and zooms about the pointer', async () => {
		const svg = page.locator('[data-tree-picture]');
		const root = svg.locator('[data-root]');
		await expect(root).toBeVisible();
		const box = (await svg.boundingBox())!;
		const px = box.x + box.width * 0.3;
		const py = box.y + box.height * 0.4;
		await page.mouse.move(px, py);
		const before = (await root.boundingBox())!;
		await page.mouse.wheel(0, -200);
		await expect.poll(async () => (await root.boundingBox())!.width).toBeGreaterThan(before.width);
		const after = (await root.boundingBox())!;
		// The content point under the pointer stays under it: the root's centre moves away from the
		// pointer by the zoom's factor (its width's growth).
		const factor = after.width / before.width;
		const centre = (b: typeof box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
		const [c0, c1] = [centre(before), centre(after)];
		expect(Math.abs(c1.x - (px + (c0.x - px) * factor))).toBeLessThan(1.5);
		expect(Math.abs(c1.y - (py + (c0.y - py) * factor))).toBeLessThan(1.5);
		// Far past the zoom-out limit every wheel event is still taken by the tree.
		const prevented = await svg.evaluate((element) => {
			const results: boolean[] = [];
			for (let i = 0; i < 30; i++) {
				const event = new WheelEvent('wheel', { deltaY: 500, bubbles: true, cancelable: true });
				element.dispatchEvent(event);
				results.push(event.defaultPrevented);
			}
			return results;
		});
		expect(prevented.every(Boolean)).toBe(true);
	});

	await test.step('the shortcuts work while a cell has focus; the board keeps its arrows', async () => {
		await expect(page.getByTestId('step-position')).toHaveText('Step 118 of 118');
		const cell = page.getByRole('button', { name: 'Cell 4: empty' });
		await cell.focus();
		await page.keyboard.press('Home');
		await expect(page.getByTestId('step-position')).toHaveText('Step 1 of 118');
		await page.keyboard.press('i');
		await expect(page.getByTestId('step-position')).toHaveText('Step 2 of 118');
		await page.keyboard.press('End');
		await expect(page.getByTestId('step-position')).toHaveText('Step 118 of 118');
		// The arrows stay the board's: → moves to the next cell.
		await page.keyboard.press('ArrowRight');
		await expect(page.getByRole('button', { name: 'Cell 5: O' })).toBeFocused();
		await page.keyboard.press('f');
		await expect(page.getByRole('button', { name: 'Presenter mode' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await page.keyboard.press('?');
		await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
	});
});

test.describe('on a phone (390x844)', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	test('the tabs Board, Tree and Steps each show their panel; a move offers "See the tree"', async ({
		page
	}) => {
		await openApp(page);
		const tabs = page.getByRole('tablist').getByRole('tab');
		await expect(tabs).toHaveText(['Board', 'Tree', 'Steps']);
		const board = page.getByRole('group', { name: 'Board' });
		await expect(page.getByRole('tab', { name: 'Board' })).toHaveAttribute('aria-selected', 'true');
		await expect(board).toBeVisible();
		expect(await axeViolations(page)).toEqual([]);
		// A move on the Board tab: the chip leads to the tree.
		await page.getByRole('button', { name: 'Cell 5: empty' }).click();
		await expect(page.getByRole('status').first()).toContainText('The computer (O) played cell 1');
		await page.getByRole('button', { name: 'See the tree' }).click();
		await expect(page.getByRole('tab', { name: 'Tree' })).toHaveAttribute('aria-selected', 'true');
		await expect(board).toBeHidden();
		const tree = page.locator('[data-tree-picture]');
		await expect(tree).toBeVisible();
		expect(await inViewport(page, tree)).toBe(true);
		await expect(page.getByRole('button', { name: 'Step forward' })).toBeVisible();
		await expect(page.locator('.tree-area > .hint')).toBeVisible();
		expect(await axeViolations(page)).toEqual([]);
		await page.getByRole('tab', { name: 'Steps' }).click();
		await expect(tree).toBeHidden();
		await expect(page.locator('figure.pseudo')).toBeVisible();
		await expect(page.getByRole('region', { name: 'Call stack' })).toBeVisible();
		await expect(page.getByTestId('step-explanation')).toBeVisible();
		expect(await axeViolations(page)).toEqual([]);
		// Arrow keys move between the tabs.
		await page.getByRole('tab', { name: 'Steps' }).focus();
		await page.keyboard.press('ArrowRight');
		await expect(page.getByRole('tab', { name: 'Board' })).toBeFocused();
		await expect(board).toBeVisible();
		const { height, window } = await scroll(page);
		expect(height).toBeLessThanOrEqual(window);
	});

	test('on a touch screen the tree says "pinch to zoom"; the command line wraps at its spaces', async ({
		browser
	}, info) => {
		const context = await browser.newContext({
			viewport: { width: 390, height: 844 },
			hasTouch: true,
			isMobile: true,
			baseURL: info.project.use.baseURL
		});
		const page = await context.newPage();
		await askToSaveData(page);
		await openApp(page, '#/?position=XOX/.O./X..&tt=1&depthlimit=4');
		await page.getByRole('tab', { name: 'Tree' }).click();
		await expect(page.locator('.tree-panel .hint .touch')).toHaveText(
			'Drag to pan, pinch to zoom. Tap a node with + to expand it.'
		);
		await expect(page.locator('.tree-panel .hint .touch')).toBeVisible();
		await expect(page.locator('.tree-panel .hint .mouse')).toBeHidden();
		await page.getByRole('tab', { name: 'Board' }).click();
		const cli = page.locator('.cli code');
		const lines = await cli.evaluate((code) => {
			const range = document.createRange();
			range.selectNodeContents(code);
			return [...range.getClientRects()].length;
		});
		expect(lines).toBeGreaterThan(1);
		// Each line break falls at a space: no word of the command is cut.
		const cut = await cli
			.locator('.word')
			.evaluateAll((words) =>
				words.filter((w) => w.getClientRects().length > 1).map((w) => w.textContent)
			);
		expect(await cli.locator('.word').count()).toBeGreaterThan(5);
		expect(cut).toEqual([]);
		await context.close();
	});
});

test('fault: in dark mode the board and the whole tree stayed light; they follow the tokens, presenter mode keeps its light high contrast', async ({
	page
}) => {
	await page.emulateMedia({ colorScheme: 'dark' });
	await page.setViewportSize({ width: 1280, height: 800 });
	await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1&view=whole');
	const canvas = page.locator('.whole-tree canvas[data-painted="true"]').first();
	await expect(canvas).toBeVisible();
	/** The canvas's pixel at its top-left corner (the paper), as "r,g,b". */
	const corner = () =>
		canvas.evaluate((c: HTMLCanvasElement) =>
			[...c.getContext('2d')!.getImageData(2, 2, 1, 1).data.slice(0, 3)].join(',')
		);
	const frame = () => page.locator('.board').evaluate((b) => getComputedStyle(b).backgroundColor);
	// The dark tokens: the panel #1b1f27 behind the tree, the frame #0b0d12, the cells #2a303c.
	await expect.poll(corner).toBe('27,31,39');
	expect(await frame()).toBe('rgb(11, 13, 18)');
	expect(
		await page
			.locator('.board .cell')
			.first()
			.evaluate((c) => getComputedStyle(c).backgroundColor)
	).toBe('rgb(42, 48, 60)');
	// Presenter mode: white paper again, a black frame.
	await page.keyboard.press('f');
	await expect(page.locator('.app.presenter')).toHaveCount(1);
	await expect.poll(corner).toBe('255,255,255');
	expect(await frame()).toBe('rgb(0, 0, 0)');
});
