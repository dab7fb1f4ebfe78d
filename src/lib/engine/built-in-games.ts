/**
 * The games the engine defines itself: tic-tac-toe 3x3 (three in a row), tic-tac-toe 4x4 (four in
 * a row) and Connect Four (7 columns by 6 rows, four in a row, a disc drops to the lowest empty
 * cell of its column), and ultimate tic-tac-toe (nine small 3x3 boards in a 3x3 frame: a 9x9 grid
 * of 81 cells, its rules in ultimate.ts); and defineLinesGame, which defines any k-in-a-row game
 * (GameDef, game-def.ts).
 */
import type {
	BuiltInGameId,
	GameDef,
	GameId,
	GameNames,
	GameSearchDefaults,
	GameTechniques
} from './game-def';
import { ORDER_CELLS } from './order';

/** The built-in games' ids, in the order menus list them (gameIds: with the registered ones). */
export const GAME_IDS: readonly BuiltInGameId[] = ['ttt3', 'ttt4', 'connect4', 'ultimate'];

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
