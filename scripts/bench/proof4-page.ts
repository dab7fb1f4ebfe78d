/**
 * The 4x4 draw proof in the page's worker, in Chromium: the built app (build/, built first if
 * missing) served on 127.0.0.1, RUNS page loads each in a fresh browser context (no code cache
 * shared with the one before), "Compare settings" then "Prove with the transposition table", and
 * the time the page shows in the results table (the worker's own timing of the search:
 * src/lib/app/workers/proof4-host.ts). Target: at most 300 ms, the median
 * (`targets.proof4Page`). Imported by scripts/bench.ts (browser part).
 */
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../tests/chromium.ts';
import { ensureBuild, serve } from './serve.ts';
import { quantile, round } from './stats.ts';

const RUNS = 5;

/** "1,234 ms" (the English page) as 1234. */
function parseMs(text: string): number {
	const m = /^([\d,.]+)\s*ms$/.exec(text.trim());
	if (!m) throw new Error(`Not a time in milliseconds: "${text}"`);
	return Number(m[1].replace(/,/g, ''));
}

/**
 * Runs the page's 4x4 proof RUNS times, each in a fresh context.
 * @returns the times the page showed (ms), their median, minimum and maximum, and the load
 *   average before and after; or `{ error }` when the app cannot be built or a run fails.
 */
export async function proof4PageFigures(root: string): Promise<Record<string, unknown>> {
	const build = ensureBuild(root);
	if (build === null) return { error: 'npm run build failed' };
	const loadBefore = loadavg()[0];
	const { server, origin } = await serve(build);
	const browser = await chromium.launch(CHROMIUM_LAUNCH);
	try {
		const times: number[] = [];
		for (let k = 0; k < RUNS; k++) {
			const context = await browser.newContext({ locale: 'en-US' });
			const page = await context.newPage();
			await page.goto(`${origin}/`);
			await page.getByRole('button', { name: 'Compare settings' }).click();
			const demo = page
				.getByRole('region', { name: 'Compare search settings' })
				.getByRole('region', { name: 'Prove 4x4 is a draw' });
			await demo.getByRole('button', { name: 'Prove with the transposition table' }).click();
			const row = demo
				.getByRole('table', { name: /4x4 tic-tac-toe/ })
				.locator('tbody tr')
				.first();
			await row.waitFor({ timeout: 60_000 });
			const cells = await row.locator('td').allInnerTexts();
			if (!cells.some((c) => c.includes('725,254'))) {
				throw new Error(`The page's proof row reads ${JSON.stringify(cells)}, not 725,254 nodes.`);
			}
			times.push(parseMs(cells[cells.length - 1]));
			await context.close();
		}
		const sorted = [...times].sort((a, b) => a - b);
		return {
			search: "proving 4x4 a draw in the page's worker (root recorded), a fresh context each",
			timesMs: times,
			medianMs: round(quantile(sorted, 0.5)),
			minMs: sorted[0],
			maxMs: sorted[sorted.length - 1],
			runs: RUNS,
			loadAverage: [round(loadBefore, 2), round(loadavg()[0], 2)]
		};
	} finally {
		await browser.close();
		server.close();
	}
}
