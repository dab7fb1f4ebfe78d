/**
 * The games people can choose (issue 11): tic-tac-toe 3x3, tic-tac-toe 4x4 (four in a row) and
 * Connect Four (7 columns by 6 rows, four in a row, gravity). Their ids are the engine's game ids
 * (src/lib/engine/games.ts) and the link's `game=` values (docs/game-rules.md).
 */
import { mnkRules } from './mnk';
import type { GameRules } from './rules';

/** Tic-tac-toe 3x3: three in a row wins, X first; the engine's board and lines. */
export const TIC_TAC_TOE = mnkRules({ id: 'ttt3', width: 3, height: 3, k: 3, gravity: false });

/** Tic-tac-toe 4x4: four in a row, column or diagonal wins, X first. */
export const TIC_TAC_TOE_4 = mnkRules({ id: 'ttt4', width: 4, height: 4, k: 4, gravity: false });

/** Connect Four: 7 columns by 6 rows, a disc drops to the lowest empty cell, four in a row wins. */
export const CONNECT_FOUR = mnkRules({
	id: 'connect4',
	width: 7,
	height: 6,
	k: 4,
	gravity: true
});

/** Every game on offer, by id, in the order the "Game" select lists them. */
export const GAMES: readonly GameRules[] = [TIC_TAC_TOE, TIC_TAC_TOE_4, CONNECT_FOUR];

/** The rules with this id, or null when there is no such game. */
export function rulesById(id: string): GameRules | null {
	return GAMES.find((rules) => rules.id === id) ?? null;
}
