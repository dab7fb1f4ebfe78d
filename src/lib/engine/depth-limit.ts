/**
 * The depth limits a game accepts, one range for the page's `depthlimit=` link parameter, its
 * "Depth limit" field and the command line's `--depth-limit`: a whole number of plies from 1 to the
 * game's cell count (no game lasts more plies than it has cells), or none.
 */
import { gameDef, type GameId } from './games';

/** The smallest and the largest depth limit of a game, in plies (both included). */
export interface DepthLimitRange {
	readonly min: number;
	readonly max: number;
}

/** 1 to the game's cell count: 3x3 1-9, 4x4 1-16, Connect Four 1-42. @throws RangeError for an unknown game. */
export function depthLimitRange(game: GameId): DepthLimitRange {
	return { min: 1, max: gameDef(game).cellCount };
}

/**
 * Reads a depth limit as a person or a link writes it: `none` (any case, spaces around allowed)
 * for no limit, else a whole number of plies in `depthLimitRange(game)`.
 * @returns the limit, null for none, or undefined when the text is neither (the caller says why,
 *   quoting the range).
 */
export function parseDepthLimit(text: string, game: GameId): number | null | undefined {
	const value = text.trim().toLowerCase();
	if (value === 'none') return null;
	if (!/^\d{1,3}$/.test(value)) return undefined;
	const plies = Number(value);
	const { min, max } = depthLimitRange(game);
	return plies >= min && plies <= max ? plies : undefined;
}
