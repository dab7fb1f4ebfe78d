/**
 * Cutting main-thread work into short tasks, so that no task blocks the page for long (the page
 * must answer a click within a frame or two even while a big tree is being prepared; the page
 * itself mounts over several tasks: docs/main-thread.md).
 */

/** Resolves in a new task (a MessageChannel message: no 4 ms timer clamping, runs in Node too). */
export function nextTask(): Promise<void> {
	return new Promise((resolve) => {
		const channel = new MessageChannel();
		channel.port1.onmessage = () => {
			channel.port1.close();
			resolve();
		};
		channel.port2.postMessage(null);
	});
}

/**
 * Runs `run` when the browser is next idle (requestIdleCallback; a 0 ms timer where there is none,
 * as in Node): for work the first screen does not need, such as loading modules it may ask for
 * later.
 */
export function whenIdle(run: () => void): void {
	if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run());
	else setTimeout(run, 0);
}

/**
 * Whether the visitor asked the browser to save data: the Save-Data signal,
 * `navigator.connection.saveData` (https://wicg.github.io/savedata/). False where the browser does
 * not say (Firefox, Safari, Node).
 */
export function savingData(): boolean {
	const connection = (globalThis.navigator as { connection?: { saveData?: unknown } } | undefined)
		?.connection;
	return connection?.saveData === true;
}

/**
 * Runs a preload (`run`: loading modules the page may ask for later) when the browser is next idle
 * (whenIdle), unless the visitor asked to save data (savingData): then nothing is preloaded, and
 * each part loads when it is first used.
 */
export function preloadWhenIdle(run: () => void): void {
	if (!savingData()) whenIdle(run);
}

/**
 * Runs `step(0) .. step(count - 1)`, each in its own task.
 * @param alive checked before each step; when it returns false the remaining steps are skipped.
 * @returns true when every step ran.
 */
export async function inTasks(
	count: number,
	step: (index: number) => void,
	alive: () => boolean = () => true
): Promise<boolean> {
	for (let index = 0; index < count; index++) {
		await nextTask();
		if (!alive()) return false;
		step(index);
	}
	return true;
}

/** How long afterPaint waits for a frame at most (ms): a hidden page draws no frames. */
const FRAME_WAIT_MS = 100;

/**
 * Resolves in a task of its own after the next frame (its paint included), or after FRAME_WAIT_MS
 * when no frame comes (a page in the background). Browser only (requestAnimationFrame).
 */
export function afterPaint(): Promise<void> {
	return new Promise((resolve) => {
		let done = false;
		const go = () => {
			if (done) return;
			done = true;
			clearTimeout(timer);
			void nextTask().then(resolve);
		};
		const timer = setTimeout(go, FRAME_WAIT_MS);
		requestAnimationFrame(go);
	});
}
