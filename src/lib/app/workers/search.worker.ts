/**
 * The search off the main thread, recording into pooled buffers (docs/record-transport.md).
 * Receives:
 * - `{ id, position, options }`: search (with `options.iterativeDeepening`, iterative deepening
 *   within DEEPENING_BUDGET_MS, to `options.depthLimit` when set). Answers `{ id, result, record,
 *   steps, ms, iterations, stoppedBy }` (the last two for iterative deepening only): `result` is the
 *   SearchResult without its record, `record` its RecordTransport, `steps` the step index without
 *   its record, and `ms` the search time alone. The record's buffer and the step index's two
 *   buffers are transferred, not copied. On failure, `{ id, error }` with the error's message.
 * - `{ release: ArrayBuffer }` (transferred): a record buffer the page no longer needs; the next
 *   searches record into it instead of allocating.
 */
import {
	iterativeDeepening,
	recordCapacity,
	recordTransport,
	RecordPool,
	search,
	type Position,
	type SearchOptions
} from '$lib/engine';
import { buildStepIndex, type StepOptions } from '$lib/stepper';

type Request =
	{ id: number; position: Position; options: SearchOptions } | { release: ArrayBuffer };

const pool = new RecordPool();

/** The time budget of iterative deepening on the page (docs/conventions.md, "Iterative deepening"). */
export const DEEPENING_BUDGET_MS = 1000;

/** The step index's switches, posted with its arrays. */
function switchesOf(index: StepOptions): StepOptions {
	const { alphaBeta, depthPenalty, transpositionTable, depthLimit, iterativeDeepening } = index;
	return { alphaBeta, depthPenalty, transpositionTable, depthLimit, iterativeDeepening };
}

self.onmessage = (event: MessageEvent<Request>) => {
	if ('release' in event.data) {
		pool.give(event.data.release);
		return;
	}
	const { id, position, options } = event.data;
	let buffer: ArrayBuffer | null = null;
	try {
		buffer = pool.take(recordCapacity(position));
		const start = performance.now();
		const deepening = options.iterativeDeepening
			? iterativeDeepening(position, options, {
					timeBudgetMs: DEEPENING_BUDGET_MS,
					maxDepth: options.depthLimit ?? undefined
				})
			: null;
		if (deepening) pool.give(buffer);
		const { record, ...result } = deepening?.result ?? search(position, options, buffer);
		const ms = performance.now() - start;
		const iterations = deepening?.iterations;
		const stoppedBy = deepening?.stoppedBy;
		const index = buildStepIndex(record, result.options);
		// Iterative deepening: the decision keeps the options asked for (its last iteration's depth
		// limit is in the step index, for the pseudo-code).
		if (deepening) result.options = { ...options, game: result.options.game };
		const { total, stepStart, stepCount } = index;
		const steps = { ...switchesOf(index), total, stepStart, stepCount };
		const transport = recordTransport(record);
		(self as unknown as Worker).postMessage(
			{ id, result, record: transport, steps, ms, iterations, stoppedBy },
			[transport.buffer, stepStart.buffer, stepCount.buffer]
		);
	} catch (error) {
		if (buffer) pool.give(buffer);
		(self as unknown as Worker).postMessage({ id, error: (error as Error).message });
	}
};
