/**
 * Where a first visit's main-thread time goes: one first visit (a new, empty profile, so no code
 * cache; the CPU throttled BENCH_FIRST_RATE times, default 4) of a link of a build, with the
 * DevTools protocol's sampling Profiler and a 'toplevel' Chrome trace running from navigation to
 * the board answering (on a link with a position, until 1.5 s after the computer's decision is
 * drawn). Prints, for the renderer's main-thread tasks over 50 ms, their start and
 * duration (ms since navigation; thread time in CPU ms), then for the longest task the functions
 * with the most self time and the most total time (ms of samples, throttled), and the same
 * grouped by what the time is (script compile/evaluate, garbage collection, style and layout:
 * the profile's `(program)`, `(garbage collector)` nodes and the trace's own events).
 *
 * The names are readable on an unminified build (`npx vite build --minify false`, the served
 * site, into a copy of build/).
 *
 * Usage: `npx tsx scripts/bench/first-visit-profile.ts <build dir> [hash link, default #/] [N]`
 * (N: rows per list, default 25).
 * @throws Error when the board does not answer within 60 s.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../tests/chromium.ts';
import { BOARD_WATCH, DECISION_WATCH } from './first-visit.ts';
import { serve } from './serve.ts';
import { round } from './stats.ts';
import { mainThreadTasks, type TraceEvent as BaseTraceEvent } from './trace-tasks.ts';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = {
	nodes: ProfileNode[];
	startTime: number;
	endTime: number;
	samples: number[];
	timeDeltas: number[];
};
/** A trace event as read here: every one has a time, and V8's runtime call stats may come. */
type TraceEvent = BaseTraceEvent & {
	ts: number;
	args?: { name?: string; 'runtime-call-stats'?: Record<string, [number, number]> };
};

const [dir, link = '#/', rowsArg] = process.argv.slice(2);
if (!dir) throw new Error('Usage: first-visit-profile.ts <build dir> [link] [rows]');
const rows = Number(rowsArg ?? 25);
const rate = Number(process.env.BENCH_FIRST_RATE ?? 4);

const { server, origin } = await serve(resolve(dir));
const profileDir = await mkdtemp(join(tmpdir(), 'minimax-first-visit-profile-'));
const context = await chromium.launchPersistentContext(profileDir, {
	...CHROMIUM_LAUNCH,
	viewport: { width: 1280, height: 900 }
});
try {
	const page = context.pages()[0] ?? (await context.newPage());
	const cdp = await context.newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate });
	// A link with a position: the computer moves first, and the profile runs until its decision
	// is drawn and SETTLE_MS after (what first-visit.ts measures there).
	const deciding = link.includes('position=');
	await page.addInitScript(BOARD_WATCH + (deciding ? DECISION_WATCH : ''));
	const said = (text: string) =>
		page.waitForEvent('console', { predicate: (m) => m.text() === text, timeout: 60_000 });
	const answered = Promise.all([
		said('board answering'),
		deciding ? said('decision drawn') : null
	]).then(() => page.waitForTimeout(deciding ? 1500 : 0));
	const events: TraceEvent[] = [];
	cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
	const traced = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
	await cdp.send('Tracing.start', {
		categories: `toplevel,devtools.timeline,v8${process.env.RCS ? ',disabled-by-default-v8.runtime_stats' : ''}`,
		transferMode: 'ReportEvents'
	});
	// PROFILE=0: the trace alone (the sampling profiler slows the page down by a fifth or so).
	const sampling = process.env.PROFILE !== '0';
	if (sampling) {
		await cdp.send('Profiler.enable');
		await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
		await cdp.send('Profiler.start');
	}
	await page.goto(`${origin}/${link}`, { waitUntil: 'commit' });
	await answered;
	const { profile } = sampling
		? ((await cdp.send('Profiler.stop')) as { profile: Profile })
		: { profile: { nodes: [], startTime: 0, endTime: 0, samples: [], timeDeltas: [] } };
	await cdp.send('Tracing.end');
	await traced;
	const answering = (await page.evaluate('window.__boardAnswering')) as number;

	const mainTasks = mainThreadTasks(events);
	const main = new Set(mainTasks.map((e) => `${e.pid}:${e.tid}`));
	const onMain = (e: TraceEvent) => main.has(`${e.pid}:${e.tid}`);
	const nav = events.find((e) => e.name === 'navigationStart' && onMain(e))?.ts;
	const tasks = mainTasks.filter((e) => (e.dur ?? 0) > 50_000).sort((a, b) => a.ts - b.ts);
	const t0 = nav ?? tasks[0]?.ts ?? 0;
	// STREAM=1: the script streaming and compile events, on every thread.
	if (process.env.STREAM) {
		for (const e of events.filter((x) => /tream|Compile|Parse|EvaluateScript/.test(x.name))) {
			if ((e.dur ?? 0) < 2000 && e.ph === 'X') continue;
			console.log(
				`  ${onMain(e) ? 'main' : `tid ${e.tid}`} ${e.ph} ${e.name} at ${round((e.ts - t0) / 1000)} ms ${round((e.dur ?? 0) / 1000)} ms (CPU ${round((e.tdur ?? 0) / 1000)})`
			);
		}
	}
	console.log(
		`${link}: board answering ${round(answering)} ms; tasks over 50 ms on the main thread:`
	);
	for (const t of tasks) {
		const inside = events.filter(
			(e) => onMain(e) && e.ph === 'X' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0)
		);
		const by = new Map<string, number>();
		for (const e of inside) {
			if (e.name === 'ThreadControllerImpl::RunTask') continue;
			by.set(e.name, (by.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
		}
		const top = [...by]
			.sort((a, b) => b[1] - a[1])
			.slice(0, 8)
			.map(([n, ms]) => `${n} ${round(ms)}`)
			.join(', ');
		console.log(
			`  at ${round((t.ts - t0) / 1000)} ms: ${round((t.dur ?? 0) / 1000)} ms (CPU ${round((t.tdur ?? 0) / 1000)}) — ${top}`
		);
	}

	// RCS=1: V8's runtime call stats (ms) summed over the main thread's events in the longest task.
	if (process.env.RCS) {
		const big = tasks.reduce((a, b) => ((b.dur ?? 0) > (a.dur ?? 0) ? b : a), tasks[0]);
		const sum = new Map<string, number>();
		for (const e of events) {
			const rcs = e.args?.['runtime-call-stats'];
			if (!rcs || !onMain(e) || e.ts < big.ts || e.ts > big.ts + (big.dur ?? 0)) continue;
			for (const [k, [, us]] of Object.entries(rcs)) sum.set(k, (sum.get(k) ?? 0) + us / 1000);
		}
		const top = [...sum].sort((a, b) => b[1] - a[1]).slice(0, rows);
		console.log(`runtime call stats, task at ${round((big.ts - t0) / 1000)} ms:`);
		for (const [k, ms] of top) console.log(`    ${String(round(ms)).padStart(7)}  ${k}`);
	}
	// The samples in the longest task (TASK=<trace event name>: the longest task holding one).
	const holding = (t: TraceEvent) =>
		!process.env.TASK ||
		events.some(
			(e) => onMain(e) && e.name === process.env.TASK && e.ts >= t.ts && e.ts <= t.ts + (t.dur ?? 0)
		);
	// AFTER=<ms>: the longest task starting after that time (ms since navigation).
	const after = (t: TraceEvent) => (t.ts - t0) / 1000 >= Number(process.env.AFTER ?? -Infinity);
	const longest = tasks
		.filter((t) => holding(t) && after(t))
		.reduce<TraceEvent | undefined>(
			(a, b) => (!a || (b.dur ?? 0) > (a.dur ?? 0) ? b : a),
			undefined
		);
	const byId = new Map(profile.nodes.map((n) => [n.id, n]));
	const parent = new Map<number, number>();
	for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
	const label = (n: ProfileNode) => {
		const f = n.callFrame;
		const file = f.url ? f.url.split('/').pop() : '';
		return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
	};
	const self = new Map<string, number>();
	const total = new Map<string, number>();
	let t = profile.startTime;
	const from = longest ? longest.ts : -Infinity;
	const to = longest ? longest.ts + (longest.dur ?? 0) : Infinity;
	let sampled = 0;
	for (let i = 0; i < profile.samples.length; i++) {
		const dt = profile.timeDeltas[i + 1] ?? 0;
		t += profile.timeDeltas[i];
		if (t < from || t > to) continue;
		const ms = dt / 1000;
		sampled += ms;
		const leaf = byId.get(profile.samples[i])!;
		self.set(label(leaf), (self.get(label(leaf)) ?? 0) + ms);
		const seen = new Set<string>();
		for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
			const l = label(byId.get(id)!);
			if (seen.has(l)) continue;
			seen.add(l);
			total.set(l, (total.get(l) ?? 0) + ms);
		}
	}
	const list = (m: Map<string, number>) =>
		[...m]
			.sort((a, b) => b[1] - a[1])
			.slice(0, rows)
			.map(([n, ms]) => `    ${String(round(ms)).padStart(7)}  ${n}`)
			.join('\n');
	console.log(`longest task: ${round(sampled)} ms of samples; self time:\n${list(self)}`);
	console.log(`total time:\n${list(total)}`);
} finally {
	await context.close();
	await rm(profileDir, { recursive: true, force: true });
	server.close();
}
