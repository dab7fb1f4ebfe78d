/**
 * What a decision (decide.ts) took and what it completed, apart from the decision itself: its
 * time budget, what a run against the clock completed (DecisionExtent) so that another device can
 * repeat it, and the solver's proof. A module of its own so that the page, whose decisions run in
 * the search worker, reads them without loading the search kernels.
 */
import type { Mark } from './board';

/** The time budget of a decision by default (milliseconds): the page's and the CLI's. */
export const DECISION_BUDGET_MS = 1000;

/**
 * Milliseconds of the budget kept back for what runs after the searches are told to stop: up to
 * ABORT_CHECK_INTERVAL nodes until the clock is read again (several ms where the evaluation runs
 * at every node), unwinding the search and building the answer. Measured over whole games
 * (scripts/bench/connect4-games.ts, 2-core machine): decisions 1 to 9 ms over the budget without
 * it, up to 12 ms past the budget less 10 ms. Chess programs keep a "move overhead" back for the
 * same reason (Stockfish's default: 10 ms).
 */
export const DECISION_OVERHEAD_MS = 25;

/**
 * What a decision made against the clock completed: enough to repeat it exactly, without a clock
 * (decide's `control.extent`).
 */
export interface DecisionExtent {
	/** The solver proved the position within its time: it runs to its end; false: it is skipped. */
	readonly proved: boolean;
	/**
	 * Iterative deepening's deepest complete iteration (plies): the iterations run to it and stop
	 * there as the clock stopped them; null without iterative deepening (a search without a clock).
	 */
	readonly depth: number | null;
}

/** What `decided` completed against its clock (DecisionExtent), to repeat it elsewhere. */
export function decisionExtent(decided: {
	readonly iterations?: readonly { readonly depth: number }[];
	readonly proof?: SolverProof | null;
}): DecisionExtent {
	return {
		proved: (decided.proof ?? null) !== null,
		depth: decided.iterations?.at(-1)?.depth ?? null
	};
}

/** A position the solver proved. */
export interface SolverProof {
	/** The solver's score from the side to move (connect4-solver.ts: 0 draw, 22 - discs...). */
	score: number;
	/** The winner with both sides playing perfectly, or null for a draw. */
	winner: Mark | null;
	/** The winner's moves until it connects four, its last one included; 0 for a draw. */
	moves: number;
	/** The cell of the move played (the solver's best column's lowest empty cell). */
	cell: number;
	/** The score as a minimax value (solverValue, with the search's depth penalty). */
	value: number;
	/** Nodes the solver examined, and its time (ms). */
	nodes: number;
	ms: number;
}
