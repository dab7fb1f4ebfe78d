/**
 * The page's side of the search worker (search-protocol.ts) over a channel (channel.ts): each
 * search resolves to a Decision or to why there is none; aborting its signal aborts it (the worker
 * is restarted when that search is the one running, so the next search starts at once).
 */
import {
	recordFromTransport,
	type DecisionExtent,
	type DeepeningResult,
	type Position,
	type SearchOptions,
	type SearchResult,
	type SolverProof
} from '$lib/engine';
import type { StepIndex } from '$lib/stepper';
import { Channel, type Outcome, type Port } from './channel';
import type { MctsAnswer, MctsRequest, SearchAnswer, SearchProtocol } from './search-protocol';

/** A finished search as the page uses it: the engine's result and the time measured in the worker. */
export interface Decision {
	position: Position;
	result: SearchResult;
	ms: number;
	/** The step index of the record, built in the worker (absent: built on first use). */
	steps?: StepIndex;
	/** Iterative deepening: every complete iteration, depth 1 first (the tree is the last one's). */
	iterations?: DeepeningResult['iterations'];
	/** Iterative deepening: why it stopped. */
	stoppedBy?: DeepeningResult['stoppedBy'];
	/**
	 * Connect Four's exact solver proved the position (engine `decide`): the move, the value and
	 * the root move scores of `result` are the proof's; the record is still the recorded search's.
	 */
	proof?: SolverProof;
	/**
	 * Monte Carlo tree search chose on the page (the "Algorithm" choice): its run and the exact
	 * values beside it; the computer then plays its move (the most visited root child).
	 */
	mcts?: MctsDecision;
}

/** An MCTS run on the page: the result, the exact values and the settings asked for. */
export interface MctsDecision extends MctsAnswer {
	readonly request: MctsRequest;
}

/** The Decision a search answer carries (views over its buffers, no copy). */
export function decisionOf(position: Position, answer: SearchAnswer): Decision {
	const record = recordFromTransport(answer.record);
	const { iterations, stoppedBy, proof } = answer;
	return {
		position,
		result: { ...answer.result, record },
		steps: { ...answer.steps, record },
		ms: answer.ms,
		...(iterations ? { iterations, stoppedBy } : {}),
		...(proof ? { proof } : {})
	};
}

/** The search worker, started on the first search. */
export class SearchClient {
	readonly #channel: Channel<SearchProtocol>;

	/** @param start creates the worker (search.worker.ts), or an in-process one in tests. */
	constructor(start: () => Port) {
		this.#channel = new Channel({ start });
	}

	/** The channel underneath (tests read its restarts). */
	get channel(): Channel<SearchProtocol> {
		return this.#channel;
	}

	/**
	 * Searches `position` in the worker, after the searches asked for before.
	 * @param signal aborting it aborts the search (the outcome is then `aborted`).
	 * @param extent repeat another device's clocked decision exactly, without a clock (engine
	 *   `DecisionExtent`); absent, the page's time budget (DEEPENING_BUDGET_MS).
	 * @returns the decision, or why there is none (`failed` with the engine's message).
	 */
	async search(
		position: Position,
		options: SearchOptions,
		signal?: AbortSignal,
		extent?: DecisionExtent
	): Promise<Outcome<Decision>> {
		// Plain copies: the page's values may be Svelte proxies, which cannot be cloned.
		const payload = {
			position: {
				cells: [...position.cells],
				toMove: position.toMove,
				...(position.forcedBoard !== undefined && { forcedBoard: position.forcedBoard })
			},
			options: { ...options },
			...(extent && { extent: { ...extent } })
		};
		const answer = await this.#channel.request('search', payload, { signal });
		return answer.ok ? { ok: true, value: decisionOf(position, answer.value) } : answer;
	}

	/**
	 * Runs Monte Carlo tree search in the same worker, after the searches asked for before.
	 * @param signal aborting it aborts the run (the outcome is then `aborted`).
	 */
	async mcts(request: MctsRequest, signal?: AbortSignal): Promise<Outcome<MctsDecision>> {
		const payload: MctsRequest = {
			...request,
			position: {
				cells: [...request.position.cells],
				toMove: request.position.toMove,
				...(request.position.forcedBoard !== undefined && {
					forcedBoard: request.position.forcedBoard
				})
			}
		};
		const answer = await this.#channel.request('mcts', payload, { signal });
		return answer.ok ? { ok: true, value: { ...answer.value, request: payload } } : answer;
	}

	/** Aborts every search and stops the worker. */
	destroy(): void {
		this.#channel.destroy();
	}
}
