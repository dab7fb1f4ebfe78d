/**
 * The clock of the turn in progress, on a clock moved by hand: the countdown in whole seconds, the
 * 10-second warning and the flag each once, a new turn starting afresh, and the pause while the page
 * is hidden.
 */
import { describe, expect, it } from 'vitest';
import { TurnTimer } from '$lib/app/game/turn-timer.svelte';
import type { ClockEvent } from '$lib/game';
import { ManualTime } from '../fixtures';

function timer() {
	const time = new ManualTime();
	const events: [number, ClockEvent][] = [];
	const clock = new TurnTimer((event) => events.push([time.now(), event]), time);
	return { time, events, clock };
}

describe('TurnTimer', () => {
	it('counts down in whole seconds, warns at 10 s left and flags at 0, once each', () => {
		const { time, events, clock } = timer();
		clock.follow('1:0', 30);
		expect([clock.seconds, clock.warned]).toEqual([30, false]);
		time.advance(999);
		expect(clock.seconds).toBe(30);
		time.advance(1);
		expect(clock.seconds).toBe(29);
		time.advance(19_000);
		expect([clock.seconds, clock.warned]).toEqual([10, true]);
		expect(events).toEqual([[20_000, 'warning']]);
		time.advance(10_000);
		expect(clock.seconds).toBe(0);
		time.advance(60_000);
		expect(events).toEqual([
			[20_000, 'warning'],
			[30_000, 'flag']
		]);
	});

	it('a new turn starts afresh; no turn or no limit means no clock', () => {
		const { time, clock, events } = timer();
		clock.follow('1:0', 30);
		time.advance(25_000);
		clock.follow('1:1', 30);
		expect([clock.seconds, clock.warned]).toEqual([30, false]);
		clock.follow('1:1', 30); // the same turn: nothing changes
		time.advance(1_000);
		expect(clock.seconds).toBe(29);
		clock.follow(null, 30);
		expect(clock.seconds).toBeNull();
		clock.follow('1:2', 0);
		expect(clock.seconds).toBeNull();
		time.advance(100_000);
		expect(events.map(([, e]) => e)).toEqual(['warning']);
	});

	it('pauses while the page is hidden', () => {
		const { time, clock, events } = timer();
		clock.follow('1:0', 30);
		time.advance(5_000);
		clock.setHidden(true);
		expect(clock.paused).toBe(true);
		time.advance(600_000);
		expect([clock.seconds, events]).toEqual([25, []]);
		clock.setHidden(false);
		time.advance(15_000);
		expect(clock.seconds).toBe(10);
		expect(events.map(([, e]) => e)).toEqual(['warning']);
		// A turn that starts while hidden starts paused.
		clock.setHidden(true);
		clock.follow('1:1', 60);
		time.advance(10_000);
		expect(clock.seconds).toBe(60);
	});
});
