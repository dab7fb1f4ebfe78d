/**
 * What the page and the search worker (search.worker.ts, handlers in search-host.ts) say to each
 * other over the channel (channel.ts). One request kind today; another one is one more entry here
 * and one more handler in search-host.ts.
 *
 * - `mcts`: Monte Carlo tree search (src/lib/mcts) on `position` with `settings`, and the exact
 *   minimax value of each root move (mcts/exact.ts); answers an MctsAnswer (the record's typed
 *   arrays are transferred).
 * - `search`: the computer's decision on `position` with `options` (engine `decide`: with
 *   `options.iterativeDeepening`, iterative deepening within DEEPENING_BUDGET_MS, to
 *   `options.depthLimit` when set; with `options.solver`, Connect Four's exact solver in the same
 *   budget, whose proof the decision then plays; with `extent`, without a clock, exactly to what
 *   another device's clocked decision completed: engine `DecisionExtent`). Answers a
 *   SearchAnswer whose record buffer and step-index buffers are transferred, not copied
 *   (docs/record-transport.md).
 */
import type {
	DecisionExtent,
	DeepeningResult,
	Position,
	RecordTransport,
	SearchOptions,
	SearchResult,
	SolverProof
} from '$lib/engine';
import type { StepIndex } from '$lib/stepper';
import type { MctsAnswer, MctsRequest } from '$lib/mcts';

/** A finished search as it crosses to the page. */
export interface SearchAnswer {
	/** The SearchResult without its record. */
	readonly result: Omit<SearchResult, 'record'>;
	readonly record: RecordTransport;
	/** The step index without its record. */
	readonly steps: Omit<StepIndex, 'record'>;
	/** The search time alone, in milliseconds, measured in the worker. */
	readonly ms: number;
	/** Iterative deepening only: every complete iteration, depth 1 first. */
	readonly iterations?: DeepeningResult['iterations'];
	/** Iterative deepening only: why it stopped. */
	readonly stoppedBy?: DeepeningResult['stoppedBy'];
	/** Connect Four's exact solver proved the position: the proof the decision plays. */
	readonly proof?: SolverProof;
}

/** The requests of the search worker. */
export type SearchProtocol = {
	mcts: {
		request: MctsRequest;
		response: MctsAnswer;
	};
	search: {
		request: {
			readonly position: Position;
			readonly options: SearchOptions;
			/** Repeat another device's clocked decision exactly, without a clock (engine decide). */
			readonly extent?: DecisionExtent;
		};
		response: SearchAnswer;
	};
};

/** The time budget of iterative deepening on the page (docs/conventions.md, "Iterative deepening"). */
export const DEEPENING_BUDGET_MS = 1000;
