/**
 * The value of a position for the game review, with its best move, from the engine's own
 * searches (no DOM):
 * - 3x3 and 4x4: the engine's exact value (engine/exact-value.ts: alpha-beta over the whole tree);
 * - Connect Four: the same exact value (the solver) within a time budget; when it runs out of
 *   time, iterative deepening (deepening.ts) with the game's options within the same budget: the
 *   value is then an estimate at the depth reached, unless that search saw the whole tree;
 * - ultimate tic-tac-toe: that estimate (no search here solves it in time).
 * Values are from the point of view of the side to move, with or without the depth penalty (win
 * WIN - d, loss d - WIN, draw 0, d the depth of the finished position below this one). Answers
 * are cached by position, so that reviewing a game, its lines, the threats and the retries search
 * each position once.
 */
import {
	gameDef,
	SearchAbortedError,
	deadline,
	exactValue,
	finishedValue,
	gameMoves,
	gameOutcome,
	iterativeDeepening,
	playMove,
	resolveSearchOptions,
	valueThroughMove,
	type GameDef,
	type GameId,
	type Mark,
	type Outcome,
	type Position
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
		const penalty = this.settings.depthPenalty;
		const finished = finishedValue(this.game, child);
		if (finished !== null) return { value: valueThroughMove(finished, penalty), exact: true };
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
		if (gameOutcome(game, position.cells) === null) {
			// As the game's definition says how its exact value is found (GameDef.techniques.exact).
			if (game.techniques.exact === 'estimate') return this.#estimate(position);
			if (game.techniques.exact === 'solver') return this.#withinBudget(position);
		}
		const { value, best, nodes } = exactValue(game, position, penalty);
		return { value, best, exact: true, depth: null, nodes };
	}

	/**
	 * Connect Four: the exact value when the solver finds it within `budgetMs`, else the estimate
	 * (positions with as few discs as one it gave up on go straight to the estimate).
	 */
	#withinBudget(position: Position): PositionValue {
		const discs = position.cells.filter((c) => c !== null).length;
		if (discs > this.#solverGaveUpAt) {
			try {
				const { value, best, nodes } = exactValue(
					this.game,
					position,
					this.settings.depthPenalty,
					deadline(this.settings.budgetMs)
				);
				return { value, best, exact: true, depth: null, nodes };
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
