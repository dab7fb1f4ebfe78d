/**
 * Cutting main-thread work into short tasks, so that no task blocks the page for long (the page
 * must answer a click within a frame or two even while a big tree is being prepared).
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
