/**
 * The game review (lichess's and chess.com's, exact here): every ply labelled from the minimax
 * value before and after it, from the mover's point of view (solve.ts gives the values).
 * - "best": the move keeps the position's best value;
 * - "inaccuracy": it keeps the result (win, draw or loss) but scores less: under the depth penalty
 *   it wins more slowly or loses sooner;
 * - "mistake": a win becomes a draw, or a draw a loss;
 * - "blunder": a win becomes a loss.
 * The result of a value: a win above 0, a draw at 0, a loss below 0 (for an estimate, whose values
 * come from the evaluation function, "win" and "loss" mean a proved one, |v| > WIN - cells, and
 * everything between is "unclear", compared by value alone). Each judged move carries its reason in
 * numbers and lines: the value played, the best value and move, the opponent's best answer (the
 * refutation) and the best line. No sentence is made here (the i18n review slice renders them).
 */
import { gameOutcome, other, playMove, type Mark, type Position } from '../engine/index';
import type { Line, PositionValue, ReviewSolver } from './solve';

/** The four labels, best first. */
export type ReviewLabel = 'best' | 'inaccuracy' | 'mistake' | 'blunder';

/** What a value means for the side it belongs to. */
export type ValueResult = 'win' | 'draw' | 'loss' | 'unclear';

/** One move judged against the best move of its position. */
export interface JudgedMove {
	readonly mover: Mark;
	readonly cell: number;
	readonly label: ReviewLabel;
	/** The value of the move played, for the mover. */
	readonly value: number;
	/** The best value of the position (the value of `bestCell`), for the mover. */
	readonly bestValue: number;
	/** The first best move (the search's tie-break). */
	readonly bestCell: number;
	/** What `value` and `bestValue` mean for the mover. */
	readonly result: ValueResult;
	readonly bestResult: ValueResult;
	/**
	 * The opponent's best play after the move (empty when the move ended the game): the line that
	 * refutes it, or with "best" the line the game goes on with under best play.
	 */
	readonly refutation: Line;
	/** The best line from the position, starting with `bestCell`. */
	readonly bestLine: Line;
	/** True when both values are proved (false: Connect Four estimates). */
	readonly exact: boolean;
	/** The depth of the estimate when not exact, else null. */
	readonly depth: number | null;
}

/** One ply of a reviewed game: the judged move and the position it was played in. */
export interface ReviewedPly extends JudgedMove {
	/** The ply's index in the game (0: the first move). */
	readonly ply: number;
	/** The position before the move. */
	readonly before: Position;
}

/** How many of each label a side got. */
export type LabelCounts = Record<ReviewLabel, number>;

/** A whole reviewed game. */
export interface GameReview {
	readonly plies: readonly ReviewedPly[];
	/** Counts per side (X and O). */
	readonly counts: Readonly<Record<Mark, LabelCounts>>;
	/** The value of the start position and of each position after a ply (plies.length + 1). */
	readonly values: readonly PositionValue[];
	/** True when every value is proved. */
	readonly exact: boolean;
	/** Nodes every search of the review examined. */
	readonly nodes: number;
}

/** What a value means (module docstring); `exact` false for an estimate. */
export function resultOf(value: number, win: number, cells: number, exact = true): ValueResult {
	if (exact) return value > 0 ? 'win' : value < 0 ? 'loss' : 'draw';
	if (value > win - cells) return 'win';
	if (value < cells - win) return 'loss';
	return 'unclear';
}

const RANK: Record<ValueResult, number> = { loss: 0, unclear: 1, draw: 1, win: 2 };

/**
 * The label of a move of value `value` where the best is `best` (both for the mover; module
 * docstring): equal values "best"; the same result "inaccuracy"; a win lost to a loss "blunder";
 * any other drop of one result "mistake".
 */
export function labelOf(
	value: number,
	best: number,
	result: ValueResult,
	bestResult: ValueResult
): ReviewLabel {
	if (value >= best) return 'best';
	if (result === bestResult) return 'inaccuracy';
	if (bestResult === 'win' && result === 'loss') return 'blunder';
	if (RANK[result] >= RANK[bestResult]) return 'inaccuracy';
	return 'mistake';
}

/**
 * Judges `cell` played in `position` (its side to move plays it).
 * @throws RangeError when the game is over or the move is not legal (playMove).
 */
export function judgeMove(solver: ReviewSolver, position: Position, cell: number): JudgedMove {
	const game = solver.game;
	const child = playMove(game, position, cell);
	const before = solver.value(position);
	const bestCell = before.best as number;
	// The best move is worth the position's value: for a proved value the child's own value says
	// the same (valueThroughMove); for two estimates (searched apart, one ply deeper or not) it
	// may differ, and the search's own choice is kept "best".
	const child0 = solver.moveValue(position, cell);
	const played = cell === bestCell ? { value: before.value, exact: before.exact } : child0;
	const exact = before.exact && played.exact;
	const bestResult = resultOf(before.value, solver.win, game.cellCount, before.exact);
	const result = resultOf(played.value, solver.win, game.cellCount, played.exact);
	const depth = exact ? null : (before.depth ?? solver.value(child).depth);
	return {
		mover: position.toMove,
		cell,
		label: labelOf(played.value, before.value, result, bestResult),
		value: played.value,
		bestValue: before.value,
		bestCell,
		result,
		bestResult,
		refutation: solver.line(child),
		bestLine: solver.line(position, bestCell),
		exact,
		depth
	};
}

/** Zero of each label. */
export function emptyCounts(): LabelCounts {
	return { best: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
}

/**
 * Reviews the game that starts at `start` with `moves` (cells, in order): every ply judged, the
 * counts per side, the value of every position. A game may be finished or still going on.
 * @param onProgress called after each position is valued, with (positions done, positions in
 *   all: moves.length + 1), the last position first.
 * @throws RangeError when a move is not legal where it is played (the game is reviewed up to it
 *   by nobody: nothing is returned).
 */
export function reviewGame(
	solver: ReviewSolver,
	start: Position,
	moves: readonly number[],
	onProgress?: (done: number, total: number) => void
): GameReview {
	const plies: ReviewedPly[] = [];
	const counts: Record<Mark, LabelCounts> = { X: emptyCounts(), O: emptyCounts() };
	const values: PositionValue[] = [];
	const nodes0 = solver.nodes;
	// The positions from the last to the first: in Connect Four the solver proves the late ones
	// fast and keeps what it learnt (its table) for the earlier ones.
	const positions: Position[] = [start];
	for (const cell of moves)
		positions.push(playMove(solver.game, positions[positions.length - 1], cell));
	for (let i = positions.length - 1; i >= 0; i--) {
		solver.value(positions[i]);
		onProgress?.(positions.length - i, positions.length);
	}
	let p = start;
	moves.forEach((cell, ply) => {
		const judged = judgeMove(solver, p, cell);
		plies.push({ ...judged, ply, before: p });
		counts[judged.mover][judged.label]++;
		values.push(solver.value(p));
		p = playMove(solver.game, p, cell);
	});
	values.push(solver.value(p));
	return {
		plies,
		counts,
		values,
		exact: values.every((v) => v.exact) && plies.every((x) => x.exact),
		nodes: solver.nodes - nodes0
	};
}

/** What the opponent threatens: what it would do if it were its move now. */
export interface Threat {
	/** The side that threatens (the side not to move). */
	readonly side: Mark;
	/** Cells where it would complete a line at once (ascending). */
	readonly winningCells: readonly number[];
	/**
	 * Its value if it moved now (for it), and its best line then: a forcing line when `result` is
	 * "win" and there is no immediate win.
	 */
	readonly value: number;
	readonly result: ValueResult;
	readonly line: Line;
	readonly exact: boolean;
}

/**
 * The threat in `position` (the null-move idea, exact here): the same board with the other side to
 * move, its immediate wins and its best line. Null when the game is over.
 */
export function threatOf(solver: ReviewSolver, position: Position): Threat | null {
	const game = solver.game;
	if (gameOutcome(game, position.cells) !== null) return null;
	const side = other(position.toMove);
	const flipped: Position = { cells: position.cells, toMove: side };
	const winningCells: number[] = [];
	for (let cell = 0; cell < game.cellCount; cell++) {
		if (position.cells[cell] !== null) continue;
		let next: Position;
		try {
			next = playMove(game, flipped, cell);
		} catch {
			continue;
		}
		if (gameOutcome(game, next.cells) === side) winningCells.push(cell);
	}
	const v = solver.value(flipped);
	return {
		side,
		winningCells,
		value: v.value,
		result: resultOf(v.value, solver.win, game.cellCount, v.exact),
		line: solver.line(flipped),
		exact: v.exact
	};
}

/** A retry of a reviewed ply ("Find a better move"): the move tried, judged the same way. */
export interface Retry extends JudgedMove {
	/** True when the move tried is better than the move played in the game. */
	readonly better: boolean;
	/** True when it is a best move. */
	readonly found: boolean;
}

/**
 * Judges `cell` tried instead of the move of `ply` (from the same position).
 * @throws RangeError when the cell cannot be played there (playMove).
 */
export function checkRetry(solver: ReviewSolver, ply: ReviewedPly, cell: number): Retry {
	const judged = judgeMove(solver, ply.before, cell);
	return { ...judged, better: judged.value > ply.value, found: judged.label === 'best' };
}
