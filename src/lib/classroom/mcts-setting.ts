/**
 * Monte Carlo tree search as one more setting of Compare settings: the same decision searched by
 * MCTS (src/lib/mcts) with a fixed number of iterations and a fixed seed, so the row replays
 * exactly (but for its time). Its "nodes" are two counts, since MCTS does two kinds of work: the
 * nodes of its tree (one new node per iteration, the root included) and the moves its random
 * playouts play (never stored in the tree).
 */
import { DEFAULT_GAME, gameDef, type GameId, type Position } from '../engine/index';
import { gamePosition, mcts } from '../mcts/index';

/** The MCTS run Compare settings shows: 1,000 iterations, seed 0, c = √2. */
export const MCTS_COMPARE = { iterations: 1000, seed: 0, exploration: Math.SQRT2 } as const;

/** What the MCTS run gives, for the compare table. */
export interface MctsFigures {
	readonly iterations: number;
	readonly seed: number;
	readonly exploration: number;
	/** Nodes of the final tree, the root included. */
	readonly treeNodes: number;
	/** Moves played by all the playouts together. */
	readonly playoutMoves: number;
	/** Milliseconds the run took (the machine's, not replayed). */
	readonly ms: number;
	/** The move played: the most visited root child; null for a finished position. */
	readonly bestMove: number | null;
	/** That move's win rate W/N for the side to move (draws count ½); null with bestMove. */
	readonly winRate: number | null;
}

/**
 * Runs MCTS (MCTS_COMPARE, or `run`) on `position` of `game`.
 * @param position a valid position of `game`; it may be finished (no move, no playout).
 */
export function mctsSetting(
	position: Position,
	game: GameId = DEFAULT_GAME.id,
	run: { iterations: number; seed: number; exploration: number } = MCTS_COMPARE
): MctsFigures {
	const result = mcts(gamePosition(gameDef(game), position), { ...run, record: true });
	const log = result.record.log;
	const best = result.moves.find((m) => m.move === result.bestMove) ?? null;
	return {
		iterations: result.iterations,
		seed: run.seed,
		exploration: run.exploration,
		treeNodes: result.nodes,
		playoutMoves: log === null ? 0 : log.playoutStart[result.iterations],
		ms: result.ms,
		bestMove: result.bestMove,
		winRate: best?.winRate ?? null
	};
}
