import { describe, expect, it } from 'vitest';
import { mainThreadCpu, type TraceEvent } from '../../../scripts/bench/trace-tasks.ts';

/** A main-thread task of the page's renderer (pid 1, tid 10) at `ts` µs, `cpu` µs of thread time. */
const task = (ts: number, cpu: number, tid = 10): TraceEvent => ({
	name: 'ThreadControllerImpl::RunTask',
	ph: 'X',
	pid: 1,
	tid,
	ts,
	dur: cpu * 2,
	tdur: cpu
});
const mark = (name: string, ts: number): TraceEvent => ({
	name,
	cat: 'blink.user_timing',
	ph: 'R',
	pid: 1,
	tid: 10,
	ts
});

describe('mainThreadCpu', () => {
	it("sums the thread time of the mark's thread's tasks that began before each mark", () => {
		const events = [
			task(1_000, 40_000),
			task(60_000, 25_500),
			task(61_000, 90_000, 11), // another thread: left out
			mark('first-visit:board-answering', 100_000),
			task(120_000, 7_000),
			mark('first-visit:decision-drawn', 200_000),
			task(250_000, 3_000)
		];
		expect(mainThreadCpu(events)).toEqual({ cpuToBoardMs: 65.5, cpuToDecisionMs: 72.5 });
	});

	it('is NaN where a mark is missing', () => {
		expect(mainThreadCpu([task(1_000, 5_000), mark('first-visit:board-answering', 9_000)])).toEqual(
			{
				cpuToBoardMs: 5,
				cpuToDecisionMs: NaN
			}
		);
		expect(mainThreadCpu([task(1_000, 5_000)])).toEqual({
			cpuToBoardMs: NaN,
			cpuToDecisionMs: NaN
		});
	});
});
