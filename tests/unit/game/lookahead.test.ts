/**
 * The depth-limited search of the lookahead levels: what it sees within N plies, pinned on positions,
 * and equal to the engine's plain minimax (depth penalty on) when N covers the rest of the game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyPosition, legalMoves, parsePosition, play, search, type Position } from '$lib/engine';
import { TIC_TAC_TOE, lookaheadScores, winScore } from '$lib/game';

describe('lookaheadScores', () => {
	it.each([
		{
			name: '0: 1 ply sees its own win but not the threat',
			position: 'XX./OO./... o',
			plies: 1,
			scores: [
				[2, 0],
				[5, 9],
				[6, 0],
				[7, 0],
				[8, 0]
			]
		},
		{
			name: '1: 2 plies also see the opponent win after a move that does not block',
			position: 'XX./OO./... x',
			plies: 2,
			scores: [
				[2, 9],
				[5, 0],
				[6, -8],
				[7, -8],
				[8, -8]
			]
		},
		{
			name: '2: XOX/.O./X.. O to move, 2 plies: only the immediate win and the replies',
			position: 'XOX/.O./X..',
			plies: 2,
			scores: [
				[3, 0],
				[5, -8],
				[7, 9],
				[8, -8]
			]
		},
		{
			name: '3: a finished position has no move',
			position: 'XXX/OO./...',
			plies: 3,
			scores: []
		}
	])('$name', ({ position, plies, scores }) => {
		const result = lookaheadScores(TIC_TAC_TOE, parsePosition(position), plies);
		expect(result.map((m) => [m.cell, m.score])).toEqual(scores);
	});

	it('win score is 10 on 3x3, as in the engine', () => {
		expect(winScore(TIC_TAC_TOE)).toBe(10);
	});

	it('with enough plies it equals the engine plain minimax with the depth penalty', () => {
		fc.assert(
			fc.property(fc.array(fc.nat(8), { minLength: 2, maxLength: 7 }), (picks) => {
				let p: Position = emptyPosition();
				for (const pick of picks) {
					const moves = legalMoves(p);
					if (moves.length === 0) break;
					p = play(p, moves[pick % moves.length]);
				}
				const engine = search(p)
					.moves.map((m) => [m.cell, m.score])
					.sort((a, b) => a[0] - b[0]);
				const mine = lookaheadScores(TIC_TAC_TOE, p, 9).map((m) => [m.cell, m.score]);
				expect(mine).toEqual(engine);
			}),
			{ numRuns: 60 }
		);
	});

	it('leaves the position unchanged', () => {
		const p = parsePosition('XOX/.O./X..');
		const before = JSON.stringify(p);
		lookaheadScores(TIC_TAC_TOE, p, 4);
		expect(JSON.stringify(p)).toBe(before);
	});
});
