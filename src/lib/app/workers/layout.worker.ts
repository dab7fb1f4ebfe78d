/**
 * The whole-tree layout off the main thread. Messages, all with the request `id` and node `count`:
 * - `{ id, count, buffer }`: a record's buffer (a RecordTransport's, docs/record-transport.md: the
 *   field offsets follow from its size); the layout starts at once.
 * - `{ id, count, offset, end }`: entries [offset, offset + end.length) of the record's `end` array.
 *   The main thread sends `end` in slices, each in its own task, so that no task copies megabytes;
 *   the layout starts when all `count` entries have arrived (parent and depth are rebuilt from end).
 * Answers `{ id, layout, ms }` with every layout array transferred (no copy), or `{ id, error }`.
 */
import { recordArraysOver } from '$lib/engine';
import { layoutTransferables, layoutTree, type TreeShape } from './layout';
import { shapeFromEnd } from './shape';

type Request = {
	id: number;
	count: number;
	buffer?: ArrayBuffer;
	offset?: number;
	end?: Int32Array;
};

const partial = new Map<number, { end: Int32Array; received: number }>();

function answer(id: number, shape: TreeShape): void {
	const start = performance.now();
	const layout = layoutTree(shape);
	const ms = performance.now() - start;
	(self as unknown as Worker).postMessage({ id, layout, ms }, layoutTransferables(layout));
}

self.onmessage = (event: MessageEvent<Request>) => {
	const { id, count, buffer, offset, end } = event.data;
	try {
		if (buffer) {
			const arrays = recordArraysOver(buffer, count);
			return answer(id, { count, parent: arrays.parent, end: arrays.end, depth: arrays.depth });
		}
		if (!end) throw new Error('The layout request carries no tree.');
		let entry = partial.get(id);
		if (!entry) {
			entry = { end: new Int32Array(count), received: 0 };
			partial.set(id, entry);
		}
		entry.end.set(end, offset ?? 0);
		entry.received += end.length;
		if (entry.received < count) return;
		partial.delete(id);
		answer(id, shapeFromEnd(entry.end, count));
	} catch (error) {
		partial.delete(id);
		(self as unknown as Worker).postMessage({ id, error: (error as Error).message });
	}
};
