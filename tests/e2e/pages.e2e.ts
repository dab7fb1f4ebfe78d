/**
 * The pages around the picture (docs/pages.md): lessons and practice in the app's shell; a lesson
 * slide on one screen at 1280x800 and 1024x768 with the pseudo-code dock; presenter mode on a
 * lesson and on the games' page at 1024x768 (the picture's share, the board, the two-line
 * narration band paged with the clicker); the phone's Tree tab at 390x844 (the picture's share,
 * the root in view, no sideways scroll, the options folded, the transport under the thumb).
 * Shares are measured on the picture's viewport (`data-tree-picture`, tests/e2e/picture.ts).
 */
import type { Page } from '@playwright/test';
import { askToSaveData, expect, test } from './test';
import { LESSONS } from '../../src/lib/lessons/index';
import { axeViolations, openApp } from './helpers';
import { expectFramed, highlightedNodes } from './picture';

/** The document's size against the window's: the page scrolls neither way when both fit. */
const pageSize = (page: Page) =>
	page.evaluate(() => ({
		height: document.scrollingElement!.scrollHeight,
		width: document.scrollingElement!.scrollWidth,
		innerHeight,
		innerWidth
	}));

async function expectNoScroll(page: Page) {
	const size = await pageSize(page);
	expect(size.height, 'the page does not scroll down').toBeLessThanOrEqual(size.innerHeight);
	expect(size.width, 'the page does not scroll sideways').toBeLessThanOrEqual(size.innerWidth);
}

/**
 * The picture's share of the window (its viewport's area over the window's), read in one call:
 * the viewport's box alone, not the texts drawn in it that `measurePicture` also reads.
 */
async function pictureShare(page: Page): Promise<number> {
	const viewport = page.locator('[data-tree-picture]');
	await expect(viewport).toHaveCount(1);
	const m = await viewport.evaluate((el) => {
		const frame = el.getBoundingClientRect();
		return {
			width: Math.round(frame.width),
			height: Math.round(frame.height),
			innerWidth,
			innerHeight
		};
	});
	const share = (m.width * m.height) / (m.innerWidth * m.innerHeight);
	console.log(
		`picture ${m.width}x${m.height} in ${m.innerWidth}x${m.innerHeight}: ${(100 * share).toFixed(1)}%`
	);
	return share;
}

/** The app's header: the four modes, the current one marked; Presenter mode; the language. */
async function expectAppHeader(page: Page, current: string) {
	const modes = page.getByRole('navigation', { name: 'Modes' });
	await expect(modes.getByRole('link', { name: 'Play' })).toBeVisible();
	await expect(modes.getByRole('button', { name: 'Lessons' })).toBeVisible();
	await expect(modes.getByRole('link', { name: 'Practice' })).toBeVisible();
	await expect(modes.getByRole('link', { name: 'Trees' })).toBeVisible();
	await expect(modes.locator('[aria-current="page"]')).toHaveText(current);
	await expect(page.getByRole('button', { name: 'Presenter mode' })).toHaveAttribute(
		'aria-pressed',
		'false'
	);
	await expect(page.getByRole('combobox', { name: 'Language' })).toBeVisible();
}

/**
 * A lesson slide, minimax/2, in the app's shell with the pseudo-code dock (the slide open at its
 * step 4 of 47): the header, the board, the line of the step and the next one's, the framing, no
 * scroll, axe.
 */
async function expectSlideOnOneScreen(page: Page) {
	await expect(page.locator('.slide-of')).toHaveText('Slide 2 of 5');
	await expectAppHeader(page, 'Lessons');
	const board = page.getByRole('group', { name: 'Board' });
	const line = page.locator('figure.pseudo li[aria-current="step"]');
	await expect(board).toBeVisible();
	await expect(page.getByRole('region', { name: 'Pseudo-code' })).toBeVisible();
	// The slide's step: a finished game scored for the root's side that lost (2 - 10 = -8).
	await expect(page.getByTestId('step-position')).toHaveText('Step 4 of 47');
	await expect(line).toHaveText("if the root's side has lost: return depth − 10");
	await expectFramed(page, { focus: true });
	await expectNoScroll(page);
	// The step returns -8 on the same line; the next one, at the min node, highlights its own.
	await page.getByRole('button', { name: 'Step forward' }).click();
	await expect(page.getByTestId('step-position')).toHaveText('Step 5 of 47');
	await page.getByRole('button', { name: 'Step forward' }).click();
	await expect(page.getByTestId('step-position')).toHaveText('Step 6 of 47');
	await expect(line).toHaveText('best ← min(best, v)');
	await expectFramed(page, { focus: true });
	await expectNoScroll(page);
	expect(await axeViolations(page)).toEqual([]);
}

/** The document's scroll size once the layout of the last change has been drawn (two frames). */
const settledSize = (page: Page) =>
	page.evaluate(
		() =>
			new Promise<{ height: number; width: number }>((done) =>
				requestAnimationFrame(() =>
					requestAnimationFrame(() =>
						done({
							height: document.scrollingElement!.scrollHeight,
							width: document.scrollingElement!.scrollWidth
						})
					)
				)
			)
	);

/** Presenter mode on, by its key, once the slide is drawn (a new tab opens with it off). */
async function presenterOn(page: Page) {
	await expect(page.locator('[data-tree-picture]')).toHaveCount(1);
	await page.keyboard.press('f');
	await expect(page.locator('.app.presenter')).toHaveCount(1);
}

test('a lesson slide at 1280x800, then in a window narrowed to 1024x768; there the practice page, presenter mode on Play, the Trees page and lessons', async ({
	page
}) => {
	await test.step("at 1280x800 a lesson slide is one screen in the app's shell, with the pseudo-code line of each step", async () => {
		await page.setViewportSize({ width: 1280, height: 800 });
		await page.goto('#/lesson/minimax/2');
		await expectSlideOnOneScreen(page);
	});

	await test.step("at 1024x768 a lesson slide is one screen in the app's shell, with the pseudo-code line of each step", async () => {
		// The window narrowed, and the slide's step again (the two steps forward taken back).
		await page.setViewportSize({ width: 1024, height: 768 });
		await page.getByRole('button', { name: 'Step back' }).click();
		await page.getByRole('button', { name: 'Step back' }).click();
		await expectSlideOnOneScreen(page);
	});

	await test.step('the practice page has the app header, Practice current', async () => {
		await page.goto('#/practice');
		await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
		await expectAppHeader(page, 'Practice');
		await page
			.getByRole('navigation', { name: 'Modes' })
			.getByRole('link', { name: 'Play' })
			.click();
		await expect(page).toHaveURL(/#\/$/);
	});

	await test.step('presenter mode on Play at 1024x768: the picture over 55%, the board 40% of the height, the narration band two lines at 28 px', async () => {
		await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1&step=20');
		await expect(page.getByTestId('step-position')).toHaveText('Step 21 of 56');
		await page.getByRole('button', { name: 'Presenter mode' }).click();
		await expect(page.locator('.app.presenter')).toHaveCount(1);
		await expectFramed(page, { focus: true });
		expect(await pictureShare(page)).toBeGreaterThanOrEqual(0.55);
		const board = (await page.getByRole('group', { name: 'Board' }).boundingBox())!;
		expect(board.height).toBeGreaterThanOrEqual(0.4 * 768);
		const narration = page.getByTestId('step-explanation');
		await expect(narration).toHaveText('Return 7 to the parent.');
		expect(await narration.evaluate((p) => getComputedStyle(p).fontSize)).toBe('28px');
		expect((await narration.boundingBox())!.height).toBeLessThanOrEqual(2 * 36 + 8);
		// The transport's buttons give way to the keys: → steps, the position and the hint stay.
		await expect(page.getByText('→: next step · ←: back')).toBeVisible();
		await expect(page.getByRole('button', { name: 'Step forward' })).toBeHidden();
		await page.keyboard.press('ArrowRight');
		await expect(page.getByTestId('step-position')).toHaveText('Step 22 of 56');
		await expectFramed(page, { focus: true });
		await expectNoScroll(page);
		expect(await axeViolations(page)).toEqual([]);
		// F leaves presenter mode, which the tab keeps from one page to the next.
		await page.keyboard.press('f');
		await expect(page.locator('.app.presenter')).toHaveCount(0);
	});

	await test.step('the Trees page has the app header with Presenter mode; presenter mode there gives the picture over 55% at 1024x768, the step narration a two-line band', async () => {
		await page.goto('#/tree');
		await expect(page.getByRole('heading', { level: 1, name: 'Trees' })).toBeVisible();
		await expectAppHeader(page, 'Trees');
		await page.getByRole('button', { name: 'Presenter mode' }).click();
		await expect(page.locator('.app.presenter')).toHaveCount(1);
		await expect(page.getByRole('button', { name: 'Presenter mode' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expectFramed(page, { focus: true });
		expect(await pictureShare(page)).toBeGreaterThanOrEqual(0.55);
		await expectNoScroll(page);
		// The step's narration: 28 px type in a band of two whole lines; the keys step.
		const narration = page.getByTestId('step-explanation');
		expect(await narration.evaluate((p) => getComputedStyle(p).fontSize)).toBe('28px');
		expect(await narration.evaluate((p) => p.clientHeight)).toBeLessThanOrEqual(2 * 36 + 8);
		await expect(page.getByText('→: next step · ←: back')).toBeVisible();
		await expect(page.getByRole('button', { name: 'Step back' })).toBeHidden();
		await expect(page.getByTestId('step-position')).toHaveText('Step 47 of 47');
		await page.keyboard.press('Home');
		await expect(page.getByTestId('step-position')).toHaveText('Step 1 of 47');
		await expectFramed(page, { focus: true });
		expect(await axeViolations(page)).toEqual([]);
		await page.keyboard.press('f');
		await expect(page.locator('.app.presenter')).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Step back' })).toBeVisible();
	});

	await test.step('presenter mode on a lesson at 1024x768: the title and slide number for a header, the picture over 55%, the narration two lines at 28 px paged with the clicker', async () => {
		await page.goto('#/lesson/depth-penalty/4');
		await expect(page.locator('.slide-of')).toHaveText('Slide 4 of 5');
		await expect(highlightedNodes(page)).toHaveCount(4);
		const narrationType = () =>
			page.locator('.narration p').evaluate((p) => ({
				size: parseFloat(getComputedStyle(p).fontSize),
				color: getComputedStyle(p).color
			}));
		expect((await narrationType()).size).toBeLessThan(28);
		await page.keyboard.press('f');
		await expect(page.locator('.app.presenter')).toHaveCount(1);
		// High contrast: black text on white; only the slide's panels (board, candidates, tree): no
		// step controls, pseudo-code or export.
		expect((await narrationType()).color).toBe('rgb(0, 0, 0)');
		await expect(page.getByRole('table', { name: 'Candidate moves' })).toBeVisible();
		await expect(page.getByTestId('step-position')).toHaveCount(0);
		await expect(page.getByText('Pseudo-code')).toHaveCount(0);
		await expect(page.getByRole('button', { name: 'Download SVG' })).toBeHidden();
		// The header gives way to the lesson's title and slide number.
		await expect(page.getByRole('navigation', { name: 'Modes' })).toBeHidden();
		await expect(
			page.getByRole('heading', { name: 'Lesson 3: Win now or win later' })
		).toBeVisible();
		await expect(page.locator('.slide-of')).toBeVisible();
		// The slide buttons give way to the clicker's hint.
		await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
		await expect(page.getByText('PageDown: next')).toBeVisible();
		await expect(page.getByRole('button', { name: 'Presenter mode' })).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expectFramed(page, { focus: true });
		expect(await pictureShare(page)).toBeGreaterThanOrEqual(0.55);
		const board = (await page.getByRole('group', { name: 'Board' }).boundingBox())!;
		expect(board.height).toBeGreaterThanOrEqual(0.4 * 768);
		await expectNoScroll(page);
		// The band: two whole lines of 28 px type (36 px apart); this narration takes three pages.
		const band = page.getByRole('region', { name: 'Narration' });
		const type = await band.locator('p').evaluate((p) => ({
			size: getComputedStyle(p).fontSize,
			line: getComputedStyle(p).lineHeight
		}));
		expect(type).toEqual({ size: '28px', line: '36px' });
		expect(await band.evaluate((e) => e.clientHeight)).toBe(72);
		const pages = page.getByTestId('narration-pages');
		await expect(pages).toHaveText('1/3Part 1 of 3');
		// PageDown shows the next part, two whole lines further, before the next slide.
		await page.keyboard.press('PageDown');
		await expect(pages).toHaveText('2/3Part 2 of 3');
		expect(await band.evaluate((e) => e.scrollTop)).toBe(72);
		await expect(page.locator('.slide-of')).toHaveText('Slide 4 of 5');
		await page.keyboard.press('PageDown');
		await expect(pages).toHaveText('3/3Part 3 of 3');
		await page.keyboard.press('PageUp');
		await expect(pages).toHaveText('2/3Part 2 of 3');
		await page.keyboard.press('PageDown');
		await expect(pages).toHaveText('3/3Part 3 of 3');
		await page.keyboard.press('PageDown');
		await expect(page.locator('.slide-of')).toHaveText('Slide 5 of 5');
		expect(await axeViolations(page)).toEqual([]);
		// F again leaves presenter mode.
		await page.keyboard.press('f');
		await expect(page.locator('.app.presenter')).toHaveCount(0);
		expect((await narrationType()).size).toBeLessThan(28);
	});

	await test.step('presenter mode at 1024x768 on each kind of slide (board and tree, candidates, a stepper with the pseudo-code): the picture over 55%, root and focus framed, the board 40% of the height, no page scroll', async () => {
		const kinds = [
			{ slide: 'game-tree/2', step: null },
			{ slide: 'win-before-block/3', step: null },
			{ slide: 'minimax/2', step: 'Step 4 of 47' },
			{ slide: 'transpositions/3', step: 'Step 51 of 512' },
			{ slide: 'alpha-beta/3', step: 'Step 35 of 56' }
		];
		for (const [i, { slide, step }] of kinds.entries()) {
			await page.goto(`#/lesson/${slide}`);
			await expect(page.locator('main.lesson')).toHaveAttribute('aria-busy', 'false');
			// On once: the tab keeps it from one link to the next.
			if (i === 0) await presenterOn(page);
			else await expect(page.locator('.app.presenter')).toHaveCount(1);
			await expectFramed(page, { focus: true });
			expect(await pictureShare(page), slide).toBeGreaterThanOrEqual(0.55);
			const board = (await page.getByRole('group', { name: 'Board' }).boundingBox())!;
			expect(board.height, slide).toBeGreaterThanOrEqual(0.4 * 768);
			await expectNoScroll(page);
			const band = page.getByRole('region', { name: 'Narration' });
			expect(await band.evaluate((e) => e.clientHeight), slide).toBe(72);
			if (step) {
				// The step's position, explanation and code line sit under the board, in view.
				await expect(page.getByTestId('step-position')).toHaveText(step);
				const line = page.locator('figure.pseudo li[aria-current="step"]');
				for (const part of [
					page.getByTestId('step-position'),
					page.getByTestId('step-explanation'),
					line
				]) {
					const box = (await part.boundingBox())!;
					expect(box.x + box.width, slide).toBeLessThanOrEqual(board.x + board.width + 12);
					expect(box.y + box.height, slide).toBeLessThanOrEqual(768);
				}
			}
		}
		// A step with the keys moves the line and keeps the picture's framing.
		await page.keyboard.press('i');
		await expect(page.getByTestId('step-position')).toHaveText('Step 36 of 56');
		await expectFramed(page, { focus: true });
		expect(await axeViolations(page)).toEqual([]);
	});
});

for (const lang of ['en', 'fr'] as const)
	test(`presenter mode at 1024x768 on every slide of every lesson, in ${lang === 'en' ? 'English (and normal mode at 1280x800 and 1024x768)' : 'French'}: a tree picture over 55% of the screen, the side column and the page without scroll; a reload keeps presenter mode`, async ({
		page
	}) => {
		// One page load per lesson (its link); its next slides by the clicker's → (no page load).
		// In English each slide is also measured in normal mode at both sizes, presenter mode
		// switched off or on by its key. The slides take turns: one is measured in presenter mode,
		// then normal mode at 1024x768 and at 1280x800; the next one in the opposite order, so
		// that each slide costs one switch of mode and one resize, not two of each.
		test.setTimeout(400_000);
		await page.setViewportSize({ width: 1024, height: 768 });
		const small: string[] = [];
		const scrolled: string[] = [];
		const normalScrolled: string[] = [];
		const withoutPicture: string[] = [];
		let slides = 0;
		const slideOf = (k: number, n: number) =>
			lang === 'en' ? `Slide ${k} of ${n}` : `Diapositive ${k} sur ${n}`;
		const presenterName = lang === 'en' ? 'Presenter mode' : 'Mode présentation';
		/** The slide in presenter mode at 1024x768: the picture's share, no scroll. */
		const measurePresenter = async (name: string, tree: boolean) => {
			await expect(page.locator('.app.presenter')).toHaveCount(1);
			await expect(page.locator('[data-tree-picture]')).toHaveCount(tree ? 1 : 0);
			if (tree) {
				const share = await pictureShare(page);
				if (share < 0.55) small.push(`${name}: ${(100 * share).toFixed(1)}%`);
			}
			const overflow = await page.evaluate(() => {
				const side = document.querySelector('.lesson-stage .side');
				const root = document.scrollingElement!;
				return {
					side: side ? side.scrollHeight - side.clientHeight : 0,
					page: Math.max(root.scrollHeight - innerHeight, root.scrollWidth - innerWidth)
				};
			});
			if (overflow.side > 1 || overflow.page > 0)
				scrolled.push(`${name}: side ${overflow.side} px, page ${overflow.page} px`);
		};
		/** The slide in normal mode at the window's size: the page does not scroll. */
		const measureNormal = async (name: string, width: number, height: number) => {
			await expect(page.locator('.app.presenter')).toHaveCount(0);
			const size = await settledSize(page);
			if (size.height > height || size.width > width)
				normalScrolled.push(`${name} at ${width}x${height}: ${size.width}x${size.height}`);
		};
		const presenterKey = async (on: boolean) => {
			await page.keyboard.press('f');
			await expect(page.locator('.app.presenter')).toHaveCount(on ? 1 : 0);
		};
		for (const [l, lesson] of LESSONS.entries()) {
			const n = lesson.slides.length;
			for (let k = 1; k <= n; k++) {
				if (k === 1) await page.goto(`#/lesson/${lesson.id}/1${lang === 'fr' ? '?lang=fr' : ''}`);
				else await page.keyboard.press('ArrowRight');
				await expect(page.locator('.slide-of')).toHaveText(slideOf(k, n));
				await expect(page.locator('main.lesson')).toHaveAttribute('aria-busy', 'false');
				if (l === 0 && k === 1) {
					await presenterOn(page);
					// The tab keeps presenter mode: a reload opens the slide in it.
					await page.reload();
					await expect(page.locator('.slide-of')).toHaveText(slideOf(1, n));
					await expect(page.getByRole('button', { name: presenterName })).toHaveAttribute(
						'aria-pressed',
						'true'
					);
				}
				const name = `${lang} ${lesson.id}/${k}`;
				const tree = lesson.slides[k - 1].panels.includes('tree');
				if (!tree) withoutPicture.push(`${lesson.id}/${k}`);
				if (lang === 'fr') await measurePresenter(name, tree);
				else if (slides % 2 === 0) {
					// Arrived in presenter mode at 1024x768; leaves in normal mode at 1280x800.
					await measurePresenter(name, tree);
					await presenterKey(false);
					await measureNormal(name, 1024, 768);
					await page.setViewportSize({ width: 1280, height: 800 });
					await measureNormal(name, 1280, 800);
				} else {
					// Arrived in normal mode at 1280x800; leaves in presenter mode at 1024x768.
					await measureNormal(name, 1280, 800);
					await page.setViewportSize({ width: 1024, height: 768 });
					await measureNormal(name, 1024, 768);
					await presenterKey(true);
					await measurePresenter(name, tree);
				}
				slides++;
			}
		}
		expect(slides).toBe(LESSONS.reduce((n, l) => n + l.slides.length, 0));
		expect(small, 'slides whose picture has less than 55% of the screen').toEqual([]);
		expect(scrolled, 'slides whose side column or page scrolls').toEqual([]);
		expect(normalScrolled, 'slides whose page scrolls in normal mode').toEqual([]);
		// The slides without a tree picture (docs/pages.md says why): the figures of the comparison,
		// the proof's tables, the solver's ladder and Monte Carlo tree search's own figure.
		expect(withoutPicture).toEqual([
			'move-ordering/5',
			'move-ordering/6',
			'proof/1',
			'proof/2',
			'proof/3',
			'proof/4',
			'connect4-solver/1',
			'connect4-solver/4',
			'connect4-solver/5',
			'connect4-solver/6',
			'connect4-solver/7',
			'connect4-solver/8',
			'connect4-solver/9',
			'mcts/1',
			'mcts/2',
			'mcts/3',
			'mcts/4',
			'mcts/5',
			'mcts/6',
			'mcts/7'
		]);
	});

test('on a phone (390x844) the Tree tab gives the picture over 60% of the screen, the root in view, the options in one control, the transport at the thumb', async ({
	browser
}, info) => {
	const context = await browser.newContext({
		viewport: { width: 390, height: 844 },
		hasTouch: true,
		isMobile: true,
		locale: 'en-US',
		baseURL: info.project.use.baseURL
	});
	const page = await context.newPage();
	await askToSaveData(page);
	await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1');
	await page.getByRole('tab', { name: 'Tree' }).click();
	await expect(page.getByTestId('step-position')).toHaveText('Step 56 of 56');
	await expectFramed(page, { focus: false });
	expect(await pictureShare(page)).toBeGreaterThanOrEqual(0.6);
	await expectNoScroll(page);
	// The options: one control, opening over the tree.
	const options = page.getByRole('button', { name: 'Options' });
	const group = page.getByRole('group', { name: 'Search options' });
	await expect(options).toHaveAttribute('aria-expanded', 'false');
	await expect(group).toBeHidden();
	await options.click();
	await expect(group).toBeVisible();
	await expect(page.getByRole('checkbox', { name: 'Alpha-beta pruning' })).toBeVisible();
	await expectNoScroll(page);
	await options.click();
	await expect(group).toBeHidden();
	// The compact transport: in the bottom fifth of the screen, every move in view.
	for (const name of ['Step back', 'Step forward', 'Step into', 'Step out']) {
		const box = (await page.getByRole('button', { name }).boundingBox())!;
		expect(box.y, name).toBeGreaterThanOrEqual(0.8 * 844);
		expect(box.x + box.width, name).toBeLessThanOrEqual(390);
	}
	await page.getByRole('button', { name: 'Go to start' }).click();
	await expect(page.getByTestId('step-position')).toHaveText('Step 1 of 56');
	await expectFramed(page, { focus: true });
	expect(await axeViolations(page)).toEqual([]);
	await context.close();
});
