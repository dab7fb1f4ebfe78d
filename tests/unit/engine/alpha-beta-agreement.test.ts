/**
 * A cross-module suite, not the mirror of one module: alpha-beta against plain minimax (search.ts).
 * On every reachable position, whoever starts, with and without the depth penalty, in both move
 * orders: the same root value and the same best move; and every root move's bound is consistent
 * with the exact score plain minimax gives it. (Every reachable position is checked, so a property
 * test over random reachable positions would check a subset of these again.)
 */
import { describe, expect, it } from 'vitest';
import {
	ORDER_CELLS,
	search,
	type Mark,
	type MoveOrder,
	type MoveScore,
	type Position
} from '$lib/engine';
import { reachablePositions } from '../fixtures/positions';

/** Plain minimax's root value, exact scores by cell (NaN where no move), and any bound not exact. */
interface PlainScores {
	value: number;
	scores: number[];
	problems: string[];
}

/**
 * Plain minimax exact scores by cell (index order; the scores do not depend on the order), by
 * position and depth penalty: each is searched once and shared by the two move orders' tests.
 */
const plainCache = new Map<string, PlainScores>();
function plainScores(position: Position, depthPenalty: boolean): PlainScores {
	const key = `${position.cells.map((c) => c ?? '.').join('')} ${position.toMove} ${depthPenalty}`;
	let known = plainCache.get(key);
	if (!known) {
		const plain = search(position, { alphaBeta: false, depthPenalty });
		const scores = Array<number>(9).fill(NaN);
		const problems: string[] = [];
		for (const m of plain.moves) {
			if (m.bound !== 'exact') problems.push(`plain minimax cell ${m.cell}: bound ${m.bound}`);
			scores[m.cell] = m.score;
		}
		known = { value: plain.value, scores, problems };
		plainCache.set(key, known);
	}
	return known;
}

/** A disagreement between a bound and the exact score, or null. */
function boundProblem(m: MoveScore, exact: number): string | null {
	const ok =
		m.bound === 'exact'
			? m.score === exact
			: m.bound === 'upper'
				? exact <= m.score
				: exact >= m.score;
	return ok ? null : `cell ${m.cell}: ${m.bound} ${m.score} vs plain ${exact}`;
}

/** Every disagreement of alpha-beta with plain minimax in one position. */
function disagreements(position: Position, depthPenalty: boolean, order: MoveOrder): string[] {
	const { value, scores, problems: plainProblems } = plainScores(position, depthPenalty);
	const ab = search(position, { alphaBeta: true, depthPenalty, order });
	const problems = [...plainProblems];
	if (ab.value !== value) problems.push(`value ${ab.value} vs plain ${value}`);
	// The tie-break: the first move, in the order tried, that reaches the plain value.
	const expectedBest = ORDER_CELLS[order].find((c) => scores[c] === value);
	if (ab.bestMove !== expectedBest) problems.push(`best move ${ab.bestMove} vs ${expectedBest}`);
	const best = ab.moves.find((m) => m.cell === ab.bestMove);
	if (!best || best.score !== value || best.bound !== 'exact') {
		problems.push(`best move score ${best?.score} (${best?.bound}) vs plain value ${value}`);
	}
	const tried = ab.moves.map((m) => m.cell);
	const expectedTried = ORDER_CELLS[order].filter((c) => !Number.isNaN(scores[c]));
	if (tried.join() !== expectedTried.join())
		problems.push(`moves tried ${tried} vs ${expectedTried}`);
	for (const m of ab.moves) {
		const problem = boundProblem(m, scores[m.cell]);
		if (problem) problems.push(problem);
	}
	return problems;
}

describe('every reachable position', () => {
	const cases = (['X', 'O'] as Mark[]).flatMap((first) =>
		[true, false].flatMap((depthPenalty) =>
			(['index', 'center-first'] as MoveOrder[]).map((order) => ({
				name: `${first} first, depth penalty ${depthPenalty ? 'on' : 'off'}, ${order} order`,
				first,
				depthPenalty,
				order
			}))
		)
	);

	it.each(cases)(
		'$name: alpha-beta agrees with plain minimax',
		({ first, depthPenalty, order }) => {
			const positions = reachablePositions(first).filter((r) => !r.finished);
			expect(positions.length).toBe(4_520);
			const failures: string[] = [];
			for (const { position } of positions) {
				for (const problem of disagreements(position, depthPenalty, order)) {
					failures.push(
						`${position.cells.map((c) => c ?? '.').join('')} ${position.toMove}: ${problem}`
					);
				}
			}
			expect(failures.slice(0, 10)).toEqual([]);
		}
	);
});
