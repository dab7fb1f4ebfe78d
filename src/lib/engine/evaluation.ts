/**
 * The evaluation function a depth-limited search scores its horizon leaves with
 * (docs/conventions.md, "Depth limit and evaluation"): for each winning line the opponent has not
 * blocked (it holds no opposing mark), a weight growing with the number of own marks in it,
 * 4^(n - 1) for n marks (1, 4, 16 for one, two, three), minus the same sum for the opponent; from
 * the root mover's view. It ignores whose turn it is. The classic line-counting heuristic of
 * tic-tac-toe and Connect Four programs (for example Russell and Norvig, "Artificial Intelligence:
 * A Modern Approach", 3rd ed., section 5.4.1: a weighted linear function of features).
 *
 * The search keeps the value up to date move by move (search-game.ts, from `lineContribution`);
 * `evaluate` computes it from scratch. Every evaluation is clamped to +-evaluationLimit(...), which
 * is strictly below the smallest win score the search can meet, so a horizon leaf never looks like
 * a win or a loss (docs/conventions.md, "Scores").
 */
import type { CellContent, Mark } from './board';
import type { GameDef } from './games';

/** The weight of a line holding `n` marks of one side and none of the other: 0, then 4^(n - 1). */
export function lineWeight(n: number): number {
	return n === 0 ? 0 : 4 ** (n - 1);
}

/**
 * What one line adds to the evaluation from X's view, by its counts of X and O marks:
 * table[x * (k + 1) + o] = weight(x) when o = 0, minus weight(o) when x = 0, else 0 (blocked both
 * ways). `k` is the game's win length.
 */
export function lineContribution(k: number): Int32Array {
	const s = k + 1;
	const table = new Int32Array(s * s);
	for (let x = 0; x <= k; x++) {
		for (let o = 0; o <= k; o++) {
			table[x * s + o] = (o === 0 ? lineWeight(x) : 0) - (x === 0 ? lineWeight(o) : 0);
		}
	}
	return table;
}

/**
 * The bound evaluations are clamped to: one below the smallest win score the search can meet.
 * With the depth penalty a win at depth d scores game.win - d and the deepest win is at
 * `deepestWin` plies (the depth limit, or the empty cells at the root when fewer); without it
 * every win scores game.win. Never below 0.
 */
export function evaluationLimit(game: GameDef, deepestWin: number, depthPenalty: boolean): number {
	return Math.max(0, (depthPenalty ? game.win - deepestWin : game.win) - 1);
}

/**
 * The evaluation of `cells` from `forMark`'s view, before clamping: the sum over the game's lines
 * of lineContribution (X's view), negated for O.
 * @throws RangeError when cells does not have game.cellCount entries.
 */
export function evaluate(game: GameDef, cells: readonly CellContent[], forMark: Mark): number {
	if (cells.length !== game.cellCount) {
		throw new RangeError(
			`A ${game.id} position has ${game.cellCount} cells, this one has ${cells.length}.`
		);
	}
	const k = game.winLength;
	const table = lineContribution(k);
	let sum = 0;
	for (const line of game.lines) {
		let x = 0;
		let o = 0;
		for (const c of line) {
			if (cells[c] === 'X') x++;
			else if (cells[c] === 'O') o++;
		}
		sum += table[x * (k + 1) + o];
	}
	return forMark === 'X' ? sum : -sum;
}
