/**
 * What the first screen's server render (FirstScreen.svelte) puts where the page has a worker: a
 * search that is still running (the page shows the computer thinking, as it does until the
 * worker answers), and classroom tasks that the first screen never asks for.
 */
import type { ClassroomTasks } from '../workers/classroom-client';

/** A search that never ends: the first screen is drawn while the computer thinks. */
export function pending(): Promise<never> {
	return new Promise(() => {});
}

/** Classroom tasks that fail: no panel of the first screen starts one. */
export const noWorker: ClassroomTasks = {
	compare: refuse,
	proof: refuse,
	slide: refuse,
	trace: refuse
};

function refuse(): never {
	throw new Error('the first screen is rendered without a worker');
}
