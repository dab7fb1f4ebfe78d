/**
 * The waits of the app-layer tests: for a state, never for a time (docs/testing.md). `until` polls a
 * condition; `allAnswered` is the state of an in-process worker (app/workers/in-process.ts) that
 * owes no answer.
 */
/** Resolves once `check()` is true (polling every few ms), or throws after `ms`. */
export async function until(check: () => boolean, ms = 20_000): Promise<void> {
	const end = Date.now() + ms;
	while (!check()) {
		if (Date.now() > end) throw new Error('Timed out waiting for a condition.');
		await new Promise((resolve) => setTimeout(resolve, 5));
	}
}

/**
 * True when the worker has given its final answer (a value, an error or `cancelled`) to every
 * request the page sent it: nothing sent is still on its way back, so a late answer can no longer
 * arrive. Progress messages are not final. Read it through `until`.
 */
export function allAnswered(worker: { sent: unknown[]; answers: unknown[] }): boolean {
	const final = new Set(
		worker.answers
			.filter((a) => !('progress' in (a as object)))
			.map((a) => (a as { id: number }).id)
	);
	return worker.sent
		.filter((m) => 'kind' in (m as object))
		.every((m) => final.has((m as { id: number }).id));
}
