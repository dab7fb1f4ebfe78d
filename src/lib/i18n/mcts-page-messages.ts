/**
 * The strings of Monte Carlo tree search on the page (src/lib/ui/mcts, src/lib/app/mcts): the
 * "Algorithm" choice and its settings, the MCTS tree view and its legend, the step narration by
 * phase, the pseudo-code of the four phases, the candidate table and the convergence chart.
 * Moves are cells (0-based) written as the catalogue writes moves ("cell 5", "column 4").
 */
import type { Outcome } from '$lib/engine';
import type { MctsPhase } from '$lib/mcts';

/** One UCT choice of a selection: the move taken, with its W/N and UCT value then. */
export interface UctPick {
	readonly move: number;
	readonly winRate: number;
	readonly uct: number;
}

/** What the narration of one step says (built from the record, worded by the catalogue). */
export type MctsNarration =
	| {
			readonly phase: 'selection';
			readonly iteration: number;
			readonly picks: readonly UctPick[];
			readonly terminal: Outcome | null;
	  }
	| { readonly phase: 'expansion'; readonly iteration: number; readonly move: number }
	| {
			readonly phase: 'playout';
			readonly iteration: number;
			readonly moves: readonly number[];
			readonly result: Outcome;
	  }
	| {
			readonly phase: 'backpropagation';
			readonly iteration: number;
			readonly nodes: number;
			readonly result: Outcome;
			readonly mode: 'phase' | 'iteration';
	  };

export interface MctsPageMessages {
	/** The choice's name: "Algorithm". */
	algorithm: string;
	/** "Minimax / alpha-beta". */
	minimax: string;
	/** "Monte Carlo tree search". */
	mcts: string;
	iterations: string;
	seed: string;
	exploration: string;
	/** The settings' group name (screen readers). */
	settingsLabel: string;
	badIterations(min: number, max: number): string;
	badSeed: string;
	badExploration(min: number, max: number): string;
	/** A number of iterations in the menu: "1,000". */
	iterationsOption(n: number): string;
	/** The four phases' names: "Selection"… */
	phase: Record<MctsPhase, string>;
	/** The tree view's name. */
	treeLabel: string;
	/** The legend's title. */
	legend: string;
	/** "Edge width: visits. Dotted: the playout." */
	legendNotes: string;
	/** A node's visits and wins as drawn in it, one line each: "N 12", "W 7.5" (its title's start, after the move). */
	nodeVisits(visits: number): string;
	nodeWins(wins: number): string;
	/** A node's text on hover and focus: "cell 5: N 12, W 7.5, W/N 0.63, UCT 1.21". */
	nodeTitle(
		move: number | null,
		visits: number,
		wins: number,
		winRate: number | null,
		uct: number | null,
		phase: MctsPhase | null
	): string;
	/** Under the tree: "120 of 1,234 nodes drawn (the most visited)." */
	capped(drawn: number, total: number): string;
	/** The playout's label at the end of its dotted line: "3 random moves: X wins". */
	playoutLabel(moves: number, result: Outcome): string;
	/** The step mode's choice. */
	stepBy: string;
	byPhase: string;
	byIteration: string;
	/** "Iteration 31 of 1,000 · Expansion". */
	stepPosition(iteration: number, iterations: number, phase: string): string;
	/** The step's narration. */
	narration(n: MctsNarration): string;
	/** The pseudo-code's title and lines (the phase of each line in `codePhases`). */
	codeTitle: string;
	code: readonly string[];
	/** The run's summary: "1,000 iterations, seed 0, c = 1.41: 2,345 nodes, 31.2 ms." */
	summary(iterations: number, seed: number, exploration: number, nodes: number, ms: number): string;
	/** The candidate table. */
	tableCaption: string;
	move: string;
	visits: string;
	winRate: string;
	exact: string;
	/** "cell 5 (most visited)". */
	chosen(move: number): string;
	/** "Visits in all: 1,000 (one per iteration)". */
	visitsTotal(total: number): string;
	/** An exact minimax value and its result: "+9 (win)". */
	exactValue(value: number): string;
	/** Where the exact values come from: 'search', 'solver' or 'none'. */
	exactSource(source: 'search' | 'solver' | 'none'): string;
	/** A win rate: "0.62". */
	rate(r: number): string;
	/** The chart. */
	chartTitle: string;
	chartIterations: string;
	chartWinRate: string;
	/** "Dashed: the exact value as a win rate (win 1, draw 0.5, loss 0)." */
	chartExactNote: string;
	/** The run in progress. */
	running: string;
}
