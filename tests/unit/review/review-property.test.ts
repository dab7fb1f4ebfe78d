/**
 * Every ply label of a random 3x3 game agrees with a fresh search: plain minimax (every root move's
 * score exact) of the position before the ply, its best score, the played move's score and the
 * label those two give (the result of a value is its sign). With and without the depth penalty.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
	GAME_DEFS,
	emptyGamePosition,
	gameMoves,
	playMove,
	search,
	type Position
} from '$lib/engine';
import { ReviewSolver, reviewGame, type ReviewLabel } from '$lib/review';

const game = GAME_DEFS.ttt3;

/** A random game: at each ply, the move at `picks[i]` modulo the legal moves, to the end. */
function gameFrom(picks: number[]): number[] {
	const moves: number[] = [];
	let p = emptyGamePosition(game);
	for (const pick of picks) {
		const legal = gameMoves(game, p);
		if (legal.length === 0) break;
		const cell = legal[pick % legal.length];
		moves.push(cell);
		p = playMove(game, p, cell);
	}
	return moves;
}

function expectedLabel(value: number, best: number): ReviewLabel {
	if (value === best) return 'best';
	if (Math.sign(value) === Math.sign(best)) return 'inaccuracy';
	return best > 0 && value < 0 ? 'blunder' : 'mistake';
}

describe('every ply label agrees with a fresh plain minimax search', () => {
	for (const depthPenalty of [true, false]) {
		it(`random games, depth penalty ${depthPenalty ? 'on' : 'off'}`, () => {
			const solver = new ReviewSolver('ttt3', { depthPenalty });
			// One fresh search per position (the empty board would be searched every run).
			const fresh = new Map<string, ReturnType<typeof search>>();
			const freshSearch = (p: Position) => {
				const key = p.cells.map((c) => c ?? '.').join('') + p.toMove;
				let r = fresh.get(key);
				if (!r) fresh.set(key, (r = search(p, { game: 'ttt3', depthPenalty })));
				return r;
			};
			fc.assert(
				fc.property(fc.array(fc.nat(), { minLength: 9, maxLength: 9 }), (picks) => {
					const moves = gameFrom(picks);
					const review = reviewGame(solver, emptyGamePosition(game), moves);
					for (const ply of review.plies) {
						const f = freshSearch(ply.before);
						const played = f.moves.find((m) => m.cell === ply.cell);
						expect(played?.bound).toBe('exact');
						expect(ply.value).toBe(played?.score);
						expect(ply.bestValue).toBe(f.value);
						expect(ply.bestCell).toBe(f.bestMove);
						expect(ply.label).toBe(expectedLabel(played!.score, f.value));
					}
				}),
				{ numRuns: 150, seed: 21 }
			);
		});
	}
});
