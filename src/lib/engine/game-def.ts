/**
 * What a game is, as the engine and every view see it (docs/conventions.md, "Games"): its id, its
 * rules, its board's shape and size, its lines, its pieces, how people name its moves, its move
 * orders, the techniques that apply to it, its default search settings and its names as message
 * keys. Every board is `width * height` cells, row by row from the top left (index 0) to the bottom
 * right, as for 3x3. The first player's marks are X in every game. The built-in games are defined
 * in built-in-games.ts; games.ts holds the registry every game is found in.
 */
import type { MoveOrder } from './order';

/**
 * A game's id, as used in links (`game=`), on the CLI (`--game`) and in records: one of the
 * built-in games (BuiltInGameId) or a game added with registerGame. Any string may name a game;
 * gameDef and gameById check that one is registered.
 */
export type GameId = string;

/** The games the engine defines itself. */
export type BuiltInGameId = 'ttt3' | 'ttt4' | 'connect4' | 'ultimate';

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

/** The column of a cell (0 = left). */
export function columnOf(game: GameDef, cell: number): number {
	return cell % game.width;
}
