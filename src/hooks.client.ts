/**
 * SvelteKit's client hooks. `init` runs after the app's code has been evaluated and before the
 * first page is mounted: it yields to the event loop once, so that compiling and evaluating the
 * (inlined) bundle and mounting the page run as two main-thread tasks instead of one long one
 * (docs/main-thread.md). `handleError` keeps the console for real faults: an unknown route (status
 * 404) shows the error page (+error.svelte) and is not logged.
 */
import type { ClientInit, HandleClientError } from '@sveltejs/kit';
import { nextTask } from '$lib/visualization/whole-tree/tasks';

export const init: ClientInit = async () => {
	await nextTask();
};

/** Logs an unexpected error as SvelteKit's default does, but not a route that does not exist. */
export const handleError: HandleClientError = ({ error, status, message }) => {
	if (status !== 404) console.error(error);
	return { message };
};
