/**
 * Yielding the main thread, so that long work runs as several short tasks (docs/main-thread.md):
 * `nextTask()` resolves in a later task, `afterPaint()` after the next frame has been drawn.
 */

/** Resolves in a later task (a message on a fresh channel: not clamped as a timer can be). */
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

/** How long afterPaint waits for a frame at most (ms): a hidden page draws no frames. */
const FRAME_WAIT_MS = 100;

/**
 * Resolves in a task after the next frame (its paint included), or after FRAME_WAIT_MS when no
 * frame comes (a page in the background).
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
