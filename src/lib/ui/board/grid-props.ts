/**
 * What the playing board's cell grid draws (BoardGrid.svelte), shared by the tic-tac-toe board
 * and Connect Four's (ConnectFourBoard.svelte); Board.svelte computes it from the game.
 */
import type { CellContent, Position } from '$lib/engine';
import type { BoardOverlay } from '$lib/app/game/coach.svelte';
import type { SearchedBoard } from '$lib/app/page/searched-board';
import type { SymbolPair } from '$lib/game/symbols';

export interface GridProps {
	/** The game's position (its side to move, and the marks that drop in when new). */
	position: Position;
	/** The marks on screen: the searched node's while stepping, else the game's. */
	cells: readonly CellContent[];
	/** Cells may be played now (a person's turn, the board showing the game). */
	canPlay: boolean;
	/** Cells of every winning line. */
	line: readonly number[];
	lastComputerCell: number | null;
	/** Another position shown in ghost marks in place of the game (a hovered tree node), or null. */
	preview: readonly CellContent[] | null;
	/** The ply each cell was played at, when move numbers are shown; else null. */
	plies: readonly (number | null)[] | null;
	symbols: SymbolPair;
	onplay: (cell: number) => void;
	overlay: BoardOverlay | null;
	/** The search's position shown while stepping, or null. */
	searched: SearchedBoard | null;
	/** Draw each cell's name in its corner. */
	names: boolean;
	/** Columns and rows of the board. */
	width: number;
	height: number;
	/** A board bigger than 3x3 (smaller marks). */
	big: boolean;
}
