/** The default cell writer: numbers 1-9, row by row from the top left (index 4 is "5"). */
import type { CellWriter, MoveWriter } from './messages';

export const numberCell: CellWriter = (cell) => String(cell + 1);

/**
 * The move writers of a language: `columns` null names a move by its cell (`cellWord` and the cell:
 * "cell 5"); a width names it by its column, 1 from the left (`columnWord`: "column 4").
 */
export function moveWriter(
	cell: CellWriter,
	columns: number | null,
	cellWord: string,
	columnWord: string
): MoveWriter {
	return columns === null
		? (c) => `${cellWord} ${cell(c)}`
		: (c) => `${columnWord} ${(c % columns) + 1}`;
}
