/**
 * The exact minimax value of each root move, beside MCTS's estimates on the page (the candidate
 * table and the convergence chart), computed in the search worker after the MCTS run:
 * - 3x3 and 4x4: one alpha-beta search of the whole tree under each move (4x4 centre first with
 *   the transposition table, as the game review does), all within EXACT_BUDGET_MS;
 * - Connect Four: the exact solver (engine/connect4-solver.ts), every column, within
 *   SOLVER_BUDGET_MS; early positions take longer, and then no value is given.
 * Values are from the side to move's view, with the depth penalty as the page's options say
 * (docs/conventions.md, "Scores"). A move whose value is not found in time has null ("—").
 */
import {
	SearchAbortedError,
	deadline,
	gameOutcome,
	playMove,
	search,
	solveConnect4,
	solverValue,
	type GameDef,
	type Position
} from '$lib/engine';
import { valueThroughMove } from '$lib/review/solve';

/** Milliseconds the exact values of 3x3 and 4x4 may take in all on the page. */
export const EXACT_BUDGET_MS = 3000;
/** Milliseconds Connect Four's exact solver may take on the page. */
export const SOLVER_BUDGET_MS = 1000;

/** One root move's exact value (null: not found within the budget). */
export interface ExactMove {
	readonly move: number;
	readonly value: number | null;
}

/** The exact values of the root moves, and where they come from. */
export interface ExactValues {
	readonly moves: readonly ExactMove[];
	/** 'search' (3x3, 4x4), 'solver' (Connect Four) or 'none' (out of time). */
	readonly source: 'search' | 'solver' | 'none';
}

/**
 * The exact value of each of `moves` in `position` (module docstring). A move that ends the game
 * scores at depth 1: the game's win - 1 with the depth penalty (the win without), or 0 for a draw.
 * @param now the clock of the budgets (performance.now by default).
 */
export function exactMoveValues(
	game: GameDef,
	position: Position,
	moves: readonly number[],
	depthPenalty: boolean,
	now: () => number = () => performance.now()
): ExactValues {
	if (game.gravity) {
		try {
			const s = solveConnect4(position, {
				columns: 'all',
				shouldAbort: deadline(SOLVER_BUDGET_MS, now)
			});
			return {
				source: 'solver',
				moves: moves.map((move) => {
					const c = s.columns[move % game.width];
					return {
						move,
						value: c === null ? null : solverValue(c.score, s.mine, s.theirs, depthPenalty)
					};
				})
			};
		} catch (error) {
			if (!(error instanceof SearchAbortedError)) throw error;
			return { source: 'none', moves: moves.map((move) => ({ move, value: null })) };
		}
	}
	const shouldAbort = deadline(EXACT_BUDGET_MS, now);
	let complete = true;
	const out: ExactMove[] = [];
	for (const move of moves) {
		const child = playMove(game, position, move);
		const end = gameOutcome(game, child.cells);
		let value: number | null = null;
		if (end !== null) {
			const win = depthPenalty ? game.win - 1 : game.win;
			value = end === 'draw' ? 0 : end === position.toMove ? win : -win;
		} else if (complete) {
			try {
				const r = search(
					child,
					{
						game: game.id,
						alphaBeta: true,
						depthPenalty,
						order: 'center-first',
						transpositionTable: game.id !== 'ttt3',
						depthLimit: null
					},
					undefined,
					{ nodeBudget: 1, shouldAbort }
				);
				value = valueThroughMove(r.value, depthPenalty);
			} catch (error) {
				if (!(error instanceof SearchAbortedError)) throw error;
				complete = false;
			}
		}
		out.push({ move, value });
	}
	return { source: complete || out.some((m) => m.value !== null) ? 'search' : 'none', moves: out };
}
