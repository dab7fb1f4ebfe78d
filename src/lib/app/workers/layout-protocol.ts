/**
 * What the page and the whole-tree layout worker (layout.worker.ts, handler in layout-host.ts)
 * say to each other over the worker channel (app/workers/channel.ts).
 *
 * - `layout`: lay out a tree given either a record's buffer (`{ count, buffer, uniform? }`, a
 *   RecordTransport's: the field offsets follow from its size and `uniform`,
 *   docs/record-transport.md) or its
 *   `end` array alone (`{ count, end }`: parent and depth are rebuilt from it). Either is
 *   transferred. Answers the layout with every array transferred (no copy) and the time it took.
 */
import type { TreeLayout } from '$lib/visualization/whole-tree/layout';

/** The requests of the layout worker. */
export type LayoutProtocol = {
	layout: {
		request:
			| { readonly count: number; readonly buffer: ArrayBuffer; readonly uniform?: true }
			| { readonly count: number; readonly end: Int32Array };
		response: { readonly layout: TreeLayout; readonly ms: number };
	};
};
