/**
 * Test helper: every position reachable from the empty board, read from the engine's own plain
 * minimax record (each recorded node is a reachable position; transpositions appear more than once).
 */
import {
	cellsOfMasks,
	emptyPosition,
	outcomeOfMasks,
	parsePosition,
	search,
	type Mark,
	type Position
} from '$lib/engine/index';

/** The empty board with the given side to move. */
export function emptyBoard(first: Mark): Position {
	return first === 'X' ? emptyPosition() : parsePosition('......... o');
}

/** A reachable position with its masks and whether the game is over. */
export interface Reachable {
	position: Position;
	xMask: number;
	oMask: number;
	finished: boolean;
}

const cache = new Map<Mark, Reachable[]>();

/** Distinct positions (by masks) reachable when `first` moves first, in the record's preorder. */
export function reachablePositions(first: Mark): Reachable[] {
	const cached = cache.get(first);
	if (cached) return cached;
	const { record } = search(emptyBoard(first), { alphaBeta: false, depthPenalty: false });
	const seen = new Set<number>();
	const out: Reachable[] = [];
	const second: Mark = first === 'X' ? 'O' : 'X';
	for (let i = 0; i < record.count; i++) {
		const xMask = record.xMask[i];
		const oMask = record.oMask[i];
		const key = (xMask << 9) | oMask;
		if (seen.has(key)) continue;
		seen.add(key);
		out.push({
			position: {
				cells: cellsOfMasks(xMask, oMask),
				toMove: record.depth[i] % 2 === 0 ? first : second
			},
			xMask,
			oMask,
			finished: outcomeOfMasks(xMask, oMask) !== null
		});
	}
	cache.set(first, out);
	return out;
}
