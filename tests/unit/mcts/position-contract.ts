/**
 * The contract every MctsPosition keeps (mcts-game.ts), checked on random games with fast-check,
 * whatever the game: a new game's adapter (ultimate tic-tac-toe) is checked by calling
 * `checkPositionContract` with a maker of its positions. Along random games: the moves are
 * ascending distinct cells; a game goes on exactly while it has moves; the side to move
 * alternates; undo gives back the moves, outcome and side to move of every earlier position.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { MctsPosition } from '$lib/mcts';

/** One position's observable state. */
function stateOf(p: MctsPosition) {
	return { moves: p.moves(), outcome: p.outcome(), toMove: p.toMove() };
}

/**
 * Checks the contract on `runs` random games from `make()` (a fresh position each time), at most
 * `maxPlies` plies each.
 */
export function checkPositionContract(make: () => MctsPosition, maxPlies: number, runs = 50): void {
	fc.assert(
		fc.property(fc.array(fc.nat(), { maxLength: maxPlies }), (draws) => {
			const p = make();
			const seen = [stateOf(p)];
			for (const draw of draws) {
				const s = seen[seen.length - 1];
				for (let k = 1; k < s.moves.length; k++) expect(s.moves[k]).toBeGreaterThan(s.moves[k - 1]);
				expect(s.outcome === null).toBe(s.moves.length > 0);
				if (s.moves.length === 0) break;
				p.play(s.moves[draw % s.moves.length]);
				const next = stateOf(p);
				expect(next.toMove).not.toBe(s.toMove);
				seen.push(next);
			}
			while (seen.length > 1) {
				seen.pop();
				p.undo();
				expect(stateOf(p)).toEqual(seen[seen.length - 1]);
			}
		}),
		{ numRuns: runs }
	);
}
