/**
 * The figures of Monte Carlo tree search, written alike in every language but for the numbers:
 * N (visits), W (wins, a draw counting a half), W/N (the win rate) and UCT are the algorithm's
 * symbols, not words. Each catalogue binds them to its number writers.
 */
import type { Numbers } from './format';

/** The MCTS figure writers for a language's `numbers`. */
export function mctsFigures(numbers: Numbers) {
	const wins = (w: number) => numbers.decimal(w, w % 1 ? 1 : 0);
	const rate = (r: number) => numbers.decimal(r, 2);
	return {
		/** A rate with two decimals: "0.63" (W/N, UCT). */
		rate,
		/** A node's visits as drawn in it: "N 12". */
		visits: (n: number) => `N ${numbers.integer(n)}`,
		/** A node's wins as drawn in it: "W 7.5" (a whole number without decimals). */
		wins: (w: number) => `W ${wins(w)}`,
		/** A node's figures: "N 12 W 7.5, W/N 0.63, UCT 1.21" (W/N and UCT where known, else null). */
		node: (n: number, w: number, winRate: number | null, uct: number | null) =>
			`N ${numbers.integer(n)} W ${wins(w)}` +
			(winRate === null ? '' : `, W/N ${rate(winRate)}`) +
			(uct === null ? '' : `, UCT ${rate(uct)}`),
		/** A move selection picked, written by the caller, with its figures: "cell 5 (W/N 0.63, UCT 1.21)". */
		pick: (move: string, winRate: number, uct: number) =>
			`${move} (W/N ${rate(winRate)}, UCT ${rate(uct)})`
	};
}
