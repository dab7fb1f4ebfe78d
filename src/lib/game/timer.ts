/**
 * Time per move (docs/game-rules.md: no limit, 30 s or 60 s). A turn's clock is an immutable
 * value: the limit, when the turn started, and the intervals during which it was paused (while the
 * page was hidden). Every function takes the time `now` in milliseconds from a clock the caller
 * injects (performance.now() on the page, plain numbers in tests), so nothing here reads the time.
 * When a person's turn starts the page calls `startClock`; on every tick (and on a timeout set with
 * `msUntilNextEvent`) it calls `tick` and acts on the events: 'warning' (10 seconds left, announced
 * once) and 'flag' (time ran out: the page calls loseOnTime for the side to move).
 */

/** Milliseconds left when the warning is given (10 seconds). */
export const WARNING_MS = 10_000;

/** A pause: from `from` to `to` (null while still paused), in ms of the injected clock. */
export interface PauseInterval {
	readonly from: number;
	readonly to: number | null;
}

/** The clock of one turn. */
export interface TurnClock {
	/** The limit for this turn in ms, or null for no limit. */
	readonly limitMs: number | null;
	readonly startedAt: number;
	readonly pauses: readonly PauseInterval[];
	/** True once the 10-second warning was given. */
	readonly warned: boolean;
	/** True once the time ran out. */
	readonly flagged: boolean;
}

/** What a tick reports: 'warning' when 10 seconds are left, 'flag' when the time has run out. */
export type ClockEvent = 'warning' | 'flag';

/** A clock for a turn starting at `now` with `seconds` per move (0: no limit). */
export function startClock(seconds: number, now: number): TurnClock {
	return {
		limitMs: seconds > 0 ? seconds * 1000 : null,
		startedAt: now,
		pauses: [],
		warned: false,
		flagged: false
	};
}

/** True while the clock is paused. */
export function isPaused(clock: TurnClock): boolean {
	const last = clock.pauses[clock.pauses.length - 1];
	return last !== undefined && last.to === null;
}

/** Pauses the clock at `now` (the page became hidden). No change if already paused. */
export function pauseClock(clock: TurnClock, now: number): TurnClock {
	if (isPaused(clock)) return clock;
	return { ...clock, pauses: [...clock.pauses, { from: now, to: null }] };
}

/** Resumes the clock at `now` (the page is visible again). No change if not paused. */
export function resumeClock(clock: TurnClock, now: number): TurnClock {
	if (!isPaused(clock)) return clock;
	const pauses = clock.pauses.slice();
	const last = pauses[pauses.length - 1];
	pauses[pauses.length - 1] = { from: last.from, to: Math.max(last.from, now) };
	return { ...clock, pauses };
}

/** Milliseconds the turn has run at `now`, pauses excluded (never negative). */
export function elapsedMs(clock: TurnClock, now: number): number {
	let paused = 0;
	for (const p of clock.pauses) paused += Math.max(0, Math.min(p.to ?? now, now) - p.from);
	return Math.max(0, now - clock.startedAt - paused);
}

/** Milliseconds left at `now` (0 once run out), or null when there is no limit. */
export function remainingMs(clock: TurnClock, now: number): number | null {
	if (clock.limitMs === null) return null;
	return Math.max(0, clock.limitMs - elapsedMs(clock, now));
}

/**
 * Advances the clock to `now`: reports the warning once when 10 s or less are left, and the flag once
 * when none are left (both at once if a tick comes late, for example after the page was asleep).
 */
export function tick(clock: TurnClock, now: number): { clock: TurnClock; events: ClockEvent[] } {
	const left = remainingMs(clock, now);
	if (left === null) return { clock, events: [] };
	const events: ClockEvent[] = [];
	let next = clock;
	if (!clock.warned && left <= WARNING_MS) {
		next = { ...next, warned: true };
		events.push('warning');
	}
	if (!clock.flagged && left === 0) {
		next = { ...next, flagged: true };
		events.push('flag');
	}
	return { clock: next, events };
}

/**
 * Milliseconds from `now` until the next event (warning or flag), for a timeout; null when none is
 * due (no limit, paused, or both events given).
 */
export function msUntilNextEvent(clock: TurnClock, now: number): number | null {
	const left = remainingMs(clock, now);
	if (left === null || isPaused(clock) || clock.flagged) return null;
	return clock.warned ? left : Math.max(0, left - WARNING_MS);
}
