/**
 * connect4-solver.ts against the reference data (tests/unit/fixtures/connect4-solved.txt, Pascal
 * Pons' solver): every position's score and every column's score; the cheaper 'best' and 'none'
 * modes; and the mapping of a solver score to the engine's minimax value, checked against the
 * engine's own exact search (search.ts) on positions near the end.
 */
import { describe, expect, it } from 'vitest';
import {
	C4_FULL_COLUMN,
	clearSolverTable,
	movesToWin,
	positionFromColumns,
	search,
	solveConnect4,
	solverValue,
	SearchAbortedError
} from '$lib/engine';
import { solvedPositions } from '../fixtures/connect4-solved';

const SOLVED = solvedPositions();
const cases = SOLVED.map((p, k) => ({ ...p, k: k + 1 }));

describe('the reference data', () => {
	it('has 40 positions, each with 7 columns', () => {
		expect(SOLVED).toHaveLength(40);
		expect(SOLVED.every((p) => p.columns.length === 7)).toBe(true);
	});
});

describe('the solver agrees with the reference data', () => {
	it.each(cases)('position $k ($moves): score $score and every column', (p) => {
		const s = solveConnect4(positionFromColumns(p.moves));
		expect(s.score).toBe(p.score);
		const columns = s.columns.map((c) => {
			if (c === null) return C4_FULL_COLUMN;
			expect(c.bound).toBe('exact');
			return c.score;
		});
		expect(columns).toEqual(p.columns);
		// The first best column in the centre-first order (3, 2, 4, 1, 5, 0, 6).
		const first = [3, 2, 4, 1, 5, 0, 6].find((c) => p.columns[c] === p.score);
		expect(s.bestColumn).toBe(first);
	});

	it.each(cases)(
		"position $k ($moves): 'best' gives the score, the same best column, bounds that hold",
		(p) => {
			const s = solveConnect4(positionFromColumns(p.moves), { columns: 'best' });
			expect(s.score).toBe(p.score);
			const first = [3, 2, 4, 1, 5, 0, 6].find((c) => p.columns[c] === p.score) as number;
			expect(s.bestColumn).toBe(first);
			expect(s.columns[first]).toEqual({ score: p.score, bound: 'exact' });
			s.columns.forEach((c, col) => {
				if (c === null) return expect(p.columns[col]).toBe(C4_FULL_COLUMN);
				if (c.bound === 'exact') expect(c.score).toBe(p.columns[col]);
				else expect(p.columns[col]).toBeLessThanOrEqual(c.score);
			});
		}
	);

	it.each(cases)("position $k ($moves): 'none' gives the score alone", (p) => {
		const s = solveConnect4(positionFromColumns(p.moves), { columns: 'none' });
		expect([s.score, s.columns, s.bestColumn]).toEqual([p.score, [], null]);
		expect(s.nodes).toBeGreaterThanOrEqual(0);
	});
});

describe('node counts, the table emptied first (ground truth for the solver as it is)', () => {
	// The first position's every column (4,284,056 nodes from an empty table) is solved against
	// the reference above; here its score and best column are counted, every column for the others.
	it.each([
		{ moves: '67372177276665', none: 986033, best: 1759347, all: null },
		{ moves: '617132432571164127', none: 14532, best: 14533, all: 91208 },
		{ moves: '3535156747331372576', none: 34375, best: 34379, all: 33582 }
	])(
		'$moves: $none nodes for the score, $best with the best column, $all for every column',
		(c) => {
			const count = (columns: 'none' | 'best' | 'all') => {
				clearSolverTable();
				return solveConnect4(positionFromColumns(c.moves), { columns }).nodes;
			};
			expect([count('none'), count('best'), c.all === null ? null : count('all')]).toEqual([
				c.none,
				c.best,
				c.all
			]);
		}
	);
});

describe('solverValue: a solver score as the engine minimax value', () => {
	// The positions with at most 8 empty cells: the engine's plain minimax with the table solves
	// them whole, every root move exact.
	const late = cases.filter((p) => p.moves.length >= 34);
	it.each(late.flatMap((p) => [true, false].map((depthPenalty) => ({ ...p, depthPenalty }))))(
		'position $k ($moves), depth penalty $depthPenalty: the engine finds the mapped values',
		(p) => {
			const position = positionFromColumns(p.moves);
			const s = solveConnect4(position);
			const r = search(position, {
				game: 'connect4',
				alphaBeta: false,
				depthPenalty: p.depthPenalty,
				order: 'center-first',
				transpositionTable: true,
				depthLimit: null
			});
			expect(r.value).toBe(solverValue(s.score, s.mine, s.theirs, p.depthPenalty));
			for (const m of r.moves) {
				const col = m.cell % 7;
				const c = s.columns[col];
				expect(m.score).toBe(solverValue(c!.score, s.mine, s.theirs, p.depthPenalty));
			}
		}
	);

	it.each([
		{ score: 0, mine: 10, theirs: 10, penalty: 0, plain: 0, moves: 0 },
		// The side to move (10 discs) wins with its 11th: its next move, depth 1.
		{ score: 11, mine: 10, theirs: 10, penalty: 999, plain: 1000, moves: 1 },
		// With its 14th: 4 moves, depth 7.
		{ score: 8, mine: 10, theirs: 10, penalty: 993, plain: 1000, moves: 4 },
		// The other side (10 discs) wins with its 11th: depth 2.
		{ score: -11, mine: 10, theirs: 10, penalty: -998, plain: -1000, moves: 1 },
		{ score: -9, mine: 9, theirs: 10, penalty: -994, plain: -1000, moves: 3 }
	])(
		'score $score with $mine and $theirs discs: $penalty, $plain; the winner needs $moves moves',
		(c) => {
			expect(solverValue(c.score, c.mine, c.theirs, true)).toBe(c.penalty);
			expect(solverValue(c.score, c.mine, c.theirs, false)).toBe(c.plain);
			expect(movesToWin(c.score, c.mine, c.theirs)).toBe(c.moves);
		}
	);
});

describe('bad input and aborts', () => {
	it('a finished game is refused', () => {
		expect(() => solveConnect4(positionFromColumns('4455667'))).toThrow(/over/);
	});

	it('positionFromColumns names the bad move', () => {
		expect(() => positionFromColumns('448')).toThrow('Move 3 is "8"');
		expect(() => positionFromColumns('4444444')).toThrow('Move 7 is into column 4, which is full.');
		expect(() => positionFromColumns('44556677')).toThrow(
			'Move 8 comes after the end of the game.'
		);
	});

	it('shouldAbort stops the solver with a SearchAbortedError', () => {
		expect(() => solveConnect4(positionFromColumns(''), { shouldAbort: () => true })).toThrow(
			SearchAbortedError
		);
	});

	it('one solve at a time: a solve started from another solve’s shouldAbort is refused, and solving goes on after', () => {
		const hard = cases.find((c) => c.moves.length < 20) ?? cases[0];
		const p = positionFromColumns(hard.moves);
		clearSolverTable();
		expect(() =>
			solveConnect4(p, {
				shouldAbort: () => {
					solveConnect4(p);
					return false;
				}
			})
		).toThrow('The Connect Four solver is already solving a position: one solve at a time.');
		expect(solveConnect4(p).score).toBe(hard.score);
	});
});
