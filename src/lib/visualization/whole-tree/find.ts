/**
 * Finding a position in a recorded tree: every node whose board equals the given one, that is the
 * position and its transpositions (the same board reached by other move orders). No DOM here.
 */
import {
	isTableHit,
	nodesWithCells,
	recordGame,
	toMasks,
	type CellContent,
	type SearchRecord
} from '$lib/engine';

/**
 * Indices of the nodes whose board is `xMask` / `oMask` (bit i = cell i), in preorder.
 * The side to move is not compared: in one tree it follows from the marks on the board.
 * One linear scan of the two mask arrays (about 2 ms for 549,946 nodes).
 */
export function findPosition(
	record: Pick<SearchRecord, 'count' | 'xMask' | 'oMask'>,
	xMask: number,
	oMask: number
): Int32Array {
	const { count, xMask: xs, oMask: os } = record;
	let found = 0;
	for (let i = 0; i < count; i++) if (xs[i] === xMask && os[i] === oMask) found++;
	const out = new Int32Array(found);
	let j = 0;
	for (let i = 0; i < count && j < found; i++) if (xs[i] === xMask && os[i] === oMask) out[j++] = i;
	return out;
}

/**
 * Indices of the nodes whose board is `cells` (row by row from the top left), in preorder, on any
 * game: boards of at most 16 cells by their masks (`findPosition`), Connect Four's 42 cells by
 * replaying each node's moves (`nodesWithCells`, src/lib/engine/record-read.ts).
 */
export function findCells(record: SearchRecord, cells: readonly CellContent[]): Int32Array {
	if (recordGame(record).cellCount > 16) return Int32Array.from(nodesWithCells(record, cells));
	const [xMask, oMask] = toMasks({ cells, toMove: 'X' });
	return findPosition(record, xMask, oMask);
}

/** How many of `nodes` are transposition-table hits. */
export function countTableHits(record: SearchRecord, nodes: Iterable<number>): number {
	let hits = 0;
	for (const i of nodes) if (isTableHit(record, i)) hits++;
	return hits;
}
