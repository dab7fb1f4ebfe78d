/** search-options.ts: each game's defaults, and what a given option keeps. */
import { describe, expect, it } from 'vitest';
import {
	GAME_DEFS,
	GAME_SEARCH_DEFAULTS,
	emptyGamePosition,
	emptyPosition,
	iterativeDeepening,
	parsePosition,
	resolveSearchOptions,
	search
} from '$lib/engine';

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

describe('the engine entry points resolve their options for the game', () => {
	it('fault: a bare search(p, { game: "connect4" }) searched to the end with plain minimax', () => {
		const p = parsePosition('......./......./......./......./...O.../..XX...', 'connect4');
		const bare = search(p, { game: 'connect4' });
		expect(bare.options).toEqual(
			resolveSearchOptions('connect4', { iterativeDeepening: false, solver: false })
		);
		expect(bare.options).toMatchObject({
			alphaBeta: true,
			order: 'center-first',
			transpositionTable: true,
			depthLimit: 7
		});
		const explicit = search(p, {
			game: 'connect4',
			alphaBeta: true,
			depthPenalty: true,
			order: 'center-first',
			transpositionTable: true,
			depthLimit: 7
		});
		expect([bare.nodes, bare.value, bare.bestMove]).toEqual([
			explicit.nodes,
			explicit.value,
			explicit.bestMove
		]);
		expect(bare.horizonLeaves).toBeGreaterThan(0);
	});

	it('a 3x3 search given nothing is the plain search of the reference figures: 549,946 nodes', () => {
		const result = search(emptyPosition());
		expect(result.nodes).toBe(549_946);
		expect(result.options).toEqual(resolveSearchOptions('ttt3', {}));
	});

	it('a 4x4 search given no depth limit stops at the game’s 5 plies; iterative deepening too', () => {
		const fast = { game: 'ttt4', alphaBeta: true, order: 'center-first' } as const;
		const empty = emptyGamePosition(GAME_DEFS.ttt4);
		expect(search(empty, fast).options.depthLimit).toBe(5);
		const deepened = iterativeDeepening(empty, fast, { timeBudgetMs: 600_000 });
		expect(deepened.iterations.map((it) => it.depth)).toEqual([1, 2, 3, 4, 5]);
		expect(deepened.stoppedBy).toBe('max-depth');
		// The same value as one search to 5 plies (fewer nodes: each iteration tries the last one's line first).
		expect(deepened.result.value).toBe(search(empty, fast).value);
		expect(deepened.result.nodes).toBeLessThan(search(empty, fast).nodes);
	});
});
