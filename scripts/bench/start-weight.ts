/**
 * The weight of the built app: what a first visit requests before the board (startWeight, held
 * by the budget test tests/e2e/start-weight.e2e.ts) and the build's sizes (buildSizes). Bytes raw
 * and gzipped (level 9, each file on its own, kB of 1,024 bytes in the figures).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../tests/chromium.ts';
import { SINGLE_FILE } from '../single-file.ts';

/** Bytes, raw and gzipped (level 9, kB of 1,024 bytes in the figures). */
type Size = { raw: number; gzip: number };
const sizeOf = (bytes: Buffer): Size => ({
	raw: bytes.length,
	gzip: gzipSync(bytes, { level: 9 }).length
});

/** The start weight's target: kB gzip requested before the board (docs/speed.md, "First visit"). */
export const START_WEIGHT_TARGET_KB = 150;

/**
 * The start weight's budget, which tests/e2e/start-weight.e2e.ts fails past (kB gzip): the figure
 * reached so far, rounded up, so that nothing heavier slips into the first screen while the
 * target is not met; lowered as the start weight falls, down to START_WEIGHT_TARGET_KB.
 */
export const START_WEIGHT_BUDGET_KB = 150;

/**
 * At most this many files before the board (the page, its scripts and its style sheets), which
 * tests/e2e/start-weight.e2e.ts also holds: the served build puts the first screen's code in one
 * chunk (scripts/chunk-groups.ts), 11 files on 5 December 2026 against 53 before, since each
 * request costs the browser CPU time whatever its size.
 */
export const START_FILES_BUDGET = 12;

/** What startWeight returns. */
export type StartWeight = Size & {
	/** Each file requested before the board: its path under the origin and its gzip bytes. */
	files: { path: string; gzip: number }[];
};

/**
 * The start weight of a first visit of `url` (over http): every document, script and style sheet
 * the page requests before its first cell button exists, summed raw and gzipped (level 9, each
 * file on its own, as a server compresses it). A fresh browser context, so nothing is cached.
 * Unthrottled: it counts bytes, not time.
 * @throws when the board does not appear within 60 s.
 */
export async function startWeight(url: string): Promise<StartWeight> {
	const browser = await chromium.launch(CHROMIUM_LAUNCH);
	try {
		return await startWeightOf(await browser.newPage(), url);
	} finally {
		await browser.close();
	}
}

/**
 * A cell button of the app's own board: the served page's first screen (scripts/first-screen.ts),
 * drawn before the app runs, is inert (a click on it is not handled) and is left out.
 */
export const APP_CELL = 'button[aria-label^="Cell "]:not([inert] *)';

/**
 * In-page watch for the board (installed before the page's scripts): `window.__boardAt`, the time
 * (ms since navigation start) at which the app's first cell button exists (APP_CELL: the board
 * the page needs its scripts for, not the first screen written into it); and `window.__workerStarts`,
 * each worker the page creates, its script's URL and when (a worker's script is fetched outside
 * the page's resource timing).
 */
const BOARD_AT = `
	(() => {
		window.__workerStarts = [];
		const Original = window.Worker;
		window.Worker = class extends Original {
			constructor(url, options) {
				window.__workerStarts.push({ url: new URL(url, location.href).href, at: performance.now() });
				super(url, options);
			}
		};
		const seen = () => document.querySelector('${APP_CELL}');
		new MutationObserver((_, observer) => {
			if (window.__boardAt === undefined && seen()) {
				window.__boardAt = performance.now();
				observer.disconnect();
			}
		}).observe(document, { childList: true, subtree: true });
	})();
`;

/**
 * startWeight in a page the caller made (a fresh context: nothing cached), such as a Playwright
 * test's `page` (tests/e2e/start-weight.e2e.ts holds the budget). A file counts when the page
 * requested it before the board existed (the resource timing's start, or a worker's creation,
 * against `__boardAt`, all read in the page), so that what loads at idle after the first screen is
 * left out however late the test hears of the board.
 * @throws when the board does not appear within 60 s.
 */
export async function startWeightOf(page: Page, url: string): Promise<StartWeight> {
	const bodies = new Map<string, Promise<Size | null>>();
	page.on('response', (response) => {
		const kind = response.request().resourceType();
		if (!['document', 'script', 'stylesheet'].includes(kind)) return;
		bodies.set(
			response.url(),
			response.body().then(sizeOf, () => null)
		);
	});
	await page.addInitScript(BOARD_AT);
	await page.goto(url);
	await page.locator(APP_CELL).first().waitFor({ timeout: 60_000 });
	const before = (await page.evaluate(`(() => {
		const at = window.__boardAt;
		const early = performance
			.getEntriesByType('resource')
			.filter((entry) => entry.startTime < at)
			.map((entry) => entry.name);
		const workers = window.__workerStarts.filter((start) => start.at < at).map((start) => start.url);
		return [...new Set([location.href.split('#')[0], ...early, ...workers])];
	})()`)) as string[];
	const files: { path: string; size: Size }[] = [];
	for (const name of before) {
		const size = await bodies.get(name);
		if (size) files.push({ path: new URL(name).pathname, size });
	}
	return {
		raw: files.reduce((sum, f) => sum + f.size.raw, 0),
		gzip: files.reduce((sum, f) => sum + f.size.gzip, 0),
		files: files.map((f) => ({ path: f.path, gzip: f.size.gzip })).sort((a, b) => b.gzip - a.gzip)
	};
}

/** What buildSizes returns. */
export type BuildSizes = {
	/** build/index.html, the served page's shell. */
	indexHtml: Size;
	/** Every script and style sheet of the served build (build/_app), each gzipped on its own. */
	served: Size & { files: number };
	/** The single-file offline page (build/minimax-lab.html: everything inline). */
	singleFile: Size;
};

/**
 * The build's sizes (bytes, raw and gzip level 9): the served page's shell, every chunk of the
 * served site (most of which a first visit never loads: startWeight says what it does), and the
 * single file (build/minimax-lab.html, SINGLE_FILE in single-file.ts).
 */
export function buildSizes(build: string): BuildSizes {
	const files = readdirSync(join(build, '_app'), { recursive: true, withFileTypes: true })
		.filter((f) => f.isFile() && /\.(js|css)$/.test(f.name))
		.map((f) => sizeOf(readFileSync(join(f.parentPath, f.name))));
	return {
		indexHtml: sizeOf(readFileSync(join(build, 'index.html'))),
		served: {
			raw: files.reduce((sum, f) => sum + f.raw, 0),
			gzip: files.reduce((sum, f) => sum + f.gzip, 0),
			files: files.length
		},
		singleFile: sizeOf(readFileSync(join(build, SINGLE_FILE)))
	};
}
