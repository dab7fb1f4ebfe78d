/**
 * The games people can choose on the page: tic-tac-toe 3x3, tic-tac-toe 4x4 (four in a row),
 * Connect Four (7 columns by 6 rows, four in a row, gravity) and ultimate tic-tac-toe (nine small
 * 3x3 boards in a 3x3 frame, engine ultimate.ts). Each is the engine's definition itself
 * (src/lib/engine/games.ts, the one description of a game); its id is the link's `game=` value
 * (docs/game-rules.md).
 */
import { GAME_DEFS, gameById, type BuiltInGameId, type GameDef } from '$lib/engine';

/** Tic-tac-toe 3x3: three in a row wins, X first. */
export const TIC_TAC_TOE: GameDef = GAME_DEFS.ttt3;

/** Tic-tac-toe 4x4: four in a row, column or diagonal wins, X first. */
export const TIC_TAC_TOE_4: GameDef = GAME_DEFS.ttt4;

/** Connect Four: 7 columns by 6 rows, a disc drops to the lowest empty cell, four in a row wins. */
export const CONNECT_FOUR: GameDef = GAME_DEFS.connect4;

/** Ultimate tic-tac-toe: nine small 3x3 boards, the cell played sends the opponent's move. */
export const ULTIMATE: GameDef = GAME_DEFS.ultimate;

/** The games the page offers, in the order the "Game" select lists them. */
export const PAGE_GAME_IDS: readonly BuiltInGameId[] = ['ttt3', 'ttt4', 'connect4', 'ultimate'];

/** Every game on offer, in the order the "Game" select lists them. */
export const GAMES: readonly GameDef[] = PAGE_GAME_IDS.map((id) => GAME_DEFS[id]);

/**
 * The game with this id as read from a link, a saved series or the "Game" select, or null when
 * the page offers no such game (engine gameById, limited to PAGE_GAME_IDS).
 */
export function rulesById(id: string): GameDef | null {
	const def = gameById(id);
	return def && (PAGE_GAME_IDS as readonly string[]).includes(def.id) ? def : null;
}
