/**
 * The ultimate tic-tac-toe parts of analyze's text output (scripts/analyze.ts): the position as
 * nine small grids (the 9x9 grid, '.' for an empty cell, small boards apart), where the side to
 * move must play, and a move's name with its small board and cell ("41 (board 5, cell 5)": the
 * grid cell 1-81, row by row from the top left, then the engine's board and cell, 1-9 each).
 */
// No '.ts' extension: tests import this file, and svelte-check refuses one.
import type { Position } from '../src/lib/engine/index';
import type { CliCatalogue } from '../src/lib/i18n/cli-catalogues';
import type { Messages } from '../src/lib/i18n/index';

/** The grid's lines: three rows of three small boards, separated by rules of dashes. */
export function ultimateGridLines(position: Position, t: CliCatalogue): string[] {
	const lines: string[] = [];
	for (let r = 0; r < 9; r++) {
		if (r > 0 && r % 3 === 0) lines.push('  ------+-------+------');
		const third = (c0: number) =>
			[0, 1, 2].map((c) => position.cells[r * 9 + c0 + c] ?? '.').join(' ');
		lines.push(`  ${third(0)} | ${third(3)} | ${third(6)}`);
	}
	lines.push(t.cli.ultimateToPlay(position.forcedBoard ?? null));
	return lines;
}

/** A move of the candidate table: the grid cell (1-81) and, in brackets, its board and cell. */
export function ultimateMoveName(cell: number, t: Messages): string {
	return `${cell + 1} (${t.game.ultimateCell(cell)})`;
}
