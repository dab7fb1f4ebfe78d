/**
 * SvelteKit's client hooks. `init` runs after the app's code has been evaluated and before the
 * first page is mounted: it yields to the event loop once, so that compiling and evaluating the
 * (inlined) bundle and mounting the page run as two main-thread tasks instead of one long one
 * (docs/main-thread.md).
 */
import type { ClientInit } from '@sveltejs/kit';
import { nextTask } from '$lib/visualization/whole-tree/tasks';

export const init: ClientInit = async () => {
	await nextTask();
};
