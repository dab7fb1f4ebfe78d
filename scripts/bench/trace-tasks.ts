/**
 * What a first visit's Chrome trace says of the page's main thread (scripts/bench/first-visit.ts
 * records it: categories `toplevel` and `blink.user_timing`): its tasks, their thread time (CPU
 * ms: the wait for a core left out), the longest one, and the thread time until the in-page
 * watches' marks (`first-visit:board-answering`, `first-visit:decision-drawn`).
 */
import { round } from './stats.ts';

/** mainThreadCpu's figures. */
export type MainThreadCpu = { cpuToBoardMs: number; cpuToDecisionMs: number };
/** The fields of a Chrome trace event read here. */
export type TraceEvent = {
	name: string;
	cat?: string;
	ph: string;
	pid: number;
	tid: number;
	ts?: number;
	dur?: number;
	tdur?: number;
	args?: { name?: string };
};

/**
 * The tasks (`ThreadControllerImpl::RunTask`) run on a renderer's main thread in `events`: on the
 * threads named CrRendererMain, or, with `thread`, on that event's thread only.
 */
export function mainThreadTasks<E extends TraceEvent>(events: E[], thread?: TraceEvent): E[] {
	const main = thread
		? new Set([`${thread.pid}:${thread.tid}`])
		: new Set(
				events
					.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
					.map((e) => `${e.pid}:${e.tid}`)
			);
	return events.filter(
		(e) =>
			e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && main.has(`${e.pid}:${e.tid}`)
	);
}

/**
 * The thread time (ms of CPU) of the page's main thread from navigation until the board answers,
 * and until the decision is drawn: the sum of its tasks that began before the watch's mark
 * (`performance.mark`, a `blink.user_timing` trace event on the page's main thread). Where the
 * longest task says how long the page stops answering, this says how much work the page does
 * before it answers; it moves little with the machine's load (the wait for a core is left out),
 * so that two builds compare with fewer runs.
 */
export function mainThreadCpu(events: TraceEvent[]): MainThreadCpu {
	const markOf = (name: string) =>
		events.find((e) => e.name === name && e.cat?.includes('blink.user_timing'));
	const board = markOf('first-visit:board-answering');
	if (!board?.ts) return { cpuToBoardMs: NaN, cpuToDecisionMs: NaN };
	const tasks = mainThreadTasks(events, board);
	const until = (mark: TraceEvent | undefined) =>
		mark?.ts === undefined
			? NaN
			: round(
					tasks
						.filter((e) => (e.ts ?? Infinity) < mark.ts!)
						.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000
				);
	return {
		cpuToBoardMs: until(board),
		cpuToDecisionMs: until(markOf('first-visit:decision-drawn'))
	};
}

/**
 * The longest thread time (ms of CPU) of a task on the renderer's main thread in `events`. Thread
 * time leaves out the time the thread waits for a core, which on a shared machine is much of a
 * task's duration; Chromium's CPU throttling is counted in it (measured: a throttled task's
 * thread time is most of its duration), so it reads close to the task on an idle machine.
 */
export function longestMainTaskCpu(events: TraceEvent[]): number {
	return Math.max(0, ...mainThreadTasks(events).map((e) => (e.tdur ?? 0) / 1000));
}

/** The renderer main thread's tasks over 50 ms in `events`: "duration/thread time" (ms) each. */
export function mainTasksCpu(events: TraceEvent[]): string {
	return mainThreadTasks(events)
		.filter((e) => (e.dur ?? 0) > 50_000)
		.map((e) => `${round((e.dur ?? 0) / 1000)}/${round((e.tdur ?? 0) / 1000)}`)
		.join(' ');
}
