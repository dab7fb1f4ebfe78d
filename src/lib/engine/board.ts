/**
 * The board types of every game (games.ts): marks, cells and positions, row by row from the top
 * left (index 0), as the rest of the app sees them (docs/conventions.md, "Board"). Inside the
 * engine a position has compact encodings (ttt3.ts, search-game.ts); the public `Position` type
 * with an array of cells exists only at the boundary. The 3x3 board's own helpers are in ttt3.ts;
 * every game's rules in game-board.ts.
 */

/**
 * A mark on the board. Either mark may move first: a position's `toMove` says which. Under the
 * standard rules X opens and the player who moves first takes X (src/lib/game, "X always starts");
 * in the first tutorial's variant one player keeps X and O may open, so the engine assumes neither.
 */
export type Mark = 'X' | 'O';

/** One cell's content: a mark or `null` for empty. */
export type CellContent = Mark | null;

/** How a finished game ended: the winning mark, or a draw. */
export type Outcome = Mark | 'draw';

/**
 * A position as the rest of the app sees it.
 * `cells` has the game's cellCount entries (9 on 3x3, index 0 top-left to 8 bottom-right);
 * `toMove` is the side to move. `forcedBoard` is read by ultimate tic-tac-toe alone (ultimate.ts):
 * the small board (0-8) the side to move must play in, or null / absent when it may play in any
 * open board; every other game ignores it.
 */
export interface Position {
	readonly cells: readonly CellContent[];
	readonly toMove: Mark;
	readonly forcedBoard?: number | null;
}

/** The opponent of a mark. */
export function other(mark: Mark): Mark {
	return mark === 'X' ? 'O' : 'X';
}
