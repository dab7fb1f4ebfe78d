/**
 * The live class in the browser, against the real server (`npm start`, playwright.config.ts): a
 * teacher's page and three phone-sized (390x844) students in contexts of their own. Join by code
 * and by link, follow slides and steps, a student's reload keeps the name and the count, a late
 * joiner lands on the current slide and step, the count's text, ending the class and deleting its
 * data. Without a server (the single file), "Start a live class" explains that it needs npm start.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { askToSaveData, expect, test } from './test';
import { axeViolations, waitForHumanTurnOrEnd } from './helpers';
import { measurePicture } from './picture';

const PHONE = { viewport: { width: 390, height: 844 }, locale: 'en-US' } as const;

const slideOf = (page: Page) => page.locator('.slide-of');
const stepPosition = (page: Page) => page.getByTestId('step-position');
const strip = (page: Page) => page.getByRole('region', { name: 'Live class' });

/** A student's phone: its own context (own storage), 390x844. */
async function phone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
	const context = await browser.newContext(PHONE);
	const page = await context.newPage();
	await askToSaveData(page);
	return { context, page };
}

/** Joins at `#/join` (or the join link when `link` is given) as `name`. */
async function join(page: Page, name: string, code: string, link?: string): Promise<void> {
	await page.goto(link ?? '#/join');
	const codeField = page.getByLabel('Join code');
	if (link) await expect(codeField).toHaveValue(code);
	else await codeField.fill(code.toLowerCase());
	await page.getByLabel('Your name').fill(name);
	await page.getByRole('button', { name: 'Join', exact: true }).click();
	await expect(page.getByRole('region', { name: 'Live class' })).toContainText(name);
}

test('a live class: join by code and by link, follow slides and steps, a reload, a late joiner, the count, the end; then a class on Play', async ({
	page,
	browser
}) => {
	test.skip(test.info().project.name !== 'http', 'needs the live class server');
	await page.setViewportSize({ width: 1280, height: 800 });
	await page.goto('#/lesson/alpha-beta/4');
	await expect(stepPosition(page)).toHaveText('Step 13 of 56');
	await page.getByRole('button', { name: 'Start a live class' }).click();

	const code = (await strip(page).locator('[data-join-code]').textContent()) ?? '';
	expect(code).toMatch(/^[ACEFHJKMNPRTWXY3479]{6}$/);
	const link = await strip(page).locator('[data-join-link]').textContent();
	expect(link).toBe(`${new URL(page.url()).origin}/#/join/${code}`);
	await expect(strip(page).getByRole('img', { name: /^QR code/ })).toBeVisible();
	await expect(strip(page).getByText('0 students')).toBeVisible();
	expect(await axeViolations(page, ['.join-strip'])).toEqual([]);

	// Presenter mode at 1024x768: the strip folds to the code and the count beside the picture,
	// which keeps its 55% of the screen.
	await page.setViewportSize({ width: 1024, height: 768 });
	await page.keyboard.press('f');
	await expect(strip(page).getByRole('img', { name: /^QR code/ })).toHaveCount(0);
	await expect(strip(page).locator('[data-join-code]')).toHaveText(code);
	const picture = await measurePicture(page);
	expect((picture.width * picture.height) / (1024 * 768)).toBeGreaterThanOrEqual(0.55);
	const frame = (await page.locator('[data-tree-picture]').boundingBox())!;
	const box = (await strip(page).boundingBox())!;
	expect(box.x + box.width <= frame.x || box.y + box.height <= frame.y).toBe(true);
	await page.keyboard.press('f');
	// Presenter mode leaves full screen as it ends; the window is resized once it has.
	await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
	await page.setViewportSize({ width: 1280, height: 800 });
	await expect(strip(page).getByRole('img', { name: /^QR code/ })).toBeVisible();

	// Ana joins by typing the code (in lower case), Ben by the link.
	const ana = await phone(browser);
	const ben = await phone(browser);
	await ben.page.goto(link!);
	await expect(ben.page.getByLabel('Join code')).toHaveValue(code);
	expect(await axeViolations(ben.page)).toEqual([]);
	await join(ana.page, 'Ana', code);
	await join(ben.page, 'Ben', code, link!);
	await expect(strip(page).getByText('2 students')).toBeVisible();
	for (const s of [ana.page, ben.page]) {
		await expect(slideOf(s)).toHaveText('Slide 4 of 7');
		await expect(stepPosition(s)).toHaveText('Step 13 of 56');
	}

	// The teacher steps and changes slide: the phones follow.
	await page.getByRole('button', { name: 'Step forward' }).click();
	await page.getByRole('button', { name: 'Step forward' }).click();
	await expect(stepPosition(page)).toHaveText('Step 15 of 56');
	for (const s of [ana.page, ben.page]) await expect(stepPosition(s)).toHaveText('Step 15 of 56');
	await page.keyboard.press('ArrowLeft');
	await expect(slideOf(page)).toHaveText('Slide 3 of 7');
	for (const s of [ana.page, ben.page]) await expect(slideOf(s)).toHaveText('Slide 3 of 7');

	// Ben explores alone, then snaps back to the teacher's slide.
	const follow = ben.page.getByRole('switch', { name: 'Follow the teacher' });
	await follow.uncheck();
	await ben.page.getByRole('button', { name: 'Previous slide' }).click();
	await expect(slideOf(ben.page)).toHaveText('Slide 2 of 7');
	await page.keyboard.press('ArrowRight');
	await expect(slideOf(page)).toHaveText('Slide 4 of 7');
	await expect(slideOf(ana.page)).toHaveText('Slide 4 of 7');
	await expect(slideOf(ben.page)).toHaveText('Slide 2 of 7');
	await follow.check();
	await expect(slideOf(ben.page)).toHaveText('Slide 4 of 7');
	expect(await axeViolations(ben.page, ['.student-bar'])).toEqual([]);

	// Ana's phone reloads: same name, still two students, back on the teacher's slide.
	await ana.page.reload();
	await expect(strip(ana.page)).toContainText('Ana');
	await expect(slideOf(ana.page)).toHaveText('Slide 4 of 7');
	await expect(strip(page).getByText('2 students')).toBeVisible();

	// Cleo joins late: the current slide and step.
	await page.getByRole('button', { name: 'Step forward' }).click();
	await expect(stepPosition(page)).toHaveText('Step 14 of 56');
	const cleo = await phone(browser);
	await join(cleo.page, 'Cleo', code);
	await expect(slideOf(cleo.page)).toHaveText('Slide 4 of 7');
	await expect(stepPosition(cleo.page)).toHaveText('Step 14 of 56');
	await expect(strip(page).getByText('3 students')).toBeVisible();
	await cleo.context.close();
	await expect(strip(page).getByText('2 students')).toBeVisible();

	// The teacher ends the class: the phones are told and stop following.
	await page.getByRole('button', { name: 'End the class' }).click();
	for (const s of [ana.page, ben.page])
		await expect(s.getByRole('status').filter({ hasText: 'The class has ended' })).toBeVisible();
	await page.keyboard.press('ArrowRight');
	await expect(slideOf(page)).toHaveText('Slide 5 of 7');
	await expect(slideOf(ana.page)).toHaveText('Slide 4 of 7');
	await page.getByRole('button', { name: "Delete the class's data" }).click();
	await expect(strip(page)).toContainText("The class's data is deleted");
	await ana.context.close();
	await ben.context.close();

	await test.step('on Play, a Connect Four move: the phone searches the teacher’s tree with the teacher’s options, node for node', async () => {
		// A new link in the teacher's page, and a new class for it.
		await page.goto('#/?game=connect4');
		await page.getByRole('button', { name: 'Start a live class' }).click();
		// A class of its own: a new code.
		const joinCode = strip(page).locator('[data-join-code]');
		await expect(joinCode).toHaveText(/^[ACEFHJKMNPRTWXY3479]{6}$/);
		await expect(joinCode).not.toHaveText(code);
		const ana = await phone(browser);
		await join(ana.page, 'Ana', (await joinCode.textContent()) ?? '');

		await page.getByRole('button', { name: 'Column 4', exact: true }).click();
		await waitForHumanTurnOrEnd(page);
		const summary = page.getByTestId('tree-summary');
		await expect(summary).toContainText('nodes examined');
		const nodes = /^([\d,]+) nodes examined/.exec((await summary.textContent()) ?? '')?.[1];
		expect(nodes).toMatch(/^\d{1,3}(,\d{3})+$/);
		await expect(ana.page.getByTestId('tree-summary')).toContainText(`${nodes} nodes examined`);
		// The same iterations (depth, best move, value, nodes; not the time), the last one the
		// teacher's clock stopped at, and the same note under them.
		const iterations = (p: Page) =>
			p
				.getByTestId('iterations')
				.locator('tbody tr')
				.evaluateAll((rows) =>
					rows.map((row) => [...row.children].slice(0, 4).map((cell) => cell.textContent))
				);
		const teacherIterations = await iterations(page);
		expect(teacherIterations.length).toBeGreaterThan(3);
		expect(await iterations(ana.page)).toEqual(teacherIterations);
		const note = (p: Page) => p.getByTestId('iterations').locator('+ p.note');
		await expect(note(ana.page)).toHaveText((await note(page).textContent()) ?? '');
		// The options are the teacher's too (no depth limit: the teacher's clock, not a limit, set the
		// depth), so the command that reproduces the tree is the same.
		const cli = (p: Page) => p.locator('.cli code');
		await expect(cli(ana.page)).toHaveText((await cli(page).textContent()) ?? '');
		expect(await cli(page).textContent()).not.toContain('depth-limit');
		await ana.context.close();
	});
});

test.describe('the single file', () => {
	// Skipped before the test's page is made: over http the server is there.
	test.skip(({ baseURL }) => !baseURL?.startsWith('file:'), 'the single file opened from disk');

	test('without the live class server (the single file), "Start a live class" says it needs npm start @file', async ({
		page
	}) => {
		await page.goto('#/lesson/alpha-beta/4');
		await page.getByRole('button', { name: 'Start a live class' }).click();
		await expect(page.getByRole('alert')).toContainText(
			'A live class needs the app started with npm start'
		);
		await expect(page.getByRole('region', { name: 'Live class' })).toHaveCount(0);
		// The join page says the same, and the page goes on working.
		await page.goto('#/join/K7MR3T');
		await page.getByLabel('Your name').fill('Ana');
		await page.getByRole('button', { name: 'Join', exact: true }).click();
		await expect(page.getByRole('alert')).toContainText('needs the app started with npm start');
		await page.goto('#/lesson/alpha-beta/4');
		await expect(slideOf(page)).toHaveText('Slide 4 of 7');
	});
});
