/**
 * The strings of Monte Carlo tree search (src/lib/mcts) on the command line (`--mcts` text output):
 * an exact move's parts and the table's type, derived from English. Each language has its module
 * (en/mcts.ts, fr/mcts.ts); mcts.ts holds them by language.
 */
import type { mctsEn } from './en/mcts';

/** A root move's exact result from the side to move's view, with its minimax value. */
export interface ExactMoveParts {
	readonly value: number;
	readonly result: 'win' | 'draw' | 'loss';
}

/** The `--mcts` text output, as the English catalogue writes it (en/mcts.ts). */
export type MctsCliMessages = typeof mctsEn;
