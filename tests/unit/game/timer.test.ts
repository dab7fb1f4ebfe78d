/**
 * Time per move with fake time: remaining time, pauses while the page is hidden, the 10-second
 * warning and the flag each given once, and a driver on vitest's fake timers that ends a game on time.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	elapsedMs,
	isPaused,
	loseOnTime,
	msUntilNextEvent,
	pauseClock,
	remainingMs,
	result,
	resumeClock,
	startClock,
	tick,
	type ClockEvent,
	type TurnClock
} from '$lib/game';
import { must, playCells, twoPeople } from './helpers';

describe('remaining time', () => {
	const clock = startClock(30, 1_000);
	it.each([
		{ now: 1_000, remaining: 30_000 },
		{ now: 11_000, remaining: 20_000 },
		{ now: 31_000, remaining: 0 },
		{ now: 99_000, remaining: 0 },
		{ now: 500, remaining: 30_000 }
	])('at $now ms: $remaining ms left', ({ now, remaining }) => {
		expect(remainingMs(clock, now)).toBe(remaining);
	});

	it('no limit: null remaining, no events, no timeout', () => {
		const free = startClock(0, 0);
		expect(remainingMs(free, 1e9)).toBeNull();
		expect(tick(free, 1e9)).toEqual({ clock: free, events: [] });
		expect(msUntilNextEvent(free, 0)).toBeNull();
	});
});

describe('pause and resume (page hidden)', () => {
	it('time spent paused does not count, and a pause or resume twice changes nothing', () => {
		let clock = startClock(60, 0);
		clock = pauseClock(clock, 10_000);
		expect(isPaused(clock)).toBe(true);
		expect(pauseClock(clock, 12_000)).toBe(clock);
		expect(elapsedMs(clock, 40_000)).toBe(10_000);
		clock = resumeClock(clock, 40_000);
		expect(resumeClock(clock, 41_000)).toBe(clock);
		expect(remainingMs(clock, 45_000)).toBe(45_000);
		clock = resumeClock(pauseClock(clock, 50_000), 70_000);
		expect(remainingMs(clock, 70_000)).toBe(40_000);
		expect(msUntilNextEvent(pauseClock(clock, 70_000), 70_000)).toBeNull();
	});
});

describe('events', () => {
	it.each([
		{ name: '0: 15 s into 30: nothing yet', ticks: [15_000], events: [[]] },
		{
			name: '1: warning once at 10 s left',
			ticks: [20_000, 21_000, 25_000],
			events: [['warning'], [], []]
		},
		{
			name: '2: then the flag once',
			ticks: [20_000, 30_000, 31_000],
			events: [['warning'], ['flag'], []]
		},
		{ name: '3: a late tick gives both', ticks: [45_000], events: [['warning', 'flag']] }
	])('$name', ({ ticks, events }) => {
		let clock = startClock(30, 0);
		const seen: ClockEvent[][] = [];
		for (const now of ticks) {
			const t = tick(clock, now);
			clock = t.clock;
			seen.push(t.events);
		}
		expect(seen).toEqual(events);
	});

	it('msUntilNextEvent points at the warning, then the flag, then nothing', () => {
		let clock = startClock(30, 0);
		expect(msUntilNextEvent(clock, 5_000)).toBe(15_000);
		clock = tick(clock, 20_000).clock;
		expect(msUntilNextEvent(clock, 20_000)).toBe(10_000);
		clock = tick(clock, 30_000).clock;
		expect(msUntilNextEvent(clock, 30_000)).toBeNull();
	});
});

describe('a page-like driver on fake timers', () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it('a 30 s turn warns after 20 s, and with 5 s hidden flags at 35 s: the side to move loses on time', () => {
		vi.useFakeTimers();
		vi.setSystemTime(0);
		let game = playCells(twoPeople({ timePerMove: 30 }), [4]);
		let clock: TurnClock = startClock(game.settings.timePerMove, Date.now());
		const log: string[] = [];
		const schedule = () => {
			const wait = msUntilNextEvent(clock, Date.now());
			if (wait !== null) setTimeout(onTimeout, wait);
		};
		const onTimeout = () => {
			const t = tick(clock, Date.now());
			clock = t.clock;
			for (const e of t.events) {
				log.push(`${e} at ${Date.now()}`);
				if (e === 'flag') game = must(loseOnTime(game, 'O'));
			}
			schedule();
		};
		schedule();
		vi.advanceTimersByTime(20_000);
		expect(log).toEqual(['warning at 20000']);
		clock = pauseClock(clock, Date.now());
		vi.advanceTimersByTime(5_000);
		clock = resumeClock(clock, Date.now());
		vi.advanceTimersByTime(9_000);
		expect(result(game)).toBeNull();
		vi.advanceTimersByTime(1_000);
		expect(log).toEqual(['warning at 20000', 'flag at 35000']);
		expect(result(game)).toEqual({ kind: 'time', winner: 'X', by: 'O' });
	});
});
