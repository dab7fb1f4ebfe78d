/**
 * SvelteKit's client hooks. `init` runs after the app's code has been evaluated and before the
 * first page is mounted. It spreads the start over several main-thread tasks instead of one long
 * one (docs/main-thread.md): it yields to the event loop, then evaluates the root layout's modules
 * (the App, its state, both catalogues) in a task of their own, then the modules of the page the
 * link opens (the play page, a lesson or practice), in another. SvelteKit then finds those modules
 * evaluated (each module is evaluated once) and only mounts the page. The imports are the route
 * modules themselves: with the inline bundle they make no request, and evaluate on first use.
 * Meanwhile it loads the catalogue of the language the page opens in (src/lib/app/page/catalogues.ts),
 * so the first screen is drawn in it.
 */
import type { ClientInit } from '@sveltejs/kit';
import { loadCatalogue } from '$lib/app/page/catalogues';
import { startLanguage } from '$lib/app/page/locale.svelte';
import { nextTask } from '$lib/visualization/whole-tree/tasks';

/** The route a hash link (`#/lesson/…?…`) opens: its path, '/' when the hash has none. */
function hashPath(hash: string): string {
	return hash.replace(/^#/, '').split('?')[0] || '/';
}

/** Evaluates the modules of the page `path` opens (nothing for a path no page serves). */
function importPage(path: string): Promise<unknown> {
	if (path === '/') return import('./routes/+page.svelte');
	if (path === '/practice') return import('./routes/practice/+page.svelte');
	if (path.startsWith('/lesson/')) return import('./routes/lesson/[id]/[[slide]]/+page.svelte');
	return Promise.resolve();
}

export const init: ClientInit = async () => {
	// The first screen's language: its catalogue is a chunk of its own unless it is the default.
	const language = loadCatalogue(startLanguage(location.hash)).catch(() => undefined);
	await nextTask();
	try {
		await import('./routes/+layout.svelte');
		await nextTask();
		await importPage(hashPath(location.hash));
		await nextTask();
	} catch {
		// A module that fails to evaluate fails again when SvelteKit loads it, which reports it.
	}
	// A catalogue out of reach leaves English on screen (Locale says so in the language menu).
	await language;
};
