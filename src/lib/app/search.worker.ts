/**
 * The search off the main thread, recording into pooled buffers (docs/record-transport.md).
 * Receives:
 * - `{ id, position, options }`: the computer's decision (engine `decide`: with
 *   `options.iterativeDeepening`, iterative deepening within DEEPENING_BUDGET_MS, to
 *   `options.depthLimit` when set; with `options.solver`, Connect Four's exact solver in the same
 *   budget, whose proof the decision then plays). Answers `{ id, result, record, steps, ms,
 *   iterations, stoppedBy, proof }` (iterations and stoppedBy for iterative deepening only; proof
 *   null unless proved): `result` is the
 *   SearchResult without its record, `record` its RecordTransport, `steps` the step index without
 *   its record, and `ms` the search time alone. The record's buffer and the step index's two
 *   buffers are transferred, not copied. On failure, `{ id, error }` with the error's message.
 * - `{ release: ArrayBuffer }` (transferred): a record buffer the page no longer needs; the next
 *   searches record into it instead of allocating.
 */
import {
	decide,
	recordCapacity,
	recordTransport,
	RecordPool,
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
		const decided = decide(position, options, { timeBudgetMs: DEEPENING_BUDGET_MS, buffer });
		const deepening = decided.options.iterativeDeepening;
		if (deepening) pool.give(buffer);
		const { record, ...result } = decided.result;
		const ms = performance.now() - start;
		const { iterations, stoppedBy, proof } = decided;
		// Iterative deepening: the step index follows its last iteration's depth limit (for the
		// pseudo-code); the decision keeps the options asked for.
		const last = iterations?.at(-1)?.depth;
		const index = buildStepIndex(
			record,
			last !== undefined ? { ...result.options, depthLimit: last } : result.options
		);
		const { total, stepStart, stepCount } = index;
		const steps = { ...switchesOf(index), total, stepStart, stepCount };
		const transport = recordTransport(record);
		(self as unknown as Worker).postMessage(
			{ id, result, record: transport, steps, ms, iterations, stoppedBy, proof },
			[transport.buffer, stepStart.buffer, stepCount.buffer]
		);
	} catch (error) {
		if (buffer) pool.give(buffer);
		(self as unknown as Worker).postMessage({ id, error: (error as Error).message });
	}
};
