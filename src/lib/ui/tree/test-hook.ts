/**
 * For end-to-end tests only: a page whose test defined `window.__treeViews = {}` before the app
 * loaded (Playwright's addInitScript) gets each mounted tree view's API there, as `open` or
 * `whole`, so that a test can make the calls no control makes (a lesson's highlight). On any other
 * page this does nothing.
 */
import type { TreeViewApi } from '$lib/visualization/view-api';

type Holder = { __treeViews?: Record<string, TreeViewApi | null> };

/** Registers (or, with null, removes) the API of the view `name` when a test asked for it. */
export function exposeForTests(name: 'open' | 'whole', api: TreeViewApi | null): void {
	const holder = (globalThis as Holder).__treeViews;
	if (holder && typeof holder === 'object') holder[name] = api;
}
