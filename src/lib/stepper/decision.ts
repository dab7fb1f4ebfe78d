/**
 * The computer's decision as the page uses it: the engine's search result with its step index
 * (built where the search ran), the time it took, and what iterative deepening, Connect Four's
 * exact solver or Monte Carlo tree search added.
 */
import type { DeepeningResult, Position, SearchResult, SolverProof } from '$lib/engine';
import type { MctsDecision } from '$lib/mcts';
import type { StepIndex } from './steps';

/** A finished search: the engine's result and the time measured where it ran, in milliseconds. */
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
