/**
 * The coach for games against the computer: after the human's move, did it change the minimax value
 * against the human (a win or a draw thrown away, a faster loss)? If the computer now wins, which
 * concrete line of three does it complete at the end of the principal variation? Values use the
 * depth penalty (a win at depth d scores 10 - d), so a faster loss is a lower value, and are from
 * the human's view, depths counted from the position before the move. Searches are alpha-beta
 * (root values are exact; the principal variation follows exact nodes) in index order.
 */
import {
	nodeOutcome,
	play,
	search,
	toMasks,
	winningLine,
	cellsOfMasks,
	type Mark,
	type Outcome,
	type Position,
	type SearchResult
} from '../engine/index';
import { variationFrom } from './context';
import { winningMoves, type Line } from './threats';

/** How the move changed the human's minimax value ('none': it kept the best value). */
export type ValueChange =
	'none' | 'win-to-draw' | 'win-to-loss' | 'draw-to-loss' | 'slower-win' | 'faster-loss';

/** The coach's verdict on one move. Cells are 0-8. */
export interface CoachReport {
	human: Mark;
	move: number;
	/** Minimax value before the move (human's view, depth penalty). */
	before: number;
	/** Minimax value after it, same view and depths. */
	after: number;
	change: ValueChange;
	mistake: boolean;
	/** The human's first best move (what minimax would have played). */
	bestMove: number;
	/** Principal variation after the move: the cells both sides play, the computer first. */
	line: number[];
	/** How that line ends. */
	outcome: Outcome;
	/** The line of three the computer completes at the end of `line`; null unless it wins. */
	winningLine: Line | null;
	/** A cell where the human could have won at once instead; null if none or if the move won. */
	missedWin: number | null;
	/** The computer's immediate win the human left open (it wins there next move); null if none. */
	missedBlock: number | null;
}

/** The coach's search switches. */
export const COACH_OPTIONS = { alphaBeta: true, depthPenalty: true, order: 'index' } as const;

function classify(before: number, after: number): ValueChange {
	if (after >= before) return 'none';
	if (before > 0) return after > 0 ? 'slower-win' : after === 0 ? 'win-to-draw' : 'win-to-loss';
	return before === 0 ? 'draw-to-loss' : 'faster-loss';
}

function reuse(given: SearchResult | undefined, position: Position): SearchResult {
	if (!given) return search(position, COACH_OPTIONS);
	const [x, o] = toMasks(position);
	const r = given.record;
	if (r.xMask[0] !== x || r.oMask[0] !== o || !given.options.depthPenalty) {
		throw new RangeError('The given search is not of this position with the depth penalty.');
	}
	return given;
}

/**
 * Judges the human's move `move` in `before` (the human is the side to move).
 * @param searches optional searches the app already ran (with the depth penalty) of `before` and of
 *   the position after the move; missing ones are run here.
 * @throws RangeError for an illegal move (engine `play`) or a search of another position.
 */
export function coachMove(
	before: Position,
	move: number,
	searches: { before?: SearchResult; after?: SearchResult } = {}
): CoachReport {
	const afterPosition = play(before, move);
	const human = before.toMove;
	const first = reuse(searches.before, before);
	const second = reuse(searches.after, afterPosition);
	// The computer's value v at the next position, one ply deeper: the human's is -(v - sign v).
	const v = second.value;
	const after = v === 0 ? 0 : -(v - Math.sign(v));
	const change = classify(first.value, after);
	const { record } = second;
	const pv = variationFrom(record, 0);
	const end = pv[pv.length - 1];
	const outcome = nodeOutcome(record, end) ?? 'draw';
	const computer: Mark = human === 'X' ? 'O' : 'X';
	const endPosition = { cells: cellsOfMasks(record.xMask[end], record.oMask[end]), toMove: human };
	const humanWins = winningMoves(before, human).map((t) => t.cell);
	const computerWins = winningMoves(before, computer).map((t) => t.cell);
	const leftOpen = winningMoves(afterPosition, computer).map((t) => t.cell);
	return {
		human,
		move,
		before: first.value,
		after,
		change,
		mistake: change !== 'none',
		bestMove: first.bestMove as number,
		line: pv.slice(1).map((n) => record.move[n]),
		outcome,
		winningLine: outcome === computer ? winningLine(endPosition) : null,
		missedWin: humanWins.includes(move) ? null : (humanWins[0] ?? null),
		missedBlock: computerWins.find((c) => leftOpen.includes(c)) ?? null
	};
}
