/**
 * The games people can choose on the page: tic-tac-toe 3x3, tic-tac-toe 4x4 (four in a row),
 * Connect Four (7 columns by 6 rows, four in a row, gravity) and ultimate tic-tac-toe (nine small
 * 3x3 boards in a 3x3 frame, engine ultimate.ts), and the games added at start (engine
 * added-games.ts). Each is the engine's definition itself (src/lib/engine/games.ts, the one
 * description of a game); its id is the link's `game=` value (docs/game-rules.md).
 */
import { GAME_DEFS, gameById, gameDef, gameIds, type GameDef } from '$lib/engine';

/** Tic-tac-toe 3x3: three in a row wins, X first. */
export const TIC_TAC_TOE: GameDef = GAME_DEFS.ttt3;

/** Tic-tac-toe 4x4: four in a row, column or diagonal wins, X first. */
export const TIC_TAC_TOE_4: GameDef = GAME_DEFS.ttt4;

/** Connect Four: 7 columns by 6 rows, a disc drops to the lowest empty cell, four in a row wins. */
export const CONNECT_FOUR: GameDef = GAME_DEFS.connect4;

/** Ultimate tic-tac-toe: nine small 3x3 boards, the cell played sends the opponent's move. */
export const ULTIMATE: GameDef = GAME_DEFS.ultimate;

/**
 * Every game on offer, in the order the "Game" select lists them: the built-in games, then the
 * games added at start (engine addGames, docs/architecture.md "Adding a game"). A function, not a
 * list: the page adds its games after this module is evaluated.
 */
export function pageGames(): readonly GameDef[] {
	return gameIds().map((id) => gameDef(id));
}

/**
 * The game with this id as read from a link, a saved series or the "Game" select, or null when
 * no registered game has it (engine gameById): a game added at start is on offer like the others.
 */
export function rulesById(id: string): GameDef | null {
	return gameById(id);
}
