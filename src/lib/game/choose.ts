/**
 * How a computer level chooses its move, and how far that move is from the best one according to the
 * full search (the engine's `search` of the same position, which the page runs for every computer move
 * anyway, to show its tree). The full search's scores are from the computer's point of view; with
 * alpha-beta a non-best root move may carry only a bound, so the shortfall can be a bound too.
 */
import type { GameDef, MoveScore, Position } from '$lib/engine';
import type { Level } from './levels';
import type { LookaheadScore } from './lookahead';
import { deriveLevelSeed, mulberry32 } from './prng';
import { err, ok, type Result } from './result';
import { legalCells } from './rules';

/** What the level needs from the full search: the engine's SearchResult has these fields. */
export interface FullSearch {
	/** The first best move in the order tried; null for a finished position. */
	readonly bestMove: number | null;
	/** Every root move with its score (computer's view) and bound. */
	readonly moves: readonly MoveScore[];
	/**
	 * For a "lookahead-N" level: every legal move's depth-limited score (lookahead.ts
	 * `withLookahead` adds them). The caller runs that search, so that this module does not load
	 * the search (the page loads it only when such a level plays).
	 */
	readonly lookahead?: readonly LookaheadScore[];
}

/**
 * How much worse the chosen move is than the best, in score points of the full search:
 * 'exact' ("not the best by 2"), 'at-least' when the chosen move's score is an upper bound ("at least
 * 2"; `by` 0 then means it may tie with the best, the search did not tell), 'at-most' for a lower bound.
 */
export interface Shortfall {
	readonly by: number;
	readonly bound: 'exact' | 'at-least' | 'at-most';
}

/** A computer decision: the move, the best move, how the level chose, and the shortfall. */
export interface Choice {
	readonly cell: number;
	readonly level: Level;
	/** The full search's best move. */
	readonly bestMove: number;
	/** 'best': the full search's best move; 'lookahead': the depth-limited search; 'random': a draw. */
	readonly how: 'best' | 'lookahead' | 'random';
	/** Null when the move is as good as the best (the best itself or an equal exact score). */
	readonly shortfall: Shortfall | null;
}

/**
 * Why no choice could be made: the game is over, the full search is not of this position, or a
 * "lookahead-N" level was given no lookahead scores (FullSearch `lookahead`).
 */
export interface ChoiceError {
	readonly code: 'no-legal-move' | 'search-mismatch' | 'no-lookahead';
}

/** The shortfall of `cell` against the full search's best move (see Shortfall). */
export function shortfallOf(full: FullSearch, cell: number): Shortfall | null {
	const best = full.moves.find((m) => m.cell === full.bestMove);
	const chosen = full.moves.find((m) => m.cell === cell);
	if (!best || !chosen || cell === full.bestMove) return null;
	const by = best.score - chosen.score;
	if (chosen.bound === 'upper') return { by, bound: 'at-least' };
	if (by <= 0) return null;
	return { by, bound: chosen.bound === 'lower' ? 'at-most' : 'exact' };
}

/**
 * The move `level` plays in `position` (the computer is the side to move), given the full search of
 * that position. 'random-P' draws from a generator seeded by (seed, ply) alone, so the same game
 * replays the same moves whatever was undone before. Lookahead ties go to the lowest cell.
 * @param ply the number of moves played in the game so far (the ply the choice is made at).
 */
export function chooseMove(
	rules: GameDef,
	level: Level,
	position: Position,
	full: FullSearch,
	seed: number,
	ply: number
): Result<Choice, ChoiceError> {
	const legal = legalCells(rules, position.cells, position.forcedBoard ?? null);
	if (legal.length === 0) return err({ code: 'no-legal-move' });
	const searched = full.moves.map((m) => m.cell).sort((a, b) => a - b);
	const best = full.bestMove;
	if (best === null || searched.join() !== legal.join()) return err({ code: 'search-mismatch' });

	let cell = best;
	let how: Choice['how'] = 'best';
	if (level.kind === 'lookahead') {
		if (!full.lookahead) return err({ code: 'no-lookahead' });
		let top = -Infinity;
		for (const m of full.lookahead) {
			if (m.score > top) [top, cell] = [m.score, m.cell];
		}
		how = 'lookahead';
	} else if (level.kind === 'random') {
		const random = mulberry32(deriveLevelSeed(seed, ply));
		if (random() < level.percent / 100) {
			cell = legal[Math.floor(random() * legal.length)];
			how = 'random';
		}
	}
	return ok({ cell, level, bestMove: best, how, shortfall: shortfallOf(full, cell) });
}
