/**
 * The three search settings the classroom compares: plain
 * minimax, alpha-beta in index order, alpha-beta with centre-first move ordering; each can run
 * with the depth penalty on or off. One search gives one `SettingFigures`.
 */
import {
	DEFAULT_GAME,
	gameDef,
	search,
	type GameId,
	type Position,
	type SearchOptions
} from '../engine/index';

/** A search setting: plain minimax, alpha-beta (index order), alpha-beta with centre first. */
export type Setting = 'minimax' | 'alpha-beta' | 'center-first';

/** The settings in table order (the first is the reference the ratios divide by). */
export const SETTINGS: readonly Setting[] = ['minimax', 'alpha-beta', 'center-first'];

/** The depth penalty values in table order: on, then off. */
export const DEPTH_PENALTIES: readonly boolean[] = [true, false];

/**
 * The search options of a setting with the depth penalty on or off; beyond 3x3 on the game's board
 * with its default depth limit (games.ts: 4x4 5 plies, Connect Four 7) and no table.
 */
export function settingOptions(
	setting: Setting,
	depthPenalty: boolean,
	game: GameId = DEFAULT_GAME.id
): SearchOptions {
	const options: SearchOptions = {
		alphaBeta: setting !== 'minimax',
		depthPenalty,
		order: setting === 'center-first' ? 'center-first' : 'index'
	};
	// The default game's options name no game (and its default limit is none, without a table).
	if (game === DEFAULT_GAME.id) return options;
	// Without the table, which Connect Four's own defaults turn on: the settings differ only in
	// alpha-beta and the order.
	return {
		...options,
		game,
		transpositionTable: false,
		depthLimit: gameDef(game).defaultDepthLimit
	};
}

/** What one search under one setting gives. */
export interface SettingFigures {
	readonly setting: Setting;
	readonly options: SearchOptions;
	/** Node count (root included, pruned children not counted). */
	readonly nodes: number;
	/** Root value, root mover's view (exact under every setting). */
	readonly value: number;
	/** The move the AI plays (0-8), null for a finished position. */
	readonly bestMove: number | null;
	/**
	 * How many times fewer nodes than plain minimax with the same depth penalty:
	 * minimax nodes / these nodes (1 for minimax itself; not rounded).
	 */
	readonly fewer: number;
}

/** Searches `position` under one setting; `fewer` is filled in by `withRatios`. */
export function searchSetting(
	position: Position,
	setting: Setting,
	depthPenalty: boolean,
	game: GameId = DEFAULT_GAME.id
): SettingFigures {
	const options = settingOptions(setting, depthPenalty, game);
	const result = search(position, options);
	return {
		setting,
		options,
		nodes: result.nodes,
		value: result.value,
		bestMove: result.bestMove,
		fewer: 1
	};
}

/**
 * The three settings' figures with `fewer` computed against the minimax row.
 * @param figures one SettingFigures per setting, in SETTINGS order.
 * @throws Error when the first row is not plain minimax.
 */
export function withRatios(figures: readonly SettingFigures[]): SettingFigures[] {
	const plain = figures[0];
	if (!plain || plain.setting !== 'minimax') {
		throw new Error('The first setting must be plain minimax, the reference of the ratios.');
	}
	return figures.map((f) => ({ ...f, fewer: plain.nodes / f.nodes }));
}
