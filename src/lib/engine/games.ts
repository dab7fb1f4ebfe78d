/**
 * The games the engine can search, by id: the built-in ones (built-in-games.ts) and those
 * registerGame adds, each a GameDef (game-def.ts). The rest of the app imports games from here
 * (or from the engine's index), which also passes on the definition's types and the built-in
 * games.
 */
import { GAME_DEFS, GAME_IDS } from './built-in-games';
import type { GameDef, GameId } from './game-def';

export * from './game-def';
export {
	GAME_DEFS,
	GAME_IDS,
	boardLines,
	defineLinesGame,
	type LinesGameSpec
} from './built-in-games';

/** Every game by id: the built-in ones, then those registerGame added, in that order. */
const registry = new Map<GameId, GameDef>(GAME_IDS.map((id) => [id, GAME_DEFS[id]]));

/**
 * Adds a game, so that gameDef, gameById, gameIds and gameOfCellCount know it and everything that
 * asks them (the search, the CLI's `--game`, records, links) can play it: the way to add a game
 * by definition (docs/architecture.md, "Adding a game"). A game is registered per JavaScript
 * realm: the page's search worker knows only the games registered in its own thread.
 * Registering the same definition again changes nothing.
 * @throws RangeError when the id is not letters, digits and '-', names another game, or when a
 * registered game has as many cells (a notation's cell count names its game).
 */
export function registerGame(def: GameDef): void {
	if (registry.get(def.id) === def) return;
	if (!/^[a-z0-9-]+$/i.test(def.id)) {
		throw new RangeError(`A game id is letters, digits and '-', not "${def.id}".`);
	}
	if (registry.has(def.id)) throw new RangeError(`The game "${def.id}" is already defined.`);
	const same = gameOfCellCount(def.cellCount);
	if (same) {
		throw new RangeError(
			`The game "${def.id}" has ${def.cellCount} cells, as "${same.id}": boards of different games must differ in size.`
		);
	}
	registry.set(def.id, def);
}

/**
 * Removes a game registerGame added (a test that added one leaves the registry as it found it: the
 * unit tests share one realm per worker). Nothing happens when no added game has this id.
 * @throws RangeError for a built-in game, which stays.
 */
export function unregisterGame(id: GameId): void {
	if ((GAME_IDS as readonly string[]).includes(id)) {
		throw new RangeError(`The built-in game "${id}" cannot be removed.`);
	}
	registry.delete(id);
}

/** Every registered game's id: the built-in ones in menu order, then the added ones. */
export function gameIds(): readonly GameId[] {
	return [...registry.keys()];
}

/** True when `id` names a registered game (for input checks: links, CLI, messages between threads). */
export function isGameId(id: unknown): id is GameId {
	return typeof id === 'string' && registry.has(id);
}

/**
 * The definition of game `id`.
 * @throws RangeError when `id` is not a registered game's id.
 */
export function gameDef(id: GameId): GameDef {
	const def = typeof id === 'string' ? registry.get(id) : undefined;
	if (!def) {
		throw new RangeError(`Unknown game "${String(id)}": use one of ${gameIds().join(', ')}.`);
	}
	return def;
}

/** The game whose board has `cellCount` cells (9, 16, 42, 81 or an added game's), or null. */
export function gameOfCellCount(cellCount: number): GameDef | null {
	for (const def of registry.values()) if (def.cellCount === cellCount) return def;
	return null;
}

/**
 * The game searched, recorded, linked and played when none is named: tic-tac-toe 3x3. Options,
 * links, traces and command lines leave the game out when it is this one.
 */
export const DEFAULT_GAME: GameDef = GAME_DEFS.ttt3;

/**
 * The definition of the game a search's options or a record name (`SearchOptions.game`,
 * `SearchRecord.game`): DEFAULT_GAME when they name none, the one place that default lives.
 * @throws RangeError as gameDef when the id is not a game's.
 */
export function gameOf(named: { readonly game?: GameId }): GameDef {
	return named.game === undefined ? DEFAULT_GAME : gameDef(named.game);
}

/**
 * The game a text names (its id, as written in a link, a saved series or a form), or null when it
 * names none: the one check where an untyped id becomes a GameId.
 */
export function gameById(text: string): GameDef | null {
	return registry.get(text) ?? null;
}
