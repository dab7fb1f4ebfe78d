/** The compact game list: packing, reading one game, filtering, replaying on the board. */
import { describe, expect, it } from 'vitest';
import { OUTCOME_DRAW, OUTCOME_O, OUTCOME_X, parsePosition } from '$lib/engine/index';
import { gameAt, gameListOf, gamesWhere, replayGame } from '$lib/classroom/game-list';

// Three hand-written games (X first): X wins the top row on ply 5, O wins a column on ply 6, a draw.
const games = [
	{ moves: [0, 3, 1, 4, 2], outcome: OUTCOME_X },
	{ moves: [0, 1, 3, 4, 8, 7], outcome: OUTCOME_O },
	{ moves: [0, 4, 8, 1, 7, 6, 2, 5, 3], outcome: OUTCOME_DRAW }
];
const moves = games.flatMap((g) => g.moves);
const start = [0];
for (const g of games) start.push(start[start.length - 1] + g.moves.length);
const list = gameListOf(
	moves,
	start,
	games.map((g) => g.outcome)
);

describe('gameListOf / gameAt', () => {
	it('packs into typed arrays and reads every game back', () => {
		expect(list.count).toBe(3);
		expect(list.moves).toBeInstanceOf(Uint8Array);
		expect(list.start).toEqual(Uint32Array.from([0, 5, 11, 20]));
		expect(gameAt(list, 0)).toEqual({ moves: [0, 3, 1, 4, 2], outcome: 'X', ply: 5 });
		expect(gameAt(list, 1)).toEqual({ moves: [0, 1, 3, 4, 8, 7], outcome: 'O', ply: 6 });
		expect(gameAt(list, 2).outcome).toBe('draw');
	});

	it.each([-1, 3, 0.5])('game %s does not exist', (g) => {
		expect(() => gameAt(list, g)).toThrow(RangeError);
	});
});

describe('gamesWhere', () => {
	it('filters by outcome and ply', () => {
		expect(gamesWhere(list)).toEqual([0, 1, 2]);
		expect(gamesWhere(list, { outcome: 'O' })).toEqual([1]);
		expect(gamesWhere(list, { ply: 9 })).toEqual([2]);
		expect(gamesWhere(list, { outcome: 'X', ply: 6 })).toEqual([]);
	});
});

describe('replayGame', () => {
	it('gives every position with its side to move and the move played from it', () => {
		const steps = replayGame('X', [0, 3, 1, 4, 2]);
		expect(steps).toHaveLength(6);
		expect(steps[0]).toEqual({ ply: 0, position: '.../.../...', toMove: 'X', move: 0 });
		expect(steps[4]).toEqual({ ply: 4, position: 'XX./OO./...', toMove: 'X', move: 2 });
		expect(steps[5]).toEqual({ ply: 5, position: 'XXX/OO./...', toMove: 'O', move: null });
	});

	it('O first: positions carry the side when the counts do not imply it', () => {
		const steps = replayGame('O', [4, 0]);
		expect(steps.map((s) => s.position)).toEqual(['.../.../... o', '.../.O./...', 'X../.O./... o']);
		for (const s of steps) expect(parsePosition(s.position).toMove).toBe(s.toMove);
	});

	it('an illegal move throws', () => {
		expect(() => replayGame('X', [0, 0])).toThrow(RangeError);
	});
});
