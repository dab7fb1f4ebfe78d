/** The default cell writer: numbers 1-9, row by row from the top left (index 4 is "5"). */
import type { CellWriter } from './messages';

export const numberCell: CellWriter = (cell) => String(cell + 1);
