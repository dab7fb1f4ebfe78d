/**
 * A cross-module suite, not the mirror of one module: on a few hundred seeded random positions of
 * each game, to a small depth limit, alpha-beta with or without the transposition table (and plain
 * minimax with the table) finds the same root value as plain minimax, and a best move whose plain
 * minimax score is that value; every root score's bound agrees with its exact score.
 */
import { describe, expect, it } from 'vitest';
import {
	search,
	type GameId,
	type MoveOrder,
	type MoveScore,
	type SearchResult
} from '$lib/engine';
import { randomPositions } from '../fixtures/games';

const GAMES: { game: GameId; limit: number | null; count: number; maxPly: number }[] = [
	{ game: 'ttt3', limit: null, count: 300, maxPly: 7 },
	{ game: 'ttt3', limit: 2, count: 300, maxPly: 7 },
	{ game: 'ttt4', limit: 3, count: 300, maxPly: 13 },
	{ game: 'connect4', limit: 4, count: 300, maxPly: 38 }
];

const VARIANTS: { name: string; alphaBeta: boolean; table: boolean; order: MoveOrder }[] = [
	{ name: 'plain + table', alphaBeta: false, table: true, order: 'index' },
	{ name: 'alpha-beta', alphaBeta: true, table: false, order: 'index' },
	{ name: 'alpha-beta + table', alphaBeta: true, table: true, order: 'index' },
	{ name: 'alpha-beta + table, centre first', alphaBeta: true, table: true, order: 'center-first' }
];

function boundAgrees(m: MoveScore, exact: number): boolean {
	if (m.bound === 'exact') return m.score === exact;
	return m.bound === 'lower' ? exact >= m.score : exact <= m.score;
}

describe.each(GAMES)('$game, depth limit $limit', ({ game, limit, count, maxPly }) => {
	const positions = randomPositions(game, count, 2024, 1, maxPly);
	// Every technique given (Connect Four's defaults are alpha-beta, centre first and the table).
	const base = (depthPenalty: boolean) =>
		({
			game,
			depthLimit: limit,
			depthPenalty,
			order: 'index',
			transpositionTable: false
		}) as const;
	// Plain minimax once per position and depth penalty, shared by the variants.
	const plainCache = new Map<string, Pick<SearchResult, 'value' | 'moves'>>();
	const plainOf = (k: number, depthPenalty: boolean) => {
		const key = `${k} ${depthPenalty}`;
		let result = plainCache.get(key);
		if (!result) {
			const { value, moves } = search(positions[k], { ...base(depthPenalty), alphaBeta: false });
			result = { value, moves };
			plainCache.set(key, result);
		}
		return result;
	};

	it.each(VARIANTS)('$name agrees with plain minimax', ({ alphaBeta, table, order }) => {
		const problems: string[] = [];
		positions.forEach((position, k) => {
			for (const depthPenalty of [true, false]) {
				const plain = plainOf(k, depthPenalty);
				const exact = new Map(plain.moves.map((m) => [m.cell, m.score]));
				const other = search(position, {
					...base(depthPenalty),
					alphaBeta,
					order,
					transpositionTable: table
				});
				const bestScore = exact.get(other.bestMove as number);
				const wrongBound = other.moves.find((m) => !boundAgrees(m, exact.get(m.cell) as number));
				if (other.value !== plain.value || bestScore !== plain.value || wrongBound) {
					problems.push(`position ${k}, depth penalty ${depthPenalty}`);
				}
			}
		});
		expect(problems).toEqual([]);
	});
});
