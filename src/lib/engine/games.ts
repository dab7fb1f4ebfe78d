/**
 * The games the engine searches, behind one definition (docs/conventions.md, "Games"):
 * tic-tac-toe 3x3 (three in a row), tic-tac-toe 4x4 (four in a row) and Connect Four (7 columns by
 * 6 rows, four in a row, a disc drops to the lowest empty cell of its column), and ultimate
 * tic-tac-toe (nine small 3x3 boards in a 3x3 frame: a 9x9 grid of 81 cells, its rules in
 * ultimate.ts). Every board is `width * height` cells, row by row from the top left (index 0) to
 * the bottom right, as for 3x3. The first player's marks are X in every game.
 */
import { ORDER_CELLS, type MoveOrder } from './order';

/** The games, by the id used in links (`game=`), on the CLI (`--game`) and in records. */
export type GameId = 'ttt3' | 'ttt4' | 'connect4' | 'ultimate';

/** Every game id, in the order menus list them. */
export const GAME_IDS: readonly GameId[] = ['ttt3', 'ttt4', 'connect4', 'ultimate'];

/**
 * Which rules a game follows: 'lines', a k-in-a-row game on one board (gameOutcome, gameMoves and
 * playMove of game-board.ts, the search of search-game.ts); 'ultimate', ultimate tic-tac-toe
 * (ultimate.ts, search-ultimate.ts), which no k-in-a-row code may be applied to.
 */
export type GameRules = 'lines' | 'ultimate';

/** One game as the engine sees it. Immutable. */
export interface GameDef {
	readonly id: GameId;
	/** The rules the game follows (GameRules): 'lines' for every game but ultimate tic-tac-toe. */
	readonly rules: GameRules;
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

function define(
	id: GameId,
	width: number,
	height: number,
	winLength: number,
	gravity: boolean,
	win: number,
	centreFirst: readonly number[],
	defaultDepthLimit: number | null
): GameDef {
	const moves = gravity ? width : width * height;
	return Object.freeze({
		id,
		rules: 'lines',
		width,
		height,
		cellCount: width * height,
		winLength,
		gravity,
		lines: Object.freeze(boardLines(width, height, winLength).map((l) => Object.freeze(l))),
		win,
		orders: Object.freeze({
			index: Object.freeze(range(moves)),
			'center-first': Object.freeze([...centreFirst])
		}),
		defaultDepthLimit
	});
}

/** The four games, by id. */
export const GAME_DEFS: Readonly<Record<GameId, GameDef>> = Object.freeze({
	ttt3: define('ttt3', 3, 3, 3, false, 10, ORDER_CELLS['center-first'], null),
	ttt4: define(
		'ttt4',
		4,
		4,
		4,
		false,
		1000,
		[5, 6, 9, 10, 0, 3, 12, 15, 1, 2, 4, 7, 8, 11, 13, 14],
		5
	),
	connect4: define('connect4', 7, 6, 4, true, 1000, [3, 2, 4, 1, 5, 0, 6], 7),
	ultimate: defineUltimate()
});

/**
 * Ultimate tic-tac-toe's definition (ultimate.ts has the rules): 9x9 cells, win score 1000,
 * no gravity, the small boards' lines, default depth limit 5 plies. Index order: cells 0 to 80;
 * centre first: the centre board first, then the corner boards (0, 2, 6, 8), then the edge boards
 * (1, 3, 5, 7), and within each board its centre cell, corners, then edges (3x3's centre first).
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
		id: 'ultimate' as const,
		rules: 'ultimate' as const,
		width: 9,
		height: 9,
		cellCount: 81,
		winLength: 3,
		gravity: false,
		lines: Object.freeze(lines.map((l) => Object.freeze(l))),
		win: 1000,
		orders: Object.freeze({
			index: Object.freeze(range(81)),
			'center-first': Object.freeze(centreFirst)
		}),
		defaultDepthLimit: 5
	});
}

/** True when `id` names a game (for input checks: links, CLI, messages between threads). */
export function isGameId(id: unknown): id is GameId {
	return typeof id === 'string' && (GAME_IDS as readonly string[]).includes(id);
}

/**
 * The definition of game `id`.
 * @throws RangeError when `id` is not a game id.
 */
export function gameDef(id: GameId): GameDef {
	if (!isGameId(id)) {
		throw new RangeError(`Unknown game "${String(id)}": use one of ${GAME_IDS.join(', ')}.`);
	}
	return GAME_DEFS[id];
}

/** The game whose board has `cellCount` cells (9, 16, 42 or 81), or null: the sizes differ. */
export function gameOfCellCount(cellCount: number): GameDef | null {
	for (const id of GAME_IDS) if (GAME_DEFS[id].cellCount === cellCount) return GAME_DEFS[id];
	return null;
}

/** The column of a cell (0 = left). */
export function columnOf(game: GameDef, cell: number): number {
	return cell % game.width;
}

/**
 * The definition of the game a search's options or a record name (`SearchOptions.game`,
 * `SearchRecord.game`): tic-tac-toe 3x3 when they name none, the one place that default lives.
 * @throws RangeError as gameDef when the id is not a game's.
 */
export function gameOf(named: { readonly game?: GameId }): GameDef {
	return gameDef(named.game ?? 'ttt3');
}

/**
 * The game a text names (its id, as written in a link, a saved series or a form), or null when it
 * names none: the one check where an untyped id becomes a GameId.
 */
export function gameById(text: string): GameDef | null {
	return isGameId(text) ? GAME_DEFS[text] : null;
}
