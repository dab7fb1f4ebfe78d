/**
 * The Play page's tree views as chunks of their own: the open-nodes tree (the picture host, its
 * SVG painter and d3-zoom) and the steps dock (pseudo-code, call stack, export). None of them is on
 * the first screen, which before a decision shows the empty tree's hint: they load after it, so a
 * first visit requests only what the board needs (docs/speed.md, "First visit").
 */

import { preloadWhenIdle } from '$lib/visualization/whole-tree/tasks';

/** The session's tree (open nodes or whole tree), loaded once. */
export const loadSessionTree = () => import('./SessionTree.svelte');

/** The steps dock under the tree, loaded once. */
export const loadStepsDock = () => import('./workspace/StepsDock.svelte');

/**
 * Loads both when the browser is next idle after the first screen (preloadWhenIdle: not when the
 * visitor asked to save data; the bundler's import() loads each module once), so that they are
 * there when the first decision is. A failure is left to the view's own import, where it shows.
 */
export function preloadTreeViews(): void {
	preloadWhenIdle(() => {
		loadSessionTree().catch(() => {});
		loadStepsDock().catch(() => {});
	});
}
