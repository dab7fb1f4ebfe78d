/**
 * Immediate wins (the rules' training: "find your immediate wins first, then the opponent's"): the
 * empty cells where a side would complete a line of three by playing there, whoever is to move.
 */
import { LINES, toMasks, winner, type Mark, type Position } from '../engine/index';

/** A line of three as cell indices (one of the board's eight LINES). */
export type Line = readonly [number, number, number];

/** One cell where a side would complete a line at once, with the line it completes (the first). */
export interface Threat {
	cell: number;
	line: Line;
}

/** Both sides' immediate wins: cells ascending. */
export interface Threats {
	X: number[];
	O: number[];
}

function maskOf(line: Line): number {
	return (1 << line[0]) | (1 << line[1]) | (1 << line[2]);
}

/**
 * Cells (ascending) where `side` would complete a line at once, each with the first line (in LINES
 * order) it completes. Empty when the game is over (no move may be played).
 */
export function winningMoves(position: Position, side: Mark): Threat[] {
	if (winner(position) !== null) return [];
	const [x, o] = toMasks(position);
	const own = side === 'X' ? x : o;
	const taken = x | o;
	const out: Threat[] = [];
	for (let cell = 0; cell < 9; cell++) {
		const bit = 1 << cell;
		if (taken & bit) continue;
		const line = LINES.find(
			(l) => (maskOf(l) & bit) !== 0 && ((own | bit) & maskOf(l)) === maskOf(l)
		);
		if (line) out.push({ cell, line });
	}
	return out;
}

/**
 * The "Show threats" cells: where X and where O would complete a line at once (cells 0-8,
 * ascending), whoever is to move. Both empty once the game is over.
 */
export function threats(position: Position): Threats {
	return {
		X: winningMoves(position, 'X').map((t) => t.cell),
		O: winningMoves(position, 'O').map((t) => t.cell)
	};
}

/**
 * Lines through `cell` that hold two marks of `side` and no mark of the other side (the lines the
 * cell would complete). Empty for a taken cell.
 */
export function linesCompletedBy(position: Position, side: Mark, cell: number): Line[] {
	if (position.cells[cell] !== null) return [];
	const [x, o] = toMasks(position);
	const own = (side === 'X' ? x : o) | (1 << cell);
	return LINES.filter((l) => (maskOf(l) & own) === maskOf(l));
}
