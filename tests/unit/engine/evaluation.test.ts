/**
 * evaluation.ts: the line weights, the evaluation of known positions, its clamp, and the value the
 * search keeps move by move against the one computed from scratch.
 */
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	emptyGamePosition,
	evaluate,
	evaluationLimit,
	isHorizon,
	lineContribution,
	lineWeight,
	nodeCells,
	parsePosition,
	search,
	type GameId,
	gameDef
} from '$lib/engine';
import { randomPositions } from '../fixtures/games';
import { firstBad } from '../fixtures/records';

describe('the weights', () => {
	it('grow four times per mark: 0, 1, 4, 16', () => {
		expect([0, 1, 2, 3].map(lineWeight)).toEqual([0, 1, 4, 16]);
	});

	it('count a line for X only while O has no mark in it, and the other way round', () => {
		const t = lineContribution(4);
		const at = (x: number, o: number) => t[x * 5 + o];
		expect([at(0, 0), at(1, 0), at(2, 0), at(3, 0)]).toEqual([0, 1, 4, 16]);
		expect([at(0, 1), at(0, 2), at(0, 3)]).toEqual([-1, -4, -16]);
		expect([at(1, 1), at(2, 1), at(1, 3)]).toEqual([0, 0, 0]);
	});
});

describe('evaluate', () => {
	it('is 0 on an empty board', () => {
		for (const id of ['ttt3', 'ttt4', 'connect4'] as GameId[]) {
			expect(evaluate(gameDef(id), emptyGamePosition(gameDef(id)).cells, 'X')).toBe(0);
		}
	});

	it('counts the open lines through a mark: Connect Four bottom centre 7, 4x4 corner 3', () => {
		const c4 = parsePosition('......./......./......./......./......./...X...', 'connect4');
		expect(evaluate(GAME_DEFS.connect4, c4.cells, 'X')).toBe(7);
		expect(evaluate(GAME_DEFS.connect4, c4.cells, 'O')).toBe(-7);
		const t4 = parsePosition('X.../..../..../....', 'ttt4');
		expect(evaluate(GAME_DEFS.ttt4, t4.cells, 'X')).toBe(3);
	});

	it('weighs two marks in an open line 4 and drops blocked lines', () => {
		// X on 0 and 1, O on 5. Row 0: two X (+4); column 0: one X (+1); row 1: one O (-1);
		// column 1 and the diagonal 0-5-10-15 hold both marks (0). Total 4.
		const t4 = parsePosition('XX../.O../..../....', 'ttt4');
		expect(evaluate(GAME_DEFS.ttt4, t4.cells, 'X')).toBe(4);
	});

	it('refuses cells of another game', () => {
		expect(() => evaluate(GAME_DEFS.ttt4, emptyGamePosition(GAME_DEFS.ttt3).cells, 'X')).toThrow(
			'A ttt4 position has 16 cells, this one has 9.'
		);
	});
});

describe('the clamp', () => {
	it('is one below the smallest win score the search can meet', () => {
		expect(evaluationLimit(GAME_DEFS.ttt3, 3, true)).toBe(6);
		expect(evaluationLimit(GAME_DEFS.ttt3, 3, false)).toBe(9);
		expect(evaluationLimit(GAME_DEFS.ttt4, 16, true)).toBe(983);
		expect(evaluationLimit(GAME_DEFS.ttt3, 12, true)).toBe(0);
	});
});

describe('the evaluation the search keeps move by move', () => {
	it.each([
		{ game: 'ttt4' as GameId, limit: 2 },
		{ game: 'connect4' as GameId, limit: 2 },
		{ game: 'ttt3' as GameId, limit: 1 }
	])('$game: every horizon leaf holds the clamped evaluation of its cells', ({ game, limit }) => {
		const def = gameDef(game);
		for (const root of randomPositions(game, 20, 11, 2, def.cellCount - 3)) {
			const { record } = search(root, { game, depthLimit: limit, alphaBeta: true });
			const empty = root.cells.filter((c) => c === null).length;
			const cap = evaluationLimit(def, Math.min(limit, empty), true);
			const bad = firstBad(record, (i) => {
				if (!isHorizon(record, i)) return true;
				const v = evaluate(def, nodeCells(record, i), root.toMove);
				return record.value[i] === Math.max(-cap, Math.min(cap, v));
			});
			expect(bad).toBe(-1);
		}
	});
});
