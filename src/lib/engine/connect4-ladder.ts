/**
 * The Connect Four solver's techniques one at a time, to count what each one saves: a readable
 * negamax on the bitboard of connect4-bitboard.ts whose techniques are switches, in the order of
 * connect4-solver.ts (after Pascal Pons, http://blog.gamesolver.org, parts 1-12). It counts nodes
 * and records nothing; connect4-solver.ts is the fast solver the game uses, and the last rung of
 * `solverLadder` runs it.
 *
 * A node is a position entered, counted once, as the engine's search (search.ts) counts them:
 * without the solver's own techniques (null window, anticipating losses) a node looks at the
 * move that led to it (four in a row: a finished game, a leaf) before its own moves, so that the
 * plain, alpha-beta and centre-first rungs count exactly the nodes of search.ts on the same
 * position (tests/unit/engine/connect4-ladder.test.ts checks it). With anticipation, as in the
 * solver, a node wins at once when it can (one node, its winning child not entered) and plays
 * only the moves that do not hand the opponent a win.
 *
 * Scores are Pons' (connect4-solver.ts): from the side to move, 0 a draw, 22 - d for a win with
 * its d-th disc, -(22 - d) for a loss to the other side's d-th disc.
 */
import type { Position } from './board';
import {
	BOARD_HI,
	BOARD_LO,
	BOTTOM_HI,
	BOTTOM_LO,
	boardOf,
	hasFour,
	popcount32,
	winningCells,
	winHi,
	winLo,
	type C4Board
} from './connect4-bitboard';
import { clearSolverTable, solveConnect4 } from './connect4-solver';
import { GAME_DEFS } from './games';

/** The techniques of one search, each on or off. */
export interface LadderTechniques {
	/** Alpha-beta: a window (alpha, beta) and cutoffs; off, every move of every node is searched. */
	readonly alphaBeta: boolean;
	/** Moves centre first (3, 2, 4, 1, 5, 0, 6); off, left to right. */
	readonly centreFirst: boolean;
	/** A transposition table keyed by the position that stores a lower or an upper bound. */
	readonly table: boolean;
	/**
	 * The score found by null-window searches (alpha, alpha + 1) that narrow the interval of
	 * possible scores (connect4-solver.ts solveBoard), each node's window narrowed at once by the
	 * best and worst score still possible there; off, one search with the full window.
	 */
	readonly nullWindow: boolean;
	/** Anticipating losses: win at once when possible, else only moves that do not lose at once. */
	readonly anticipate: boolean;
	/** The moves that create the most winning cells first (ties in the order above). */
	readonly threatOrder: boolean;
}

/** What one search of the ladder found. */
export interface LadderCount {
	/** The exact score (Pons' convention, from the side to move). */
	readonly score: number;
	/** Nodes entered, all null-window searches included. */
	readonly nodes: number;
	/** Searches of the root: 1 with the full window, else the null-window searches run. */
	readonly searches: number;
}

/** Thrown when a ladder search passes its node budget (the position is too big for it). */
export class LadderBudgetError extends Error {
	constructor(readonly budget: number) {
		super(`The search passed its budget of ${budget} nodes.`);
		this.name = 'LadderBudgetError';
	}
}

const CENTRE_FIRST = GAME_DEFS.connect4.orders['center-first'];
const LEFT_TO_RIGHT = GAME_DEFS.connect4.orders.index;

/** The bits of column `col`'s six cells in the half that holds it. */
function columnBits(col: number): number {
	return 0x3f << ((col < 4 ? col : col - 4) * 7);
}

/**
 * Counts one search of `position` with `techniques`.
 * @param position a Connect Four position (parsePosition) whose game is not over.
 * @param budget the most nodes to enter before giving up.
 * @throws RangeError when the position is not a Connect Four board or its game is over;
 *   LadderBudgetError past `budget` nodes.
 */
export function ladderSearch(
	position: Position,
	techniques: LadderTechniques,
	budget = 50_000_000
): LadderCount {
	const start = boardOf(position);
	if (
		hasFour(start.curLo, start.curHi) ||
		hasFour(start.curLo ^ start.maskLo, start.curHi ^ start.maskHi)
	) {
		throw new RangeError('This Connect Four game is over: a side has four in a row.');
	}
	if (start.mine + start.theirs === 42) {
		throw new RangeError('This Connect Four game is over: the board is full.');
	}
	const { alphaBeta, table, nullWindow, anticipate, threatOrder } = techniques;
	const order = techniques.centreFirst ? CENTRE_FIRST : LEFT_TO_RIGHT;
	/** Key cur + mask (49 bits, as a double) -> a bound: lower as +(v + 100), upper as -(v + 100). */
	const bounds = new Map<number, number>();
	let nodes = 0;

	function negamax(b: C4Board, alpha: number, beta: number): number {
		if (++nodes > budget) throw new LadderBudgetError(budget);
		const oLo = b.curLo ^ b.maskLo;
		const oHi = b.curHi ^ b.maskHi;
		const filled = b.mine + b.theirs;
		const playLo = (b.maskLo + BOTTOM_LO) & BOARD_LO;
		const playHi = (b.maskHi + BOTTOM_HI) & BOARD_HI;
		let posLo = playLo;
		let posHi = playHi;
		if (!anticipate) {
			// The move that led here: four in a row ends the game, a full board draws.
			if (hasFour(oLo, oHi)) return b.theirs - 22;
			if (filled === 42) return 0;
		} else {
			// Win at once when we can (the caller never gives us a lost position to enter).
			winningCells(b.curLo, b.curHi, b.maskLo, b.maskHi);
			if (((winLo & playLo) | (winHi & playHi)) !== 0) return 21 - b.mine;
			// Block the opponent's playable winning cell (two: lost); never play under one.
			winningCells(oLo, oHi, b.maskLo, b.maskHi);
			const owLo = winLo;
			const owHi = winHi;
			if (((owLo & playLo) | (owHi & playHi)) !== 0) {
				if (popcount32(owLo & playLo) + popcount32(owHi & playHi) > 1) return b.theirs - 21;
				posLo &= owLo;
				posHi &= owHi;
			}
			posLo &= ~((owLo >>> 1) | ((owHi & 1) << 27));
			posHi &= ~(owHi >>> 1);
			if ((posLo | posHi) === 0) return b.theirs - 21;
			if (filled >= 40) return 0;
		}
		if (nullWindow) {
			// The best and worst scores still possible here narrow the window.
			const min = anticipate ? b.theirs - 20 : b.theirs - 21;
			const max = anticipate ? 20 - b.mine : 21 - b.mine;
			if (alpha < min) alpha = min;
			if (beta > max) beta = max;
			if (alpha >= beta) return alpha;
		}
		const key = (b.curHi + b.maskHi) * 268435456 + (b.curLo + b.maskLo);
		if (table) {
			const stored = bounds.get(key);
			if (stored !== undefined) {
				if (stored > 0 && stored - 100 > alpha) alpha = stored - 100;
				if (stored < 0 && -stored - 100 < beta) beta = -stored - 100;
				if (alphaBeta && alpha >= beta) return alpha;
			}
		}
		// The moves, in order; with threat ordering, most winning cells created first.
		const moves: { col: number; lo: number; hi: number; threats: number }[] = [];
		for (const col of order) {
			const lo = col < 4 ? posLo & columnBits(col) : 0;
			const hi = col < 4 ? 0 : posHi & columnBits(col);
			if ((lo | hi) === 0) continue;
			let threats = 0;
			if (threatOrder) {
				winningCells(b.curLo | lo, b.curHi | hi, b.maskLo, b.maskHi);
				threats = popcount32(winLo) + popcount32(winHi);
			}
			moves.push({ col, lo, hi, threats });
		}
		if (threatOrder) moves.sort((m, n) => n.threats - m.threats); // stable: ties keep the order
		let best = -Infinity;
		for (const m of moves) {
			const child: C4Board = {
				curLo: oLo,
				curHi: oHi,
				maskLo: b.maskLo | m.lo,
				maskHi: b.maskHi | m.hi,
				mine: b.theirs,
				theirs: b.mine + 1
			};
			const score = 0 - negamax(child, -beta, -alpha); // 0 - x: never -0
			if (score > best) best = score;
			if (!alphaBeta) continue;
			if (score >= beta) {
				if (table) bounds.set(key, score + 100);
				return score;
			}
			if (score > alpha) alpha = score;
		}
		if (!alphaBeta) return best;
		if (table) bounds.set(key, -(alpha + 100));
		return alpha;
	}

	if (!nullWindow) {
		return { score: negamax(start, -Infinity, Infinity), nodes, searches: 1 };
	}
	// Pons' solve(): null-window probes halfway in [min, max], pulled towards 0 first.
	let min = start.theirs - 21;
	let max = 21 - start.mine;
	let searches = 0;
	while (min < max) {
		let med = min + Math.trunc((max - min) / 2);
		if (med <= 0 && Math.trunc(min / 2) < med) med = Math.trunc(min / 2);
		else if (med >= 0 && Math.trunc(max / 2) > med) med = Math.trunc(max / 2);
		const r = negamax(start, med, med + 1);
		searches++;
		if (r <= med) max = r;
		else min = r;
	}
	return { score: min, nodes, searches };
}

/** The rungs of the ladder, in order: each adds one technique to the one before. */
export const LADDER_RUNGS = [
	'plain',
	'alpha-beta',
	'centre-first',
	'table',
	'null-window',
	'anticipate',
	'threat-order',
	'solver'
] as const;

/** A rung's name. */
export type LadderRung = (typeof LADDER_RUNGS)[number];

/** The techniques of each rung but the last (the solver of connect4-solver.ts). */
export const LADDER_TECHNIQUES: Readonly<Record<Exclude<LadderRung, 'solver'>, LadderTechniques>> =
	(() => {
		const plain: LadderTechniques = {
			alphaBeta: false,
			centreFirst: false,
			table: false,
			nullWindow: false,
			anticipate: false,
			threatOrder: false
		};
		const alpha = { ...plain, alphaBeta: true };
		const centre = { ...alpha, centreFirst: true };
		const tt = { ...centre, table: true };
		const nw = { ...tt, nullWindow: true };
		const ant = { ...nw, anticipate: true };
		return {
			plain,
			'alpha-beta': alpha,
			'centre-first': centre,
			table: tt,
			'null-window': nw,
			anticipate: ant,
			'threat-order': { ...ant, threatOrder: true }
		};
	})();

/** One rung measured: its nodes and score, or null nodes when it passed the budget. */
export interface LadderStep {
	readonly rung: LadderRung;
	/** Nodes; null when the rung passed the budget (then `score` is null too). */
	readonly nodes: number | null;
	readonly score: number | null;
	/** Root searches (null-window probes), 1 with the full window; null past the budget. */
	readonly searches: number | null;
}

/**
 * Every rung of the ladder from `from` on, measured on `position`: the rungs of
 * LADDER_TECHNIQUES, then the solver of connect4-solver.ts (its table emptied first, so the count
 * does not depend on what it solved before; its node count is of the score alone, columns: 'none').
 * @param budget nodes each rung may enter before it counts as out of reach (nodes null).
 * @throws RangeError as ladderSearch; Error when two rungs disagree on the score (a bug).
 */
export function solverLadder(
	position: Position,
	from: LadderRung = 'plain',
	budget = 2_000_000
): LadderStep[] {
	const steps: LadderStep[] = [];
	for (const rung of LADDER_RUNGS.slice(LADDER_RUNGS.indexOf(from))) {
		let count: LadderCount | null = null;
		if (rung === 'solver') {
			clearSolverTable();
			const s = solveConnect4(position, { columns: 'none' });
			count = { score: s.score, nodes: s.nodes, searches: 0 };
		} else {
			try {
				count = ladderSearch(position, LADDER_TECHNIQUES[rung], budget);
			} catch (error) {
				if (!(error instanceof LadderBudgetError)) throw error;
			}
		}
		const found = steps.find((s) => s.score !== null);
		if (count && found && found.score !== count.score) {
			throw new Error(
				`The rungs ${found.rung} and ${rung} disagree: ${found.score}, ${count.score}.`
			);
		}
		steps.push({
			rung,
			nodes: count?.nodes ?? null,
			score: count?.score ?? null,
			searches: rung === 'solver' ? null : (count?.searches ?? null)
		});
	}
	return steps;
}
