/**
 * decide.ts: the decision the page's worker and the CLI make: the plain 3x3 search unchanged, and
 * on Connect Four the solver's proof played when it finishes, the recorded search's move when it
 * does not. The clock is the test's, so that nothing depends on the machine's speed.
 */
import { describe, expect, it } from 'vitest';
import {
	decide,
	decisionExtent,
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

	describe('repeating a decision made against the clock, without one (decisionExtent)', () => {
		/** A clock that moves on `ms` at every reading: the same run on every machine. */
		const clock = (ms: number) => {
			let t = 0;
			return () => (t += ms);
		};
		const afterCentre = positionFromColumns('44');

		it('runs the iterations to the depth the clock stopped at: the same tree, node for node', () => {
			const teacher = decide(afterCentre, { game: 'connect4' }, { now: clock(15) });
			expect([teacher.stoppedBy, teacher.proof]).toEqual(['time', null]);
			expect(decisionExtent(teacher)).toEqual({ proved: false, depth: 7 });
			expect(teacher.result.nodes).toBe(10111);
			// A slower machine's own clock stops much earlier...
			const own = decide(afterCentre, { game: 'connect4' }, { now: clock(400) });
			expect(own.iterations?.at(-1)?.depth).toBeLessThan(7);
			// ...the teacher's extent makes it search exactly the teacher's tree, whatever its clock.
			const phone = decide(
				afterCentre,
				{ game: 'connect4' },
				{ now: clock(400), extent: decisionExtent(teacher) }
			);
			const strip = (d: typeof teacher) =>
				d.iterations?.map((i) => [i.depth, i.bestMove, i.value, i.nodes]);
			expect(strip(phone)).toEqual(strip(teacher));
			expect(phone.stoppedBy).toBe('time');
			expect([phone.result.nodes, phone.result.bestMove, phone.result.value]).toEqual([
				teacher.result.nodes,
				teacher.result.bestMove,
				teacher.result.value
			]);
			expect(phone.result.record.count).toBe(teacher.result.record.count);
			expect(phone.result.record.move).toEqual(teacher.result.record.move);
			expect(phone.result.record.value).toEqual(teacher.result.record.value);
		});

		it('runs the solver to its end when it proved the position, and skips it when it did not', () => {
			const position = positionFromColumns('2735364665723247');
			const teacher = decide(position, { game: 'connect4' }, { now: () => 0 });
			expect(decisionExtent(teacher)).toEqual({ proved: true, depth: 14 });
			const proved = decide(
				position,
				{ game: 'connect4' },
				{ now: clock(10_000), extent: decisionExtent(teacher) }
			);
			expect(proved.proof).toEqual({ ...teacher.proof, ms: proved.proof?.ms });
			expect(proved.result.bestMove).toBe(teacher.result.bestMove);
			// A teacher whose solver ran out of time: the phone does not prove it either.
			const unproved = decide(
				position,
				{ game: 'connect4' },
				{ now: () => 0, extent: { proved: false, depth: 14 } }
			);
			expect(unproved.proof).toBeNull();
			expect(unproved.result.nodes).toBe(teacher.result.nodes);
		});

		it('refuses an extent whose depth is not a whole number of plies', () => {
			const extent = { proved: false, depth: 0 };
			expect(() => decide(afterCentre, { game: 'connect4' }, { extent })).toThrow(
				"The clock's depth must be a whole number from 1, not 0."
			);
		});
	});
});
