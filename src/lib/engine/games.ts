/**
 * The games the engine searches, behind one definition (docs/conventions.md, "Games"):
 * tic-tac-toe 3x3 (three in a row), tic-tac-toe 4x4 (four in a row) and Connect Four (7 columns by
 * 6 rows, four in a row, a disc drops to the lowest empty cell of its column), and ultimate
 * tic-tac-toe (nine small 3x3 boards in a 3x3 frame: a 9x9 grid of 81 cells, its rules in
 * ultimate.ts). Every board is `width * height` cells, row by row from the top left (index 0) to
 * the bottom right, as for 3x3. The first player's marks are X in every game.
 */
import { ORDER_CELLS, type MoveOrder } from './order';

/**
 * A game's id, as used in links (`game=`), on the CLI (`--game`) and in records: one of the
 * built-in games (BuiltInGameId) or a game added with registerGame. Any string may name a game;
 * gameDef and gameById check that one is registered.
 */
export type GameId = string;

/** The games the engine defines itself. */
export type BuiltInGameId = 'ttt3' | 'ttt4' | 'connect4' | 'ultimate';

/** The built-in games' ids, in the order menus list them (gameIds: with the registered ones). */
export const GAME_IDS: readonly BuiltInGameId[] = ['ttt3', 'ttt4', 'connect4', 'ultimate'];

/**
 * Which rules a game follows: 'lines', a k-in-a-row game on one board (gameOutcome, gameMoves and
 * playMove of game-board.ts, the search of search-game.ts); 'ultimate', ultimate tic-tac-toe
 * (ultimate.ts, search-ultimate.ts), which no k-in-a-row code may be applied to. The engine and
 * the game model dispatch on it; the views ask GameDef.board, pieces and moveNames.
 */
export type GameRules = 'lines' | 'ultimate';

/**
 * The shape of a game's board: 'grid', one board of `width` x `height` cells; 'nine-boards', nine
 * small 3x3 boards in a 3x3 frame (a 9x9 grid of cells), three won small boards in a row win and
 * the cell played sends the opponent to a small board, so the views draw the small boards, the
 * board each move is sent to and each won board (ultimate tic-tac-toe).
 */
export type BoardShape = 'grid' | 'nine-boards';

/** How the board draws a player's pieces: X and O marks, or discs (red and yellow) in columns. */
export type GamePieces = 'marks' | 'discs';

/**
 * How people name a move: 'cells' by its cell (numbers 1 to cellCount, or coordinates a1...),
 * 'columns' by its column ("column 4", gravity games), 'board-and-cell' by small board and place
 * ("board 5, cell 3", nine-boards games).
 */
export type MoveNames = 'cells' | 'columns' | 'board-and-cell';

/**
 * How a position's exact value is found (the game review, MCTS's exact column): 'search' one
 * alpha-beta search of the whole tree (3x3, 4x4); 'solver' the exact solver (connect4-solver.ts,
 * Connect Four); 'estimate' iterative deepening within a time budget, exact only when it reaches
 * the end of the game (no search here solves the game from the start: ultimate tic-tac-toe).
 */
export type ExactMethod = 'search' | 'solver' | 'estimate';

/** Which of the product's algorithms and teaching tools apply to a game. */
export interface GameTechniques {
	/** How an exact value is found (ExactMethod). */
	readonly exact: ExactMethod;
	/**
	 * An exact search uses the transposition table (every game but 3x3, whose whole tree a plain
	 * alpha-beta search covers fast enough without it).
	 */
	readonly exactTable: boolean;
	/** The proof of unbeatability (`verify`, the classroom's proof panel): 3x3 only. */
	readonly proof: boolean;
	/** The classroom's position editor (a 3x3 board of buttons): 3x3 only. */
	readonly editor: boolean;
	/** The Coach and Show threats against the computer (the Coach's 3x3 lines): 3x3 only. */
	readonly coach: boolean;
	/**
	 * The comparison's per-opening rows from the empty board (the reference figures of the reply to
	 * each first move): 3x3 only.
	 */
	readonly openings: boolean;
}

/**
 * One game's default techniques (search-options.ts resolveSearchOptions resolves a search's
 * options from them; the depth limit is resolved apart, from these and GameDef.defaultDepthLimit).
 */
export interface GameSearchDefaults {
	readonly alphaBeta: boolean;
	readonly depthPenalty: boolean;
	readonly order: MoveOrder;
	readonly transpositionTable: boolean;
	readonly iterativeDeepening: boolean;
	/**
	 * The deepest iteration of iterative deepening when no depth limit is given: null for as deep
	 * as the time budget allows.
	 */
	readonly deepeningDepthLimit: number | null;
}

/**
 * The key of a game's name in the catalogues (i18n `game.gameName`, the CLI's option line), which
 * keep the words: one per built-in game, and 'kInARow', a name made of the board's size and the
 * line length ("5x5, four in a row") for a game added by definition.
 */
export type GameNameKey =
	'ticTacToe3' | 'ticTacToe4' | 'connectFour' | 'ultimateTicTacToe' | 'kInARow';

/** A game's names as message keys (the catalogues keep the words). */
export interface GameNames {
	/** The game's name (GameNameKey). */
	readonly game: GameNameKey;
	/**
	 * The computer's best level's name: 'unbeatable' where its search sees the whole game
	 * (3x3; 4x4), 'strongest' where it plays within a depth or time limit (Connect Four, ultimate).
	 */
	readonly bestLevel: 'unbeatable' | 'strongest';
}

/** One game as the engine sees it. Immutable. */
export interface GameDef {
	readonly id: GameId;
	/** The rules the game follows (GameRules): 'lines' for every game but ultimate tic-tac-toe. */
	readonly rules: GameRules;
	/** The shape of its board (BoardShape). */
	readonly board: BoardShape;
	/** Columns. */
	readonly width: number;
	/** Rows. */
	readonly height: number;
	/** width * height. */
	readonly cellCount: number;
	/** Marks in a row (row, column or diagonal) that win (ultimate: 3, in a small board). */
	readonly winLength: number;
	/** True when a mark drops to the lowest empty cell of its column (Connect Four). */
	readonly gravity: boolean;
	/** How the board draws the pieces (GamePieces). */
	readonly pieces: GamePieces;
	/** How people name a move (MoveNames). */
	readonly moveNames: MoveNames;
	/**
	 * Every winning line as cell indices: rows, then columns, then diagonals going down-right, then
	 * diagonals going down-left, each in index order of its first cell (3x3: the engine's LINES).
	 * Ultimate tic-tac-toe: the 72 lines of the small boards (board 0's eight lines, then board
	 * 1's...; each small board's in the 3x3 order), which win a small board, not the game.
	 */
	readonly lines: readonly (readonly number[])[];
	/**
	 * The score of a win at the root's depth (docs/conventions.md, "Scores"): 10 for 3x3, 1000 for
	 * the bigger games, so that a depth-penalised win (WIN - d, d <= cellCount) stays above every
	 * evaluation (evaluation.ts keeps those below WIN - d for the deepest win a search can see).
	 */
	readonly win: number;
	/**
	 * The moves in each move order. Without gravity a move is named by its cell; with gravity by its
	 * column (the disc lands in that column's lowest empty cell). 3x3 centre first: 4, corners,
	 * edges. 4x4: the four centre cells, the four corners, then the rest in index order. Connect
	 * Four: the centre column, then outwards, left before right (3, 2, 4, 1, 5, 0, 6).
	 */
	readonly orders: Readonly<Record<MoveOrder, readonly number[]>>;
	/**
	 * The depth limit the computer plays with by default: null (the whole tree) for 3x3; for the
	 * bigger games the deepest limit at which even plain minimax, the slowest search, answers in
	 * under a second on the benchmark machine (scripts/bench/games.ts): 4x4 5 plies (571,457 nodes
	 * from the empty board), Connect Four 7 plies (960,793 nodes), ultimate tic-tac-toe 5 plies
	 * (535,474 nodes).
	 */
	readonly defaultDepthLimit: number | null;
	/** The techniques a search of the game uses when none are given (GameSearchDefaults). */
	readonly searchDefaults: GameSearchDefaults;
	/** Which algorithms and teaching tools apply (GameTechniques). */
	readonly techniques: GameTechniques;
	/** The game's names as message keys (GameNames). */
	readonly names: GameNames;
	/**
	 * A valid position of the game in its notation (docs/conventions.md), shown as an example (the
	 * whole tree's Find position placeholder): the same in every language.
	 */
	readonly example: string;
}

/**
 * Every line of `k` cells on a width x height board, in the order GameDef.lines documents.
 * @throws RangeError when no line fits (a side below 1, or k below 1 or longer than both sides).
 */
export function boardLines(width: number, height: number, k: number): number[][] {
	if (!(width >= 1 && height >= 1 && k >= 1 && k <= Math.max(width, height))) {
		throw new RangeError(`No ${k}-in-a-row game fits on a ${width}x${height} board.`);
	}
	const lines: number[][] = [];
	const directions: readonly (readonly [number, number])[] = [
		[0, 1],
		[1, 0],
		[1, 1],
		[1, -1]
	];
	for (const [dr, dc] of directions) {
		for (let r = 0; r < height; r++) {
			for (let c = 0; c < width; c++) {
				const endR = r + dr * (k - 1);
				const endC = c + dc * (k - 1);
				if (endR >= height || endC < 0 || endC >= width) continue;
				const line: number[] = [];
				for (let i = 0; i < k; i++) line.push((r + dr * i) * width + (c + dc * i));
				lines.push(line);
			}
		}
	}
	return lines;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** 3x3's and 4x4's defaults: the plain search the reference figures are measured with. */
const PLAIN_SEARCH: GameSearchDefaults = Object.freeze({
	alphaBeta: false,
	depthPenalty: true,
	order: 'index',
	transpositionTable: false,
	iterativeDeepening: false,
	deepeningDepthLimit: null
});

/**
 * Connect Four's and ultimate tic-tac-toe's defaults: strong play, alpha-beta, centre first, the
 * table, iterative deepening within the time budget as deep as it gets.
 */
const STRONG_SEARCH: GameSearchDefaults = Object.freeze({
	alphaBeta: true,
	depthPenalty: true,
	order: 'center-first',
	transpositionTable: true,
	iterativeDeepening: true,
	deepeningDepthLimit: null
});

/** The techniques of a game beyond 3x3: exact values by a search with the table, no 3x3 tools. */
const BEYOND_3X3: GameTechniques = Object.freeze({
	exact: 'search',
	exactTable: true,
	proof: false,
	editor: false,
	coach: false,
	openings: false
});

/**
 * What defines a k-in-a-row game (defineLinesGame); the fields after `winLength` may be left out.
 */
export interface LinesGameSpec {
	/** Its id: letters, digits and '-', not a registered game's. */
	readonly id: GameId;
	readonly width: number;
	readonly height: number;
	readonly winLength: number;
	/** Default false. */
	readonly gravity?: boolean;
	/** The score of a win (GameDef.win); default 1000. */
	readonly win?: number;
	/**
	 * The centre-first order (cells, or columns with gravity); default: by distance from the
	 * board's centre (with gravity the centre column's), ties in index order.
	 */
	readonly centreFirst?: readonly number[];
	/** Default 4 plies. */
	readonly defaultDepthLimit?: number | null;
	/** Default: plain minimax, depth penalty, index order, no table, no iterative deepening. */
	readonly searchDefaults?: GameSearchDefaults;
	/** Default: exact values by estimate (iterative deepening within a time budget), no 3x3 tools. */
	readonly techniques?: GameTechniques;
	/** Default: 'kInARow' (named by its size and line length), best level 'strongest'. */
	readonly names?: GameNames;
	/** Default: the empty board in the game's notation. */
	readonly example?: string;
}

/** Moves (cells, or columns with gravity) by distance from the centre, ties in index order. */
function centreOutwards(width: number, height: number, gravity: boolean): number[] {
	const cx = (width - 1) / 2;
	const cy = (height - 1) / 2;
	const distance = (m: number) =>
		gravity ? Math.abs(m - cx) : Math.hypot((m % width) - cx, Math.floor(m / width) - cy);
	return range(gravity ? width : width * height).sort((a, b) => distance(a) - distance(b) || a - b);
}

/**
 * The definition of a k-in-a-row game on a width x height board (GameDef with rules 'lines'), for
 * registerGame: marks without gravity, discs with it; moves named by cell, or by column with
 * gravity; the defaults LinesGameSpec documents for the fields not given.
 * @throws RangeError as boardLines when no line fits, or when an order is not a permutation of
 * the moves or the depth limit is not a whole number from 1 (or null).
 */
export function defineLinesGame(spec: LinesGameSpec): GameDef {
	const { id, width, height, winLength } = spec;
	const gravity = spec.gravity ?? false;
	const lines = boardLines(width, height, winLength);
	const moves = gravity ? width : width * height;
	const centreFirst = spec.centreFirst ?? centreOutwards(width, height, gravity);
	if (
		centreFirst.length !== moves ||
		[...centreFirst].sort((a, b) => a - b).some((m, i) => m !== i)
	) {
		throw new RangeError(
			`The centre-first order of ${id} must list each of its ${moves} moves once.`
		);
	}
	const defaultDepthLimit = spec.defaultDepthLimit === undefined ? 4 : spec.defaultDepthLimit;
	if (
		defaultDepthLimit !== null &&
		!(Number.isInteger(defaultDepthLimit) && defaultDepthLimit >= 1)
	) {
		throw new RangeError(
			`The default depth limit of ${id} must be a whole number from 1, or null.`
		);
	}
	const empty = Array.from({ length: height }, () => '.'.repeat(width)).join('/');
	return Object.freeze({
		id,
		rules: 'lines',
		board: 'grid',
		width,
		height,
		cellCount: width * height,
		winLength,
		gravity,
		pieces: gravity ? 'discs' : 'marks',
		moveNames: gravity ? 'columns' : 'cells',
		lines: Object.freeze(lines.map((l) => Object.freeze(l))),
		win: spec.win ?? 1000,
		orders: Object.freeze({
			index: Object.freeze(range(moves)),
			'center-first': Object.freeze([...centreFirst])
		}),
		defaultDepthLimit,
		searchDefaults: Object.freeze({ ...(spec.searchDefaults ?? PLAIN_SEARCH) }),
		techniques: Object.freeze({
			...(spec.techniques ?? { ...BEYOND_3X3, exact: 'estimate' as const })
		}),
		names: Object.freeze({ ...(spec.names ?? { game: 'kInARow', bestLevel: 'strongest' }) }),
		example: spec.example ?? empty
	} satisfies GameDef);
}

/** The built-in games, by id. */
export const GAME_DEFS: Readonly<Record<BuiltInGameId, GameDef>> = Object.freeze({
	ttt3: defineLinesGame({
		id: 'ttt3',
		width: 3,
		height: 3,
		winLength: 3,
		win: 10,
		centreFirst: ORDER_CELLS['center-first'],
		defaultDepthLimit: null,
		searchDefaults: PLAIN_SEARCH,
		techniques: {
			exact: 'search',
			exactTable: false,
			proof: true,
			editor: true,
			coach: true,
			openings: true
		},
		names: { game: 'ticTacToe3', bestLevel: 'unbeatable' },
		example: 'XOX/.O./X..'
	}),
	ttt4: defineLinesGame({
		id: 'ttt4',
		width: 4,
		height: 4,
		winLength: 4,
		centreFirst: [5, 6, 9, 10, 0, 3, 12, 15, 1, 2, 4, 7, 8, 11, 13, 14],
		defaultDepthLimit: 5,
		searchDefaults: { ...PLAIN_SEARCH, deepeningDepthLimit: 5 },
		techniques: BEYOND_3X3,
		names: { game: 'ticTacToe4', bestLevel: 'unbeatable' },
		example: 'X.O./.X../..O./....'
	}),
	connect4: defineLinesGame({
		id: 'connect4',
		width: 7,
		height: 6,
		winLength: 4,
		gravity: true,
		centreFirst: [3, 2, 4, 1, 5, 0, 6],
		defaultDepthLimit: 7,
		searchDefaults: STRONG_SEARCH,
		techniques: { ...BEYOND_3X3, exact: 'solver' },
		names: { game: 'connectFour', bestLevel: 'strongest' },
		example: '......./......./......./......./...O.../..XX...'
	}),
	ultimate: defineUltimate()
});

/**
 * Ultimate tic-tac-toe's definition (ultimate.ts has the rules): 9x9 cells, win score 1000,
 * no gravity, the small boards' lines, default depth limit 5 plies. Index order: cells 0 to 80;
 * centre first: the centre board first, then the corner boards (0, 2, 6, 8), then the edge boards
 * (1, 3, 5, 7), and within each board its centre cell, corners, then edges (3x3's centre first).
 * Its example: X in the centre of the centre board, O sent there and answering in its top-left
 * cell, so X must play in board 1.
 */
function defineUltimate(): GameDef {
	const rank = ORDER_CELLS['center-first'];
	const cellOf = (b: number, k: number) =>
		(Math.floor(b / 3) * 3 + Math.floor(k / 3)) * 9 + (b % 3) * 3 + (k % 3);
	const centreFirst = rank.flatMap((b) => rank.map((k) => cellOf(b, k)));
	const lines: number[][] = [];
	const small = boardLines(3, 3, 3);
	for (let b = 0; b < 9; b++) lines.push(...small.map((l) => l.map((k) => cellOf(b, k))));
	return Object.freeze({
		id: 'ultimate',
		rules: 'ultimate',
		board: 'nine-boards',
		width: 9,
		height: 9,
		cellCount: 81,
		winLength: 3,
		gravity: false,
		pieces: 'marks',
		moveNames: 'board-and-cell',
		lines: Object.freeze(lines.map((l) => Object.freeze(l))),
		win: 1000,
		orders: Object.freeze({
			index: Object.freeze(range(81)),
			'center-first': Object.freeze(centreFirst)
		}),
		defaultDepthLimit: 5,
		searchDefaults: STRONG_SEARCH,
		techniques: Object.freeze({ ...BEYOND_3X3, exact: 'estimate' }),
		names: Object.freeze({ game: 'ultimateTicTacToe', bestLevel: 'strongest' }),
		example:
			'........./........./........./...O...../....X..../........./........./........./......... 1'
	} satisfies GameDef);
}

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

/** The column of a cell (0 = left). */
export function columnOf(game: GameDef, cell: number): number {
	return cell % game.width;
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
