/**
 * The reference figures of the transposition table and the depth limit (docs/reference-figures.md,
 * "Transposition table" and "Depth limit"), from the empty board of each game. The biggest ones
 * (4x4 to depth 6, Connect Four to depths 7 and 8, 4x4 alpha-beta without the table) are checked
 * by `npx tsx scripts/bench/games.ts --figures`, not here.
 */
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	gameDef,
	emptyGamePosition,
	emptyPosition,
	search,
	type GameId,
	type MoveOrder
} from '$lib/engine';

describe('3x3 with the transposition table, from the empty board', () => {
	// Nodes (and the plain searches' 4,520 entries) are the issue's reference figures; the other
	// entries and the hits are this engine's, pinned.
	const row = (
		name: string,
		alphaBeta: boolean,
		depthPenalty: boolean,
		order: MoveOrder,
		nodes: number,
		entries: number,
		hits: number
	) => ({ name, alphaBeta, depthPenalty, order, nodes, entries, hits });
	it.each([
		row('plain minimax', false, false, 'index', 16_168, 4_520, 8_786),
		row('plain minimax, depth penalty', false, true, 'index', 16_168, 4_520, 8_786),
		row('alpha-beta, index order', true, false, 'index', 4_866, 1_994, 1_583),
		row('alpha-beta, centre first', true, false, 'center-first', 1_999, 890, 560),
		row('alpha-beta, depth penalty, index order', true, true, 'index', 5_538, 2_096, 1_781),
		row('alpha-beta, depth penalty, centre first', true, true, 'center-first', 2_172, 914, 616)
	])('$name: $nodes nodes, $entries entries, $hits hits', (c) => {
		const { alphaBeta, depthPenalty, order } = c;
		const result = search(emptyPosition(), {
			alphaBeta,
			depthPenalty,
			order,
			transpositionTable: true
		});
		expect(result.nodes).toBe(c.nodes);
		expect(result.tableEntries).toBe(c.entries);
		expect(result.tableHits).toBe(c.hits);
		expect(result.value).toBe(0);
	});
});

describe('4x4 with alpha-beta and the table, centre first, no depth penalty', () => {
	it('is a draw: value 0, 725,254 nodes, 241,788 entries', () => {
		const result = search(emptyGamePosition(GAME_DEFS.ttt4), {
			game: 'ttt4',
			alphaBeta: true,
			depthPenalty: false,
			order: 'center-first',
			transpositionTable: true,
			depthLimit: null
		});
		expect(result.value).toBe(0);
		expect(result.nodes).toBe(725_254);
		expect(result.tableEntries).toBe(241_788);
		expect(result.tableHits).toBe(386_805);
		expect(result.kept).toBe(725_254);
	});
});

describe('plain search to a depth limit (root and finished games counted, finished games not expanded)', () => {
	// Every technique given: Connect Four's own defaults are alpha-beta, centre first and the table.
	const PLAIN = { alphaBeta: false, order: 'index', transpositionTable: false } as const;
	const cases: { game: GameId; counts: number[] }[] = [
		{ game: 'connect4', counts: [8, 57, 400, 2_801, 19_608, 137_257] },
		{ game: 'ttt4', counts: [17, 257, 3_617, 47_297, 571_457] }
	];
	describe.each(cases)('$game', ({ game, counts }) => {
		it.each(counts.map((nodes, k) => ({ limit: k + 1, nodes })))(
			'limit $limit: $nodes nodes',
			({ limit, nodes }) => {
				const result = search(emptyGamePosition(gameDef(game)), {
					game,
					...PLAIN,
					depthLimit: limit
				});
				expect(result.nodes).toBe(nodes);
			}
		);
	});
});
