/**
 * The exact value of a position for the game review, with its best move, from the engine's own
 * searches (no DOM), as the game's definition says (GameDef.techniques: `exact`, `exactTable`):
 * - 3x3 ('search' without the table): alpha-beta in index order, no depth limit (the same root value and first best move as
 *   plain minimax, whose tie-break keeps the lowest cell: docs/conventions.md, "Tie-break");
 * - 4x4 ('search' with the table): alpha-beta, centre first, with the transposition table, no depth limit (about 0.9 M nodes
 *   from the empty board; the record keeps only the root);
 * - Connect Four ('solver'): the exact solver (connect4-solver.ts) within a time budget, its score turned into
 *   a minimax value (solverValue); when it runs out of time, iterative deepening (deepening.ts) with
 *   the game's options within the same budget: the value is then an estimate at the depth reached,
 *   unless that search saw the whole tree;
 * - ultimate tic-tac-toe ('estimate'): that iterative deepening alone.
 * Values are from the point of view of the side to move, with or without the depth penalty (win
 * WIN - d, loss d - WIN, draw 0, d the depth of the finished position below this one). Answers
 * are cached by position, so that reviewing a game, its lines, the threats and the retries search
 * each position once.
 */
import {
	SearchAbortedError,
	deadline,
	dropCell,
	gameMoves,
	gameOutcome,
	iterativeDeepening,
	playMove,
	resolveSearchOptions,
	search,
	solveConnect4,
	solverValue,
	type GameDef,
	type GameId,
	type Mark,
	type Outcome,
	type Position,
	gameDef
} from '../engine/index';

/** A position's value for the side to move. */
export interface PositionValue {
	/** The minimax value (module docstring), or the depth-limited estimate when `exact` is false. */
	readonly value: number;
	/** The cell of the first best move (the search's tie-break), or null when the game is over. */
	readonly best: number | null;
	/** True when the value is proved (always for 3x3 and 4x4). */
	readonly exact: boolean;
	/** Plies the estimate looked ahead (null when exact). */
	readonly depth: number | null;
	/** Positions the search examined for this answer (0 for a finished position or a cache hit). */
	readonly nodes: number;
}

/** How the reviewer searches. */
export interface SolverSettings {
	/** Score wins by their depth (the product's default, true): what makes an "Inaccuracy". */
	readonly depthPenalty: boolean;
	/** Connect Four: milliseconds the solver may take on one position (1,000). */
	readonly budgetMs: number;
	/** Connect Four: milliseconds for the estimate when the solver runs out of time (300). */
	readonly estimateMs: number;
}

/**
 * The default settings: the depth penalty on; in Connect Four 1 s for the solver per position and
 * 0.3 s for an estimate.
 */
export const DEFAULT_SOLVER_SETTINGS: SolverSettings = {
	depthPenalty: true,
	budgetMs: 1000,
	estimateMs: 300
};

/** One move of a line: who plays, and the cell filled. */
export interface LineMove {
	readonly mark: Mark;
	readonly cell: number;
}

/** A line of best play from a position: its moves, and how it ends when it reaches the end. */
export interface Line {
	readonly moves: readonly LineMove[];
	/** The finished game's outcome at the end of the line, or null when the line was cut short. */
	readonly end: Outcome | null;
}

/** A key for a position (cells and side to move). */
function keyOf(position: Position): string {
	let s = position.toMove;
	for (const c of position.cells) s += c ?? '.';
	// Ultimate tic-tac-toe: the board the side to move is sent to is part of the position.
	if (position.forcedBoard !== undefined) s += position.forcedBoard ?? '*';
	return s;
}

/**
 * The value of a position reached by one move, from the point of view of the player who made it,
 * given the child's value from its own side to move: a loss there is this player's win one ply
 * later, and the other way round (with the depth penalty a win at depth d from the child is at
 * depth d + 1 from here).
 */
export function valueThroughMove(childValue: number, depthPenalty: boolean): number {
	if (childValue === 0) return 0;
	if (!depthPenalty) return -childValue;
	return childValue > 0 ? -childValue + 1 : -childValue - 1;
}

/** The exact values of one game's positions, cached (module docstring). */
export class ReviewSolver {
	readonly game: GameDef;
	readonly settings: SolverSettings;
	/** Nodes examined by every search so far. */
	nodes = 0;
	readonly #cache = new Map<string, PositionValue>();
	/**
	 * Connect Four: the fewest discs of a position the solver ran out of time on; positions with
	 * as few discs or fewer go straight to the estimate (they are harder still).
	 */
	#solverGaveUpAt = -1;

	/** @throws RangeError for an unknown game id. */
	constructor(game: GameId, settings: Partial<SolverSettings> = {}) {
		this.game = gameDef(game);
		if (!this.game) throw new RangeError(`Unknown game "${String(game)}".`);
		this.settings = { ...DEFAULT_SOLVER_SETTINGS, ...settings };
	}

	/** The win score of this game (10 for 3x3, 1000 for the others). */
	get win(): number {
		return this.game.win;
	}

	/**
	 * The value of `position` for its side to move (cached). A finished position scores its result
	 * at depth 0: 0 for a draw, -WIN for the side to move when the other side has a line (+WIN if
	 * the side to move has one, which no game reaches).
	 * @throws RangeError when the position does not have the game's cell count.
	 */
	value(position: Position): PositionValue {
		const key = keyOf(position);
		const hit = this.#cache.get(key);
		if (hit) return hit;
		const answer = this.#search(position);
		this.nodes += answer.nodes;
		this.#cache.set(key, answer);
		return answer;
	}

	/** The value of playing `cell` in `position`, for the player who plays it (valueThroughMove). */
	moveValue(position: Position, cell: number): { value: number; exact: boolean } {
		const child = playMove(this.game, position, cell);
		const end = gameOutcome(this.game, child.cells);
		const penalty = this.settings.depthPenalty;
		if (end !== null) {
			if (end === 'draw') return { value: 0, exact: true };
			const w = penalty ? this.win - 1 : this.win;
			return { value: end === position.toMove ? w : -w, exact: true };
		}
		const v = this.value(child);
		return { value: valueThroughMove(v.value, penalty), exact: v.exact };
	}

	/**
	 * The line both sides play from `position` under the reviewer's search (each side's first best
	 * move), `first` played first when given, at most `maxPlies` moves (the whole game for 3x3 and
	 * 4x4 by default, 12 plies in Connect Four). The line goes on through proved positions only: at
	 * an estimated one it ends with that estimate's best move (`end` null: cut short).
	 */
	line(position: Position, first: number | null = null, maxPlies?: number): Line {
		const limit = maxPlies ?? (this.game.gravity ? 12 : this.game.cellCount);
		const moves: LineMove[] = [];
		let p = position;
		let next = first;
		while (moves.length < limit) {
			if (gameOutcome(this.game, p.cells) !== null) break;
			let cell = next;
			let last = false;
			if (cell === null) {
				const v = this.value(p);
				cell = v.best;
				last = !v.exact;
			}
			next = null;
			if (cell === null) break;
			moves.push({ mark: p.toMove, cell });
			p = playMove(this.game, p, cell);
			if (last) return { moves, end: null };
		}
		return { moves, end: gameOutcome(this.game, p.cells) };
	}

	#search(position: Position): PositionValue {
		const game = this.game;
		if (position.cells.length !== game.cellCount) {
			throw new RangeError(
				`A ${game.id} position has ${game.cellCount} cells, this one has ${position.cells.length}.`
			);
		}
		const penalty = this.settings.depthPenalty;
		const end = gameOutcome(game, position.cells);
		if (end !== null) {
			const value = end === 'draw' ? 0 : end === position.toMove ? game.win : -game.win;
			return { value, best: null, exact: true, depth: null, nodes: 0 };
		}
		const { exact, exactTable } = game.techniques;
		if (exact === 'search' && !exactTable) {
			// A small tree (3x3): plain alpha-beta, index order, no table.
			const r = search(position, { game: game.id, alphaBeta: true, depthPenalty: penalty });
			return { value: r.value, best: r.bestMove, exact: true, depth: null, nodes: r.nodes };
		}
		if (exact === 'search') {
			const r = search(
				position,
				{
					game: game.id,
					alphaBeta: true,
					depthPenalty: penalty,
					order: 'center-first',
					transpositionTable: true,
					depthLimit: null
				},
				undefined,
				{ nodeBudget: 1 }
			);
			return { value: r.value, best: r.bestMove, exact: true, depth: null, nodes: r.nodes };
		}
		if (exact === 'estimate') return this.#estimate(position);
		return this.#connect4(position);
	}

	#connect4(position: Position): PositionValue {
		const game = this.game;
		const penalty = this.settings.depthPenalty;
		const discs = position.cells.filter((c) => c !== null).length;
		if (discs > this.#solverGaveUpAt) {
			const budget = this.settings.budgetMs;
			try {
				const s = solveConnect4(position, { columns: 'best', shouldAbort: deadline(budget) });
				const best = dropCell(game, position.cells, s.bestColumn as number);
				const value = solverValue(s.score, s.mine, s.theirs, penalty);
				return { value, best, exact: true, depth: null, nodes: s.nodes };
			} catch (error) {
				if (!(error instanceof SearchAbortedError)) throw error;
				this.#solverGaveUpAt = Math.max(this.#solverGaveUpAt, discs);
			}
		}
		return this.#estimate(position);
	}

	/**
	 * An estimate of `position` by the game's iterative deepening within `estimateMs` (Connect
	 * Four without its solver; ultimate tic-tac-toe, which no search here solves): exact only when
	 * the deepening reached the end of the game.
	 */
	#estimate(position: Position): PositionValue {
		const game = this.game;
		const penalty = this.settings.depthPenalty;
		const options = resolveSearchOptions(game.id, {
			depthPenalty: penalty,
			...(game.techniques.exact === 'solver' && { solver: false }),
			iterativeDeepening: true
		});
		const moves = gameMoves(game, position).length;
		const d = iterativeDeepening(position, options, {
			timeBudgetMs: this.settings.estimateMs,
			maxDepth: position.cells.filter((c) => c === null).length,
			nodeBudget: 1
		});
		const last = d.iterations[d.iterations.length - 1];
		const complete = d.stoppedBy === 'complete';
		const nodes = d.iterations.reduce((sum, it) => sum + it.nodes, 0);
		return {
			value: d.result.value,
			best: d.result.bestMove ?? (moves > 0 ? gameMoves(game, position)[0] : null),
			exact: complete,
			depth: complete ? null : (last?.depth ?? 0),
			nodes
		};
	}
}
