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
import { search, type MoveScore, type SearchOptions, type SearchResult } from './search';
import { SearchAbortedError } from './search-control';
import { resolveSearchOptions, type ResolvedSearchOptions } from './search-options';

/** The time budget of a decision by default (milliseconds): the page's and the CLI's. */
export const DECISION_BUDGET_MS = 1000;

/**
 * Milliseconds of the budget kept back for what runs after the searches are told to stop: up to
 * ABORT_CHECK_INTERVAL nodes until the clock is read again (several ms where the evaluation runs
 * at every node), unwinding the search and building the answer. Measured over whole games
 * (scripts/bench/connect4-games.ts, 2-core machine): decisions 1 to 9 ms over the budget without
 * it, up to 12 ms past the budget less 10 ms. Chess programs keep a "move overhead" back for the
 * same reason (Stockfish's default: 10 ms).
 */
export const DECISION_OVERHEAD_MS = 25;

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

/**
 * What a decision made against the clock completed: enough to repeat it exactly, without a clock
 * (decide's `control.extent`).
 */
export interface DecisionExtent {
	/** The solver proved the position within its time: it runs to its end; false: it is skipped. */
	readonly proved: boolean;
	/**
	 * Iterative deepening's deepest complete iteration (plies): the iterations run to it and stop
	 * there as the clock stopped them; null without iterative deepening (a search without a clock).
	 */
	readonly depth: number | null;
}

/** What `decided` completed against its clock (DecisionExtent), to repeat it elsewhere. */
export function decisionExtent(decided: {
	readonly iterations?: readonly { readonly depth: number }[];
	readonly proof?: SolverProof | null;
}): DecisionExtent {
	return {
		proved: (decided.proof ?? null) !== null,
		depth: decided.iterations?.at(-1)?.depth ?? null
	};
}

/** A position the solver proved. */
export interface SolverProof {
	/** The solver's score from the side to move (connect4-solver.ts: 0 draw, 22 - discs...). */
	score: number;
	/** The winner with both sides playing perfectly, or null for a draw. */
	winner: Mark | null;
	/** The winner's moves until it connects four, its last one included; 0 for a draw. */
	moves: number;
	/** The cell of the move played (the solver's best column's lowest empty cell). */
	cell: number;
	/** The score as a minimax value (solverValue, with the search's depth penalty). */
	value: number;
	/** Nodes the solver examined, and its time (ms). */
	nodes: number;
	ms: number;
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
