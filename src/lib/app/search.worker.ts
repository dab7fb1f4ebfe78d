/**
 * The search off the main thread. Receives `{ id, position, options }`, answers
 * `{ id, result, steps, ms }` — the record and its step index (for the step-through), their buffers
 * transferred, not copied — or `{ id, error }`. `ms` is the search time alone.
 */
import { search, type Position, type SearchOptions } from '$lib/engine';
import { buildStepIndex } from '$lib/stepper';

self.onmessage = (
	event: MessageEvent<{ id: number; position: Position; options: SearchOptions }>
) => {
	const { id, position, options } = event.data;
	try {
		const start = performance.now();
		const result = search(position, options);
		const ms = performance.now() - start;
		const steps = buildStepIndex(result.record, result.options);
		(self as unknown as Worker).postMessage({ id, result, steps, ms }, [
			result.record.parent.buffer,
			steps.stepStart.buffer,
			steps.stepCount.buffer
		]);
	} catch (error) {
		(self as unknown as Worker).postMessage({ id, error: (error as Error).message });
	}
};
