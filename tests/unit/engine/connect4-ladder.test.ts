/**
 * connect4-ladder.ts, the solver's techniques one at a time: its plain, alpha-beta and
 * centre-first rungs count exactly the nodes of the engine's recorded search (search.ts); every
 * rung finds the score of the reference data (tests/unit/fixtures/connect4-solved.txt, Pascal
 * Pons' solver); the ladder of the solver lesson's positions, pinned.
 */
import { describe, expect, it } from 'vitest';
import { positionFromColumns, search, type SearchOptions } from '$lib/engine';
import {
	LADDER_RUNGS,
	LADDER_TECHNIQUES,
	LadderBudgetError,
	ladderSearch,
	solverLadder
} from '$lib/engine/connect4-ladder';
import { solvedPositions } from '../fixtures/connect4-solved';

const SOLVED = solvedPositions();
/** The solver lesson's endgame: the reference position 617132432571164127 ten best moves on. */
const ENDGAME = positionFromColumns('6171324325711641274467443773');

const ENGINE: Record<'plain' | 'alpha-beta' | 'centre-first', SearchOptions> = {
	plain: { alphaBeta: false, depthPenalty: true, order: 'index', game: 'connect4' },
	'alpha-beta': { alphaBeta: true, depthPenalty: true, order: 'index', game: 'connect4' },
	'centre-first': { alphaBeta: true, depthPenalty: true, order: 'center-first', game: 'connect4' }
};

describe('the first rungs count the nodes of the engine’s search', () => {
	// The reference positions of 28 discs or more but one (5523436223214662171233475776, whose
	// plain search has 1,043,532 nodes): plain searches of at most 150,000 nodes.
	const small = SOLVED.filter(
		(p) => p.moves.length >= 28 && p.moves !== '5523436223214662171233475776'
	);
	it.each(small.map((p) => ({ moves: p.moves })))('$moves', ({ moves }) => {
		const position = positionFromColumns(moves);
		for (const rung of ['plain', 'alpha-beta', 'centre-first'] as const) {
			const ladder = ladderSearch(position, LADDER_TECHNIQUES[rung]);
			expect(ladder.nodes, rung).toBe(search(position, ENGINE[rung]).nodes);
		}
	});

	it('on the lesson’s endgame: alpha-beta 4,399 and centre first 1,087, as the engine', () => {
		expect(search(ENDGAME, ENGINE['alpha-beta']).nodes).toBe(4399);
		expect(search(ENDGAME, ENGINE['centre-first']).nodes).toBe(1087);
		expect(ladderSearch(ENDGAME, LADDER_TECHNIQUES['alpha-beta']).nodes).toBe(4399);
		expect(ladderSearch(ENDGAME, LADDER_TECHNIQUES['centre-first']).nodes).toBe(1087);
	});
});

describe('every rung finds the reference score', () => {
	it.each(SOLVED.map((p, k) => ({ ...p, k: k + 1 })))('position $k ($moves): score $score', (p) => {
		const steps = solverLadder(positionFromColumns(p.moves), 'table', 50_000);
		expect(steps.map((s) => s.rung)).toEqual(LADDER_RUNGS.slice(3));
		// Each rung that finishes within 50,000 nodes has the reference score; the solver always
		// finishes, and with the techniques so do most.
		for (const s of steps) if (s.score !== null) expect(s.score, s.rung).toBe(p.score);
		expect(steps.at(-1)?.score).toBe(p.score);
	});
});

describe('the solver lesson’s ladders, pinned', () => {
	it('the endgame (28 discs): every rung, one score', () => {
		const steps = solverLadder(ENDGAME);
		expect(steps.map((s) => [s.rung, s.nodes])).toEqual([
			['plain', 709932],
			['alpha-beta', 4399],
			['centre-first', 1087],
			['table', 589],
			['null-window', 157],
			['anticipate', 44],
			['threat-order', 53],
			['solver', 53]
		]);
		expect(new Set(steps.map((s) => s.score))).toEqual(new Set([6]));
		expect(steps.find((s) => s.rung === 'null-window')?.searches).toBe(4);
	});

	it('the midgame (18 discs, a reference position): the table alone passes 500,000 nodes', () => {
		const steps = solverLadder(positionFromColumns('617132432571164127'), 'table', 500_000);
		expect(steps.map((s) => [s.rung, s.nodes, s.score])).toEqual([
			['table', null, null],
			['null-window', 388542, 6],
			['anticipate', 33889, 6],
			['threat-order', 14573, 6],
			['solver', 14532, 6]
		]);
	});
});

describe('bad input', () => {
	it('a finished game is a RangeError', () => {
		expect(() => ladderSearch(positionFromColumns('1212121'), LADDER_TECHNIQUES.plain)).toThrow(
			/four in a row/
		);
	});

	it('a search past its budget throws LadderBudgetError with the budget', () => {
		const position = positionFromColumns('617132432571164127');
		expect(() => ladderSearch(position, LADDER_TECHNIQUES.plain, 1000)).toThrow(LadderBudgetError);
		try {
			ladderSearch(position, LADDER_TECHNIQUES.plain, 1000);
		} catch (error) {
			expect((error as LadderBudgetError).budget).toBe(1000);
		}
	});
});

describe('with every technique, the ladder finishes where the table alone does not', () => {
	it('threat ordering finishes within 200,000 nodes on 39 of the 40 reference positions (not 67372177276665)', () => {
		const done = SOLVED.filter((p) => {
			try {
				return (
					ladderSearch(positionFromColumns(p.moves), LADDER_TECHNIQUES['threat-order'], 200_000)
						.score === p.score
				);
			} catch (error) {
				if (error instanceof LadderBudgetError) return false;
				throw error;
			}
		});
		expect(done).toHaveLength(39);
		expect(SOLVED.filter((p) => !done.includes(p)).map((p) => p.moves)).toEqual(['67372177276665']);
	});
});
