/**
 * A small depth-limited minimax for the "lookahead-N" level: it sees wins and losses only within N
 * plies of the position (the move it plays is ply 1) and scores every position it has not seen to the
 * end as 0, as if it were a draw. Scores follow the engine's conventions with the depth penalty, from
 * the point of view of the side to move at the root: a win at depth d scores W - d, a loss d - W,
 * a draw 0, with W = cellCount + 1 (10 on 3x3, as in the engine) so that every win stays positive.
 */
import { other, type CellContent, type GameDef, type Mark, type Position } from '$lib/engine';
import { boardOutcome, legalCells } from './rules';

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
 */
export function lookaheadScores(
	rules: GameDef,
	position: Position,
	plies: number
): LookaheadScore[] {
	const root: Mark = position.toMove;
	const win = winScore(rules);
	const cells: CellContent[] = position.cells.slice();

	function value(toMove: Mark, depth: number): number {
		const outcome = boardOutcome(rules, cells);
		if (outcome?.kind === 'line') return outcome.winner === root ? win - depth : depth - win;
		if (outcome !== null || depth >= plies) return 0;
		const maximizing = toMove === root;
		let best = maximizing ? -Infinity : Infinity;
		for (const cell of legalCells(rules, cells)) {
			cells[cell] = toMove;
			const v = value(other(toMove), depth + 1);
			cells[cell] = null;
			best = maximizing ? Math.max(best, v) : Math.min(best, v);
		}
		return best;
	}

	return legalCells(rules, cells).map((cell) => {
		cells[cell] = root;
		const score = value(other(root), 1);
		cells[cell] = null;
		return { cell, score };
	});
}
