/**
 * The search worker's logic, without the worker (so that tests serve it in-process): the handlers
 * of search-protocol.ts over a pool of record buffers (docs/record-transport.md).
 */
import { decide, gameDef, recordCapacity, recordTransport, RecordPool } from '$lib/engine';
import {
	exactMoveValues,
	gamePosition,
	mcts,
	mctsRecordBuffers,
	type ExactBudget,
	type MctsAnswer
} from '$lib/mcts';
import { buildStepIndex, type StepOptions } from '$lib/stepper';
import type { Handlers } from './channel';
import { DEEPENING_BUDGET_MS, type SearchAnswer, type SearchProtocol } from './search-protocol';

/**
 * What the exact values beside an MCTS run may take on the page: 3 s for the searches in all
 * (3x3, 4x4, ultimate tic-tac-toe), 1 s for Connect Four's solver, so the run's table fills soon.
 */
export const PAGE_EXACT_BUDGET: ExactBudget = { searchMs: 3000, solverMs: 1000 };

/** The step index's switches, posted with its arrays. */
function switchesOf(index: StepOptions): StepOptions {
	const { alphaBeta, depthPenalty, transpositionTable, depthLimit, iterativeDeepening } = index;
	return { alphaBeta, depthPenalty, transpositionTable, depthLimit, iterativeDeepening };
}

/**
 * The search worker's handlers, over one pool of record buffers: a search takes a buffer from it;
 * iterative deepening gives it back at once (its iterations record into buffers of their own).
 */
export function searchHost(pool = new RecordPool()): { handlers: Handlers<SearchProtocol> } {
	return {
		handlers: {
			mcts: (request, context): MctsAnswer => {
				const game = gameDef(request.game);
				const { iterations, seed, exploration } = request;
				const result = mcts(gamePosition(game, request.position), {
					iterations,
					seed,
					exploration
				});
				const moves = result.moves.map((m) => m.move);
				const exact =
					result.result === null
						? exactMoveValues(
								game,
								request.position,
								moves,
								request.depthPenalty,
								PAGE_EXACT_BUDGET
							)
						: { source: 'none' as const, moves: [], complete: false, budgetMs: 0 };
				context.transfer(...mctsRecordBuffers(result.record));
				return { result, exact };
			},
			search: ({ position, options, extent }, context): SearchAnswer => {
				const buffer = pool.take(recordCapacity(position));
				try {
					const start = performance.now();
					const control = extent
						? { extent, buffer }
						: { timeBudgetMs: DEEPENING_BUDGET_MS, buffer };
					const decided = decide(position, options, control);
					if (decided.options.iterativeDeepening) pool.give(buffer);
					const { record, ...result } = decided.result;
					const ms = performance.now() - start;
					const { iterations, stoppedBy, proof } = decided;
					// Iterative deepening: the step index follows its last iteration's depth limit (for
					// the pseudo-code); the decision keeps the options asked for.
					const last = iterations?.at(-1)?.depth;
					const index = buildStepIndex(
						record,
						last !== undefined ? { ...result.options, depthLimit: last } : result.options
					);
					const { total, stepStart, stepCount } = index;
					const steps = { ...switchesOf(index), total, stepStart, stepCount };
					const transport = recordTransport(record);
					context.transfer(transport.buffer, stepStart.buffer, stepCount.buffer);
					return {
						result,
						record: transport,
						steps,
						ms,
						...(iterations ? { iterations, stoppedBy } : {}),
						...(proof ? { proof } : {})
					};
				} catch (error) {
					pool.give(buffer);
					throw error;
				}
			}
		}
	};
}
