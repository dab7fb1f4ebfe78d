/** The games people can choose: tic-tac-toe 3x3 for now; issue 11 adds 'ttt4' and 'connect4'. */
import { mnkRules } from './mnk';
import type { GameRules } from './rules';

/** Tic-tac-toe 3x3: three in a row wins, X first; the engine's board and lines. */
export const TIC_TAC_TOE = mnkRules({ id: 'ttt3', width: 3, height: 3, k: 3, gravity: false });

/** Every game on offer, by id. */
export const GAMES: readonly GameRules[] = [TIC_TAC_TOE];

/** The rules with this id, or null when there is no such game. */
export function rulesById(id: string): GameRules | null {
	return GAMES.find((rules) => rules.id === id) ?? null;
}
