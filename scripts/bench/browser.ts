/**
 * The browser part of the benchmark, in Chromium (Playwright, Debian's binary): the built app
 * (build/, built first if missing) served on 127.0.0.1 and opened at the whole-tree URL; the time
 * from the request (navigation start) to the first paint of the whole tree, the longest main-thread
 * tasks (a long-task observer), frame times while zooming and panning at several scales, and the JS
 * heap with the whole tree open.
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../tests/chromium.ts';
import { scaleOf, startFrames, stopFrames } from './frames.ts';
import { ensureBuild, serve } from './serve.ts';
import { quantile, round } from './stats.ts';
import { VSYNC_MS } from './targets.ts';

/** Zoom scales the frames are measured at (from the fitted view, far out, to mini-boards). */
const SCALES = [0, 0.05, 0.5, 3, 20, 90];

type Task = [start: number, duration: number];
const longest = (list: Task[]) => round(Math.max(0, ...list.map(([, d]) => d)));

/** Startup: first paint and DOMContentLoaded (ms from navigation start), tasks before and during. */
async function startup(page: Page) {
	await page.waitForSelector('canvas[data-painted="true"]', { state: 'attached', timeout: 60_000 });
	const start = (await page.evaluate(`(() => {
		const mark = performance.getEntriesByName('whole-tree-first-paint')[0];
		const nav = performance.getEntriesByType('navigation')[0];
		return {
			firstPaintMs: mark ? mark.startTime : NaN,
			domContentLoadedMs: nav ? nav.domContentLoadedEventEnd : NaN
		};
	})()`)) as { firstPaintMs: number; domContentLoadedMs: number };
	await page.waitForTimeout(600);
	const tasks = (await page.evaluate('window.__longTasks')) as Task[];
	return {
		...start,
		beforeLoad: tasks.filter(([t]) => t < start.domContentLoadedMs),
		during: tasks.filter(([t]) => t >= start.domContentLoadedMs && t <= start.firstPaintMs + 500)
	};
}

/** Frame intervals and drawing times while zooming (wheel) and panning (drag) at each scale. */
async function frameLevels(page: Page, canvas: Locator) {
	// The canvas starts below the fold at 1280x900: a wheel outside the viewport zooms nothing.
	await canvas.scrollIntoViewIfNeeded();
	const box = (await canvas.boundingBox())!;
	const cx = box.x + box.width / 2;
	const cy = box.y + box.height * 0.6;
	await page.mouse.move(cx, cy);
	const levels: Record<string, unknown>[] = [];
	const all: number[] = [];
	for (const target of SCALES) {
		for (let guard = 0; guard < 200 && (await scaleOf(page)).k < target; guard++) {
			await page.mouse.wheel(0, -200);
		}
		await page.waitForTimeout(100);
		const before = await scaleOf(page);
		await startFrames(page);
		for (let i = 0; i < 12; i++) await page.mouse.wheel(0, i % 4 < 2 ? -60 : 60);
		await page.mouse.move(cx, cy);
		await page.mouse.down();
		for (let i = 1; i <= 30; i++) await page.mouse.move(cx + (i % 15) * 12 - 90, cy, { steps: 1 });
		await page.mouse.up();
		await page.mouse.move(cx, cy);
		const measured = await stopFrames(page);
		const deltas = measured.deltas.sort((a, b) => a - b);
		const draws = measured.draws.sort((a, b) => a - b);
		all.push(...deltas);
		levels.push({
			scale: Number(before.k.toPrecision(3)),
			lod: before.lod,
			frames: deltas.length,
			medianMs: round(quantile(deltas, 0.5), 2),
			p95Ms: round(quantile(deltas, 0.95), 2),
			maxMs: round(deltas[deltas.length - 1] ?? NaN, 2),
			missedVsyncs: deltas.filter((d) => d > VSYNC_MS * 1.5).length,
			drawMedianMs: round(quantile(draws, 0.5), 2),
			drawP95Ms: round(quantile(draws, 0.95), 2)
		});
	}
	all.sort((a, b) => a - b);
	return {
		levels,
		overall: { medianMs: round(quantile(all, 0.5), 2), p95Ms: round(quantile(all, 0.95), 2) },
		worstLevelP95Ms: Math.max(...levels.map((l) => l.p95Ms as number))
	};
}

/** The JS heap after a garbage collection, and the array buffers' backing store (MB). */
async function heap(page: Page) {
	const cdp = await page.context().newCDPSession(page);
	await cdp.send('HeapProfiler.collectGarbage');
	const usage = (await cdp.send('Runtime.getHeapUsage')) as {
		usedSize: number;
		totalSize: number;
		backingStorageSize?: number;
	};
	const used = round(usage.usedSize / 2 ** 20);
	const backing = round((usage.backingStorageSize ?? 0) / 2 ** 20);
	return {
		jsHeapUsedMB: used,
		jsHeapTotalMB: round(usage.totalSize / 2 ** 20),
		arrayBufferBackingMB: backing,
		usedPlusBackingMB: round(used + backing)
	};
}

/**
 * The browser figures for the app in `root`/build opened at `url` (path and hash).
 * @returns the figures, or `{ error }` when the build or the page fails.
 */
export async function browserFigures(root: string, url: string): Promise<Record<string, unknown>> {
	const build = ensureBuild(root);
	if (!build) return { error: 'npm run build failed' };
	const { server, origin } = await serve(build);
	const browser = await chromium.launch(CHROMIUM_LAUNCH);
	try {
		const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
		await page.addInitScript(`
			window.__longTasks = [];
			new PerformanceObserver((list) => {
				for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
			}).observe({ type: 'longtask', buffered: true });
		`);
		await page.goto(origin + url);
		const canvas = page.locator('canvas[data-painted]').first();
		try {
			await canvas.waitFor({ state: 'attached', timeout: 20_000 });
		} catch {
			return { error: `No whole-tree canvas at ${url} (set WHOLE_TREE_URL).` };
		}
		const start = await startup(page);
		const frames = await frameLevels(page, canvas);
		const tasksAfter = (await page.evaluate('window.__longTasks')) as Task[];
		const interaction = tasksAfter.filter(([t]) => t > start.firstPaintMs + 500);
		return {
			url,
			viewport: '1280x900',
			firstPaintMs: round(start.firstPaintMs),
			longestTaskMs: {
				startup: longest(start.beforeLoad),
				duringSearchAndLayout: longest(start.during),
				whileZoomingAndPanning: longest(interaction),
				duringSearchAndLayoutList: start.during.map(([t, d]) => [round(t), round(d)])
			},
			frames,
			heap: await heap(page)
		};
	} finally {
		await browser.close();
		server.close();
	}
}
