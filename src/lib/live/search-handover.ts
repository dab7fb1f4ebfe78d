/**
 * The hand-over of a teacher's search that ran against a clock to the phones of a live class.
 * Pure: no DOM. The teacher's device sends what its decision ran with and what it completed
 * (`liveSearchOf`, sent with the view: protocol.ts LiveSearch); a phone turns it into a search to
 * repeat (`followedSearchOf`), which its page runs without a clock of its own (Game followSearch;
 * engine decide with a DecisionExtent), so the phone's tree, node count and steps are the
 * teacher's whatever the phone's speed.
 */
import {
	decisionExtent,
	formatPosition,
	resolveSearchOptions,
	type DecisionExtent,
	type DeepeningIteration,
	type Position,
	type ResolvedSearchOptions,
	type SearchResult,
	type SolverProof
} from '$lib/engine';
import type { LiveSearch } from './protocol';

/** The parts of a page's decision (app/workers/search-client.ts Decision) the hand-over reads. */
export interface HandedDecision {
	readonly position: Position;
	readonly result: Pick<SearchResult, 'options' | 'nodes'>;
	readonly iterations?: readonly Pick<DeepeningIteration, 'depth'>[];
	readonly proof?: SolverProof | null;
	/** Monte Carlo tree search chose (no clock: its iterations and seed are in the link). */
	readonly mcts?: unknown;
}

/** A search a phone repeats: the shape Game.followSearch takes (app/game/game-search.ts). */
export interface FollowedSearch {
	/** The position searched, in position notation (engine formatPosition). */
	readonly position: string;
	readonly options: ResolvedSearchOptions;
	readonly extent: DecisionExtent;
}

/**
 * What the teacher's device sends with its view for `decision`: for a search that ran against the
 * clock (iterative deepening or the solver), the position, the resolved options, whether the
 * solver proved it, the deepest complete iteration and the node count; null for a search without
 * a clock (a plain or depth-limited search, MCTS), which a phone repeats from the link alone.
 */
export function liveSearchOf(decision: HandedDecision): LiveSearch | null {
	if (decision.mcts) return null;
	const searched = decision.result.options;
	const o = resolveSearchOptions(searched.game ?? 'ttt3', searched);
	if (!o.iterativeDeepening && !o.solver) return null;
	const extent = decisionExtent(decision);
	return {
		position: formatPosition(decision.position),
		options: {
			game: o.game,
			alphaBeta: o.alphaBeta,
			depthPenalty: o.depthPenalty,
			order: o.order,
			transpositionTable: o.transpositionTable,
			depthLimit: o.depthLimit,
			iterativeDeepening: o.iterativeDeepening,
			solver: o.solver
		},
		proved: extent.proved,
		depth: extent.depth,
		nodes: decision.result.nodes
	};
}

/** The search a phone repeats for a teacher's LiveSearch (its options, resolved, and its extent). */
export function followedSearchOf(search: LiveSearch): FollowedSearch {
	return {
		position: search.position,
		options: resolveSearchOptions(search.options.game, search.options),
		extent: { proved: search.proved, depth: search.depth }
	};
}
