/**
 * The reference figures of the transposition table and the depth limit (docs/reference-figures.md,
 * "Transposition table" and "Depth limit"), from the empty board of each game. The biggest ones
 * (4x4 to depth 6, Connect Four to depths 7 and 8, 4x4 alpha-beta without the table) are checked
 * by `npx tsx scripts/bench/games.ts --figures`, not here.
 */
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	emptyGamePosition,
	emptyPosition,
	search,
	type GameId,
	type MoveOrder
} from '$lib/engine';

describe('3x3 with the transposition table, from the empty board', () => {
	it.each([
		{
			name: 'plain minimax',
			alphaBeta: false,
			depthPenalty: false,
			order: 'index',
			nodes: 16_168,
			entries: 4_520
		},
		{
			name: 'plain minimax, depth penalty',
			alphaBeta: false,
			depthPenalty: true,
			order: 'index',
			nodes: 16_168,
			entries: 4_520
		},
		{
			name: 'alpha-beta, index order',
			alphaBeta: true,
			depthPenalty: false,
			order: 'index',
			nodes: 4_866
		},
		{
			name: 'alpha-beta, centre first',
			alphaBeta: true,
			depthPenalty: false,
			order: 'center-first',
			nodes: 1_999
		},
		{
			name: 'alpha-beta, depth penalty, index order',
			alphaBeta: true,
			depthPenalty: true,
			order: 'index',
			nodes: 5_538
		},
		{
			name: 'alpha-beta, depth penalty, centre first',
			alphaBeta: true,
			depthPenalty: true,
			order: 'center-first',
			nodes: 2_172
		}
	] as const)('$name: $nodes nodes', ({ alphaBeta, depthPenalty, order, nodes, ...rest }) => {
		const result = search(emptyPosition(), {
			alphaBeta,
			depthPenalty,
			order: order as MoveOrder,
			transpositionTable: true
		});
		expect(result.nodes).toBe(nodes);
		expect(result.value).toBe(0);
		if ('entries' in rest) expect(result.tableEntries).toBe(rest.entries);
	});
});

describe('4x4 with alpha-beta and the table, centre first, no depth penalty', () => {
	it('is a draw: value 0, 725,254 nodes, 241,788 entries', () => {
		const result = search(emptyGamePosition(GAME_DEFS.ttt4), {
			game: 'ttt4',
			alphaBeta: true,
			depthPenalty: false,
			order: 'center-first',
			transpositionTable: true
		});
		expect(result.value).toBe(0);
		expect(result.nodes).toBe(725_254);
		expect(result.tableEntries).toBe(241_788);
		expect(result.kept).toBe(725_254);
	});
});

describe('plain search to a depth limit (root and finished games counted, finished games not expanded)', () => {
	const cases: { game: GameId; counts: number[] }[] = [
		{ game: 'connect4', counts: [8, 57, 400, 2_801, 19_608, 137_257] },
		{ game: 'ttt4', counts: [17, 257, 3_617, 47_297, 571_457] }
	];
	describe.each(cases)('$game', ({ game, counts }) => {
		it.each(counts.map((nodes, k) => ({ limit: k + 1, nodes })))(
			'limit $limit: $nodes nodes',
			({ limit, nodes }) => {
				const result = search(emptyGamePosition(GAME_DEFS[game]), { game, depthLimit: limit });
				expect(result.nodes).toBe(nodes);
			}
		);
	});
});
