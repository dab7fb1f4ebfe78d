/**
 * The thin Svelte attachment around the pan-zoom controller (visualization/pan-zoom.ts):
 * `<svg {@attach panZoom(options, (controller) => (pz = controller))}>` creates the controller when
 * the element mounts, hands it over, and destroys it (handing over null) when the element goes.
 */
import { untrack } from 'svelte';
import type { Attachment } from 'svelte/attachments';
import { createPanZoom, type PanZoom, type PanZoomOptions } from '$lib/visualization/pan-zoom';

/**
 * @param options read once, when the element mounts (give functions for what changes: `size`,
 *   `constrain`, `onchange` are called when needed).
 * @param ready receives the controller, then null when the element is removed.
 */
export function panZoom(
	options: PanZoomOptions,
	ready: (controller: PanZoom | null) => void
): Attachment<Element> {
	return (element) => {
		const controller = untrack(() => createPanZoom(element, options));
		ready(controller);
		return () => {
			ready(null);
			controller.destroy();
		};
	};
}
