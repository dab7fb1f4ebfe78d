/**
 * The strings of Monte Carlo tree search (src/lib/mcts): the CLI's `--mcts` text output. Each
 * language has its module (en/mcts.ts, fr/mcts.ts); mcts.ts holds them by language.
 */

/** A root move's exact result from the side to move's view, with its minimax value. */
export interface ExactMoveParts {
	readonly value: number;
	readonly result: 'win' | 'draw' | 'loss';
}

/** The `--mcts` text output. Cells are 0-based in arguments and written from 1. */
export interface MctsCliMessages {
	/** The algorithm's name in the position line: "Monte Carlo tree search". */
	name: string;
	/** "Monte Carlo tree search (UCT): 10,000 iterations, seed 1, exploration 1.414." */
	settings(
		iterations: number | null,
		timeBudgetMs: number | null,
		seed: number,
		exploration: number
	): string;
	/** The table's header; the rows are aligned under it. */
	header: string;
	/** One root move: cell, visits, win rate (null: never visited), exact value (null: not known). */
	row(
		cell: number,
		visits: number,
		winRate: number | null,
		exact: ExactMoveParts | null,
		best: boolean
	): string;
	/** Where the exact values come from, or why some are missing. */
	exactSource(kind: 'search' | 'solver' | 'none', budgetMs: number, complete: boolean): string;
	/** "Move played: cell 5, the most visited (5,235 visits)." */
	chosen(cell: number, visits: number): string;
	/** "Iterations: 10,000. Nodes in the tree: 9,200. Time: 52.9 ms." */
	figures(iterations: number, nodes: number, ms: number): string;
}
