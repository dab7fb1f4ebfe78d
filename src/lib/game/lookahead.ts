/**
 * The "lookahead-N" level's search: it sees wins and losses only within N plies of the position
 * (the move it plays is ply 1) and scores every position it has not seen to the end as 0, as if it
 * were a draw. It is the engine's search (plain minimax, depth penalty on, index order) with a
 * depth limit of N and no evaluation function (`evaluation: 'none'`: a horizon leaf scores 0).
 * Scores follow the engine's conventions with the depth penalty, from the point of view of the
 * side to move at the root: a win at depth d scores W - d, a loss d - W, a draw 0, with
 * W = cellCount + 1 (10 on 3x3, as in the engine) so that every win stays positive; the engine's
 * win score (GameDef.win, 1000 on the bigger boards) is mapped to W.
 */
import { gameDef, isGameId, search, type GameDef, type Position } from '$lib/engine';
import type { FullSearch } from './choose';
import type { Level } from './levels';

/** One root move and its depth-limited score. */
export interface LookaheadScore {
	readonly cell: number;
	readonly score: number;
}

/** The score of a win found at depth 0 (W in the module comment): cellCount + 1. */
export function winScore(rules: GameDef): number {
	return rules.cellCount + 1;
}

/**
 * Scores every legal move of `position` by plain minimax limited to `plies` plies (plies >= 1).
 * @returns the legal moves in ascending cell order with their scores; empty when the game is over.
 * The position is not modified. Cost: at most (legal moves)^plies nodes (72 for 3x3 at 2 plies).
 * @throws RangeError when the engine has no game with the rules' id, or plies is not a whole
 *   number from 1.
 */
export function lookaheadScores(
	rules: GameDef,
	position: Position,
	plies: number
): LookaheadScore[] {
	if (!isGameId(rules.id)) {
		throw new RangeError(`The engine has no game '${rules.id}'.`);
	}
	const game = gameDef(rules.id);
	const { moves } = search(position, {
		game: game.id,
		alphaBeta: false,
		depthPenalty: true,
		order: 'index',
		transpositionTable: false,
		depthLimit: plies,
		evaluation: 'none'
	});
	// Every score is 0 or a win or loss: game.win - d becomes W - d, d - game.win becomes d - W.
	const shift = game.win - winScore(rules);
	return moves
		.map((m) => ({
			cell: m.cell,
			score: m.score > 0 ? m.score - shift : m.score < 0 ? m.score + shift : 0
		}))
		.sort((a, b) => a.cell - b.cell);
}

/**
 * `full` with the scores a "lookahead-N" `level` chooses from (lookaheadScores of `position` to N
 * plies, as FullSearch `lookahead`); `full` itself for any other level. chooseMove needs them for
 * such a level.
 * @throws RangeError as lookaheadScores.
 */
export function withLookahead<F extends FullSearch>(
	rules: GameDef,
	level: Level,
	position: Position,
	full: F
): F {
	if (level.kind !== 'lookahead') return full;
	return { ...full, lookahead: lookaheadScores(rules, position, level.plies) };
}
