/**
 * A throttle where the last value wins: the teacher's view changes as fast as a person holds the
 * step key, and the server takes at most MAX_MESSAGES_PER_SECOND from a connection. Pure: the
 * clock and the timer come in, so tests drive them.
 */

/** The clock and timer a throttle runs on (the page's: performance.now and setTimeout). */
export interface ThrottleClock {
	now(): number;
	setTimeout(run: () => void, ms: number): unknown;
	clearTimeout(handle: unknown): void;
}

/** A throttled sender: `push` a value, `flush` sends a waiting one now, `cancel` drops it. */
export interface Throttle<T> {
	push(value: T): void;
	flush(): void;
	cancel(): void;
}

/**
 * Sends values through `send` at most once every `intervalMs`: the first value at once, and of the
 * values pushed during the interval that follows only the last, when the interval ends. A value
 * pushed long after the previous send goes at once.
 * @param intervalMs milliseconds between two sends (100 keeps a holder of the step key at 10 a
 *   second, the server's limit, with room for the other messages).
 */
export function lastWinsThrottle<T>(
	send: (value: T) => void,
	intervalMs: number,
	clock: ThrottleClock
): Throttle<T> {
	let last = -Infinity;
	let waiting: { value: T } | null = null;
	let timer: unknown = null;
	const fire = () => {
		timer = null;
		if (!waiting) return;
		const { value } = waiting;
		waiting = null;
		last = clock.now();
		send(value);
	};
	return {
		push(value) {
			waiting = { value };
			if (timer !== null) return;
			const wait = last + intervalMs - clock.now();
			if (wait <= 0) fire();
			else timer = clock.setTimeout(fire, wait);
		},
		flush() {
			if (timer !== null) clock.clearTimeout(timer);
			fire();
		},
		cancel() {
			if (timer !== null) clock.clearTimeout(timer);
			timer = null;
			waiting = null;
		}
	};
}
