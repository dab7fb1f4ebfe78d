/**
 * Monte Carlo tree search with UCT (Kocsis and Szepesvári, "Bandit based Monte-Carlo Planning",
 * ECML 2006; the four phases as in Browne et al., "A Survey of Monte Carlo Tree Search Methods",
 * IEEE TCIAIG 4(1), 2012), on any game behind MctsPosition (mcts-game.ts). Each iteration:
 *
 * 1. Selection: from the root, while the node is not a finished game and every move of it has a
 *    child, go to the child with the highest UCT value
 *      UCT(child) = W/N + c * sqrt(ln N_parent / N)
 *    (N: the child's visits, W: its wins, N_parent: the parent's visits, c: the exploration
 *    constant, default Math.SQRT2). Equal UCT values: the lower tie rank (MctsPosition.tieRank,
 *    the game's centre-first order; the lower cell when the position has none).
 * 2. Expansion: at a node that is not a finished game, one untried move, drawn uniformly at random
 *    from its untried moves, becomes a new child (one new node per iteration). A finished game
 *    selected is not expanded.
 * 3. Playout: from the new child, uniformly random legal moves until the game ends (no playout
 *    when the child, or the selected finished game, is already over).
 * 4. Backpropagation: every node on the path, root and new child included, gets one visit and the
 *    result: W counts the wins of the player who moved INTO the node as 1, draws as 0.5, losses as
 *    0 (docs/conventions.md, "Scores"). So a node's W/N is the win rate of the move that leads to
 *    it, for the player who plays that move, the value its parent's UCT maximizes. The root,
 *    which no move leads to, counts for the opponent of the side to move at the root.
 *
 * The move played: the most visited root child; ties between equally visited children go to the
 * lower tie rank (the game's centre-first order: on 3x3 the centre, then corners, then edges), as
 * the minimax search keeps the first best move of the order it tries.
 *
 * Every random draw (expansion, playout) comes from one mulberry32 stream seeded with `seed`
 * (src/lib/game/prng.ts), in the order of the iterations: a run with the same position, options
 * and seed replays exactly, iteration for iteration, unless it is bounded by a time budget (the
 * iterations done then depend on the machine; each one still draws what the seed says).
 *
 * The result holds the final tree and, when recorded, the log of every iteration (record.ts).
 */
import type { Mark, Outcome } from '../engine/board';
import { OUTCOME_DRAW, OUTCOME_O, OUTCOME_X } from '../engine/record';
import { isSeed, mulberry32 } from '../game/prng';
import type { MctsPosition } from './mcts-game';
import { MctsRecorder, type MctsRecord } from './record';

/** How MCTS runs. Every field is optional. */
export interface MctsOptions {
	/**
	 * Iterations to run: a whole number from 1 to MCTS_MAX_ITERATIONS. Default 1,000; with a time
	 * budget, the most it may run (default MCTS_MAX_ITERATIONS).
	 */
	iterations?: number;
	/**
	 * Milliseconds to run for, instead of a number of iterations: iterations go on until the budget
	 * has passed (checked after each one; at least one runs). A number above 0, at most 600,000.
	 */
	timeBudgetMs?: number;
	/** The exploration constant c of UCT: a finite number >= 0. Default Math.SQRT2. */
	exploration?: number;
	/** The seed of the random draws: a whole number from 0 to 2^32 - 1. Default 0. */
	seed?: number;
	/** Keep the iteration log (record.ts); default true. The tree table is always kept. */
	record?: boolean;
	/** The clock for the time budget (milliseconds), performance.now by default. */
	now?: () => number;
}

/** The options a run used, every field given. */
export interface ResolvedMctsOptions {
	/** The iterations asked for (with a time budget: the most allowed). */
	iterations: number;
	timeBudgetMs: number | null;
	exploration: number;
	seed: number;
	record: boolean;
}

/** One root move after the run. */
export interface MctsMoveStats {
	/** The cell the move fills. */
	move: number;
	/** Its node in the tree (record.ts), or -1 when the run never expanded it. */
	node: number;
	/** Visits N of its node. */
	visits: number;
	/** Wins W of its node, for the side to move at the root (draws count 0.5). */
	wins: number;
	/** W / N, or null for a move never visited. */
	winRate: number | null;
}

/** What one run returns. */
export interface MctsResult {
	/** The most visited root child's move (ties: the lower tie rank); null when the game is over. */
	bestMove: number | null;
	/** Every legal root move, ascending cells, with its visits and wins. */
	moves: MctsMoveStats[];
	/** Iterations run (the root's visits). */
	iterations: number;
	/** Nodes in the tree, the root included. */
	nodes: number;
	/** Milliseconds the run took. */
	ms: number;
	/** The side to move at the root. */
	rootMover: Mark;
	/** The root position's outcome when it is already finished, else null. */
	result: Outcome | null;
	options: ResolvedMctsOptions;
	/** The tree and (when recorded) the iteration log. */
	record: MctsRecord;
}

/** The most iterations one run may do: 1,000,000. */
export const MCTS_MAX_ITERATIONS = 1_000_000;
/** Iterations when neither a number nor a time budget is given. */
export const MCTS_DEFAULT_ITERATIONS = 1000;
/** The longest time budget: 600,000 ms (10 minutes), as the CLI's --time-budget. */
export const MCTS_MAX_TIME_BUDGET_MS = 600_000;

/**
 * The UCT value of a child with `wins` W and `visits` N (N >= 1) under a parent visited
 * `parentVisits` times: W/N + c * sqrt(ln N_parent / N).
 */
export function uctValue(
	wins: number,
	visits: number,
	parentVisits: number,
	exploration: number
): number {
	return wins / visits + exploration * Math.sqrt(Math.log(parentVisits) / visits);
}

/**
 * The options of a run, checked, with the defaults filled in.
 * @throws RangeError naming the option: iterations not a whole number from 1 to
 *   MCTS_MAX_ITERATIONS, a time budget not above 0 or above MCTS_MAX_TIME_BUDGET_MS, an
 *   exploration constant below 0 or not finite, a seed not a whole number from 0 to 2^32 - 1.
 */
export function resolveMctsOptions(options: MctsOptions = {}): ResolvedMctsOptions {
	const budget = options.timeBudgetMs ?? null;
	if (
		budget !== null &&
		!(typeof budget === 'number' && budget > 0 && budget <= MCTS_MAX_TIME_BUDGET_MS)
	) {
		throw new RangeError(
			`The time budget must be a number of milliseconds above 0 and at most ${MCTS_MAX_TIME_BUDGET_MS}, not ${budget}.`
		);
	}
	const iterations =
		options.iterations ?? (budget === null ? MCTS_DEFAULT_ITERATIONS : MCTS_MAX_ITERATIONS);
	if (!Number.isInteger(iterations) || iterations < 1 || iterations > MCTS_MAX_ITERATIONS) {
		throw new RangeError(
			`Iterations must be a whole number from 1 to ${MCTS_MAX_ITERATIONS}, not ${iterations}.`
		);
	}
	const exploration = options.exploration ?? Math.SQRT2;
	if (!(typeof exploration === 'number' && Number.isFinite(exploration) && exploration >= 0)) {
		throw new RangeError(
			`The exploration constant must be a finite number >= 0, not ${exploration}.`
		);
	}
	const seed = options.seed ?? 0;
	if (!isSeed(seed)) {
		throw new RangeError(`The seed must be a whole number from 0 to 4294967295, not ${seed}.`);
	}
	return { iterations, timeBudgetMs: budget, exploration, seed, record: options.record ?? true };
}

const CODE_OF: Readonly<Record<Outcome, number>> = {
	X: OUTCOME_X,
	O: OUTCOME_O,
	draw: OUTCOME_DRAW
};

/**
 * Runs MCTS from `position` for its side to move (module docstring). The position is changed
 * during the run and given back as it was (every move played is taken back).
 * @param position the root, for example gamePosition(game, parsePosition(...)); it may be finished
 *   (then every iteration selects the root, a finished game, and the best move is null).
 * @throws RangeError for bad options (resolveMctsOptions).
 */
export function mcts(position: MctsPosition, options: MctsOptions = {}): MctsResult {
	const opts = resolveMctsOptions(options);
	const now = options.now ?? (() => performance.now());
	const start = now();
	const end = opts.timeBudgetMs === null ? Infinity : start + opts.timeBudgetMs;
	const random = mulberry32(opts.seed);
	const c = opts.exploration;
	const rootMover = position.toMove();
	const rank = position.tieRank ? (m: number) => position.tieRank!(m) : (m: number) => m;
	const rec = new MctsRecorder(rootMover, opts, position.outcome(), position.moves());
	const path: number[] = [];
	let done = 0;
	while (done < opts.iterations) {
		// 1. Selection.
		path.length = 0;
		let node = 0;
		path.push(0);
		while (rec.outcome[node] === 0 && rec.untriedCount[node] === 0) {
			const lnParent = Math.log(rec.visits[node]);
			let best = -1;
			let bestValue = -Infinity;
			let bestRank = Infinity;
			for (let ch = rec.firstChild[node]; ch !== -1; ch = rec.nextSibling[ch]) {
				const n = rec.visits[ch];
				const v = rec.wins[ch] / n + c * Math.sqrt(lnParent / n);
				if (v > bestValue || (v === bestValue && rank(rec.move[ch]) < bestRank)) {
					best = ch;
					bestValue = v;
					bestRank = rank(rec.move[ch]);
				}
			}
			node = best;
			position.play(rec.move[node]);
			path.push(node);
		}
		// 2. Expansion.
		let expanded = -1;
		if (rec.outcome[node] === 0) {
			const move = rec.takeUntried(node, random());
			position.play(move);
			const result = position.outcome();
			expanded = rec.addChild(node, move, result === null ? 0 : CODE_OF[result], done);
			if (result === null) rec.setUntried(expanded, position.moves());
			path.push(expanded);
		}
		// 3. Playout.
		rec.startPlayout();
		let plies = 0;
		let outcome = position.outcome();
		while (outcome === null) {
			const moves = position.moves();
			const move = moves[Math.floor(random() * moves.length)];
			position.play(move);
			rec.playoutMove(move);
			plies++;
			outcome = position.outcome();
		}
		for (let k = 0; k < plies; k++) position.undo();
		for (let k = path.length - 1; k > 0; k--) position.undo();
		// 4. Backpropagation: the player who moved into the node at depth d is the root mover for
		// odd d, the other side for even d (the root's "mover" included). Rewards in half-points:
		// 2 a win, 1 a draw, 0 a loss; the two sides' rewards sum to 2.
		const halfOdd = outcome === 'draw' ? 1 : outcome === rootMover ? 2 : 0;
		rec.endIteration(path, 2 - halfOdd, halfOdd, expanded, CODE_OF[outcome]);
		done++;
		if (end !== Infinity && now() >= end) break;
	}
	const record = rec.finish(done);
	const moves = rootMoveStats(record, position.moves());
	let bestMove: number | null = null;
	let bestVisits = -1;
	for (const m of moves) {
		const better =
			m.visits > bestVisits ||
			(m.visits === bestVisits && bestMove !== null && rank(m.move) < rank(bestMove));
		if (m.node !== -1 && better) {
			bestMove = m.move;
			bestVisits = m.visits;
		}
	}
	return {
		bestMove,
		moves,
		iterations: done,
		nodes: record.count,
		ms: now() - start,
		rootMover,
		result: position.outcome(),
		options: opts,
		record
	};
}

/** The root's moves (`legal`, ascending) with the visits and wins of their nodes in `record`. */
function rootMoveStats(record: MctsRecord, legal: readonly number[]): MctsMoveStats[] {
	const nodeOf = new Map<number, number>();
	for (let i = 1; i < record.count; i++) if (record.parent[i] === 0) nodeOf.set(record.move[i], i);
	return legal.map((move) => {
		const node = nodeOf.get(move) ?? -1;
		const visits = node === -1 ? 0 : record.visits[node];
		const wins = node === -1 ? 0 : record.wins[node];
		return { move, node, visits, wins, winRate: visits === 0 ? null : wins / visits };
	});
}
