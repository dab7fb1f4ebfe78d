/**
 * Positions of every game (games.ts) at the engine's boundary: the `Position` type of board.ts with
 * `game.cellCount` cells, row by row from the top left. Rules (docs/conventions.md, "Games" and
 * "Finished game"): a line of `winLength` marks wins, checked before the full board; with gravity
 * a mark drops to the lowest empty cell of its column, so no mark sits above an empty cell.
 * A move is always named by the cell it fills; with gravity that cell is the lowest empty cell of
 * its column (`dropCell`). The search's own fast encodings live in search-game.ts.
 * Ultimate tic-tac-toe (GameDef.rules 'ultimate') is not a k-in-a-row game: gameOutcome, gameMoves,
 * playMove and emptyGamePosition hand it to its own rules (ultimate.ts).
 */
import type { CellContent, Mark, Outcome, Position } from './board';
import type { GameDef } from './games';
import {
	emptyUltimatePosition,
	playUltimateMove,
	ultimateMoves,
	ultimateOutcome
} from './ultimate';

const other = (m: Mark): Mark => (m === 'X' ? 'O' : 'X');

/** The empty board of `game`, X to move. */
export function emptyGamePosition(game: GameDef): Position {
	if (game.rules === 'ultimate') return emptyUltimatePosition();
	return { cells: Array<CellContent>(game.cellCount).fill(null), toMove: 'X' };
}

/** The lines (cell index lists) complete for one mark, in GameDef.lines order. */
export function gameWinningLines(
	game: GameDef,
	cells: readonly CellContent[]
): (readonly number[])[] {
	return game.lines.filter((line) => {
		const first = cells[line[0]];
		return first !== null && line.every((c) => cells[c] === first);
	});
}

/** True when `mark` has a complete line on `cells`. */
export function hasGameLine(game: GameDef, cells: readonly CellContent[], mark: Mark): boolean {
	return game.lines.some((line) => line.every((c) => cells[c] === mark));
}

/**
 * The outcome of a board, or null while the game goes on: a line wins (checked before the full
 * board, so a line made on the last cell wins); a full board without a line is a draw. When both
 * marks have a line (no game reaches that), X is named. Ultimate: ultimateOutcome.
 */
export function gameOutcome(game: GameDef, cells: readonly CellContent[]): Outcome | null {
	if (game.rules === 'ultimate') return ultimateOutcome(cells);
	if (hasGameLine(game, cells, 'X')) return 'X';
	if (hasGameLine(game, cells, 'O')) return 'O';
	return cells.every((c) => c !== null) ? 'draw' : null;
}

/**
 * With gravity, the first cell (in index order) holding a mark above an empty cell, or -1 when
 * every mark rests on the bottom row or on another mark. Always -1 without gravity.
 */
export function floatingCell(game: GameDef, cells: readonly CellContent[]): number {
	if (!game.gravity) return -1;
	for (let i = 0; i < game.cellCount - game.width; i++) {
		if (cells[i] !== null && cells[i + game.width] === null) return i;
	}
	return -1;
}

/** The lowest empty cell of `column` (0 = left), or null when the column is full. */
export function dropCell(
	game: GameDef,
	cells: readonly CellContent[],
	column: number
): number | null {
	for (let row = game.height - 1; row >= 0; row--) {
		const cell = row * game.width + column;
		if (cells[cell] === null) return cell;
	}
	return null;
}

/**
 * The moves of the side to move, as the cells they fill; none once the game is over. Without
 * gravity: the empty cells, ascending. With gravity: the lowest empty cell of each column that is
 * not full, by column from the left. Ultimate: ultimateMoves (the forced board's empty cells, or
 * every open board's), ascending.
 */
export function gameMoves(game: GameDef, position: Position): number[] {
	if (game.rules === 'ultimate') return ultimateMoves(position);
	if (gameOutcome(game, position.cells) !== null) return [];
	if (!game.gravity) {
		const out: number[] = [];
		position.cells.forEach((c, i) => {
			if (c === null) out.push(i);
		});
		return out;
	}
	const out: number[] = [];
	for (let col = 0; col < game.width; col++) {
		const cell = dropCell(game, position.cells, col);
		if (cell !== null) out.push(cell);
	}
	return out;
}

/**
 * The position after the side to move fills `cell`. Returns a new object; the input is unchanged.
 * @throws RangeError when the position does not have game.cellCount cells, the cell is out of
 *   range or taken, the game is over, or (gravity) the cell is not its column's lowest empty cell;
 *   ultimate: as playUltimateMove (also a closed board, or not the forced board).
 */
export function playMove(game: GameDef, position: Position, cell: number): Position {
	if (game.rules === 'ultimate') return playUltimateMove(position, cell);
	if (position.cells.length !== game.cellCount) {
		throw new RangeError(
			`A ${game.id} position has ${game.cellCount} cells, this one has ${position.cells.length}.`
		);
	}
	if (!Number.isInteger(cell) || cell < 0 || cell >= game.cellCount) {
		throw new RangeError(
			`Cell index ${cell} is out of range: expected 0 to ${game.cellCount - 1}.`
		);
	}
	if (gameOutcome(game, position.cells) !== null) {
		throw new RangeError('The game is over: no move can be played.');
	}
	if (position.cells[cell] !== null) {
		throw new RangeError(`Cell ${cell + 1} is already taken by ${position.cells[cell]}.`);
	}
	if (game.gravity && dropCell(game, position.cells, cell % game.width) !== cell) {
		throw new RangeError(
			`Cell ${cell + 1} is not the lowest empty cell of column ${(cell % game.width) + 1}.`
		);
	}
	const cells = position.cells.slice();
	cells[cell] = position.toMove;
	return { cells, toMove: other(position.toMove) };
}

/**
 * The position after the side to move drops a disc in `column` (0 = left; gravity games).
 * @throws RangeError when the column is out of range or full, or as playMove.
 */
export function playColumn(game: GameDef, position: Position, column: number): Position {
	if (!Number.isInteger(column) || column < 0 || column >= game.width) {
		throw new RangeError(`Column ${column} is out of range: expected 0 to ${game.width - 1}.`);
	}
	const cell = dropCell(game, position.cells, column);
	if (cell === null) throw new RangeError(`Column ${column + 1} is full.`);
	return playMove(game, position, cell);
}
