/**
 * The main thread from a click to the computer's answer drawn, in
 * Chromium with a long-task observer (PerformanceObserver 'longtask', buffered, installed before
 * the page's scripts): for each tree view (open nodes, whole tree) the page load, a click on a cell
 * of the empty board (the computer answers: 59,704 nodes), "New game: computer starts" (its search
 * of the empty board, 549,946 nodes, arrives from the worker) and stepping through that search with
 * the step controls and keys. Each scenario reports its longest task (ms), normally and with the
 * CPU throttled 4x (DevTools protocol Emulation.setCPUThrottlingRate), the median of RUNS runs.
 * In-page code is passed as strings: tsx's name-keeping helper (__name) does not exist in the page.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../tests/chromium.ts';
import { ensureBuild, serve } from './serve.ts';
import { quantile, round } from './stats.ts';
import { firstVisitFigures, type FirstVisits } from './first-visit.ts';
import { OBSERVER, RUNS, type Task } from './long-tasks.ts';

/** The page is taken as settled when no long task has ended for this long (ms, unthrottled). */
const QUIET_MS = 700;

const VIEWS = { open: '', whole: '&view=whole' } as const;
type View = keyof typeof VIEWS;
/** The scenarios, in the order a run goes through them on one page. */
export const SCENARIOS = [
	'pageLoad',
	'newGame',
	'clickToAnswer',
	'computerStarts',
	'stepping'
] as const;
type Scenario = (typeof SCENARIOS)[number];
/** Per view, the median longest task (ms) of each scenario, and every run's figure. */
type PerView = Record<View, Record<string, number | number[]>>;
/** What mainThreadFigures returns. */
export type MainThread = {
	runs: number;
	note: string;
	normal: PerView;
	throttled4x: PerView;
	firstVisit?: FirstVisits | { error: string };
};

/** The long tasks seen since the last call (and forgets them). */
async function takeTasks(page: Page): Promise<Task[]> {
	return (await page.evaluate(
		'(() => { const t = window.__longTasks; window.__longTasks = []; return t; })()'
	)) as Task[];
}

/**
 * Waits until the page is quiet: two animation frames have run and no long task has ended for
 * `quiet` ms (long tasks are reported after they end, so a task still running delays this).
 */
async function settle(page: Page, quiet: number): Promise<void> {
	await page.evaluate(
		'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(0))))'
	);
	for (let guard = 0; guard < 100; guard++) {
		const idle = (await page.evaluate(`(() => {
			const t = window.__longTasks;
			const last = t.length ? t[t.length - 1][0] + t[t.length - 1][1] : 0;
			return performance.now() - last;
		})()`)) as number;
		if (idle >= quiet) return;
		await page.waitForTimeout(quiet - idle + 20);
	}
}

const status = (page: Page) => page.getByRole('status').first();

/** Steps through the search on screen with the buttons and the keys (Stepper controls). */
async function step(page: Page, quiet: number): Promise<void> {
	const button = (name: string) => page.getByRole('button', { name, exact: true });
	await button('Go to start').click();
	await settle(page, quiet / 2);
	for (let i = 0; i < 4; i++) await button('Step forward').click();
	await button('Step into').click();
	await button('Step over').click();
	await button('Step out').click();
	await button('Step back').click();
	await settle(page, quiet / 2);
	await button('Step forward').focus();
	for (const key of ['ArrowRight', 'ArrowRight', 'i', 'o', 'u', 'ArrowLeft']) {
		await page.keyboard.press(key);
	}
	await page.getByRole('slider', { name: 'Step' }).fill('1000000');
	await settle(page, quiet / 2);
	await button('Go to end').click();
}

/** One run on a fresh page: the longest task (ms) of each scenario in `view`. */
async function oneRun(
	browser: Browser,
	origin: string,
	view: View,
	rate: number
): Promise<Record<Scenario, number>> {
	const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
	const quiet = QUIET_MS * Math.max(1, rate / 2);
	try {
		const cdp = await page.context().newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate });
		await page.addInitScript(OBSERVER);
		const longest = (tasks: Task[]) => round(Math.max(0, ...tasks.map(([, d]) => d)));
		// BENCH_TASK_LOG=1: every long task of every run on stderr ([start, duration] ms).
		const taken = async (scenario: Scenario) => {
			const tasks = await takeTasks(page);
			const list = tasks.map(([t, d]) => `${round(t)}+${round(d)}`).join(' ');
			if (process.env.BENCH_TASK_LOG) console.error(`${view} x${rate} ${scenario}: ${list}`);
			return longest(tasks);
		};
		await page.goto(`${origin}/#/?position=.........${VIEWS[view]}`);
		await page
			.getByText(/549,946 nodes examined/)
			.first()
			.waitFor({ timeout: 60_000 });
		if (view === 'whole') {
			await page.waitForSelector('canvas[data-painted="true"]', { state: 'attached' });
		}
		await settle(page, quiet);
		const pageLoad = await taken('pageLoad');

		await page.getByRole('button', { name: 'New game: you start' }).click();
		await status(page).filter({ hasText: 'Your turn: you play X.' }).waitFor();
		await settle(page, quiet);
		const newGame = await taken('newGame');

		await page.getByRole('button', { name: 'Cell 5: empty' }).click();
		await page
			.getByText(/The computer \(O\) played cell/)
			.first()
			.waitFor({ timeout: 60_000 });
		await settle(page, quiet);
		const clickToAnswer = await taken('clickToAnswer');

		await page.getByRole('button', { name: 'New game: computer starts' }).click();
		await page
			.getByText(/The computer \(X\) played cell/)
			.first()
			.waitFor({ timeout: 60_000 });
		await page
			.getByText(/549,946 nodes examined/)
			.first()
			.waitFor({ timeout: 60_000 });
		await settle(page, quiet);
		const computerStarts = await taken('computerStarts');

		await step(page, quiet);
		await settle(page, quiet);
		const stepping = await taken('stepping');
		return { pageLoad, newGame, clickToAnswer, computerStarts, stepping };
	} finally {
		await page.close();
	}
}

/**
 * The longest main-thread task (ms) of each scenario in each view, normally and with the CPU
 * throttled 4x, medians of RUNS runs (each run's figures listed in `<scenario>Runs`), on the app
 * in `root`/build (built first if missing). 0 means no task over 50 ms (the long-task threshold).
 * @returns the figures, or `{ error }` when the build or a page fails.
 */
export async function mainThreadFigures(root: string): Promise<MainThread | { error: string }> {
	const build = ensureBuild(root);
	if (!build) return { error: 'npm run build failed' };
	const { server, origin } = await serve(build);
	const browser = await chromium.launch(CHROMIUM_LAUNCH);
	let open = true;
	try {
		const out: Record<string, PerView> = {};
		// BENCH_RATES: the throttling rates to run (default both: 1,4).
		const rates = (process.env.BENCH_RATES ?? '1,4').split(',').map(Number);
		for (const [name, rate] of [
			['normal', 1],
			['throttled4x', 4]
		] as const) {
			if (!rates.includes(rate)) continue;
			out[name] = { open: {}, whole: {} };
			for (const view of Object.keys(VIEWS) as View[]) {
				const runs: Record<Scenario, number>[] = [];
				for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, origin, view, rate));
				for (const s of SCENARIOS) {
					const sorted = runs.map((r) => r[s]).sort((a, b) => a - b);
					out[name][view][s] = round(quantile(sorted, 0.5));
					out[name][view][`${s}Runs`] = runs.map((r) => r[s]);
				}
			}
		}
		// The first visits launch browsers of their own: this one is closed first, so that they
		// share the machine with nothing of the benchmark's.
		await browser.close();
		open = false;
		// BENCH_FIRST=0 skips the first visits.
		const firstVisit = process.env.BENCH_FIRST === '0' ? undefined : await firstVisitFigures(root);
		return {
			runs: RUNS,
			note: 'longest task (ms) per scenario, median of runs; 0: none over 50 ms',
			...out,
			firstVisit
		} as MainThread;
	} catch (error) {
		return { error: (error as Error).message };
	} finally {
		if (open) await browser.close();
		server.close();
	}
}
