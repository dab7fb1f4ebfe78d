/**
 * What the strings of Monte Carlo tree search on the page are given (src/lib/ui/mcts,
 * src/lib/app/mcts): a UCT choice and a step's narration, built from the record. The strings
 * (`mctsPage` of the catalogue: the "Algorithm" choice, the tree view, the narration, the
 * pseudo-code, the candidate table and the chart) are in en/mcts-page.ts and fr/mcts-page.ts.
 * Moves are cells (0-based) written as the catalogue writes moves ("cell 5", "column 4").
 */
import type { Outcome } from '$lib/engine';
import type { Messages } from './messages';

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

/** The section's type, written by the English catalogue (en/mcts-page.ts). */
export type MctsPageMessages = Messages['mctsPage'];
