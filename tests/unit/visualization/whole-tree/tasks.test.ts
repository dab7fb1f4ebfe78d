/** tasks.ts: the scheduling helpers (a new task, steps each in its task, idle time). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	inTasks,
	nextTask,
	preloadWhenIdle,
	savingData,
	whenIdle
} from '$lib/visualization/whole-tree/tasks';

describe('nextTask and inTasks', () => {
	it('runs each step in a task of its own, and stops when no longer alive', async () => {
		const ran: number[] = [];
		let afterFirstTask = false;
		void nextTask().then(() => (afterFirstTask = true));
		expect(afterFirstTask).toBe(false);
		expect(
			await inTasks(
				5,
				(i) => ran.push(i),
				() => ran.length < 3
			)
		).toBe(false);
		expect(ran).toEqual([0, 1, 2]);
		expect(afterFirstTask).toBe(true);
	});
});

describe('whenIdle', () => {
	afterEach(() => vi.unstubAllGlobals());

	it('without requestIdleCallback (Node) runs later, not at once', () => {
		// The clock is moved by hand: "later" is the timer whenIdle set, run when it is due.
		vi.useFakeTimers({ toFake: ['setTimeout'] });
		try {
			const run = vi.fn();
			whenIdle(run);
			expect(run).not.toHaveBeenCalled();
			vi.runAllTimers();
			expect(run).toHaveBeenCalledTimes(1);
		} finally {
			vi.useRealTimers();
		}
	});

	it('hands the work to requestIdleCallback where the browser has it', () => {
		const asked: (() => void)[] = [];
		vi.stubGlobal('requestIdleCallback', (callback: () => void) => asked.push(callback));
		const run = vi.fn();
		whenIdle(run);
		expect(asked).toHaveLength(1);
		expect(run).not.toHaveBeenCalled();
		asked[0]();
		expect(run).toHaveBeenCalledTimes(1);
	});
});

describe('preloadWhenIdle', () => {
	afterEach(() => vi.unstubAllGlobals());

	/** A browser with requestIdleCallback whose navigator says `connection`. */
	function browserWith(connection: object | undefined): (() => void)[] {
		const asked: (() => void)[] = [];
		vi.stubGlobal('requestIdleCallback', (callback: () => void) => asked.push(callback));
		vi.stubGlobal('navigator', { connection });
		return asked;
	}

	it('preloads at idle where the browser says nothing of saving data, or says no', () => {
		for (const connection of [undefined, {}, { saveData: false }]) {
			const asked = browserWith(connection);
			const run = vi.fn();
			expect(savingData()).toBe(false);
			preloadWhenIdle(run);
			expect(asked).toHaveLength(1);
			asked[0]();
			expect(run).toHaveBeenCalledTimes(1);
		}
	});

	it('preloads nothing when the visitor asked to save data (Save-Data)', () => {
		const asked = browserWith({ saveData: true });
		const run = vi.fn();
		expect(savingData()).toBe(true);
		preloadWhenIdle(run);
		expect(asked).toEqual([]);
		expect(run).not.toHaveBeenCalled();
	});
});
