/**
 * The search worker's logic, without the worker (so that tests serve it in-process): the handlers
 * of search-protocol.ts over a pool of record buffers (docs/record-transport.md).
 */
import {
	iterativeDeepening,
	recordCapacity,
	recordTransport,
	RecordPool,
	search
} from '$lib/engine';
import { buildStepIndex, type StepOptions } from '$lib/stepper';
import type { Handlers, NoteHandlers } from './channel';
import {
	DEEPENING_BUDGET_MS,
	type SearchAnswer,
	type SearchNotes,
	type SearchProtocol
} from './search-protocol';

/** The step index's switches, posted with its arrays. */
function switchesOf(index: StepOptions): StepOptions {
	const { alphaBeta, depthPenalty, transpositionTable, depthLimit, iterativeDeepening } = index;
	return { alphaBeta, depthPenalty, transpositionTable, depthLimit, iterativeDeepening };
}

/** The search worker's handlers and notes, over one pool of record buffers. */
export function searchHost(pool = new RecordPool()): {
	handlers: Handlers<SearchProtocol>;
	notes: NoteHandlers<SearchNotes>;
} {
	return {
		handlers: {
			search: ({ position, options }, context): SearchAnswer => {
				const buffer = pool.take(recordCapacity(position));
				try {
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
					const index = buildStepIndex(record, result.options);
					// Iterative deepening: the decision keeps the options asked for (its last iteration's
					// depth limit is in the step index, for the pseudo-code).
					if (deepening) result.options = { ...options, game: result.options.game };
					const { total, stepStart, stepCount } = index;
					const steps = { ...switchesOf(index), total, stepStart, stepCount };
					const transport = recordTransport(record);
					context.transfer(transport.buffer, stepStart.buffer, stepCount.buffer);
					return {
						result,
						record: transport,
						steps,
						ms,
						...(deepening
							? { iterations: deepening.iterations, stoppedBy: deepening.stoppedBy }
							: {})
					};
				} catch (error) {
					pool.give(buffer);
					throw error;
				}
			}
		},
		notes: { release: (buffer) => pool.give(buffer) }
	};
}
