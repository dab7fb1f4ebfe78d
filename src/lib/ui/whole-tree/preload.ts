/**
 * Starts loading the whole tree's code before a decision exists: the component's chunk (the canvas
 * painter, the minimap, d3's transitions) and the layout worker (its script fetched and started).
 * The Play page's tree appears only once the computer's search is done; when the whole tree is the
 * view on screen, this lets both load while the search runs instead of one after the other once it
 * is done (docs/speed.md, "First visit"). Calling it again does nothing.
 *
 * @returns a promise settled when both are loaded; a failed load rejects it and is left to the
 *   component's own import, which shows the failure where the picture is.
 */
export function preloadWholeTree(): Promise<unknown> {
	preloading.promise ??= Promise.all([
		import('./WholeTree.svelte'),
		import('$lib/app/workers/layout-client').then((client) => client.prepareLayoutWorker())
	]);
	return preloading.promise;
}

/** The one preload of the page (a module-level holder: loading code is page-wide, not per view). */
const preloading: { promise?: Promise<unknown> } = {};
