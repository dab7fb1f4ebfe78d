/**
 * The search off the main thread. Receives `{ id, position, options }`, answers
 * `{ id, result, ms }` with the record's single ArrayBuffer transferred (no copy), or `{ id, error }`.
 */
import { search, type Position, type SearchOptions } from '$lib/engine';

self.onmessage = (
	event: MessageEvent<{ id: number; position: Position; options: SearchOptions }>
) => {
	const { id, position, options } = event.data;
	try {
		const start = performance.now();
		const result = search(position, options);
		const ms = performance.now() - start;
		(self as unknown as Worker).postMessage({ id, result, ms }, [result.record.parent.buffer]);
	} catch (error) {
		(self as unknown as Worker).postMessage({ id, error: (error as Error).message });
	}
};
