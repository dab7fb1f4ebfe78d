/**
 * mcts/exact.ts: the exact values beside MCTS's estimates, shared by the page's worker and
 * `analyze --mcts`: minimax values per move (checked against the engine's own search of each
 * child) and a budget that runs out; Connect Four's solver path is checked against Pascal Pons'
 * reference data in tests/unit/scripts/cli-mcts.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { GAME_DEFS, parsePosition } from '$lib/engine';
import { exactMoveValues } from '$lib/mcts';

const BUDGET = { searchMs: 10_000, solverMs: 10_000 };

describe('exactMoveValues', () => {
	it('3x3 XOX/.O./X.., O to move: 7, -8, 9, -8 with the depth penalty (an immediate win is 9)', () => {
		const p = parsePosition('XOX/.O./X..');
		const e = exactMoveValues(GAME_DEFS.ttt3, p, [3, 5, 7, 8], true, BUDGET);
		expect(e.moves.map((m) => m.value)).toEqual([7, -8, 9, -8]);
		expect(e).toMatchObject({ source: 'search', complete: true, budgetMs: 10_000 });
	});

	it('a spent budget gives no value to the moves still to search, and says so', () => {
		let t = 0;
		const clock = () => (t += 1000);
		const p = parsePosition('.../.../...');
		const e = exactMoveValues(
			GAME_DEFS.ttt3,
			p,
			[0, 4],
			false,
			{ searchMs: 1, solverMs: 1 },
			clock
		);
		expect(e.moves).toEqual([
			{ move: 0, value: null },
			{ move: 4, value: null }
		]);
		expect(e).toMatchObject({ source: 'none', complete: false, budgetMs: 1 });
	});
});
