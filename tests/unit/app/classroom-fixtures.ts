/**
 * The classroom worker in-process for the app tests: its handlers (classroom-host.ts) served on an
 * in-process worker (in-process.ts) that delivers messages asynchronously both ways, as a Worker
 * would, and records what the page sent and what the worker answered.
 */
import { serve } from '$lib/app/workers/channel';
import { ClassroomClient } from '$lib/app/workers/classroom-client';
import { classroomHost } from '$lib/app/workers/classroom-host';
import type { ClassroomProtocol } from '$lib/app/workers/classroom-protocol';
import { inProcessWorker, type InProcessWorker } from '$lib/app/workers/in-process';

/** A classroom client over an in-process host; `port` is the (first) worker it started. */
export function inProcessTasks(): { tasks: ClassroomClient; port: InProcessWorker } {
	const workers: InProcessWorker[] = [];
	const tasks = new ClassroomClient(() => {
		const worker = inProcessWorker((end) => serve<ClassroomProtocol>(end, classroomHost()));
		workers.push(worker);
		return worker;
	});
	// The worker starts with the first request; the tests read it afterwards.
	const port = new Proxy({} as InProcessWorker, {
		get: (_, key) => {
			const worker = workers[0];
			if (!worker) return key === 'sent' || key === 'answers' ? [] : undefined;
			return worker[key as keyof InProcessWorker];
		}
	});
	return { tasks, port };
}

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
