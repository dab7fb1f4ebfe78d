/**
 * Iterative deepening (docs/conventions.md, "Iterative deepening"): depth-limited searches to
 * depth 1, 2, 3... while a time budget lasts, each one trying first the principal variation the
 * previous one found (so alpha-beta meets its best line first and cuts more). The answer is the
 * last complete iteration's; an iteration the deadline interrupts is dropped. The classic scheme
 * of game programs (Slate and Atkin, "CHESS 4.5", 1977; Russell and Norvig, section 3.4.5).
 */
import type { Position } from './board';
import { principalVariation } from './tree';
import { search } from './search';
import type { SearchOptions, SearchResult } from './search-types';
import { deepeningOptions } from './search-options';
import { SearchAbortedError } from './search-control';

/** One complete iteration. */
export interface DeepeningIteration {
	/** Its depth limit (plies). */
	depth: number;
	bestMove: number | null;
	value: number;
	/** Nodes it examined. */
	nodes: number;
	/** Its duration in milliseconds. */
	ms: number;
}

/** How to run the iterations. */
export interface DeepeningControl {
	/** Milliseconds for all iterations; the iteration running when it ends is dropped. */
	timeBudgetMs: number;
	/**
	 * The deepest iteration (default: the options' depth limit, resolved for the game by
	 * search-options.ts `deepeningOptions` (4x4: 5 plies); with none, the empty cells at the root,
	 * where every game is finished).
	 */
	maxDepth?: number;
	/** Node budget of each iteration's record (SearchControl.nodeBudget). */
	nodeBudget?: number;
	/** Stops everything with a SearchAbortedError (cancellation), as SearchControl.shouldAbort. */
	shouldAbort?: () => boolean;
	/** The clock in milliseconds (performance.now by default). */
	now?: () => number;
	/**
	 * The deepest iteration another run of the same search completed before its time budget ran
	 * out: the iterations stop after this one as if the budget had run out here (stoppedBy
	 * 'time'), whatever this machine's clock says, so that the run repeats that one exactly
	 * (a live class's phone following the teacher's search). Give it with an Infinity budget.
	 */
	clockDepth?: number;
}

/** What iterative deepening found. */
export interface DeepeningResult {
	/** Every complete iteration, depth 1 first. */
	iterations: DeepeningIteration[];
	/** The last complete iteration's search, with its record. */
	result: SearchResult;
	/**
	 * Why it stopped: 'complete' when the last iteration met no horizon leaf (a deeper one would
	 * find the same), 'max-depth' at maxDepth, 'time' when the budget ran out.
	 */
	stoppedBy: 'complete' | 'max-depth' | 'time';
}

/**
 * Runs depth-limited searches of `position` to depths 1, 2, 3... under `options` (resolved for
 * their game, `deepeningOptions`; their depth limit is the deepest iteration, each iteration has
 * its own) until the time budget ends, an iteration meets no horizon leaf, or maxDepth is done.
 * The result is the last complete iteration's search (its `options` have that depth limit).
 * Depth 1 always completes. Each iteration after the first gets the previous principal variation
 * as its first moves, so each iteration depends only on the position, the options and its depth:
 * with `control.clockDepth` the run stops after that iteration and repeats another machine's
 * clocked run node for node.
 * @throws RangeError for a bad time budget, maxDepth or clockDepth (or as search); SearchAbortedError when
 *   control.shouldAbort says so.
 */
export function iterativeDeepening(
	position: Position,
	options: Partial<SearchOptions>,
	control: DeepeningControl
): DeepeningResult {
	const { timeBudgetMs, nodeBudget, shouldAbort } = control;
	if (!(timeBudgetMs >= 0)) {
		throw new RangeError(`The time budget must be a number of milliseconds, not ${timeBudgetMs}.`);
	}
	const opts = deepeningOptions(options);
	const empty = position.cells.filter((c) => c === null).length;
	const maxDepth = control.maxDepth ?? opts.depthLimit ?? Math.max(1, empty);
	if (!(Number.isInteger(maxDepth) && maxDepth >= 1)) {
		throw new RangeError(`The deepest iteration must be a whole number from 1, not ${maxDepth}.`);
	}
	const clockDepth = control.clockDepth ?? Infinity;
	if (!(clockDepth === Infinity || (Number.isInteger(clockDepth) && clockDepth >= 1))) {
		throw new RangeError(`The clock's depth must be a whole number from 1, not ${clockDepth}.`);
	}
	const now = control.now ?? (() => performance.now());
	const end = now() + timeBudgetMs;
	let timeUp = false;
	const abort = () => {
		if (shouldAbort?.()) return true;
		timeUp = now() >= end;
		return timeUp;
	};
	const iterations: DeepeningIteration[] = [];
	let result: SearchResult | null = null;
	for (let depth = 1; depth <= maxDepth; depth++) {
		const prev = result;
		const firstMoves = prev
			? principalVariation(prev.record)
					.slice(1)
					.map((n) => prev.record.move[n])
			: [];
		const start = now();
		try {
			result = search(position, { ...opts, depthLimit: depth }, undefined, {
				nodeBudget,
				shouldAbort: depth === 1 ? shouldAbort : abort,
				firstMoves
			});
		} catch (error) {
			if (error instanceof SearchAbortedError && timeUp && result) {
				return { iterations, result, stoppedBy: 'time' };
			}
			throw error;
		}
		const { bestMove, value, nodes } = result;
		iterations.push({ depth, bestMove, value, nodes, ms: now() - start });
		if (result.horizonLeaves === 0) return { iterations, result, stoppedBy: 'complete' };
		const timeUpHere = depth >= clockDepth || now() >= end;
		if (timeUpHere && depth < maxDepth) return { iterations, result, stoppedBy: 'time' };
	}
	return { iterations, result: result as SearchResult, stoppedBy: 'max-depth' };
}
