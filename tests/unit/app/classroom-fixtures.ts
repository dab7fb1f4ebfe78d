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
