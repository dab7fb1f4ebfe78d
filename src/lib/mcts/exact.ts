/**
 * The exact minimax value of each root move, beside Monte Carlo tree search's estimates (the
 * page's candidate table and convergence chart, computed in the search worker; `analyze --mcts`):
 * - tic-tac-toe 3x3 and 4x4 and ultimate tic-tac-toe: the engine's exact value of each move
 *   (engine/exact-value.ts `exactMoveValue`: alpha-beta over the whole tree under the move, as the
 *   game review searches), all of them within the budget's `searchMs`;
 * - Connect Four: the exact solver (engine/connect4-solver.ts), every column, within `solverMs`;
 *   early positions take longer, and then no value is given.
 * Values are from the side to move's view, with or without the depth penalty (docs/conventions.md,
 * "Scores"). A move whose value is not found in time has null.
 */
import {
	SearchAbortedError,
	deadline,
	exactMoveValue,
	solveConnect4,
	solverValue,
	type GameDef,
	type Position
} from '../engine/index';

/** Milliseconds the exact values may take: the searches in all, or Connect Four's solver. */
export interface ExactBudget {
	readonly searchMs: number;
	readonly solverMs: number;
}

/** One root move's exact value (null: not found within the budget). */
export interface ExactMove {
	readonly move: number;
	readonly value: number | null;
}

/** The exact values of the root moves, and how they were found. */
export interface ExactValues {
	/** In the order of the moves asked for. */
	readonly moves: readonly ExactMove[];
	/**
	 * 'search' (a search per move), 'solver' (Connect Four's solver) or 'none' (no value found in
	 * time).
	 */
	readonly source: 'search' | 'solver' | 'none';
	/** True when every move has its value. */
	readonly complete: boolean;
	/** The budget that applied (searchMs or solverMs). */
	readonly budgetMs: number;
}

/**
 * The exact value of each of `moves` (cells, legal in `position`) in `position`, a valid position
 * of `game` (module docstring). A move that ends the game scores at depth 1: the game's win - 1
 * with the depth penalty (the win without), or 0 for a draw.
 * @param now the clock of the budgets (performance.now by default).
 * @throws RangeError as playMove when a move is not legal.
 */
export function exactMoveValues(
	game: GameDef,
	position: Position,
	moves: readonly number[],
	depthPenalty: boolean,
	budget: ExactBudget,
	now: () => number = () => performance.now()
): ExactValues {
	if (game.gravity) {
		try {
			const s = solveConnect4(position, {
				columns: 'all',
				shouldAbort: deadline(budget.solverMs, now)
			});
			const out = moves.map((move) => {
				const c = s.columns[move % game.width];
				return {
					move,
					value: c === null ? null : solverValue(c.score, s.mine, s.theirs, depthPenalty)
				};
			});
			return {
				source: 'solver',
				moves: out,
				complete: out.every((m) => m.value !== null),
				budgetMs: budget.solverMs
			};
		} catch (error) {
			if (!(error instanceof SearchAbortedError)) throw error;
			return {
				source: 'none',
				moves: moves.map((move) => ({ move, value: null })),
				complete: false,
				budgetMs: budget.solverMs
			};
		}
	}
	const shouldAbort = deadline(budget.searchMs, now);
	let complete = true;
	const out: ExactMove[] = [];
	// Once the budget is spent, a move that ends the game still gets its value (no search).
	const stop = () => true;
	for (const move of moves) {
		let value: number | null = null;
		try {
			value = exactMoveValue(game, position, move, depthPenalty, complete ? shouldAbort : stop);
		} catch (error) {
			if (!(error instanceof SearchAbortedError)) throw error;
			complete = false;
		}
		out.push({ move, value });
	}
	return {
		source: out.some((m) => m.value !== null) ? 'search' : 'none',
		moves: out,
		complete: out.every((m) => m.value !== null),
		budgetMs: budget.searchMs
	};
}
