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
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../tests/chromium.ts';
import { launchPipe } from './cdp-pipe.ts';
import { ensureBuild, serve } from './serve.ts';
import { quantile, round } from './stats.ts';

/** Runs per scenario and throttling; the figure kept is the median of the longest tasks. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
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
type Task = [start: number, duration: number];
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

const OBSERVER = `
	window.__longTasks = [];
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
	}).observe({ type: 'longtask', buffered: true });
`;

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
		await browser.close();
		server.close();
	}
}

/**
 * In-page watch for the board answering (installed before the page's scripts): when the first
 * cell button exists, a task is posted (MessageChannel); it runs when the task that mounted the
 * board and every task queued before it have ended, which is when a click on a cell is handled.
 * `window.__boardAnswering` is that time (ms since navigation start), announced on the console and
 * by a request for https://board-answering.invalid/ (which the bare client intercepts and fails:
 * it needs no Runtime domain, cdp-pipe.ts).
 */
export const BOARD_WATCH = `
	(() => {
		const seen = () => document.querySelector('button[aria-label^="Cell "], [role="group"] button');
		const mark = () => {
			const ch = new MessageChannel();
			ch.port1.onmessage = () => {
				window.__boardAnswering = performance.now();
				console.debug('board answering');
				new Image().src = 'https://board-answering.invalid/';
			};
			ch.port2.postMessage(0);
		};
		const observer = new MutationObserver(() => {
			if (seen()) { observer.disconnect(); mark(); }
		});
		observer.observe(document, { childList: true, subtree: true });
	})();
`;

/** The first-visit links: the start page, and the empty board with the computer to move. */
export const FIRST_VISIT_LINKS = { start: '#/', emptyBoard: '#/?position=.........' } as const;
type FirstVisitLink = keyof typeof FIRST_VISIT_LINKS;
/** One first visit: the longest task (ms) until the board answers, and when it answers (ms). */
type FirstVisit = { longestTaskMs: number; boardAnsweringMs: number; longestTaskCpuMs: number };
/** The fields of a Chrome trace event read here. */
type TraceEvent = {
	name: string;
	ph: string;
	pid: number;
	tid: number;
	dur?: number;
	tdur?: number;
	args?: { name?: string };
};

/**
 * The longest thread time (ms of CPU) of a task on the renderer's main thread in `events`. Thread
 * time leaves out the time the thread waits for a core, which on a shared machine is much of a
 * task's duration; Chromium's CPU throttling is counted in it (measured: a throttled task's
 * thread time is most of its duration), so it reads close to the task on an idle machine.
 */
function longestMainTaskCpu(events: TraceEvent[]): number {
	const main = new Set(
		events
			.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
			.map((e) => `${e.pid}:${e.tid}`)
	);
	const tasks = events.filter(
		(e) =>
			e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && main.has(`${e.pid}:${e.tid}`)
	);
	return Math.max(0, ...tasks.map((e) => (e.tdur ?? 0) / 1000));
}

/** Chromium's flags for the bare first visit: the tests' own, headless, with Playwright's ones
 * that keep a headless page's timers and rendering at full rate. */
const PIPE_ARGS = [
	...CHROMIUM_LAUNCH.args,
	'--headless',
	'--hide-scrollbars',
	'--mute-audio',
	'--no-first-run',
	'--no-default-browser-check',
	'--disable-extensions',
	'--disable-field-trial-config',
	'--disable-background-timer-throttling',
	'--disable-backgrounding-occluded-windows',
	'--disable-renderer-backgrounding',
	'--disable-ipc-flooding-protection',
	'--disable-dev-shm-usage'
];

/** The renderer main thread's tasks over 50 ms in `events`: "duration/thread time" (ms) each. */
function mainTasksCpu(events: TraceEvent[]): string {
	const main = new Set(
		events
			.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
			.map((e) => `${e.pid}:${e.tid}`)
	);
	return events
		.filter(
			(e) =>
				e.ph === 'X' &&
				e.name === 'ThreadControllerImpl::RunTask' &&
				main.has(`${e.pid}:${e.tid}`) &&
				(e.dur ?? 0) > 50_000
		)
		.map((e) => `${round((e.dur ?? 0) / 1000)}/${round((e.tdur ?? 0) / 1000)}`)
		.join(' ');
}

/**
 * One first visit of `url` with the CPU throttled `rate`x, in a browser launched on a new, empty
 * profile (no HTTP cache, no code cache: what a class's first visit meets), driven through the
 * bare protocol client (cdp-pipe.ts): no Runtime domain, so V8 runs the page as in a browser with
 * no DevTools attached. BENCH_FIRST_PLAYWRIGHT=1 drives it with Playwright instead (the figures of
 * earlier sessions; script evaluation many times slower, see cdp-pipe.ts).
 */
async function firstVisit(url: string, rate: number): Promise<FirstVisit> {
	if (process.env.BENCH_FIRST_PLAYWRIGHT) return firstVisitPlaywright(url, rate);
	const profile = await mkdtemp(join(tmpdir(), 'minimax-first-visit-'));
	const browser = launchPipe(CHROMIUM_LAUNCH.executablePath, PIPE_ARGS, profile);
	try {
		const session = await browser.page();
		const on = (method: string, params: Record<string, unknown>) =>
			browser.send(method, params, session);
		const events: TraceEvent[] = [];
		let traced = () => {};
		const complete = new Promise<void>((done) => (traced = done));
		let answered = () => {};
		const answering = new Promise<void>((done) => (answered = done));
		browser.on((e) => {
			if (e.method === 'Tracing.dataCollected') events.push(...(e.params.value as TraceEvent[]));
			else if (e.method === 'Tracing.tracingComplete') traced();
			else if (e.method === 'Fetch.requestPaused') {
				answered();
				void on('Fetch.failRequest', { requestId: e.params.requestId, errorReason: 'Aborted' });
			}
		});
		await on('Fetch.enable', { patterns: [{ urlPattern: 'https://board-answering.invalid/*' }] });
		await on('Emulation.setDeviceMetricsOverride', {
			width: 1280,
			height: 900,
			deviceScaleFactor: 1,
			mobile: false
		});
		await on('Emulation.setCPUThrottlingRate', { rate });
		// The Page domain (needed for the script added before the page's own; unlike Runtime, it
		// leaves the page's script evaluation as it is: cdp-pipe.ts).
		await on('Page.enable', {});
		await on('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVER + BOARD_WATCH });
		// A 'toplevel' trace (no stacks, so no overhead in the page) gives each task's thread time.
		await on('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
		await on('Page.navigate', { url });
		let timer: NodeJS.Timeout | undefined;
		const timeout = new Promise<never>((_, fail) => {
			timer = setTimeout(() => fail(new Error(`${url}: the board did not answer in 60 s`)), 60_000);
		});
		await Promise.race([answering, timeout]).finally(() => clearTimeout(timer));
		await on('Tracing.end', {});
		await complete;
		const longestTaskCpuMs = round(longestMainTaskCpu(events));
		if (process.env.BENCH_TASK_LOG) console.error(`  thread time: ${mainTasksCpu(events)}`);
		// Long tasks are reported once they end: wait a little for the one the answer closed. The
		// page is read once the measure is over (Runtime.evaluate needs no Runtime.enable).
		await new Promise((done) => setTimeout(done, 300));
		const read = (await on('Runtime.evaluate', {
			expression: '[window.__boardAnswering, window.__longTasks]',
			returnByValue: true
		})) as { result: { value: [number, Task[]] } };
		return firstVisitOf(url, rate, read.result.value, longestTaskCpuMs);
	} finally {
		await browser.close();
		await rm(profile, { recursive: true, force: true });
	}
}

/** The figures of a first visit from what the page recorded (see firstVisit). */
function firstVisitOf(
	url: string,
	rate: number,
	[answering, tasks]: [number, Task[]],
	longestTaskCpuMs: number
): FirstVisit {
	const before = tasks.filter(([start]) => start < answering);
	if (process.env.BENCH_TASK_LOG) {
		const list = before.map(([t, d]) => `${round(t)}+${round(d)}`).join(' ');
		console.error(`first visit x${rate} ${url}: answering ${round(answering)}; ${list}`);
	}
	return {
		longestTaskMs: round(Math.max(0, ...before.map(([, d]) => d))),
		boardAnsweringMs: round(answering),
		longestTaskCpuMs
	};
}

/** firstVisit driven by Playwright (BENCH_FIRST_PLAYWRIGHT=1), as earlier sessions measured it. */
async function firstVisitPlaywright(url: string, rate: number): Promise<FirstVisit> {
	const profile = await mkdtemp(join(tmpdir(), 'minimax-first-visit-'));
	const context = await chromium.launchPersistentContext(profile, {
		...CHROMIUM_LAUNCH,
		viewport: { width: 1280, height: 900 }
	});
	try {
		const page = context.pages()[0] ?? (await context.newPage());
		const cdp = await context.newCDPSession(page);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate });
		await page.addInitScript(OBSERVER + BOARD_WATCH);
		// Waiting for a console message, not polling the page: Playwright's in-page helpers are
		// compiled on the page's main thread the first time they run, a long task of their own.
		const answered = page.waitForEvent('console', {
			predicate: (m) => m.text() === 'board answering',
			timeout: 60_000
		});
		const events: TraceEvent[] = [];
		cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
		const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
		await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
		await page.goto(url, { waitUntil: 'commit' });
		await answered;
		await cdp.send('Tracing.end');
		await traced;
		const longestTaskCpuMs = round(longestMainTaskCpu(events));
		await page.waitForTimeout(300);
		const value = (await page.evaluate('[window.__boardAnswering, window.__longTasks]')) as [
			number,
			Task[]
		];
		return firstVisitOf(url, rate, value, longestTaskCpuMs);
	} finally {
		await context.close();
		await rm(profile, { recursive: true, force: true });
	}
}

/** What firstVisitFigures returns, per link: medians and every run's figures. */
export type FirstVisits = {
	runs: number;
	rate: number;
	note: string;
	loadAverage: number[];
	sizes: BuildSizes;
} & Record<FirstVisitLink, Record<string, number | number[]>>;

/**
 * First visits with the CPU throttled 4x (BENCH_FIRST_RATE), each on a new profile, over http
 * (the static server) and, with BENCH_FIRST_FILE=1, from file://: the longest main-thread task
 * from navigation to the board answering and when it answers, medians of RUNS runs (the links
 * alternate run by run, so that both meet the same load).
 * @returns the figures, or `{ error }` when the build or a page fails.
 */
export async function firstVisitFigures(root: string): Promise<FirstVisits | { error: string }> {
	const build = ensureBuild(root);
	if (!build) return { error: 'npm run build failed' };
	const { server, origin } = await serve(build);
	const rate = Number(process.env.BENCH_FIRST_RATE ?? 4);
	const base = process.env.BENCH_FIRST_FILE ? `file://${join(build, 'index.html')}` : `${origin}/`;
	try {
		const runs: Record<FirstVisitLink, FirstVisit[]> = { start: [], emptyBoard: [] };
		for (let i = 0; i < RUNS; i++) {
			for (const link of Object.keys(FIRST_VISIT_LINKS) as FirstVisitLink[]) {
				runs[link].push(await firstVisit(base + FIRST_VISIT_LINKS[link], rate));
			}
		}
		const median = (xs: number[]) =>
			round(
				quantile(
					[...xs].sort((a, b) => a - b),
					0.5
				)
			);
		const per = (link: FirstVisitLink) => {
			const longest = runs[link].map((r) => r.longestTaskMs);
			const answering = runs[link].map((r) => r.boardAnsweringMs);
			const cpu = runs[link].map((r) => r.longestTaskCpuMs);
			return {
				longestTaskMs: median(longest),
				longestTaskMsRuns: longest,
				boardAnsweringMs: median(answering),
				boardAnsweringMsRuns: answering,
				longestTaskCpuMs: median(cpu),
				longestTaskCpuMsRuns: cpu
			};
		};
		return {
			runs: RUNS,
			rate,
			note: `first visit on a new profile, CPU throttled ${rate}x, ${base}: longest task (ms, long-task observer) from navigation to the board answering, when it answers (ms since navigation), and the longest main-thread task's thread time to then (CPU ms, tracing: the wait for a core left out, the throttling kept)`,
			loadAverage: loadavg().map((x) => round(x)),
			sizes: buildSizes(build),
			start: per('start'),
			emptyBoard: per('emptyBoard')
		};
	} catch (error) {
		return { error: (error as Error).message };
	} finally {
		server.close();
	}
}

/** Bytes of a file, raw and gzipped (level 9). */
type Size = { raw: number; gzip: number };
/** What buildSizes returns. */
export type BuildSizes = { indexHtml: Size; startScript: Size & { file: string }; total: Size };

/**
 * The offline build's size (bytes, raw and gzip): build/index.html (styles and the inline start
 * scripts), the app's classic script it loads (build/_app/immutable/app.<hash>.js, written by
 * scripts/split-build.ts), and both together (what a first visit reads).
 */
export function buildSizes(build: string): BuildSizes {
	const size = (bytes: Buffer): Size => ({
		raw: bytes.length,
		gzip: gzipSync(bytes, { level: 9 }).length
	});
	const html = readFileSync(join(build, 'index.html'));
	const dir = join(build, '_app', 'immutable');
	const file = readdirSync(dir).find((f) => /^app\.[0-9a-f]+\.js$/.test(f));
	const script = file ? readFileSync(join(dir, file)) : Buffer.alloc(0);
	const indexHtml = size(html);
	const startScript = {
		file: file ? `_app/immutable/${file}` : '(inline in index.html)',
		...size(script)
	};
	return {
		indexHtml,
		startScript,
		total: { raw: indexHtml.raw + startScript.raw, gzip: size(Buffer.concat([html, script])).gzip }
	};
}
