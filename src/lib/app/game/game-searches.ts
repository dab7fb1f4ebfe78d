/**
 * Every search the page's game asks for (the computer's move, the two-person analysis, the ply
 * the tree shows), asked through one Searcher under one cancellable signal: `cancel` aborts every
 * search in flight at once (a new game, an Undo, an option change, "Cancel search"), and an
 * answer asked for before is never handed back. A followed search (a live class's phone following
 * the teacher's) is repeated exactly instead of searched with the page's options.
 */
import {
	formatPosition,
	type DecisionExtent,
	type GameDef,
	type Position,
	type SearchOptions
} from '$lib/engine';
import type { MctsDecision, MctsRequest } from '$lib/mcts';
import type { Decision } from '$lib/stepper';
import type { Outcome } from '../workers/channel';
import { searchOptionsFor, type FollowedSearch } from './game-search';

/**
 * Anything that can run a search: the worker client (SearchClient), or a stand-in in tests.
 * Aborting `signal` aborts the search (its outcome is then `aborted`); it never rejects. With
 * `extent`, the search repeats another device's clocked decision exactly, without a clock.
 */
export interface Searcher {
	search(
		position: Position,
		options: SearchOptions,
		signal?: AbortSignal,
		extent?: DecisionExtent
	): Promise<Outcome<Decision>>;
	/** Monte Carlo tree search in the same worker (SearchClient.mcts); absent in some tests. */
	mcts?(request: MctsRequest, signal?: AbortSignal): Promise<Outcome<MctsDecision>>;
}

/** The game's searches under one signal (module docstring). */
export class GameSearches {
	readonly #searcher: Searcher;
	/** Called with the message of a search that failed (not one aborted). */
	readonly #failed: (message: string) => void;
	/** Every search is asked under this controller's signal; `cancel` aborts it and makes a new one. */
	#epoch = new AbortController();
	/** A search to repeat exactly (a live class's teacher's), or null (follow). */
	#followed: FollowedSearch | null = null;

	constructor(searcher: Searcher, failed: (message: string) => void) {
		this.#searcher = searcher;
		this.#failed = failed;
	}

	/** The signal every search asked now runs under; aborted by the next `cancel`. */
	get signal(): AbortSignal {
		return this.#epoch.signal;
	}

	/** Aborts every search in flight; searches asked from now on run under a new signal. */
	cancel(): void {
		this.#epoch.abort();
		this.#epoch = new AbortController();
	}

	/**
	 * From now on, a search of `followed.position` repeats another device's decision exactly: its
	 * resolved options and what it completed against its clock, with no clock here. Null: every
	 * search is this page's own again.
	 */
	follow(followed: FollowedSearch | null): void {
		this.#followed = followed;
	}

	/**
	 * Searches `position` with `options` on `rules`' board (searchOptionsFor: the game's default
	 * depth limit beyond 3x3), under the current signal and `signal`; the position of a followed
	 * search with its options and extent instead.
	 * @returns the decision; null when aborted or failed (the failure's message goes to `failed`).
	 */
	async run(
		position: Position,
		options: SearchOptions,
		rules: GameDef,
		signal?: AbortSignal
	): Promise<Decision | null> {
		const epoch = this.#epoch.signal;
		const both = signal ? AbortSignal.any([epoch, signal]) : epoch;
		const followed = this.#followed;
		const repeat = followed !== null && followed.position === formatPosition(position);
		const outcome = await this.#searcher.search(
			position,
			repeat ? followed.options : searchOptionsFor(options, rules),
			both,
			repeat ? followed.extent : undefined
		);
		if (both.aborted) return null;
		if (outcome.ok) return outcome.value;
		if (outcome.error.kind === 'failed') this.#failed(outcome.error.message);
		return null;
	}
}
