/** English strings of Monte Carlo tree search (mcts-messages.ts). */
import type { ExactMoveParts } from '../mcts-messages';
import { numbersEn } from './numbers';

const { integer, decimal, milliseconds } = numbersEn;
const RESULT = { win: 'win', draw: 'draw', loss: 'loss' };

export const mctsEn = {
	/** The algorithm's name in the position line: "Monte Carlo tree search". */
	name: 'Monte Carlo tree search',
	/** "Monte Carlo tree search (UCT): 10,000 iterations, seed 1, exploration 1.414." */
	settings: (iterations: number | null, budget: number | null, seed: number, c: number) =>
		`Monte Carlo tree search (UCT): ${
			budget === null
				? `${integer(iterations ?? 0)} iterations`
				: `${milliseconds(budget, 0)}${iterations === null ? '' : ` (at most ${integer(iterations)} iterations)`}`
		}, seed ${seed}, exploration ${c === Math.SQRT2 ? '√2' : String(c)}.`,
	/** The table's header; the rows are aligned under it. */
	header: 'Cell  Visits  Win rate  Exact',
	/** One root move: cell, visits, win rate (null: never visited), exact value (null: not known). */
	row: (
		cell: number,
		visits: number,
		rate: number | null,
		exact: ExactMoveParts | null,
		best: boolean
	) =>
		`${String(cell + 1).padStart(4)}  ${integer(visits).padStart(6)}  ${(rate === null ? '-' : `${decimal(rate * 100, 1)}%`).padStart(8)}  ${
			exact === null ? '?' : `${exact.value} (${RESULT[exact.result]})`
		}${best ? '  <- most visited' : ''}`,
	/** Where the exact values come from, or why some are missing. */
	exactSource: (kind: 'search' | 'solver' | 'none', budget: number, complete: boolean) =>
		kind === 'none'
			? `Exact: not known (not found within ${milliseconds(budget, 0)}).`
			: `Exact: the minimax value of each move (${kind === 'solver' ? 'the exact solver' : 'alpha-beta over the whole tree'})` +
				(complete ? '.' : `; "?" where it did not finish within ${milliseconds(budget, 0)}.`),
	/** "Move played: cell 5, the most visited (5,235 visits)." */
	chosen: (cell: number, visits: number) =>
		`Move played: cell ${cell + 1}, the most visited (${integer(visits)} visits).`,
	/** "Iterations: 10,000. Nodes in the tree: 9,200. Time: 52.9 ms." */
	figures: (iterations: number, nodes: number, ms: number) =>
		`Iterations: ${integer(iterations)}. Nodes in the tree: ${integer(nodes)}. Time: ${milliseconds(ms, 2)}.`
};
