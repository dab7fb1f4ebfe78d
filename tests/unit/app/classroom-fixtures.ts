/**
 * The classroom worker in-process for the app tests: a ClassroomHost behind a Port that delivers
 * messages asynchronously both ways, as a Worker would, and records what the page sent.
 */
import { ClassroomClient, type Port } from '$lib/app/workers/classroom-client';
import { ClassroomHost } from '$lib/app/workers/classroom-host';
import type { ClassroomAnswer, ClassroomRequest } from '$lib/app/workers/classroom-protocol';

/** A Port wired to a host in the same thread; `sent` lists every request, `answers` every answer. */
export class InProcessPort implements Port {
	onmessage: ((event: MessageEvent<ClassroomAnswer>) => void) | null = null;
	readonly sent: ClassroomRequest[] = [];
	readonly answers: ClassroomAnswer[] = [];
	readonly host = new ClassroomHost((answer) => {
		this.answers.push(answer);
		setTimeout(() => this.onmessage?.({ data: answer } as MessageEvent<ClassroomAnswer>), 0);
	});

	postMessage(message: ClassroomRequest): void {
		this.sent.push(message);
		setTimeout(() => this.host.receive(message), 0);
	}
}

/** A classroom client over an in-process host. */
export function inProcessTasks(): { tasks: ClassroomClient; port: InProcessPort } {
	const port = new InProcessPort();
	return { tasks: new ClassroomClient(port), port };
}

/** Resolves once `check()` is true (polling every few ms), or throws after `ms`. */
export async function until(check: () => boolean, ms = 20_000): Promise<void> {
	const end = Date.now() + ms;
	while (!check()) {
		if (Date.now() > end) throw new Error('Timed out waiting for a condition.');
		await new Promise((resolve) => setTimeout(resolve, 5));
	}
}
