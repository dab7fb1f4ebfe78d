/**
 * The layout worker's logic, without the worker (tests serve it in-process): the handler of
 * layout-protocol.ts.
 */
import type { Handlers } from './channel';
import { recordArraysOver } from '$lib/engine';
import {
	layoutTransferables,
	layoutTree,
	type TreeShape
} from '$lib/visualization/whole-tree/layout';
import type { LayoutProtocol } from './layout-protocol';
import { shapeFromEnd } from '$lib/visualization/whole-tree/shape';

/** The layout worker's handlers. */
export const layoutHandlers: Handlers<LayoutProtocol> = {
	layout: (request, context) => {
		const { count } = request;
		let shape: TreeShape;
		if ('buffer' in request) {
			const arrays = recordArraysOver(request.buffer, count, request.uniform === true);
			shape = { count, parent: arrays.parent, end: arrays.end, depth: arrays.depth };
		} else {
			if (request.end.length !== count) {
				throw new RangeError(`The layout request carries ${request.end.length} of ${count} nodes.`);
			}
			shape = shapeFromEnd(request.end, count);
		}
		const start = performance.now();
		const layout = layoutTree(shape);
		const ms = performance.now() - start;
		context.transfer(...layoutTransferables(layout));
		return { layout, ms };
	}
};
