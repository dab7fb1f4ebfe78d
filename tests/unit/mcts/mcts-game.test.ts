/**
 * mcts-game.ts: the adapter plays the engine's rules (game-board.ts) on 3x3, 4x4 and Connect
 * Four: the same moves (ascending cells), the same outcome and side to move after every ply of
 * random games, undo back to the start, and the tie rank of the centre-first order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	GAME_IDS,
	emptyGamePosition,
	gameMoves,
	gameOutcome,
	parsePosition,
	playMove,
	gameDef
} from '$lib/engine';
import { gamePosition } from '$lib/mcts';
import { checkPositionContract } from './position-contract';

describe('the adapter follows the engine rules', () => {
	it.each(GAME_IDS)('%s: moves, outcome and side to move along random games, then undo', (id) => {
		const game = gameDef(id);
		fc.assert(
			fc.property(fc.array(fc.nat(), { minLength: 0, maxLength: 42 }), (draws) => {
				let reference = emptyGamePosition(game);
				const adapted = gamePosition(game, reference);
				const seen = [];
				for (const draw of draws) {
					const moves = gameMoves(game, reference).sort((a, b) => a - b);
					expect(adapted.moves()).toEqual(moves);
					expect(adapted.outcome()).toBe(gameOutcome(game, reference.cells));
					expect(adapted.toMove()).toBe(reference.toMove);
					if (moves.length === 0) break;
					const cell = moves[draw % moves.length];
					adapted.play(cell);
					seen.push(reference);
					reference = playMove(game, reference, cell);
				}
				expect(adapted.outcome()).toBe(gameOutcome(game, reference.cells));
				while (seen.length > 0) {
					adapted.undo();
					reference = seen.pop()!;
					expect(adapted.moves()).toEqual(gameMoves(game, reference).sort((a, b) => a - b));
					expect(adapted.outcome()).toBe(gameOutcome(game, reference.cells));
					expect(adapted.toMove()).toBe(reference.toMove);
				}
			}),
			{ numRuns: 60 }
		);
	});

	it('a finished position has no moves and keeps its outcome', () => {
		const p = gamePosition(GAME_DEFS.ttt3, parsePosition('XXX/OO./...'));
		expect(p.moves()).toEqual([]);
		expect(p.outcome()).toBe('X');
		expect(() => p.undo()).toThrow(RangeError);
	});

	it('a line made on the last cell wins (checked before the full board)', () => {
		const p = gamePosition(GAME_DEFS.ttt3, parsePosition('XOX/OXO/OX.'));
		p.play(8);
		expect(p.outcome()).toBe('X');
	});

	it('a wrong number of cells is refused', () => {
		expect(() => gamePosition(GAME_DEFS.ttt4, parsePosition('.../.../...'))).toThrow(RangeError);
	});
});

describe('the MctsPosition contract (position-contract.ts)', () => {
	it.each(GAME_IDS)('%s from the empty board', (id) => {
		const game = gameDef(id);
		checkPositionContract(() => gamePosition(game, emptyGamePosition(game)), game.cellCount);
	});
});

describe('tie rank: the centre-first order', () => {
	it('3x3: centre, corners, edges', () => {
		const p = gamePosition(GAME_DEFS.ttt3, parsePosition('.../.../...'));
		expect([4, 0, 2, 6, 8, 1, 3, 5, 7].map((c) => p.tieRank!(c))).toEqual([
			0, 1, 2, 3, 4, 5, 6, 7, 8
		]);
	});
	it('Connect Four: by column, centre out, whatever the row', () => {
		const p = gamePosition(GAME_DEFS.connect4, emptyGamePosition(GAME_DEFS.connect4));
		// Bottom row cells 35-41 and top row cells 0-6: the column decides.
		expect([38, 37, 39, 36, 40, 35, 41].map((c) => p.tieRank!(c))).toEqual([0, 1, 2, 3, 4, 5, 6]);
		expect([3, 2, 4, 1, 5, 0, 6].map((c) => p.tieRank!(c))).toEqual([0, 1, 2, 3, 4, 5, 6]);
	});
});
