/**
 * First visits in Chromium, as a class's first visit is: a fresh profile (no code cache), the CPU
 * throttled 4x, from the built app over http (and the single file from file:// with BENCH_FIRST_FILE=1), driven by
 * a bare DevTools client (cdp-pipe.ts) so V8 runs the page as in a browser with no DevTools: the
 * longest main-thread task from navigation until the board answers (and, on the link where the
 * computer moves first, until its decision is drawn), when each happens, and the build's sizes
 * (start script and total, raw and gzip). main-thread.ts reports them beside its click figures.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH, DEBIAN_HEADLESS_SHELL } from '../../tests/chromium.ts';
import { launchPipe } from './cdp-pipe.ts';
import { SINGLE_FILE } from '../single-file.ts';
import {
	APP_CELL,
	buildSizes,
	startWeight,
	type BuildSizes,
	type StartWeight
} from './start-weight.ts';
import { ensureBuild, serve } from './serve.ts';
import { quantile, round } from './stats.ts';
import {
	longestMainTaskCpu,
	mainTasksCpu,
	mainThreadCpu,
	type MainThreadCpu,
	type TraceEvent
} from './trace-tasks.ts';
import { OBSERVER, RUNS, type Task } from './long-tasks.ts';

/**
 * In-page code that posts a task (MessageChannel) which, when it runs, sets `window[key]` to the
 * time (ms since navigation start), leaves the mark `first-visit:<name>`, says the name with a
 * space for the hyphen on the console (`console.debug`) and requests https://<name>.invalid/. The
 * task runs once the task that posted it and every task queued before it have ended.
 */
function announce(key: string, name: string): string {
	return `{
		const ch = new MessageChannel();
		ch.port1.onmessage = () => {
			window.${key} = performance.now();
			performance.mark('first-visit:${name}');
			console.debug('${name.replace('-', ' ')}');
			new Image().src = 'https://${name}.invalid/';
		};
		ch.port2.postMessage(0);
	}`;
}

/**
 * In-page watch for the board (installed before the page's scripts), in ms since navigation start:
 * - `window.__boardFrame`, the start of the first animation frame in which a cell button (the
 *   first screen's or the app's) is displayed; BOARD_DRAWN reads the board drawn from it;
 * - `window.__boardAnswering`, the board answering: when a cell button of the app's exists
 *   (APP_CELL), a task is posted (MessageChannel); it runs when the task that mounted the board
 *   and every task queued before it have ended, which is when a click on a cell is handled. It is
 *   also a `performance.mark`, announced on the console and by a request for
 *   https://board-answering.invalid/ (which the bare client intercepts and fails: it needs no
 *   Runtime domain, cdp-pipe.ts).
 */
export const BOARD_WATCH = `
	(() => {
		const answering = () => document.querySelector('${APP_CELL}');
		let drawn = false;
		let framed = false;
		let answered = false;
		// Whether a cell is displayed is read in an animation frame, where the frame's own style
		// and layout are computed anyway: read from the observer, it would force them early.
		const frame = () =>
			requestAnimationFrame(() => {
				framed = false;
				const cells = document.querySelectorAll('button[aria-label^="Cell "]');
				if (![...cells].some((b) => b.checkVisibility())) return;
				drawn = true;
				window.__boardFrame = performance.now();
				if (answered) observer.disconnect();
			});
		const observer = new MutationObserver(() => {
			if (!drawn && !framed && document.querySelector('button[aria-label^="Cell "]')) {
				framed = true;
				frame();
			}
			if (!answered && answering()) {
				answered = true;
				${announce('__boardAnswering', 'board-answering')}
			}
			if (drawn && answered) observer.disconnect();
		});
		observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
	})();
`;

/**
 * When the board was drawn (ms since navigation start), read in the page once the measure is over:
 * the first contentful paint (the paint timing's time, when that frame was presented) where the
 * board is in it, else the start of the frame that first displays it (BOARD_WATCH's
 * `__boardFrame`: its own style, layout and paint come after), so the later of the two. Undefined
 * when no frame displayed a cell.
 */
const BOARD_DRAWN = `(window.__boardFrame === undefined ? undefined : Math.max(window.__boardFrame,
	performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0))`;

/**
 * In-page watch for the computer's decision drawn (installed with BOARD_WATCH on the link where
 * the computer moves first): when the search summary says "549,946 nodes examined", a task is
 * posted as for the board; `window.__decisionDrawn` is when it runs (ms since navigation start),
 * announced by a request for https://decision-drawn.invalid/ and on the console.
 */
export const DECISION_WATCH = `
	(() => {
		const drawn = () => {
			const summary = document.querySelector('p.summary');
			return summary !== null && summary.textContent.includes('549,946 nodes examined');
		};
		const observer = new MutationObserver(() => {
			if (!drawn()) return;
			observer.disconnect();
			${announce('__decisionDrawn', 'decision-drawn')}
		});
		observer.observe(document, { childList: true, subtree: true, characterData: true });
	})();
`;

/**
 * How long a first visit goes on being measured after the last of its marks (the board answering,
 * and the decision drawn where the computer moves first): the tasks the answer queued, such as
 * the tree's layout in the next frames and the controls mounted after a paint, end in it.
 */
const SETTLE_MS = 1500;

/** The first-visit links: the start page, and the empty board with the computer to move. */
export const FIRST_VISIT_LINKS = { start: '#/', emptyBoard: '#/?position=.........' } as const;
type FirstVisitLink = keyof typeof FIRST_VISIT_LINKS;
/** The links on which the computer moves first: their measure lasts until its decision is drawn. */
const DECIDING_LINKS: ReadonlySet<string> = new Set([FIRST_VISIT_LINKS.emptyBoard]);
/**
 * One first visit: the longest task (ms) from navigation until SETTLE_MS after the board answers
 * (and after the computer's decision is drawn, on a link where it moves first), when the board
 * answers and when the decision is drawn (ms since navigation; NaN on a link without one), and the
 * longest task's thread time (CPU ms).
 */
type FirstVisit = {
	longestTaskMs: number;
	/** When the board was first painted (the first screen's or the app's), ms since navigation. */
	boardDrawnMs: number;
	boardAnsweringMs: number;
	decisionDrawnMs: number;
	longestTaskCpuMs: number;
	/** The page's main thread's CPU time (ms) until the board answers (MainThreadCpu). */
	cpuToBoardMs: number;
	/** The same until the decision is drawn (NaN on a link without one). */
	cpuToDecisionMs: number;
};

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
		const deciding = DECIDING_LINKS.has(new URL(url).hash);
		let answered = () => {};
		const answering = new Promise<void>((done) => (answered = done));
		let decided = () => {};
		const decision = deciding ? new Promise<void>((done) => (decided = done)) : null;
		browser.on((e) => {
			if (e.method === 'Tracing.dataCollected') events.push(...(e.params.value as TraceEvent[]));
			else if (e.method === 'Tracing.tracingComplete') traced();
			else if (e.method === 'Fetch.requestPaused') {
				const { request } = e.params as { request: { url: string } };
				if (request.url.startsWith('https://decision-drawn.invalid/')) decided();
				else answered();
				void on('Fetch.failRequest', { requestId: e.params.requestId, errorReason: 'Aborted' });
			}
		});
		await on('Fetch.enable', {
			patterns: [
				{ urlPattern: 'https://board-answering.invalid/*' },
				{ urlPattern: 'https://decision-drawn.invalid/*' }
			]
		});
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
		await on('Page.addScriptToEvaluateOnNewDocument', {
			source: OBSERVER + BOARD_WATCH + (deciding ? DECISION_WATCH : '')
		});
		// A 'toplevel' trace (no stacks, so no overhead in the page) gives each task's thread time;
		// 'blink.user_timing' the watches' marks.
		await on('Tracing.start', {
			categories: 'toplevel,blink.user_timing',
			transferMode: 'ReportEvents'
		});
		await on('Page.navigate', { url });
		let timer: NodeJS.Timeout | undefined;
		const timeout = new Promise<never>((_, fail) => {
			const what = deciding ? 'answer and draw its decision' : 'answer';
			timer = setTimeout(
				() => fail(new Error(`${url}: the board did not ${what} in 60 s`)),
				60_000
			);
		});
		await Promise.race([Promise.all([answering, decision]), timeout]).finally(() =>
			clearTimeout(timer)
		);
		// The tasks the answer queued run in the settling time; long tasks are reported once they end.
		await new Promise((done) => setTimeout(done, SETTLE_MS));
		await on('Tracing.end', {});
		await complete;
		const longestTaskCpuMs = round(longestMainTaskCpu(events));
		if (process.env.BENCH_TASK_LOG) console.error(`  thread time: ${mainTasksCpu(events)}`);
		// The page is read once the measure is over (Runtime.evaluate needs no Runtime.enable).
		const read = (await on('Runtime.evaluate', {
			expression: `[window.__boardAnswering, window.__decisionDrawn ?? null, window.__longTasks, ${BOARD_DRAWN}]`,
			returnByValue: true
		})) as { result: { value: [number, number | null, Task[], number | undefined] } };
		return firstVisitOf(url, rate, read.result.value, longestTaskCpuMs, mainThreadCpu(events));
	} finally {
		await browser.close();
		await rm(profile, { recursive: true, force: true });
	}
}

/** The figures of a first visit from what the page recorded (see firstVisit). */
function firstVisitOf(
	url: string,
	rate: number,
	[answering, drawn, tasks, boardDrawn]: [number, number | null, Task[], number | null | undefined],
	longestTaskCpuMs: number,
	cpu: MainThreadCpu
): FirstVisit {
	if (typeof boardDrawn !== 'number') throw new Error(`${url}: no frame displayed the board`);
	const decision = drawn ?? NaN;
	// Every task up to the read: the visit's marks and the settling time after them.
	if (process.env.BENCH_TASK_LOG) {
		const list = tasks.map(([t, d]) => `${round(t)}+${round(d)}`).join(' ');
		const drawn = Number.isNaN(decision) ? '' : `, decision drawn ${round(decision)}`;
		console.error(`first visit x${rate} ${url}: answering ${round(answering)}${drawn}; ${list}`);
	}
	return {
		longestTaskMs: round(Math.max(0, ...tasks.map(([, d]) => d))),
		boardDrawnMs: round(boardDrawn),
		boardAnsweringMs: round(answering),
		decisionDrawnMs: round(decision),
		longestTaskCpuMs,
		...cpu
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
		const deciding = DECIDING_LINKS.has(new URL(url).hash);
		await page.addInitScript(OBSERVER + BOARD_WATCH + (deciding ? DECISION_WATCH : ''));
		// Waiting for console messages, not polling the page: Playwright's in-page helpers are
		// compiled on the page's main thread the first time they run, a long task of their own.
		const said = (text: string) =>
			page.waitForEvent('console', { predicate: (m) => m.text() === text, timeout: 60_000 });
		const answered = Promise.all([
			said('board answering'),
			deciding ? said('decision drawn') : null
		]);
		const events: TraceEvent[] = [];
		cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
		const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
		await cdp.send('Tracing.start', {
			categories: 'toplevel,blink.user_timing',
			transferMode: 'ReportEvents'
		});
		await page.goto(url, { waitUntil: 'commit' });
		await answered;
		await page.waitForTimeout(SETTLE_MS);
		await cdp.send('Tracing.end');
		await traced;
		const longestTaskCpuMs = round(longestMainTaskCpu(events));
		const value = (await page.evaluate(
			`[window.__boardAnswering, window.__decisionDrawn ?? null, window.__longTasks, ${BOARD_DRAWN}]`
		)) as [number, number | null, Task[], number | undefined];
		return firstVisitOf(url, rate, value, longestTaskCpuMs, mainThreadCpu(events));
	} finally {
		await context.close();
		await rm(profile, { recursive: true, force: true });
	}
}

/**
 * The browser the first visits run in: its path and the version it prints, and, for Debian's
 * headless shell (what chromiumPath falls back to when Debian's chromium is missing), that its
 * figures are not a visitor's: without the browser's user interface it starts a page in less
 * time (on 5 December 2026, on this kind of machine at load 1.5-2.4: the decision drawn after
 * 667 ms in the shell against 1,242 ms in Debian's chromium, the longest task 76 against 128 ms).
 * @param executable the Chromium binary (default: the one the benchmark launches, CHROMIUM_LAUNCH)
 * @returns "<path>: <what --version printed>", "version unknown" when it printed nothing or failed
 */
export function firstVisitBrowser(executable = CHROMIUM_LAUNCH.executablePath): string {
	const version = spawnSync(executable, ['--version'], { encoding: 'utf8' });
	const said = (version.status === 0 && version.stdout.trim()) || 'version unknown';
	const shell =
		executable === DEBIAN_HEADLESS_SHELL || /headless-shell/.test(executable)
			? " (the headless shell, not a visitor's browser: install Debian's chromium, apt-get install chromium, for the figures the targets are set on)"
			: '';
	return `${executable}: ${said}${shell}`;
}

/** What firstVisitFigures returns, per link: medians and every run's figures. */
export type FirstVisits = {
	runs: number;
	rate: number;
	/** The browser's path and version (firstVisitBrowser). */
	browser: string;
	note: string;
	loadAverage: number[];
	sizes: BuildSizes;
	/** The start weight of each link over http (startWeight). */
	startWeight: Record<FirstVisitLink, StartWeight>;
} & Record<FirstVisitLink, Record<string, number | number[]>>;

/**
 * First visits with the CPU throttled 4x (BENCH_FIRST_RATE), each on a new profile, over http
 * (the static server) and, with BENCH_FIRST_FILE=1, from file://: the longest main-thread task
 * from navigation to the board answering, when the board is drawn (BOARD_DRAWN), when the app's
 * board answers and when the decision is drawn, and the main thread's time until each, medians of
 * RUNS runs (the links alternate run by run, so that both meet the same load).
 * @returns the figures, or `{ error }` when the build or a page fails.
 */
export async function firstVisitFigures(root: string): Promise<FirstVisits | { error: string }> {
	const build = ensureBuild(root);
	if (!build) return { error: 'npm run build failed' };
	const { server, origin } = await serve(build);
	const rate = Number(process.env.BENCH_FIRST_RATE ?? 4);
	const base = process.env.BENCH_FIRST_FILE ? `file://${join(build, SINGLE_FILE)}` : `${origin}/`;
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
		// A figure's median and its runs, left out where a run has none (NaN: a link without a
		// decision, a trace without the watch's mark).
		const per = (link: FirstVisitLink) => {
			const figure = (key: keyof FirstVisit) => {
				const xs = runs[link].map((r) => r[key]);
				return xs.some(Number.isNaN) ? {} : { [key]: median(xs), [`${key}Runs`]: xs };
			};
			return {
				...figure('longestTaskMs'),
				...figure('boardDrawnMs'),
				...figure('boardAnsweringMs'),
				...figure('decisionDrawnMs'),
				...figure('longestTaskCpuMs'),
				...figure('cpuToBoardMs'),
				...figure('cpuToDecisionMs')
			};
		};
		return {
			runs: RUNS,
			rate,
			browser: firstVisitBrowser(),
			note: `first visit on a new profile, CPU throttled ${rate}x, ${base}: longest task (ms, long-task observer) from navigation to ${SETTLE_MS} ms after the board answers (on ${FIRST_VISIT_LINKS.emptyBoard}, after the computer's 549,946-node decision is drawn), when the board is first painted (the first screen written into the page, or the app's), when it answers (the app's) and when the decision is drawn (ms since navigation), the longest main-thread task's thread time over the same span (CPU ms, tracing: the wait for a core left out, the throttling kept), and the main thread's thread time until the board answers and until the decision is drawn (cpuToBoardMs, cpuToDecisionMs)`,
			loadAverage: loadavg().map((x) => round(x)),
			sizes: buildSizes(build),
			startWeight: {
				start: await startWeight(`${origin}/${FIRST_VISIT_LINKS.start}`),
				emptyBoard: await startWeight(`${origin}/${FIRST_VISIT_LINKS.emptyBoard}`)
			},
			start: per('start'),
			emptyBoard: per('emptyBoard')
		};
	} catch (error) {
		return { error: (error as Error).message };
	} finally {
		server.close();
	}
}
