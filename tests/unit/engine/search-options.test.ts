/** search-options.ts: each game's defaults, and what a given option keeps. */
import { describe, expect, it } from 'vitest';
import { GAME_SEARCH_DEFAULTS, resolveSearchOptions } from '$lib/engine';

describe('resolveSearchOptions', () => {
	it.each([
		{
			game: 'ttt3',
			want: {
				alphaBeta: false,
				depthPenalty: true,
				order: 'index',
				transpositionTable: false,
				depthLimit: null,
				iterativeDeepening: false,
				solver: false
			}
		},
		{
			game: 'ttt4',
			want: {
				alphaBeta: false,
				depthPenalty: true,
				order: 'index',
				transpositionTable: false,
				depthLimit: 5,
				iterativeDeepening: false,
				solver: false
			}
		},
		{
			game: 'connect4',
			want: {
				alphaBeta: true,
				depthPenalty: true,
				order: 'center-first',
				transpositionTable: true,
				depthLimit: null,
				iterativeDeepening: true,
				solver: true
			}
		}
	] as const)('$game: its defaults', ({ game, want }) => {
		expect(resolveSearchOptions(game, {})).toEqual({ ...want, game });
		expect(GAME_SEARCH_DEFAULTS[game].alphaBeta).toBe(want.alphaBeta);
	});

	it('keeps every option given, whatever the game; partial.game does not decide', () => {
		const given = {
			alphaBeta: false,
			depthPenalty: false,
			order: 'index',
			transpositionTable: false,
			depthLimit: 3,
			iterativeDeepening: true,
			solver: false,
			game: 'ttt3'
		} as const;
		expect(resolveSearchOptions('connect4', given)).toEqual({ ...given, game: 'connect4' });
	});

	it.each([
		{ iterativeDeepening: false, limit: 7, solver: false },
		{ iterativeDeepening: true, limit: null, solver: true }
	])(
		'Connect Four, iterative deepening $iterativeDeepening: depth limit $limit, solver $solver',
		({ iterativeDeepening, limit, solver }) => {
			const o = resolveSearchOptions('connect4', { iterativeDeepening });
			expect([o.depthLimit, o.solver]).toEqual([limit, solver]);
		}
	);

	it('4x4 deepens to its default limit (5); a limit given, none included, is kept', () => {
		expect(resolveSearchOptions('ttt4', { iterativeDeepening: true }).depthLimit).toBe(5);
		expect(resolveSearchOptions('ttt4', { depthLimit: null }).depthLimit).toBe(null);
		expect(resolveSearchOptions('connect4', { depthLimit: 9 }).depthLimit).toBe(9);
	});

	it('refuses the solver beyond Connect Four, and an unknown game', () => {
		expect(() => resolveSearchOptions('ttt3', { solver: true })).toThrow(
			'The exact solver plays Connect Four only, not ttt3.'
		);
		expect(() => resolveSearchOptions('chess' as 'ttt3', {})).toThrow(RangeError);
	});
});
