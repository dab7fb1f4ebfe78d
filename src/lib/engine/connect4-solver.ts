/**
 * An exact Connect Four solver after Pascal Pons' connect4 (http://blog.gamesolver.org, parts 1-12,
 * and github.com/PascalPons/connect4): negamax with alpha-beta on the bitboard of
 * connect4-bitboard.ts, in this order of techniques:
 * 1. the score of a position is how early its winner connects four (below);
 * 2. alpha-beta, the window narrowed at once by the best and worst score still possible;
 * 3. moves centre first (3, 2, 4, 1, 5, 0, 6, the engine's centre-first order);
 * 4. a transposition table keyed by the position (cur + mask, 49 bits) that stores a lower or an
 *    upper bound per entry, and the column that last caused a cutoff there (tried first next time,
 *    the one addition to Pons' scheme);
 * 5. the score found by null-window searches (alpha, alpha + 1) that narrow the interval
 *    [min, max] around it, probing near zero first (Pons' iterative null-window narrowing);
 * 6. anticipating losing moves: a node plays only the moves that do not let the opponent connect
 *    four at once (it must block a threat, loses when it must block two, and never plays under an
 *    opponent's winning cell);
 * 7. among those, the moves that create the most winning cells (threats) first, ties centre first.
 * The search records nothing: it is the exact answer the recorded searches of search.ts are
 * checked against, not a tree to draw.
 *
 * Scores (Pons' convention, that of the reference data tests/unit/fixtures/connect4-solved.txt):
 * from the side to move, 0 for a draw, 22 - d when the side to move connects four with its d-th
 * disc (counting its discs already on the board), -(22 - d) when the other side does with its d-th.
 * So +21 is a win with the first disc of an empty board's side, and on any position the magnitude
 * falls by one for every further move the winner needs. solverValue() maps a score to the
 * engine's minimax value (docs/conventions.md, "Scores").
 */
import type { Position } from './board';
import type { Bound } from './record';
import {
	BOARD_HI,
	BOARD_LO,
	BOTTOM_HI,
	BOTTOM_LO,
	boardOf,
	canPlay,
	hasFour,
	isWinningMove,
	play,
	popcount32,
	winningCells,
	winHi,
	winLo,
	type C4Board
} from './connect4-bitboard';
import { GAME_DEFS } from './games';
import { ABORT_CHECK_INTERVAL, SearchAbortedError } from './search-control';

/** Worst score: the opponent wins with its first disc. */
export const C4_MIN_SCORE = -21;
/** The score the reference data gives a full column (no move). */
export const C4_FULL_COLUMN = -1000;

/** Moves in the order tried before threat ordering: the engine's centre-first order. */
const ORDER = Int8Array.from(GAME_DEFS.connect4.orders['center-first']);

/**
 * Entries of the transposition table: the prime 1,048,583 (the first above 2^20), so that the slot
 * (key mod size) and the 32 low bits of the 49-bit key kept in it identify the key exactly
 * (Chinese remainder theorem: size * 2^32 > 2^49). 8 MB (two 32-bit words per entry), allocated on
 * the first solve and kept. Measured on the reference positions against 2^19, 2^21, 2^22 and
 * 2^23 (Pons' size): bigger tables save a few nodes but cost as much in cache misses.
 */
export const SOLVER_TABLE_SIZE = 1048583;
/** Stored value: an upper bound v as v - MIN + 1 (1-43), a lower bound as v - MIN + 44 (44-86). */
const UPPER_OFFSET = 1 - C4_MIN_SCORE;
const LOWER_OFFSET = 44 - C4_MIN_SCORE;
const LOWER_FIRST = 44;

/** Two 32-bit words per entry, side by side (one cache line): the key check, then value | hint << 8. */
// Module state, not an object per solve: the table is kept between solves (its entries are facts
// about positions); `nodes` and `abortFn` belong to the solve running now, and one solve runs at a
// time (solveConnect4 refuses to start inside another, whose move lists per ply it would overwrite).
let entries: Int32Array | null = null;
let nodes = 0;
/** The running solve's abort check (NEVER when it has none); null when no solve runs. */
let abortFn: (() => boolean) | null = null;
const NEVER = () => false;
const CHECK_MASK = ABORT_CHECK_INTERVAL - 1;
/** Per ply (discs on the board), up to 7 moves: the move's halves and its threat count. */
const moveLo = new Int32Array(43 * 7);
const moveHi = new Int32Array(43 * 7);
const moveScore = new Int32Array(43 * 7);
const moveCol = new Int8Array(43 * 7);

/**
 * winningCells' result (connect4-bitboard.ts), kept in this module for the hot loop: module
 * bindings, not an object, because `threats` sets them and its caller reads them at once.
 */
let wLo = 0;
let wHi = 0;

/** The cells a shift `s` (7, 6 or 8) lines up for the discs (pLo, pHi): or-ed into wLo, wHi. */
function lineCells(pLo: number, pHi: number, s: number): void {
	const u1Lo = pLo << s;
	const u1Hi = (pHi << s) | (pLo >>> (28 - s));
	const u2Lo = pLo << (2 * s);
	const u2Hi = (pHi << (2 * s)) | (pLo >>> (28 - 2 * s));
	const d1Lo = (pLo >>> s) | (pHi << (28 - s));
	const d1Hi = pHi >>> s;
	const d2Lo = (pLo >>> (2 * s)) | (pHi << (28 - 2 * s));
	const d2Hi = pHi >>> (2 * s);
	const u3Lo = pLo << (3 * s);
	const u3Hi = (pHi << (3 * s)) | (pLo >>> (28 - 3 * s));
	const d3Lo = (pLo >>> (3 * s)) | (pHi << (28 - 3 * s));
	const d3Hi = pHi >>> (3 * s);
	wLo |= (u1Lo & u2Lo & (u3Lo | d1Lo)) | (d1Lo & d2Lo & (u1Lo | d3Lo));
	wHi |= (u1Hi & u2Hi & (u3Hi | d1Hi)) | (d1Hi & d2Hi & (u1Hi | d3Hi));
}

/** The same as winningCells (connect4-bitboard.ts, tested there against it), into wLo, wHi. */
function threats(pLo: number, pHi: number, mLo: number, mHi: number): void {
	wLo = (pLo << 1) & (pLo << 2) & (pLo << 3);
	wHi = (pHi << 1) & (pHi << 2) & (pHi << 3);
	lineCells(pLo, pHi, 7);
	lineCells(pLo, pHi, 6);
	lineCells(pLo, pHi, 8);
	wLo &= BOARD_LO ^ mLo;
	wHi &= BOARD_HI ^ mHi;
}

function table(): Int32Array {
	if (entries === null) entries = new Int32Array(2 * SOLVER_TABLE_SIZE);
	return entries;
}

/** Empties the solver's transposition table (a fresh start, for measurements). */
export function clearSolverTable(): void {
	if (entries) entries.fill(0);
}

/**
 * Negamax with alpha-beta of the position (pLo, pHi) = the side to move's discs, (mLo, mHi) = every
 * disc; `mine` / `theirs` count the discs of the side to move / the other. The side to move cannot
 * connect four with its next disc (the caller checked). Fail-hard on the window (alpha, beta):
 * the exact score when it lies inside, else a bound on the side of the window it fell.
 */
function negamax(
	pLo: number,
	pHi: number,
	mLo: number,
	mHi: number,
	mine: number,
	theirs: number,
	alpha: number,
	beta: number
): number {
	// 1. Count the node; check for an abort.
	const n = nodes++;
	if ((n & CHECK_MASK) === 0 && abortFn !== null && abortFn()) throw new SearchAbortedError(n);

	// 2. Anticipate losing moves: block the opponent's playable winning cell (two: lost), and
	// never play just below one of its winning cells.
	let posLo = (mLo + BOTTOM_LO) & BOARD_LO;
	let posHi = (mHi + BOTTOM_HI) & BOARD_HI;
	threats(pLo ^ mLo, pHi ^ mHi, mLo, mHi);
	const owLo = wLo;
	const owHi = wHi;
	const forcedLo = posLo & owLo;
	const forcedHi = posHi & owHi;
	if ((forcedLo | forcedHi) !== 0) {
		// The opponent wins with its next disc.
		if (popcount32(forcedLo) + popcount32(forcedHi) > 1) return theirs - 21;
		posLo = forcedLo;
		posHi = forcedHi;
	}
	posLo &= ~((owLo >>> 1) | ((owHi & 1) << 27));
	posHi &= ~(owHi >>> 1);
	if ((posLo | posHi) === 0) return theirs - 21;
	// Two empty cells left: no one can connect four any more (the opponent's last disc was met).
	const filled = mine + theirs;
	if (filled >= 40) return 0;

	// 3. The window, narrowed by the worst (the opponent wins with its second disc from now) and
	// the best score (a win with our second disc from now) still possible, then by the table.
	const min = theirs - 20;
	if (alpha < min) {
		alpha = min;
		if (alpha >= beta) return alpha;
	}
	const max = 20 - mine;
	if (beta > max) {
		beta = max;
		if (alpha >= beta) return beta;
	}
	const kLo = pLo + mLo;
	const kHi = pHi + mHi;
	// key mod size without `%` on a 49-bit number (a slow library call in V8). The floor of the
	// quotient is exact: the quotient is below 2^29 and its fraction at least 1 / size (2^-20)
	// from the next whole number, far more than a double's rounding (2^-53 relative).
	const key = kHi * 268435456 + kLo;
	const slot = key - Math.floor(key / SOLVER_TABLE_SIZE) * SOLVER_TABLE_SIZE;
	const check = kLo | (kHi << 28);
	const t = entries as Int32Array;
	const at = 2 * slot;
	let hint = -1;
	if (t[at] === check) {
		const word = t[at + 1];
		const v = word & 0xff;
		hint = (word >> 8) - 1;
		if (v >= LOWER_FIRST) {
			const lower = v - LOWER_OFFSET;
			if (alpha < lower) {
				alpha = lower;
				if (alpha >= beta) return alpha;
			}
		} else if (v !== 0) {
			const upper = v - UPPER_OFFSET;
			if (beta > upper) {
				beta = upper;
				if (alpha >= beta) return beta;
			}
		}
	}

	// 4. The moves left, most threats first, ties centre first (a stable insertion sort).
	const base = filled * 7;
	let count = 0;
	for (let k = 0; k < 7; k++) {
		const col = ORDER[k];
		let mvLo = 0;
		let mvHi = 0;
		if (col < 4) {
			mvLo = posLo & (0x3f << (col * 7));
			if (mvLo === 0) continue;
		} else {
			mvHi = posHi & (0x3f << ((col - 4) * 7));
			if (mvHi === 0) continue;
		}
		let score = 64;
		if (col !== hint) {
			threats(pLo | mvLo, pHi | mvHi, mLo, mHi);
			score = popcount32(wLo) + popcount32(wHi);
		}
		let j = base + count++;
		while (j > base && moveScore[j - 1] < score) {
			moveLo[j] = moveLo[j - 1];
			moveHi[j] = moveHi[j - 1];
			moveScore[j] = moveScore[j - 1];
			moveCol[j] = moveCol[j - 1];
			j--;
		}
		moveLo[j] = mvLo;
		moveHi[j] = mvHi;
		moveScore[j] = score;
		moveCol[j] = col;
	}

	// 5. Search them; a score at or above beta is a cutoff, stored as a lower bound.
	const oLo = pLo ^ mLo;
	const oHi = pHi ^ mHi;
	for (let k = base; k < base + count; k++) {
		const score = -negamax(
			oLo,
			oHi,
			mLo | moveLo[k],
			mHi | moveHi[k],
			theirs,
			mine + 1,
			-beta,
			-alpha
		);
		if (score >= beta) {
			t[at] = check;
			t[at + 1] = (score + LOWER_OFFSET) | ((moveCol[k] + 1) << 8);
			return score;
		}
		if (score > alpha) alpha = score;
	}
	// 6. Every move failed low or fell inside: alpha is an upper bound (the hint is kept).
	t[at] = check;
	t[at + 1] = (alpha + UPPER_OFFSET) | ((hint + 1) << 8);
	return alpha;
}

/**
 * The exact score of `board` by null-window searches: the interval [min, max] of possible scores
 * shrinks with each search (alpha, alpha + 1) until it holds one score; the probe is halfway,
 * pulled towards 0 first (most positions are near a draw). Pons' solve(), plus `guess`: a score
 * the position likely has (a sibling's), tested first.
 */
function solveBoard(b: C4Board, guess: number | null = null): number {
	if (canWinNextBoard(b)) return 22 - (b.mine + 1);
	let min = b.theirs - 21;
	let max = 22 - (b.mine + 1);
	const probe = (med: number) => {
		const r = negamax(b.curLo, b.curHi, b.maskLo, b.maskHi, b.mine, b.theirs, med, med + 1);
		if (r <= med) max = r;
		else min = r;
	};
	// A guess (a sibling's score): test just below it, then at the bound found, so that a right
	// guess takes two null-window searches.
	if (guess !== null && min < guess && guess <= max) {
		probe(guess - 1);
		if (min < max) probe(min >= guess ? min : max - 1);
	}
	while (min < max) {
		let med = min + Math.trunc((max - min) / 2);
		if (med <= 0 && Math.trunc(min / 2) < med) med = Math.trunc(min / 2);
		else if (med >= 0 && Math.trunc(max / 2) > med) med = Math.trunc(max / 2);
		probe(med);
	}
	return min;
}

function canWinNextBoard(b: C4Board): boolean {
	winningCells(b.curLo, b.curHi, b.maskLo, b.maskHi);
	const posLo = (b.maskLo + BOTTOM_LO) & BOARD_LO;
	const posHi = (b.maskHi + BOTTOM_HI) & BOARD_HI;
	return ((winLo & posLo) | (winHi & posHi)) !== 0;
}

/** How much of the root's moves the solver scores (SolverControl.columns). */
export type SolverColumns = 'all' | 'best' | 'none';

/** How to run the solver. */
export interface SolverControl {
	/**
	 * Called every ABORT_CHECK_INTERVAL nodes; true stops the solver with a SearchAbortedError
	 * (search-control.ts `deadline` gives a time limit).
	 */
	shouldAbort?: () => boolean;
	/**
	 * 'all' (default): the exact score of every column (one solve per column, the reference data's
	 * analysis; centre first, each solve testing first the score of the column before it). 'best': the position's exact score, then one null-window test per column in the
	 * centre-first order until the first column that reaches it (exact); the columns tried before
	 * it get the upper bound their test proved, those after it the position's score as an upper
	 * bound (no move scores more). Much cheaper than 'all'. 'none': the position's score alone.
	 */
	columns?: SolverColumns;
}

/** One column's score from the side to move's view, exact or an upper bound. */
export interface ColumnScore {
	score: number;
	bound: Extract<Bound, 'exact' | 'upper'>;
}

/** The solver's answer for one position. */
export interface Connect4Solution {
	/** The position's exact score from the side to move (module docstring; 0 = draw). */
	score: number;
	/**
	 * Each column's score, 0 (left) to 6, from the side to move's view (the negated score of the
	 * position after that move); null for a full column. Empty for `columns: 'none'`.
	 */
	columns: (ColumnScore | null)[];
	/**
	 * The column the solver plays: the first with the best score in the centre-first order
	 * (3, 2, 4, 1, 5, 0, 6), as the engine's tie-break keeps the first best move it tries; null
	 * for `columns: 'none'`.
	 */
	bestColumn: number | null;
	/** Negamax calls (nodes), all null-window searches included. */
	nodes: number;
	/** Discs of the side to move and of the other side in the position. */
	mine: number;
	theirs: number;
}

/** The exact score of the position after column `col` is played, from the player of `col`. */
function columnExact(b: C4Board, col: number, guess: number | null): number {
	if (isWinningMove(b, col)) return 22 - (b.mine + 1);
	const child = play(b, col);
	// A position with no move left is a draw (0 - x: never -0).
	if (child.mine + child.theirs === 42) return 0;
	return 0 - solveBoard(child, guess === null ? null : -guess);
}

/**
 * Solves a Connect Four `position` exactly (see the module docstring for the score). The
 * transposition table is kept between calls (its entries are facts about positions).
 * @param position a valid Connect Four position (parsePosition) whose game is not over.
 * @throws RangeError when the position is not a Connect Four board or its game is over (a line
 *   or a full board); SearchAbortedError when control.shouldAbort says so; Error when called while
 *   another solve runs (from its shouldAbort): one solve at a time.
 */
export function solveConnect4(position: Position, control: SolverControl = {}): Connect4Solution {
	if (abortFn !== null) {
		throw new Error('The Connect Four solver is already solving a position: one solve at a time.');
	}
	const b = boardOf(position);
	if (hasFour(b.curLo ^ b.maskLo, b.curHi ^ b.maskHi) || hasFour(b.curLo, b.curHi)) {
		throw new RangeError('This Connect Four game is over: a side has four in a row.');
	}
	if (b.mine + b.theirs === 42) {
		throw new RangeError('This Connect Four game is over: the board is full.');
	}
	table();
	nodes = 0;
	abortFn = control.shouldAbort ?? NEVER;
	const mode = control.columns ?? 'all';
	try {
		const columns: (ColumnScore | null)[] = [];
		let score = -Infinity;
		let bestColumn: number | null = null;
		if (mode === 'none') {
			score = solveBoard(b);
		} else if (mode === 'all') {
			for (let col = 0; col < 7; col++) columns.push(null);
			// Centre first, each column's solve guessing the score of the one before.
			let guess: number | null = null;
			for (const col of ORDER) {
				if (!canPlay(b, col)) continue;
				guess = columnExact(b, col, guess);
				columns[col] = { score: guess, bound: 'exact' };
			}
			for (const col of ORDER) {
				const c = columns[col];
				if (c !== null && c.score > score) {
					score = c.score;
					bestColumn = col;
				}
			}
		} else {
			score = solveBoard(b);
			for (let col = 0; col < 7; col++) columns.push(null);
			for (const col of ORDER) {
				if (!canPlay(b, col)) continue;
				if (bestColumn !== null) {
					columns[col] = { score, bound: 'upper' };
					continue;
				}
				const c = columnTest(b, col, score);
				columns[col] = c;
				if (c.bound === 'exact' && c.score === score) bestColumn = col;
			}
		}
		return { score, columns, bestColumn, nodes, mine: b.mine, theirs: b.theirs };
	} finally {
		abortFn = null;
	}
}

/**
 * Whether column `col` reaches the position's exact score `score`: exact when it does, else the
 * upper bound one null-window search proves (below `score`).
 */
function columnTest(b: C4Board, col: number, score: number): ColumnScore {
	if (isWinningMove(b, col)) return { score: 22 - (b.mine + 1), bound: 'exact' };
	const child = play(b, col);
	if (child.mine + child.theirs === 42) return { score: 0, bound: 'exact' };
	if (canWinNextBoard(child)) return { score: 0 - (22 - (child.mine + 1)), bound: 'exact' };
	// The child scores at least -score (no column beats the position); it scores exactly that
	// when the test "child <= -score" holds.
	const r = negamax(
		child.curLo,
		child.curHi,
		child.maskLo,
		child.maskHi,
		child.mine,
		child.theirs,
		-score,
		1 - score
	);
	return r <= -score ? { score, bound: 'exact' } : { score: 0 - r, bound: 'upper' };
}

/**
 * A solver score (from the side to move, which has `mine` discs and the other side `theirs`) as
 * the engine's minimax value (docs/conventions.md, "Scores"; Connect Four's WIN is 1000): a draw 0;
 * a win of the side to move with its d-th disc is a win d - mine moves, at depth
 * 2 (d - mine) - 1 plies, so WIN - that depth with the depth penalty, WIN without; a loss to the
 * other side's d-th disc is at depth 2 (d - theirs) plies: that depth - WIN, or -WIN.
 */
export function solverValue(
	score: number,
	mine: number,
	theirs: number,
	depthPenalty: boolean
): number {
	const win = GAME_DEFS.connect4.win;
	if (score === 0) return 0;
	if (!depthPenalty) return score > 0 ? win : -win;
	return score > 0 ? win - (2 * (22 - score - mine) - 1) : 2 * (22 + score - theirs) - win;
}

/**
 * How many moves the winner of a position scored `score` needs from there, its winning move
 * included (its own moves, not plies): 22 - score - mine for the side to move, 22 + score - theirs
 * for the other; 0 for a draw.
 */
export function movesToWin(score: number, mine: number, theirs: number): number {
	if (score === 0) return 0;
	return score > 0 ? 22 - score - mine : 22 + score - theirs;
}
