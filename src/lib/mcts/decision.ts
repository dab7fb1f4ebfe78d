/**
 * An MCTS run as the page asks for it and gets it back: the request (position, game and the run's
 * settings), the answer (the run's result and the exact minimax values beside it), and the two
 * together, the decision the page shows and plays (its move is the most visited root child).
 */
import type { GameId, Position } from '$lib/engine';
import type { ExactValues } from './exact';
import type { MctsResult } from './mcts';

/** What an MCTS request asks for: the run's settings, and the depth penalty of the exact values. */
export interface MctsRequest {
	readonly position: Position;
	/** The game whose board `position` is on. */
	readonly game: GameId;
	readonly iterations: number;
	readonly seed: number;
	readonly exploration: number;
	readonly depthPenalty: boolean;
}

/** A finished MCTS run: the result and the exact values of the root moves. */
export interface MctsAnswer {
	/** The run's result (the record is the whole tree and its iteration log). */
	readonly result: MctsResult;
	/** The exact minimax value of each root move. */
	readonly exact: ExactValues;
}

/** An MCTS run on the page: the result, the exact values and the settings asked for. */
export interface MctsDecision extends MctsAnswer {
	readonly request: MctsRequest;
}
