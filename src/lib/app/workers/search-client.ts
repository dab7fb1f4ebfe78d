/**
 * The page's side of the search worker (search-protocol.ts) over a channel (channel.ts): each
 * search resolves to a Decision or to why there is none; aborting its signal aborts it (the worker
 * is restarted when that search is the one running, so the next search starts at once).
 */
import {
	recordFromTransport,
	type DecisionExtent,
	type Position,
	type SearchOptions
} from '$lib/engine';
import type { MctsDecision, MctsRequest } from '$lib/mcts';
import type { Decision } from '$lib/stepper';
import { nextTask } from '$lib/visualization/whole-tree/tasks';
import { Channel, type Outcome, type Port } from './channel';
import type { SearchAnswer, SearchProtocol } from './search-protocol';

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

	/**
	 * @param start creates the worker (search.worker.ts), or an in-process one in tests.
	 * @param firstStart what the worker's first start waits for (default: a new task, as every
	 *   later start after a restart does); the page waits for a paint (app/kit/kit.ts).
	 */
	constructor(start: () => Port, firstStart: () => Promise<void> = nextTask) {
		let started = false;
		this.#channel = new Channel({
			start,
			beforeStart: () => {
				if (started) return nextTask();
				started = true;
				return firstStart();
			}
		});
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
