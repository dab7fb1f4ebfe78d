/**
 * What the main-thread benches share: the runs per figure (BENCH_RUNS, default 3) and the in-page
 * long-task observer (PerformanceObserver 'longtask', buffered, installed before the page's
 * scripts), which collects [start, duration] pairs (ms) in `window.__longTasks`. In-page code is a
 * string: tsx's name-keeping helper (__name) does not exist in the page.
 */
/** Runs per scenario and throttling; the figure kept is the median of the longest tasks. */
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** One long task: when it started and how long it ran (ms since navigation start). */
export type Task = [start: number, duration: number];

/** The in-page observer of long tasks (install with addInitScript). */
export const OBSERVER = `
	window.__longTasks = [];
	new PerformanceObserver((list) => {
		for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
	}).observe({ type: 'longtask', buffered: true });
`;
