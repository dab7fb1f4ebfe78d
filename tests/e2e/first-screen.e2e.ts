/**
 * The first screen written into the served page (scripts/first-screen.ts, chooser in
 * src/lib/app/first-screen/chooser.ts): on a first visit of `#/` or `#/?position=.........` the
 * browser draws the play page's first part from the page itself, before the start script has run:
 * the board, the status and the header, a picture that a click does not reach and assistive
 * technology does not read; the app replaces it with the very same markup in the task that draws
 * its own, so no frame shows both or neither. Where the app would draw something else (French,
 * something kept on the device, a phone, another link), the page shows none. Over http only:
 * the single file holds none.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test';

/** Holds the start script's request: the page then shows only what it holds itself. */
async function holdStart(page: Page): Promise<void> {
	await page.route('**/_app/immutable/entry/start.*', () => {});
}

/**
 * Records, in the microtask in which the app's root first holds an element (before the page's own
 * chooser removes the first screen), the first screen's and the app's markup: elements with
 * their attributes sorted, a select's options by their selected state, inline styles as the
 * browser reads them, runs of white space as one space, white space between elements left out.
 */
const SWAP_RECORDER = `
	(() => {
		const record = (window.__swap = {});
		const canon = (node) => {
			if (node.nodeType === 3) return node.textContent.trim() === '' ? '' : node.textContent.replace(/\\s+/g, ' ');
			if (node.nodeType !== 1) return '';
			const attributes = [...node.attributes]
				.filter((a) => a.name !== 'selected')
				.map((a) => a.name + '="' + (a.name === 'style' ? node.style.cssText : a.value) + '"')
				.sort();
			if (node.localName === 'option') attributes.push('selected=' + node.selected);
			return '<' + node.localName + ' ' + attributes.join(' ') + '>' + [...node.childNodes].map(canon).join('') + '</' + node.localName + '>';
		};
		const observer = new MutationObserver(() => {
			const app = document.querySelector('body > div:not(.first-screen) > .app');
			if (app === null || app.firstElementChild === null) return;
			observer.disconnect();
			const shell = document.querySelector('.first-screen > .app');
			record.shell = shell === null ? null : canon(shell);
			record.app = canon(app);
		});
		observer.observe(document, { childList: true, subtree: true });
	})();
`;

const FIRST_SCREENS = [
	{ link: '#/', status: 'Your turn: you play X.' },
	{ link: '#/?position=.........', status: 'The computer (X) is thinking…' }
];

test.describe('the first screen in the page', () => {
	test.use({ viewport: { width: 1280, height: 800 } });

	for (const { link, status } of FIRST_SCREENS) {
		test(`${link} shows the board before the start script runs, inert and hidden from assistive technology`, async ({
			page
		}) => {
			await holdStart(page);
			await page.goto(link);
			const screen = page.locator('.first-screen');
			await expect(screen).toHaveCount(1);
			await expect(screen.locator('.status')).toHaveText(status);
			const cells = screen.locator('button[aria-label^="Cell "]');
			await expect(cells).toHaveCount(9);
			await expect(cells.first()).toBeVisible();
			// Shown a part at a time (FIRST_SCREEN_SLICES): every part is shown in the end.
			await expect(screen.locator('h1')).toHaveText('Minimax Lab');
			for (const part of [
				screen.locator('h1'),
				screen.locator('nav a').first(),
				screen.locator('select'),
				cells.last()
			])
				await expect(part).toBeVisible();
			await expect(screen).toHaveAttribute('inert', '');
			await expect(screen).toHaveAttribute('aria-hidden', 'true');
			await expect(page.getByRole('button', { name: /^Cell 1/ })).toHaveCount(0);
			await expect(page.getByRole('status')).toHaveCount(0);
		});

		test(`${link}: the app draws the same markup in the task that removes it`, async ({ page }) => {
			await page.addInitScript(SWAP_RECORDER);
			await page.goto(link);
			await expect(page.getByRole('button', { name: /^Cell 1/ })).toBeVisible();
			await expect(page.locator('.first-screen')).toHaveCount(0);
			const { shell, app } = (await page.evaluate('window.__swap')) as {
				shell: string | null;
				app: string;
			};
			expect(shell).not.toBeNull();
			expect(app).toContain(status);
			expect(shell).toBe(app);
		});
	}

	test('gone when the start script cannot load: no board that answers nothing', async ({
		page
	}) => {
		await page.route('**/_app/immutable/entry/start.*', (route) => route.abort());
		await page.goto('#/');
		await expect(page.locator('.first-screen')).toHaveCount(0);
	});

	test('none where the app draws another screen: a phone, something kept, another link', async ({
		page
	}) => {
		await holdStart(page);
		// A new document each time (a new hash alone would not load the page again).
		const shown = async (link: string) => {
			await page.goto('about:blank');
			await page.goto(link);
			await page.waitForLoadState('domcontentloaded');
			return page.locator('.first-screen').count();
		};
		expect(await shown('#/')).toBe(1);
		expect(await shown('#/practice')).toBe(0);
		expect(await shown('#/?position=.........&alphabeta=0')).toBe(0);
		await page.evaluate(() => localStorage.setItem('minimax-lab.language', 'en'));
		expect(await shown('#/')).toBe(0);
		await page.evaluate(() => localStorage.clear());
		expect(await shown('#/')).toBe(1);
		await page.setViewportSize({ width: 390, height: 844 });
		expect(await shown('#/')).toBe(0);
	});
});

test.describe('the first screen in French', () => {
	test.use({ locale: 'fr-FR' });

	test('is not shown where the browser prefers French', async ({ page }) => {
		await holdStart(page);
		await page.goto('#/');
		await page.waitForLoadState('domcontentloaded');
		await expect(page.locator('.first-screen')).toHaveCount(0);
	});
});
