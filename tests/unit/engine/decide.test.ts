/**
 * decide.ts: the decision the page's worker and the CLI make: the plain 3x3 search unchanged, and
 * on Connect Four the solver's proof played when it finishes, the recorded search's move when it
 * does not. The clock is the test's, so that nothing depends on the machine's speed.
 */
import { describe, expect, it } from 'vitest';
import {
	decide,
	emptyPosition,
	positionFromColumns,
	search,
	solveConnect4,
	solverValue
} from '$lib/engine';

describe('decide', () => {
	it('3x3 with no options: the plain search of the reference figures (549,946 nodes), no proof', () => {
		const d = decide(emptyPosition(), {});
		expect([d.result.nodes, d.result.value, d.proof]).toEqual([549946, 0, null]);
		expect(d.result.bestMove).toBe(search(emptyPosition()).bestMove);
	});

	it('Connect Four proved: the move, the value and the best move score are the proof’s', () => {
		// Reference position 33: score 13 for X (to move with 8 discs): X wins with its 9th disc.
		const position = positionFromColumns('2735364665723247');
		const d = decide(position, { game: 'connect4', depthLimit: 3 }, { now: () => 0 });
		const s = solveConnect4(position, { columns: 'all' });
		expect(d.proof).toMatchObject({ score: 13, winner: 'X', moves: 1 });
		expect(d.result.value).toBe(solverValue(13, 8, 8, true));
		expect(d.result.value).toBe(999);
		expect(d.result.bestMove).toBe(d.proof?.cell);
		// Column 3 (index 2), the first best in the centre-first order: cell 17.
		expect(d.proof?.cell).toBe(16);
		const best = d.result.moves.find((m) => m.cell === d.result.bestMove);
		expect(best).toEqual({ cell: 16, score: 999, bound: 'exact' });
		// Every other score is exact or an upper bound that holds.
		for (const m of d.result.moves) {
			const exact = solverValue(s.columns[m.cell % 7]!.score, 8, 8, true);
			if (m.bound === 'exact') expect(m.score).toBe(exact);
			else expect(exact).toBeLessThanOrEqual(m.score);
		}
		// The tree is the recorded search's (iterative deepening to 3 plies here).
		expect(d.iterations?.map((i) => i.depth)).toEqual([1, 2, 3]);
	});

	it('Connect Four out of time: no proof, the recorded search decides (depth 1 always completes)', () => {
		let t = 0;
		const now = () => (t += 1000);
		const d = decide(emptyPosition(), {}, {});
		expect(d.options.game).toBe('ttt3');
		const c4 = decide(positionFromColumns(''), { game: 'connect4' }, { now });
		expect(c4.proof).toBeNull();
		expect(c4.stoppedBy).toBe('time');
		expect(c4.result.bestMove).toBe(c4.iterations?.at(-1)?.bestMove);
	});

	it('without iterative deepening, no solver: the plain depth-limited search (19,608 nodes at 5)', () => {
		const d = decide(positionFromColumns(''), {
			game: 'connect4',
			alphaBeta: false,
			transpositionTable: false,
			iterativeDeepening: false,
			depthLimit: 5
		});
		expect([d.result.nodes, d.proof, d.options.solver]).toEqual([19608, null, false]);
	});
});
