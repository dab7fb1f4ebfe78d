/**
 * The computer's decision in one position, as the page's worker and the CLI make it: the options
 * resolved for the game (search-options.ts), then
 * 1. with the solver (Connect Four by default), the exact solver (connect4-solver.ts) within half
 *    the time budget: when it finishes, the position is proved;
 * 2. the recorded search the page draws as the tree: iterative deepening within the rest of the
 *    budget (deepening.ts), or one search (search.ts) without it.
 * When the position is proved, the decision is the proof's: the move is the solver's best column,
 * the value and every root move's score are the solver's scores as minimax values (solverValue),
 * exact for the move played and the columns that reach it, upper bounds for the others; the
 * record (the tree) stays the recorded search's, whose own values are depth-limited estimates.
 * So the move played, the candidates and the value shown all say the proof, and `proof` says it
 * in words.
 *
 * A decision made against the clock can be repeated exactly on another machine, without a clock:
 * `decisionExtent` says what it completed (the solver's proof or not, the deepest iteration), and
 * `decide` with that extent (`DecideControl.extent`) runs the solver to its end or not at all and
 * the iterations to that depth, whatever the machine's speed: the same tree, node for node.
 */
import type { Mark, Position } from './board';
import { solveConnect4, movesToWin, solverValue, type Connect4Solution } from './connect4-solver';
import { iterativeDeepening, type DeepeningResult } from './deepening';
import { dropCell, gameOutcome } from './game-board';
import { GAME_DEFS, gameDef } from './games';
import { search } from './search';
import type { MoveScore, SearchOptions, SearchResult } from './search-types';
import { SearchAbortedError } from './search-control';
import { resolveSearchOptions, type ResolvedSearchOptions } from './search-options';
import {
	DECISION_BUDGET_MS,
	DECISION_OVERHEAD_MS,
	type DecisionExtent,
	type SolverProof
} from './decision-extent';

/** How to make a decision. */
export interface DecideControl {
	/**
	 * Milliseconds for the decision (default DECISION_BUDGET_MS): the solver and iterative
	 * deepening share it, less DECISION_OVERHEAD_MS.
	 */
	timeBudgetMs?: number;
	/** Node budget of the record (SearchControl.nodeBudget). */
	nodeBudget?: number;
	/** Stops everything with a SearchAbortedError (cancellation). */
	shouldAbort?: () => boolean;
	/** Where to record a search without iterative deepening (see search's `buffer`). */
	buffer?: ArrayBuffer;
	/** The clock in milliseconds (performance.now by default). */
	now?: () => number;
	/**
	 * What another run of this decision completed against its clock (decisionExtent): given, the
	 * decision runs without a time budget (timeBudgetMs is not read) and repeats that run exactly.
	 */
	extent?: DecisionExtent;
}

/** A decision: the recorded search (with the proof's move and scores when proved). */
export interface Decided {
	result: SearchResult;
	/** Iterative deepening's iterations and why they stopped (absent without it). */
	iterations?: DeepeningResult['iterations'];
	stoppedBy?: DeepeningResult['stoppedBy'];
	/** The proof, or null: no solver asked, the game over, or the solver out of time. */
	proof: SolverProof | null;
	/** The options resolved for the game (resolveSearchOptions). */
	options: ResolvedSearchOptions;
}

/**
 * Decides in `position` under `options` (resolved for `options.game`, 3x3 when absent) within
 * control.timeBudgetMs, or exactly to control.extent without a clock (module docstring).
 * @throws RangeError as search and resolveSearchOptions, or for an extent's depth that is not a
 *   whole number from 1; SearchAbortedError when control.shouldAbort says so.
 */
export function decide(
	position: Position,
	options: Partial<SearchOptions>,
	control: DecideControl = {}
): Decided {
	const opts = resolveSearchOptions(options.game ?? 'ttt3', options);
	const game = gameDef(opts.game);
	const now = control.now ?? (() => performance.now());
	const extent = control.extent;
	const budget = extent ? Infinity : (control.timeBudgetMs ?? DECISION_BUDGET_MS);
	if (!(budget >= 0)) {
		throw new RangeError(`The time budget must be a number of milliseconds, not ${budget}.`);
	}
	const start = now();
	const usable = Math.max(0, budget - DECISION_OVERHEAD_MS);
	const over = gameOutcome(game, position.cells) !== null;
	let solution: Connect4Solution | null = null;
	let solverMs = 0;
	const solve = opts.solver && (extent?.proved ?? true);
	if (solve && !over && position.cells.length === game.cellCount) {
		// 1. The solver, within half the budget (to its end when repeating a proved extent).
		const end = start + usable / 2;
		let timeUp = false;
		const shouldAbort = () => {
			if (control.shouldAbort?.()) return true;
			timeUp = now() >= end;
			return timeUp;
		};
		try {
			solution = solveConnect4(position, { shouldAbort, columns: 'best' });
		} catch (error) {
			if (!(error instanceof SearchAbortedError && timeUp)) throw error;
		}
		solverMs = now() - start;
	}
	// 2. The recorded search.
	let decided: Decided;
	if (opts.iterativeDeepening) {
		const d = iterativeDeepening(position, opts, {
			timeBudgetMs: Math.max(0, usable - (now() - start)),
			...(extent?.depth != null && { clockDepth: extent.depth }),
			nodeBudget: control.nodeBudget,
			shouldAbort: control.shouldAbort,
			now
		});
		decided = { ...d, proof: null, options: opts };
	} else {
		const result = search(position, opts, control.buffer, {
			nodeBudget: control.nodeBudget,
			shouldAbort: control.shouldAbort
		});
		decided = { result, proof: null, options: opts };
	}
	decided.result.options = opts;
	if (solution) withProof(decided, position, solution, solverMs);
	return decided;
}

/** Puts the proof into `decided`: its move, value and root move scores (module docstring). */
function withProof(decided: Decided, position: Position, s: Connect4Solution, ms: number): void {
	const game = GAME_DEFS.connect4;
	const penalty = decided.options.depthPenalty;
	const moves: MoveScore[] = [];
	for (const col of game.orders['center-first']) {
		const c = s.columns[col];
		const cell = dropCell(game, position.cells, col);
		if (c === null || cell === null) continue;
		moves.push({ cell, score: solverValue(c.score, s.mine, s.theirs, penalty), bound: c.bound });
	}
	const cell = dropCell(game, position.cells, s.bestColumn as number) as number;
	const value = solverValue(s.score, s.mine, s.theirs, penalty);
	const other: Mark = position.toMove === 'X' ? 'O' : 'X';
	decided.proof = {
		score: s.score,
		winner: s.score > 0 ? position.toMove : s.score < 0 ? other : null,
		moves: movesToWin(s.score, s.mine, s.theirs),
		cell,
		value,
		nodes: s.nodes,
		ms
	};
	decided.result = { ...decided.result, bestMove: cell, value, moves };
}
