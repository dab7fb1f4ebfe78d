/**
 * What the main board shows while the step-through is not at its last step: the position of the
 * current step's node, with the marks the search played below the root told apart from the game's
 * (each with its search move number, 1 for the root's move), and the line of moves that leads there
 * (the caption "Searching: depth 2, after O 6, X 9"). Pure: no DOM, no runes.
 */
import { nodeCells, type CellContent, type Mark, type SearchRecord } from '$lib/engine';

/** One move the search played on the way to the node shown: who played it, and where (0-based). */
export interface SearchMove {
	readonly mark: Mark;
	readonly cell: number;
}

/** The board of a search tree node, for the main board while stepping. */
export interface SearchedBoard {
	/** The node of the record shown. */
	readonly node: number;
	/** Its depth below the decision's root (0: the root, the game's position). */
	readonly depth: number;
	/** Every cell's mark at that node, row by row (the game's marks and the search's). */
	readonly cells: readonly CellContent[];
	/** For each cell, the search move number (1 = the root's move) that put a mark there, else null. */
	readonly order: readonly (number | null)[];
	/** The search's moves from the root to the node, root's move first (`depth` of them). */
	readonly moves: readonly SearchMove[];
}

/**
 * The board of node `node` of `record`: its cells, and the moves the search played from the root
 * to reach it (read along the parent links, O(depth)).
 * @throws RangeError when `node` is not a node of the record (record-read.ts checkNode).
 */
export function searchedBoard(record: SearchRecord, node: number): SearchedBoard {
	const cells = nodeCells(record, node);
	const line: number[] = [];
	for (let a = node; a > 0; a = record.parent[a]) line.push(a);
	line.reverse();
	const order: (number | null)[] = cells.map(() => null);
	const moves = line.map((a, k): SearchMove => {
		const cell = record.move[a];
		order[cell] = k + 1;
		return { mark: cells[cell] as Mark, cell };
	});
	return { node, depth: record.depth[node], cells, order, moves };
}
