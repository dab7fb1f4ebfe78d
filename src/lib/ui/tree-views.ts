/**
 * The Play page's tree views as chunks of their own: the open-nodes tree (the picture host, its
 * SVG painter and d3-zoom) and the steps dock (pseudo-code, call stack, export). None of them is on
 * the first screen, which before a decision shows the empty tree's hint: they load after it (at
 * idle, or as soon as a search runs, whose decision they draw), so a first visit requests only
 * what the board needs (docs/speed.md, "First visit").
 */

import { preloadWhenIdle } from '$lib/visualization/whole-tree/tasks';

/** The session's tree (open nodes or whole tree), loaded once. */
export const loadSessionTree = () => import('./SessionTree.svelte');

/** The steps dock under the tree, loaded once. */
export const loadStepsDock = () => import('./workspace/StepsDock.svelte');

/**
 * Loads both now (the bundler's import() loads each module once; later calls cost nothing): for a
 * search under way, whose decision they will draw, Save-Data or not. A failure is left to the
 * view's own import, where it shows.
 */
export function loadTreeViews(): void {
	loadSessionTree().catch(() => {});
	loadStepsDock().catch(() => {});
}

/**
 * Loads both when the browser is next idle after the first screen (preloadWhenIdle: not when the
 * visitor asked to save data), so that they are there when the first decision is.
 */
export function preloadTreeViews(): void {
	preloadWhenIdle(loadTreeViews);
}
