/**
 * What a change of search options did to the candidate moves: each root move's score before and
 * after (the candidate table shows "10 → 9" until the next change). Pure: no DOM, no runes.
 */
import type { Bound, MoveScore, Position } from '$lib/engine';

/** A move's score with its bound ("<= -8" is { score: -8, bound: 'upper' }). */
export interface BoundedScore {
	readonly score: number;
	readonly bound: Bound;
}

/** One candidate move across a change: its score before and after (null: not a move then). */
export interface ScoreChange {
	/** The cell the move fills (0-based). */
	readonly cell: number;
	readonly before: BoundedScore | null;
	readonly after: BoundedScore | null;
	/** False when score and bound are the same before and after. */
	readonly changed: boolean;
}

const scoreOf = (m: MoveScore | undefined): BoundedScore | null =>
	m ? { score: m.score, bound: m.bound } : null;

/**
 * Each candidate's score before and after a change, in the order of the moves after the change
 * (the order the new search tried them), followed by any move only the search before had.
 * Both lists are root moves of searches of the same position (SearchResult.moves).
 */
export function scoreChanges(
	before: readonly MoveScore[],
	after: readonly MoveScore[]
): ScoreChange[] {
	const byCell = new Map(before.map((m) => [m.cell, m]));
	const out: ScoreChange[] = after.map((m) => {
		const was = byCell.get(m.cell);
		return {
			cell: m.cell,
			before: scoreOf(was),
			after: scoreOf(m),
			changed: !was || was.score !== m.score || was.bound !== m.bound
		};
	});
	const seen = new Set(after.map((m) => m.cell));
	for (const m of before) {
		if (!seen.has(m.cell))
			out.push({ cell: m.cell, before: scoreOf(m), after: null, changed: true });
	}
	return out;
}

/** True when two positions have the same cells and side to move (searches of the same position). */
export function samePosition(a: Position, b: Position): boolean {
	return (
		a.toMove === b.toMove &&
		a.cells.length === b.cells.length &&
		a.cells.every((c, i) => c === b.cells[i])
	);
}
