/**
 * The first screens as HTML, for scripts/first-screen.ts (loaded through Vite's server renderer):
 * the play page's first part for each link of FIRST_SCREEN_LINKS, and the page's inline script
 * that chooses among them (chooser.ts).
 */
import { render } from 'svelte/server';
import FirstScreen from './FirstScreen.svelte';

export { chooserScript, FIRST_SCREEN_CLASS, FIRST_SCREEN_LINKS } from './chooser';

/**
 * The HTML of the play page's first part on a first visit to `hash` (`#/`, `#/?position=…`):
 * the root layout's `<div class="app">` and what it holds once the page's first part has
 * mounted, without Svelte's hydration comments (the page is not hydrated: the app draws its own).
 */
export function renderFirstScreen(hash: string): string {
	return render(FirstScreen, { props: { hash } }).body.replace(/<!--[^]*?-->/g, '');
}
