/**
 * The clock of the turn in progress, as runes (no DOM): the pure turn clock of src/lib/game/timer.ts
 * driven by an injected time source and timeouts. The game tells it which turn is on (`follow`), the
 * page tells it when it is hidden (the clock pauses) and visible again; it wakes up when the shown
 * second changes and at each clock event ('warning' at 10 seconds left, 'flag' at 0), which it
 * passes to the game.
 */
import {
	isPaused,
	msUntilNextEvent,
	pauseClock,
	remainingMs,
	resumeClock,
	startClock,
	tick,
	type ClockEvent,
	type TurnClock
} from '$lib/game';

/** Time and timeouts: the page's (performance.now, setTimeout), or fakes in tests. */
export interface TimeSource {
	/** Milliseconds from an arbitrary origin, never going back. */
	now(): number;
	setTimeout(run: () => void, ms: number): unknown;
	clearTimeout(handle: unknown): void;
}

/** performance.now() and the global timers (faked by vitest's and Playwright's clocks). */
export const SYSTEM_TIME: TimeSource = {
	now: () => performance.now(),
	setTimeout: (run, ms) => setTimeout(run, ms),
	clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>)
};

export class TurnTimer {
	readonly #time: TimeSource;
	readonly #onEvent: (event: ClockEvent) => void;
	#clock = $state.raw<TurnClock | null>(null);
	#now = $state(0);
	#turn: string | null = null;
	#hidden = false;
	#wake: unknown = null;

	/** Milliseconds left for the side to move, or null when no clock runs. */
	remaining = $derived(this.#clock ? remainingMs(this.#clock, this.#now) : null);
	/** Whole seconds left as shown (rounded up), or null. */
	seconds = $derived(this.remaining === null ? null : Math.ceil(this.remaining / 1000));
	/** True once the 10-second warning was given for this turn. */
	warned = $derived(this.#clock?.warned ?? false);
	/** True while the page is hidden and a clock is running. */
	paused = $derived(this.#clock !== null && isPaused(this.#clock));

	constructor(onEvent: (event: ClockEvent) => void, time: TimeSource = SYSTEM_TIME) {
		this.#onEvent = onEvent;
		this.#time = time;
	}

	/**
	 * Follows the turn in progress: `turn` names it (a new name starts a new clock of `seconds`), null
	 * when no clock runs (no limit, the computer's turn, the game over).
	 */
	follow(turn: string | null, seconds: number): void {
		if (turn === this.#turn) return;
		this.#turn = turn;
		const now = this.#time.now();
		this.#now = now;
		let clock = turn === null || seconds <= 0 ? null : startClock(seconds, now);
		if (clock && this.#hidden) clock = pauseClock(clock, now);
		this.#clock = clock;
		this.#schedule();
	}

	/** The page was hidden (the clock pauses) or shown again (it resumes). */
	setHidden(hidden: boolean): void {
		this.#hidden = hidden;
		if (!this.#clock) return;
		const now = this.#time.now();
		this.#now = now;
		this.#clock = hidden ? pauseClock(this.#clock, now) : resumeClock(this.#clock, now);
		this.#schedule();
	}

	/** Stops the clock and its timeout (the page is closing). */
	stop(): void {
		this.follow(null, 0);
	}

	#schedule(): void {
		if (this.#wake !== null) this.#time.clearTimeout(this.#wake);
		this.#wake = null;
		const clock = this.#clock;
		if (!clock || isPaused(clock) || clock.flagged) return;
		const now = this.#time.now();
		const left = remainingMs(clock, now) ?? 0;
		const event = msUntilNextEvent(clock, now) ?? Infinity;
		// Wake when the shown second changes (ceil(left / 1000) drops) or at the next event.
		const second = left % 1000 === 0 ? 1000 : left % 1000;
		this.#wake = this.#time.setTimeout(() => this.#run(), Math.max(0, Math.min(second, event)));
	}

	#run(): void {
		this.#wake = null;
		const clock = this.#clock;
		if (!clock) return;
		const now = this.#time.now();
		const { clock: next, events } = tick(clock, now);
		this.#now = now;
		this.#clock = next;
		const turn = this.#turn;
		for (const event of events) {
			if (this.#turn !== turn) break; // the game moved on (a flag ends the turn)
			this.#onEvent(event);
		}
		if (this.#turn === turn) this.#schedule();
	}
}
