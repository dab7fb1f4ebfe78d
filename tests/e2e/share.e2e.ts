/**
 * Share and export: "Copy link" makes a link with the step of the search (`step=`) that
 * reopens at that step, also for a lesson slide; `embed=1` shows only the board and the tree; the
 * SVG download holds the tree's nodes, the PNG is an image, the trace is the documented JSON.
 * The link is read from its visible field (the clipboard may refuse, from file:// for one).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { askToSaveData, expect, test } from './test';
import { openApp } from './helpers';
import { openTreeNodes } from './picture';

async function copiedLink(page: Page): Promise<string> {
	await page.getByRole('button', { name: 'Copy link' }).first().click();
	const field = page.getByRole('textbox', { name: 'Link to what is on screen' });
	await expect(field).toBeVisible();
	return field.inputValue();
}

// One page: the tree's files downloaded, then a copied link with step= reopened, each a step.
test(
	'Download SVG, PNG and trace (JSON), then a copied link with step= reopened',
	{ tag: '@file' },
	async ({ page, context }) => {
		await test.step('Download SVG holds the tree’s nodes; PNG and trace (JSON) too', async () => {
			await openApp(page, '#/?position=XOX/.O./X..&alphabeta=1');
			await expect(openTreeNodes(page)).toHaveCount(15);
			// The downloads are the dock's tab "Export".
			await page.getByRole('tab', { name: 'Export' }).click();
			const [svg] = await Promise.all([
				page.waitForEvent('download'),
				page.getByRole('button', { name: 'Download SVG' }).click()
			]);
			expect(svg.suggestedFilename()).toBe('tree-XOX-.O.-X..-alphabeta.svg');
			const text = await readFile((await svg.path())!, 'utf8');
			expect(text).toMatch(/^<\?xml[^>]*>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
			// Every node drawn is in the file with its name and score.
			expect(text.match(/aria-label="(Root|Move cell \d)[^"]*"/g)).toHaveLength(15);
			expect(text).toContain('aria-label="Move cell 6, depth 1, minimizer, score &lt;= -8');
			expect(text).toContain('font-size:');

			const [png] = await Promise.all([
				page.waitForEvent('download'),
				page.getByRole('button', { name: 'Download PNG' }).click()
			]);
			const bytes = await readFile((await png.path())!);
			expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');

			const [trace] = await Promise.all([
				page.waitForEvent('download'),
				page.getByRole('button', { name: 'Download trace (JSON)' }).click()
			]);
			expect(trace.suggestedFilename()).toBe('trace-XOX-.O.-X..-alphabeta.json');
			const json = JSON.parse(await readFile((await trace.path())!, 'utf8'));
			expect(json.format).toBe('minimax-lab-trace');
			expect(json.result).toMatchObject({ bestMove: 7, value: 9, nodes: 15 });
			expect(json.nodes.parent).toHaveLength(15);
		});
		await test.step('a copied link with step= reopens the decision at that step', async () => {
			// The link of the step before, at its last step.
			await page.getByRole('button', { name: 'Go to start' }).click();
			for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
			await expect(page.getByTestId('step-position')).toHaveText('Step 6 of 56');
			const link = await copiedLink(page);
			expect(link).toMatch(/#\/\?position=XOX%2F\.O\.%2FX\.\.&alphabeta=1&step=5$/);
			const other = await context.newPage();
			await askToSaveData(other);
			await other.goto(link);
			await expect(other.getByTestId('step-position')).toHaveText('Step 6 of 56');
			await expect(other.getByRole('status')).toHaveText(
				'The computer (O) played cell 8. Game over: the computer wins with O. Winning line: cells 2, 5, 8.'
			);
			// A step the search does not have: said, and the last step shown.
			await other.goto(link.replace('step=5', 'step=999'));
			await expect(other.getByRole('alert')).toContainText(
				'The link asks for step 999, but this search has steps 0 to 55'
			);
			await expect(other.getByTestId('step-position')).toHaveText('Step 56 of 56');
		});
	}
);

// One page: the slide's bad step= link, then the slide's own link as a new hash (read as a new
// link), each a step.
test("a lesson slide's link: a bad step= said, then a step kept in a copied link", async ({
	page,
	context
}) => {
	await test.step('fault: a lesson’s step=abc said "showing the last step" but showed the slide’s step', async () => {
		await page.goto('#/lesson/minimax/2?step=abc');
		await expect(page.getByRole('alert')).toHaveText(
			'The link\'s "step=abc" is not valid: use a step number from 0. Showing the slide\'s step.'
		);
		// The slide's own step (the same as without step=), not the last of 47.
		await expect(page.getByTestId('step-position')).toHaveText('Step 4 of 47');
	});
	await test.step('a lesson slide’s link keeps its step', async () => {
		await page.goto('#/lesson/minimax/2');
		await expect(page.getByTestId('step-position')).toHaveText('Step 4 of 47');
		await page.getByRole('button', { name: 'Step forward' }).click();
		await expect(page.getByTestId('step-position')).toHaveText('Step 5 of 47');
		const link = await copiedLink(page);
		expect(link).toMatch(/#\/lesson\/minimax\/2\?step=4$/);
		const other = await context.newPage();
		await askToSaveData(other);
		await other.goto(link);
		await expect(other.locator('.slide-of')).toHaveText('Slide 2 of 5');
		await expect(other.getByTestId('step-position')).toHaveText('Step 5 of 47');
	});
});

test('embed=1 shows only the board and the tree with their controls', async ({ page }) => {
	await openApp(page, '#/?position=XOX/.O./X..&embed=1');
	await expect(page.getByRole('group', { name: 'Board' })).toBeVisible();
	await expect(openTreeNodes(page)).toHaveCount(34);
	await expect(page.getByRole('button', { name: 'Step forward' })).toBeVisible();
	await expect(page.getByRole('button', { name: 'Lessons' })).toHaveCount(0);
	await expect(page.getByRole('table', { name: 'Candidate moves' })).toHaveCount(0);
	await expect(page.getByRole('heading', { name: 'Minimax Lab' })).toHaveCount(0);
});

test('fault: Connect Four’s Download trace (JSON) gave nothing within 20 s; it gives the tree on screen', async ({
	page
}) => {
	await openApp(page, '#/?game=connect4&position=......./......./......./......./......./...X...');
	await expect(openTreeNodes(page).first()).toBeVisible();
	await page.getByRole('tab', { name: 'Export' }).click();
	const [trace] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Download trace (JSON)' }).click()
	]);
	const json = JSON.parse(await readFile((await trace.path())!, 'utf8'));
	expect(json.options).toMatchObject({ game: 'connect4' });
	// Consistent counts: the columns hold `cut.nodes` of the `cut.of` nodes the search examined.
	expect(json.nodes.parent.length).toBe(json.cut ? json.cut.nodes : json.result.nodes);
	if (json.cut) {
		expect(json.cut.of).toBe(json.result.nodes);
		await expect(page.getByRole('status').filter({ hasText: 'trace file holds' })).toContainText(
			`the trace file holds the first ${json.cut.nodes.toLocaleString('en')}`
		);
	}
});

test('the trace of the whole 549,946-node tree is cut at 200,000 nodes, and the page and the file say so', async ({
	page
}) => {
	await openApp(page, '#/?position=.........&alphabeta=0&view=whole');
	await expect(page.locator('canvas[data-painted="true"]')).toBeVisible();
	await page.getByRole('tab', { name: 'Export' }).click();
	const [trace] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Download trace (JSON)' }).click()
	]);
	const json = JSON.parse(await readFile((await trace.path())!, 'utf8'));
	expect(json.cut).toEqual({ nodes: 200_000, of: 549_946, limit: 200_000 });
	expect(json.result.nodes).toBe(549_946);
	expect(json.nodes.value).toHaveLength(200_000);
	await expect(page.getByRole('status').filter({ hasText: 'trace file holds' })).toHaveText(
		'The search has 549,946 nodes: the trace file holds the first 200,000, the most a trace holds (its "cut" field says so).'
	);
});

test('Download PNG of the whole tree is the canvas at the current view', async ({ page }) => {
	await openApp(page, '#/?position=XOX/.O./X..&view=whole');
	await expect(page.locator('canvas[data-painted="true"]')).toBeVisible();
	// The dock is closed with the whole tree: its tab "Export" opens it.
	await page.getByRole('tab', { name: 'Export' }).click();
	const [png] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Download PNG' }).click()
	]);
	const bytes = await readFile((await png.path())!);
	expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
	const [svg] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('button', { name: 'Download SVG' }).click()
	]);
	expect(await readFile((await svg.path())!, 'utf8')).toContain(
		'<image href="data:image/png;base64,'
	);
});

test('fault: a share link from 4x4 or Connect Four wrote no game= and reopened as a 3x3 position error', async ({
	page,
	context
}) => {
	await openApp(page, '#/?game=ttt4&position=XOXO/XOXO/OXOX/....&alphabeta=1');
	await expect(page.getByTestId('step-position')).toBeVisible();
	const link = await copiedLink(page);
	expect(link).toContain('position=XOXO%2FXOXO%2FOXOX%2F....');
	expect(link).toContain('&game=ttt4');
	const other = await context.newPage();
	await askToSaveData(other);
	await other.goto(link);
	await expect(other.getByTestId('step-position')).toBeVisible();
	await expect(other.getByRole('alert')).toHaveCount(0);
	await expect(other.getByRole('group', { name: 'Board' }).getByRole('button')).toHaveCount(16);
	await expect(other.getByRole('button', { name: 'Cell 16: empty' })).toBeVisible();
});
