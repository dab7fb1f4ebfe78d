/**
 * The games' names in English, by their message key (engine GameDef.names.game): the page's
 * "Game" select and the command line's option line.
 */
import type { GameDef, GameNameKey } from '$lib/engine/games';

/** A name made from the definition (only 'kInARow' reads it: "5x5, 4 in a row"). */
type NameOf = (game: GameDef) => string;

/** The "Game" select's names: "Tic-tac-toe 3x3", "Connect Four"... */
export const GAME_NAMES_EN: Readonly<Record<GameNameKey, NameOf>> = {
	ticTacToe3: () => 'Tic-tac-toe 3x3',
	ticTacToe4: () => 'Tic-tac-toe 4x4',
	connectFour: () => 'Connect Four',
	ultimateTicTacToe: () => 'Ultimate tic-tac-toe',
	kInARow: (g) => `${g.width}x${g.height}, ${g.winLength} in a row`
};

/** The command line's option line names: "tic-tac-toe 3x3", "Connect Four"... */
export const CLI_GAME_NAMES_EN: Readonly<Record<GameNameKey, NameOf>> = {
	ticTacToe3: () => 'tic-tac-toe 3x3',
	ticTacToe4: () => 'tic-tac-toe 4x4',
	connectFour: () => 'Connect Four',
	ultimateTicTacToe: () => 'ultimate tic-tac-toe',
	kInARow: (g) => `${g.width}x${g.height}, ${g.winLength} in a row`
};
