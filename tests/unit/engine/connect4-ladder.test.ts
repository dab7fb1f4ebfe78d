/**
 * connect4-ladder.ts, the solver's techniques one at a time: its plain, alpha-beta and
 * centre-first rungs count exactly the nodes of the engine's recorded search (search.ts); every
 * rung finds the score of the reference data (tests/unit/fixtures/connect4-solved.txt, Pascal
 * Pons' solver). The ladder of the solver lesson's positions is pinned by the lesson's test
 * (tests/unit/lessons/data/connect4-solver.test.ts).
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

/** The engine's searches the first rungs match: to the end (no depth limit), without the table. */
const TO_THE_END = {
	depthPenalty: true,
	transpositionTable: false,
	depthLimit: null,
	game: 'connect4'
} as const;
const ENGINE: Record<'plain' | 'alpha-beta' | 'centre-first', SearchOptions> = {
	plain: { ...TO_THE_END, alphaBeta: false, order: 'index' },
	'alpha-beta': { ...TO_THE_END, alphaBeta: true, order: 'index' },
	'centre-first': { ...TO_THE_END, alphaBeta: true, order: 'center-first' }
};

describe('the first rungs count the nodes of the engine’s search', () => {
	// The reference positions of 28 discs or more but two, whose plain searches take long
	// (1,043,532 and 145,251 nodes): plain searches of at most 67,276 nodes.
	const long = ['5523436223214662171233475776', '316367512517152664323416633547'];
	const small = SOLVED.filter((p) => p.moves.length >= 28 && !long.includes(p.moves));
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
	// The rungs from the table on, each within 50,000 nodes (the solver itself is checked against
	// every position in connect4-solver.test.ts).
	const rungs = ['table', 'null-window', 'anticipate', 'threat-order'] as const;
	it.each(SOLVED.map((p, k) => ({ ...p, k: k + 1 })))('position $k ($moves): score $score', (p) => {
		const position = positionFromColumns(p.moves);
		for (const rung of rungs) {
			try {
				expect(ladderSearch(position, LADDER_TECHNIQUES[rung], 50_000).score, rung).toBe(p.score);
			} catch (error) {
				if (!(error instanceof LadderBudgetError)) throw error;
			}
		}
	});

	it('solverLadder lists the rungs from the one asked, the solver last, one score', () => {
		const steps = solverLadder(positionFromColumns(SOLVED[0].moves), 'table');
		expect(steps.map((s) => s.rung)).toEqual(LADDER_RUNGS.slice(3));
		expect(new Set(steps.map((s) => s.score))).toEqual(new Set([SOLVED[0].score]));
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
