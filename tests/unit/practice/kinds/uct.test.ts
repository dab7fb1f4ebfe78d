/**
 * Kind `uct` ("Which child does UCT select next?"): a pinned seeded exercise with its feedback
 * numbers; the check accepts exactly the child of the highest UCT value computed here from the
 * shown N and W (ties to the centre-first order, as the engine breaks them), and the engine's own
 * record agrees; generation is deterministic by seed; positions from a link are refused when they
 * cannot hold the exercise.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPosition, parsePosition } from '$lib/engine/index';
import {
	checkAnswer,
	generateExercise,
	hintFor,
	solutionFor,
	type UctExercise
} from '$lib/practice/index';
import { GAME_DEFS } from '$lib/engine/index';
import { gamePosition, mcts, rootChildrenAfter } from '$lib/mcts/index';

const seeds = fc.integer({ min: 0, max: 2 ** 32 - 1 });
/** The 3x3 centre-first order: centre, corners, edges. */
const RANK = [1, 5, 2, 6, 0, 7, 3, 8, 4];

/** The child UCT selects, computed from the exercise's own table with the formula. */
function argmaxUct(ex: UctExercise): number {
	const c = ex.mcts.exploration;
	let best = -1;
	let bestValue = -Infinity;
	for (const ch of ex.children) {
		const v = ch.wins / ch.visits + c * Math.sqrt(Math.log(ex.parentVisits) / ch.visits);
		if (v > bestValue || (v === bestValue && RANK[ch.move] < RANK[best])) {
			best = ch.move;
			bestValue = v;
		}
	}
	return best;
}

describe('uct: a pinned exercise (seed 7)', () => {
	const ex = generateExercise('uct', 7);
	it('shows the root children after 5 iterations of a seeded run', () => {
		expect(formatPosition(ex.position)).toBe('X.O/.XO/...');
		expect(ex.mcts).toEqual({ seed: 3490564533, iterations: 5, exploration: Math.SQRT2 });
		expect(ex.parentVisits).toBe(5);
		expect(ex.children).toEqual([
			{ move: 1, visits: 1, wins: 1 },
			{ move: 3, visits: 1, wins: 1 },
			{ move: 6, visits: 1, wins: 0 },
			{ move: 7, visits: 1, wins: 1 },
			{ move: 8, visits: 1, wins: 1 }
		]);
	});
	it('four children tie at 1 + sqrt2 * sqrt(ln 5): the corner, cell 9, comes first', () => {
		const { answer, feedback } = solutionFor(ex);
		expect(answer).toEqual({ kind: 'uct', cell: 8 });
		const top = 1 + Math.SQRT2 * Math.sqrt(Math.log(5));
		expect(feedback.explanation.at(-1)).toEqual({
			code: 'selects',
			cell: 8,
			uct: top,
			ties: [1, 3, 7]
		});
		const explore = Math.SQRT2 * Math.sqrt(Math.log(5));
		expect(feedback.values.map((v) => v.uct)).toEqual([top, top, 0 + explore, top, top]);
	});
	it('a tied edge is wrong by the tie-break, cell 7 (a1) by a lower UCT value, a taken cell as taken', () => {
		expect(checkAnswer(ex, { kind: 'uct', cell: 1 }).mistakes).toEqual([
			{ code: 'tie-break', cell: 1, uct: expect.closeTo(2.794, 3), chosenCell: 8 }
		]);
		expect(checkAnswer(ex, { kind: 'uct', cell: 6 }).mistakes).toEqual([
			{
				code: 'lower-uct',
				cell: 6,
				uct: expect.closeTo(1.794, 3),
				chosenCell: 8,
				chosenUct: expect.closeTo(2.794, 3)
			}
		]);
		expect(checkAnswer(ex, { kind: 'uct', cell: 0 }).mistakes).toEqual([
			{ code: 'cell-taken', cell: 0, mark: 'X' }
		]);
		expect(hintFor(ex)).toEqual({
			kind: 'uct',
			code: 'formula',
			exploration: Math.SQRT2,
			parentVisits: 5
		});
	});
	it('a malformed cell is refused with bad-cell', () => {
		expect(() => checkAnswer(ex, { kind: 'uct', cell: 9 })).toThrow(
			expect.objectContaining({ code: 'bad-cell' })
		);
	});
});

describe('uct: properties', () => {
	it('the check accepts exactly the argmax of UCT over the shown N and W (ties: centre first)', () => {
		fc.assert(
			fc.property(seeds, (seed) => {
				const ex = generateExercise('uct', seed);
				const right = argmaxUct(ex);
				expect(solutionFor(ex).answer).toEqual({ kind: 'uct', cell: right });
				for (let cell = 0; cell < 9; cell++) {
					if (ex.position.cells[cell] !== null) continue;
					expect(checkAnswer(ex, { kind: 'uct', cell }).verdict).toBe(
						cell === right ? 'correct' : 'wrong'
					);
				}
			}),
			{ numRuns: 60 }
		);
	});

	it('the shown table is the engine tree after k iterations; iteration k + 1 goes to the answer', () => {
		fc.assert(
			fc.property(seeds, (seed) => {
				const ex = generateExercise('uct', seed);
				const k = ex.mcts.iterations;
				const run = mcts(gamePosition(GAME_DEFS.ttt3, ex.position), {
					iterations: k + 1,
					seed: ex.mcts.seed,
					exploration: ex.mcts.exploration
				});
				const before = rootChildrenAfter(run.record, k);
				expect(before.map(({ move, visits, wins }) => ({ move, visits, wins }))).toEqual(
					ex.children
				);
				const after = rootChildrenAfter(run.record, k + 1);
				const grown = after.filter((c, i) => c.visits === before[i].visits + 1).map((c) => c.move);
				expect(grown).toEqual([solutionFor(ex).answer.cell]);
			}),
			{ numRuns: 40 }
		);
	});

	it('every legal move has a child (k >= moves), so selection compares them all', () => {
		for (let seed = 0; seed < 40; seed++) {
			const ex = generateExercise('uct', seed);
			const empty = ex.position.cells.filter((c) => c === null).length;
			expect(ex.children).toHaveLength(empty);
			expect(ex.mcts.iterations).toBeGreaterThanOrEqual(empty);
			expect(ex.parentVisits).toBe(ex.mcts.iterations);
		}
	});

	it('about half the exercises are won by exploration: the child chosen has not the best W/N', () => {
		let explores = 0;
		for (let seed = 0; seed < 60; seed++) {
			const ex = generateExercise('uct', seed);
			const cell = solutionFor(ex).answer.cell;
			const rate = (m: number) => {
				const ch = ex.children.find((x) => x.move === m)!;
				return ch.wins / ch.visits;
			};
			if (rate(cell) < Math.max(...ex.children.map((x) => rate(x.move)))) explores++;
		}
		expect(explores).toBeGreaterThan(15);
		expect(explores).toBeLessThan(60);
	});
});

describe('uct: positions from a link', () => {
	it('a position with one legal move is refused with too-few-moves', () => {
		expect(() => generateExercise('uct', 1, parsePosition('XOX/XOO/OX.'))).toThrow(
			expect.objectContaining({ code: 'too-few-moves', details: { moves: 1 } })
		);
	});
	it('a finished game is refused with position-finished', () => {
		expect(() => generateExercise('uct', 1, parsePosition('XXX/OO./...'))).toThrow(
			expect.objectContaining({ code: 'position-finished' })
		);
	});
	it('the empty board holds an exercise (nine children after at least nine iterations)', () => {
		const ex = generateExercise('uct', 3, parsePosition('.../.../...'));
		expect(ex.children).toHaveLength(9);
		expect(solutionFor(ex).answer.cell).toBe(argmaxUct(ex));
	});
});
