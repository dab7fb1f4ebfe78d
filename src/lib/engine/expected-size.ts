/**
 * Sizes known before a search starts: for a search whose node and table-entry counts are
 * reference figures (docs/reference-figures.md), what the record's first buffer and the
 * transposition table are made at once (SearchControl.expected), so that neither grows and copies
 * during the search. Only the speed depends on it: every node, value and byte of the record is
 * the same with any size (tests/unit/engine/record-bytes.test.ts).
 */
import type { CellContent } from './board';
import type { GameId } from './games';
import type { MoveOrder } from './order';

/**
 * The 4x4 draw proof from the empty board (alpha-beta, the table, centre first, no depth penalty,
 * no depth limit): 725,254 nodes and 241,788 table entries (docs/reference-figures.md).
 */
export const PROOF4_TABLE_FIGURES = { nodes: 725_254, tableEntries: 241_788 } as const;

/** The switches of a search that decide its size (search.ts resolves them). */
export interface SizedSearch {
	game: GameId;
	cells: readonly CellContent[];
	alphaBeta: boolean;
	depthPenalty: boolean;
	order: MoveOrder;
	transpositionTable: boolean;
	depthLimit: number | null;
	firstMoves: readonly number[];
}

/**
 * The nodes and table entries of `s` when they are a reference figure (the 4x4 draw proof with
 * the table), else 0 and 0 (unknown).
 */
export function knownSize(s: SizedSearch): { nodes: number; tableEntries: number } {
	const proof4 =
		s.game === 'ttt4' &&
		s.alphaBeta &&
		!s.depthPenalty &&
		s.order === 'center-first' &&
		s.transpositionTable &&
		s.depthLimit === null &&
		s.firstMoves.length === 0 &&
		s.cells.every((c) => c === null);
	return proof4 ? { ...PROOF4_TABLE_FIGURES } : { nodes: 0, tableEntries: 0 };
}
