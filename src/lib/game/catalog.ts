/**
 * The games people can choose on the page: tic-tac-toe 3x3, tic-tac-toe 4x4 (four in a row) and
 * Connect Four (7 columns by 6 rows, four in a row, gravity). Each is the engine's definition
 * itself (src/lib/engine/games.ts, the one description of a game); its id is the link's `game=`
 * value (docs/game-rules.md). The engine also plays ultimate tic-tac-toe (engine GAME_IDS, the
 * CLI's `--game ultimate`); the page does not offer it until it has a board for it, so it is not
 * in PAGE_GAME_IDS and a link's `game=ultimate` is refused as an unknown game.
 */
import { GAME_DEFS, gameById, type GameDef, type GameId } from '$lib/engine';

/** Tic-tac-toe 3x3: three in a row wins, X first. */
export const TIC_TAC_TOE: GameDef = GAME_DEFS.ttt3;

/** Tic-tac-toe 4x4: four in a row, column or diagonal wins, X first. */
export const TIC_TAC_TOE_4: GameDef = GAME_DEFS.ttt4;

/** Connect Four: 7 columns by 6 rows, a disc drops to the lowest empty cell, four in a row wins. */
export const CONNECT_FOUR: GameDef = GAME_DEFS.connect4;

/** The games the page offers, in the order the "Game" select lists them (not ultimate, yet). */
export const PAGE_GAME_IDS: readonly GameId[] = ['ttt3', 'ttt4', 'connect4'];

/** Every game on offer, in the order the "Game" select lists them. */
export const GAMES: readonly GameDef[] = PAGE_GAME_IDS.map((id) => GAME_DEFS[id]);

/**
 * The game with this id as read from a link, a saved series or the "Game" select, or null when
 * the page offers no such game (engine gameById, limited to PAGE_GAME_IDS).
 */
export function rulesById(id: string): GameDef | null {
	const def = gameById(id);
	return def && PAGE_GAME_IDS.includes(def.id) ? def : null;
}
