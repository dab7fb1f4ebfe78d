import { describe, expect, it } from 'vitest';
import { lastWinsThrottle, type ThrottleClock } from '$lib/live/throttle';

/** A clock the test moves by hand, running the timers that fall due. */
function manualClock() {
	let now = 0;
	let timers: { at: number; run: () => void; id: number }[] = [];
	let next = 1;
	const clock: ThrottleClock = {
		now: () => now,
		setTimeout: (run, ms) => {
			const id = next++;
			timers.push({ at: now + ms, run, id });
			return id;
		},
		clearTimeout: (id) => (timers = timers.filter((t) => t.id !== id))
	};
	const advance = (ms: number) => {
		now += ms;
		const due = timers.filter((t) => t.at <= now);
		timers = timers.filter((t) => t.at > now);
		due.forEach((t) => t.run());
	};
	return { clock, advance, pending: () => timers.length };
}

describe('lastWinsThrottle', () => {
	it('sends the first value at once, then only the last of a burst when the interval ends', () => {
		const { clock, advance } = manualClock();
		const sent: number[] = [];
		const throttle = lastWinsThrottle((v: number) => sent.push(v), 100, clock);
		throttle.push(1);
		expect(sent).toEqual([1]);
		for (let v = 2; v <= 30; v++) {
			advance(10);
			throttle.push(v);
		}
		// 290 ms of pushes every 10 ms: one send per 100 ms, each the latest value at its time.
		advance(100);
		expect(sent).toEqual([1, 10, 20, 30]);
	});

	it('holding a key for a second sends at most 11 values, the last one last', () => {
		const { clock, advance } = manualClock();
		const sent: number[] = [];
		const throttle = lastWinsThrottle((v: number) => sent.push(v), 100, clock);
		for (let v = 0; v < 100; v++) {
			throttle.push(v);
			advance(10);
		}
		advance(200);
		expect(sent.length).toBeLessThanOrEqual(11);
		expect(sent.at(-1)).toBe(99);
	});

	it('sends a value pushed after a quiet interval at once', () => {
		const { clock, advance } = manualClock();
		const sent: string[] = [];
		const throttle = lastWinsThrottle((v: string) => sent.push(v), 100, clock);
		throttle.push('a');
		advance(500);
		throttle.push('b');
		expect(sent).toEqual(['a', 'b']);
	});

	it('flush sends the waiting value now; cancel drops it', () => {
		const { clock, advance, pending } = manualClock();
		const sent: string[] = [];
		const throttle = lastWinsThrottle((v: string) => sent.push(v), 100, clock);
		throttle.push('a');
		throttle.push('b');
		throttle.flush();
		expect(sent).toEqual(['a', 'b']);
		throttle.push('c');
		throttle.cancel();
		advance(1000);
		expect(sent).toEqual(['a', 'b']);
		expect(pending()).toBe(0);
	});
});
