/**
 * The strings of the game modes: the game's controls, settings, score, clock, timeline and
 * the candidate table's verdicts. One section of `Messages` (`game`), implemented per language in
 * game.<lang>.ts. Values come typed (players, levels, shortfalls); cells come as 0-based indices and
 * are written with the catalogue's cell writer (numbers "5" or coordinates "b2").
 */
import type { GameId } from '$lib/engine/games';
import type { Level, Player, ShortfallValue } from '$lib/game';
import type { UltimateMessages } from './ultimate-messages';
import type { SymbolProblem } from '$lib/game/symbols';
import type { StorageNote } from '$lib/game';

/** The game modes' strings. */
export interface GameMessages {
	/** A cell's name alone, as the page's "Cell names" write it: "5" or "b2". */
	cell(cell: number): string;
	/** "Player 1", "Player 2": a seat's default label, also its name field's label. */
	seat(seat: 0 | 1): string;
	/** A player in a label or a list: "You", "Computer", "Ada", "Player 1". */
	playerName(player: Player): string;
	/** "New game: Ada starts" (two people). */
	newGameSeat(name: string): string;
	playAgain: string;
	controls: string;
	undo: string;
	redo: string;
	resign: string;
	offerDraw: string;
	acceptDraw: string;
	declineDraw: string;
	settings: string;
	opponent: string;
	/** The "Game" select's label. */
	game: string;
	/**
	 * A game's name in the "Game" select, by its message key (engine GameDef.names.game):
	 * "Tic-tac-toe 3x3", "Tic-tac-toe 4x4", "Connect Four", "Ultimate tic-tac-toe", or for a game
	 * added by definition its size and line length ("5x5, 4 in a row").
	 * @throws RangeError when `id` names no registered game (engine gameDef).
	 */
	gameName(id: GameId): string;
	/** Connect Four's column buttons: their group's name ("Columns") and each one ("Column 1"). */
	columns: string;
	column(column: number): string;
	/**
	 * An ultimate tic-tac-toe cell (grid index 0-80, engine ultimate.ts) named by its small board
	 * and its place in it, both 1-9 row by row from the top left: "board 5, cell 3".
	 */
	ultimateCell(cell: number): string;
	/** Ultimate tic-tac-toe's board: its cells' and small boards' names. */
	ultimate: UltimateMessages;
	opponentComputer: string;
	opponentPerson: string;
	names: string;
	/** The heading of the recent games (games another save replaced, app/storage/game-store.ts). */
	recentHeading: string;
	/**
	 * One recent game: its game's name (gameName), against whom (`people`: the two names, or null
	 * against the computer), the moves played and the games counted in its score.
	 */
	recentGame(game: {
		name: string;
		people: [string, string] | null;
		moves: number;
		counted: number;
	}): string;
	/** The button that resumes a recent game. */
	resume: string;
	/** The button that forgets the recent games. */
	clearRecent: string;
	/**
	 * What happened to a name typed in the settings (game/names.ts `cleanName`): the invisible or
	 * control characters `removed` (codes, "U+200B") taken out of the name `kept`, or nothing visible
	 * left (`kept` empty: the seat's default name `fallback` is used), or the name cut to `max`.
	 */
	nameCleaned(change: {
		removed: readonly string[];
		kept: string;
		fallback: string;
		cut: boolean;
		max: number;
	}): string;
	xAlwaysStarts: string;
	alternate: string;
	timePerMove: string;
	/** "No limit" for 0, else "30 s". */
	timeOption(seconds: number): string;
	/** The visible countdown of the side to move: "Ada (X): 27 s". */
	countdown(player: Player, seconds: number): string;
	/** Shown next to a countdown while the page is hidden. */
	clockPaused: string;
	score: string;
	resetScore: string;
	draws: string;
	level: string;
	/**
	 * A computer level's name in the "Computer level" select. The top level ('unbeatable') is
	 * named by the game's GameDef.names.bestLevel: "Unbeatable" in 3x3 and 4x4 (and when `game` is
	 * not given); "Strongest" in Connect Four and ultimate tic-tac-toe, where the computer plays
	 * within a time budget.
	 */
	levelName(level: Level, game?: string): string;
	cellNames: string;
	/** The "Cell names" option of numbers, for a board of `count` cells: "Numbers 1-9". */
	cellNumbers(count: number): string;
	/** The option of coordinates, `last` the top-right cell's name: "Coordinates a1-c3". */
	cellCoordinates(last: string): string;
	moveNumbers: string;
	symbols: string;
	/** A pair of symbols as an option: "X and O". */
	symbolPair(x: string, o: string): string;
	customSymbols: string;
	customLabel: string;
	customApply: string;
	symbolError(problem: SymbolProblem, text: string): string;
	/** Says which symbol stands for which mark: "🐱 stands for X, 🐶 for O." */
	symbolLegend(x: string, o: string): string;
	analysis: string;
	analysisHint: string;
	/** The visible note when stored data was ignored. */
	storageNote(note: StorageNote): string;
	/** The button of a set-aside note that downloads the data set aside (a JSON file). */
	storageDownload: string;
	/** The candidate table: the move played, when it is not the best. */
	played: string;
	/** The candidate table: the best move, when another was played. */
	best: string;
	/** The candidate table's note under a move that is not the best: "Not the best by 7." */
	shortfall(shortfall: ShortfallValue): string;
	/** The candidate table's caption for a person's move (the analysis of that position). */
	analysisOf(player: Player): string;
	/** The candidate table of a two-person game when no search is shown. */
	noSearch: string;
	/** The tree panel while a past ply's analysis is searched. */
	analysing: string;
	/** A timeline entry: "Ply 6: computer played cell 8", "Ply 2: Ada (O) played cell 5". */
	timelineEntry(ply: number, cell: number, player: Player): string;
	/** The timeline's entry for the position now on the board. */
	timelineNow(ply: number): string;
	linkToGame: string;
}
