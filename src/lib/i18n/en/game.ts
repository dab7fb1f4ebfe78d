/**
 * English strings of the game modes (`game` of the catalogue) and of the link's
 * game settings (`urlErrors` for src/lib/link/link-error.ts GameLinkError). Input quoted from a link is shortened.
 */
import { gameById, gameDef, gameIds } from '$lib/engine/games';
import { joinList } from '../format';
import { boardOfCell, cellInBoard } from '$lib/engine/ultimate';
import { GAME_NAMES_EN } from './game-names';
import { ultimateEn } from './ultimate';
import { quote } from './errors';
import { storageNoteEn } from './storage';
import { addedGameErrorEn } from './added-games';
import type { CellWriter, MoveWriter, Renderers } from '../messages';
import { personName } from './status';
import type { GameLinkError, MoveListProblem } from '$lib/link/link-error';
import type { Level, Player, ShortfallValue, SymbolProblem } from '$lib/game';

function playerName(p: Player): string {
	if (p.kind === 'you') return 'You';
	if (p.kind === 'computer') return 'Computer';
	return personName(p);
}

/** The English game-mode strings, cells written with `cell` and moves with `move` ("cell 5"). */
export function makeGameEn(cell: CellWriter, move: MoveWriter = (c) => `cell ${cell(c)}`) {
	return {
		/** A cell's name alone, as the page's "Cell names" write it: "5" or "b2". */
		cell,
		/** "Player 1", "Player 2": a seat's default label, also its name field's label. */
		seat: (seat: 0 | 1) => `Player ${seat + 1}`,
		/** A player in a label or a list: "You", "Computer", "Ada", "Player 1". */
		playerName,
		/** "New game: Ada starts" (two people). */
		newGameSeat: (name: string) => `New game: ${name} starts`,
		playAgain: 'Play again',
		controls: 'Game controls',
		undo: 'Undo',
		redo: 'Redo',
		resign: 'Resign',
		offerDraw: 'Offer a draw',
		acceptDraw: 'Accept draw',
		declineDraw: 'Decline draw',
		settings: 'Game settings',
		opponent: 'Opponent',
		/** The "Game" select's label. */
		game: 'Game',
		/**
		 * A game's name in the "Game" select, by its message key (engine GameDef.names.game):
		 * "Tic-tac-toe 3x3", "Tic-tac-toe 4x4", "Connect Four", "Ultimate tic-tac-toe", or for a game
		 * added by definition its size and line length ("5x5, 4 in a row").
		 * @throws RangeError when `id` names no registered game (engine gameDef).
		 */
		gameName: (id: string) => {
			const game = gameDef(id);
			return GAME_NAMES_EN[game.names.game](game);
		},
		/** Connect Four's column buttons: their group's name ("Columns") and each one ("Column 1"). */
		columns: 'Columns',
		column: (column: number) => `Column ${column + 1}`,
		/** Ultimate tic-tac-toe's board: its cells' and small boards' names. */
		ultimate: ultimateEn,
		/**
		 * An ultimate tic-tac-toe cell (grid index 0-80, engine ultimate.ts) named by its small board
		 * and its place in it, both 1-9 row by row from the top left: "board 5, cell 3".
		 */
		ultimateCell: (cell: number) => `board ${boardOfCell(cell) + 1}, cell ${cellInBoard(cell) + 1}`,
		opponentComputer: 'Computer',
		opponentPerson: 'Another person',
		names: 'Names',
		/** The heading of the recent games (games another save replaced, app/storage/game-store.ts). */
		recentHeading: 'Recent games on this device',
		/**
		 * One recent game: its game's name (gameName), against whom (`people`: the two names, or null
		 * against the computer), the moves played and the games counted in its score.
		 */
		recentGame: ({
			name,
			people,
			moves,
			counted
		}: {
			name: string;
			people: [string, string] | null;
			moves: number;
			counted: number;
		}) =>
			`${name}, ${people ? `${people[0]} against ${people[1]}` : 'against the computer'}: ${moves} ${moves === 1 ? 'move' : 'moves'} played, ${counted} ${counted === 1 ? 'game' : 'games'} in its score`,
		/** The button that resumes a recent game. */
		resume: 'Resume',
		/** The button that forgets the recent games. */
		clearRecent: 'Clear the recent games',
		/**
		 * What happened to a name typed in the settings (game/names.ts `cleanName`): the invisible or
		 * control characters `removed` (codes, "U+200B") taken out of the name `kept`, or nothing visible
		 * left (`kept` empty: the seat's default name `fallback` is used), or the name cut to `max`.
		 */
		nameCleaned: ({
			removed,
			kept,
			fallback,
			cut,
			max
		}: {
			removed: readonly string[];
			kept: string;
			fallback: string;
			cut: boolean;
			max: number;
		}) =>
			kept === ''
				? `No visible character once invisible characters (${removed.join(', ')}) are removed: the name stays "${fallback}".`
				: [
						removed.length > 0
							? `Invisible or control characters (${removed.join(', ')}) were removed.`
							: '',
						cut ? `A name has at most ${max} characters.` : '',
						`The name is "${kept}".`
					]
						.filter(Boolean)
						.join(' '),
		xAlwaysStarts: 'X always starts',
		alternate: 'Alternate who starts',
		timePerMove: 'Time per move',
		/** "No limit" for 0, else "30 s". */
		timeOption: (seconds: number) => (seconds === 0 ? 'No limit' : `${seconds} s`),
		/** The visible countdown of the side to move: "Ada (X): 27 s". */
		countdown: (p: Player, seconds: number) =>
			p.kind === 'you' ? `Your time: ${seconds} s` : `${playerName(p)} (${p.mark}): ${seconds} s`,
		/** Shown next to a countdown while the page is hidden. */
		clockPaused: 'paused while the page is hidden',
		score: 'Score',
		resetScore: 'Reset score',
		draws: 'Draws',
		level: 'Computer level',
		/**
		 * A computer level's name in the "Computer level" select. The top level ('unbeatable') is
		 * named by the game's GameDef.names.bestLevel: "Unbeatable" in 3x3 and 4x4 (and when `game` is
		 * not given); "Strongest" in Connect Four and ultimate tic-tac-toe, where the computer plays
		 * within a time budget.
		 */
		levelName: (level: Level, game?: string) =>
			level.kind === 'unbeatable'
				? game !== undefined && gameById(game)?.names.bestLevel === 'strongest'
					? 'Strongest'
					: 'Unbeatable'
				: level.kind === 'lookahead'
					? `Looks ${level.plies} ${level.plies === 1 ? 'ply' : 'plies'} ahead`
					: `Random move ${level.percent}% of the time`,
		cellNames: 'Cell names',
		/** The "Cell names" option of numbers, for a board of `count` cells: "Numbers 1-9". */
		cellNumbers: (count: number) => `Numbers 1-${count}`,
		/** The option of coordinates, `last` the top-right cell's name: "Coordinates a1-c3". */
		cellCoordinates: (last: string) => `Coordinates a1-${last}`,
		moveNumbers: 'Show move numbers',
		symbols: 'Symbols',
		/** A pair of symbols as an option: "X and O". */
		symbolPair: (x: string, o: string) => `${x} and ${o}`,
		customSymbols: 'Your own pair…',
		customLabel: 'Your two symbols',
		customApply: 'Use these symbols',
		symbolError: (problem: SymbolProblem, text: string) =>
			`${quote(text)} cannot be used: ` +
			{
				count: 'type exactly two symbols, the first for X and the second for O.',
				blank: 'spaces and invisible characters are not symbols.',
				same: 'the two symbols must differ.',
				swapped: 'O for X and X for O would swap the marks.'
			}[problem],
		/** Says which symbol stands for which mark: "🐱 stands for X, 🐶 for O." */
		symbolLegend: (x: string, o: string) => `${x} stands for X, ${o} for O.`,
		analysis: 'Analysis',
		analysisHint: 'After every move, search the position for the side to move and show its tree.',
		/** The visible note when stored data was ignored. */
		storageNote: storageNoteEn,
		/** The alert about a game added at start that was not added (window.minimaxLabGames). */
		addedGameError: addedGameErrorEn,
		/** The button of a set-aside note that downloads the data set aside (a JSON file). */
		storageDownload: 'Download the data set aside',
		/** The candidate table: the move played, when it is not the best. */
		played: 'played',
		/** The candidate table: the best move, when another was played. */
		best: 'best',
		/** The candidate table's note under a move that is not the best: "Not the best by 7." */
		shortfall: (s: ShortfallValue) =>
			s.bound === 'at-least' && s.by <= 0
				? 'The move played may not be the best: its score is only a bound.'
				: `The move played is not the best by ${s.bound === 'exact' ? '' : s.bound === 'at-least' ? 'at least ' : 'at most '}${s.by}.`,
		/** The candidate table's caption for a person's move (the analysis of that position). */
		analysisOf: (p: Player) =>
			p.kind === 'you'
				? 'Your moves, as the search scores them'
				: `${playerName(p)}’s moves (${p.mark}), as the search scores them`,
		/** The candidate table of a two-person game when no search is shown. */
		noSearch: 'Choose a move in the timeline, or tick Analysis, to see the search.',
		/** The tree panel while a past ply's analysis is searched. */
		analysing: 'Searching this position…',
		/** A timeline entry: "Ply 6: computer played cell 8", "Ply 2: Ada (O) played cell 5". */
		timelineEntry: (ply: number, c: number, p: Player) =>
			`Ply ${ply}: ${
				p.kind === 'computer'
					? 'computer'
					: p.kind === 'you'
						? 'you'
						: `${playerName(p)} (${p.mark})`
			} played ${move(c)}`,
		/** The timeline's entry for the position now on the board. */
		timelineNow: (ply: number) => `Ply ${ply + 1}: the position now`,
		linkToGame: 'Link to this game'
	};
}

/** The English messages of bad game settings in a link. */
export const gameUrlErrorsEn: Renderers<GameLinkError> = {
	moves: (e) =>
		`The link's moves ${quote(e.text)} cannot be replayed: item ${e.problem.index + 1}, ${quote(e.problem.item)}, ` +
		{
			'bad-cell-name':
				e.problem.reason === 'out-of-range'
					? 'is not a cell of the board'
					: 'is not a cell name (use 1-9 or a1-c3)',
			'out-of-range': 'is not a cell of the board',
			'cell-taken': 'is a cell already taken',
			'not-playable': notPlayableEn(e.problem),
			'game-over': 'comes after the end of the game'
		}[e.problem.code] +
		(e.fallback === 'position'
			? ". Showing the link's position without its moves."
			: '. Showing a new game instead.'),
	mark: (e) =>
		`The link's ${quote(`mark=${e.value}`)} is not valid: use x or o. The computer plays the side to move.`,
	game: (e) =>
		`The link's ${quote(`game=${e.value}`)} is not valid: use ${joinList(gameIds(), 'or')}. Playing the game on screen.`,
	opponent: (e) =>
		`The link's ${quote(`opponent=${e.value}`)} is not valid: use computer or person. Playing against the computer.`,
	level: (e) =>
		`The link's ${quote(`level=${e.value}`)} is not valid: use unbeatable, lookahead-1 to lookahead-8 or random-0 to random-100. Using unbeatable.`,
	time: (e) =>
		`The link's ${quote(`time=${e.value}`)} is not valid: use 0, 30 or 60. Using no limit.`,
	seed: (e) =>
		`The link's ${quote(`seed=${e.value}`)} is not valid: use a whole number from 0 to 4294967295. Using a new seed.`,
	cells: (e) =>
		`The link's ${quote(`cells=${e.value}`)} is not valid: use numbers or coordinates. Using numbers.`,
	symbols: (e) =>
		`The link's ${quote(`symbols=${e.value}`)} is not valid: use a pair's name or two different characters. Using X and O.`,
	name: (e) => {
		const given = quote(`${e.name}=${e.value}`);
		const codes = e.removed.join(', ');
		if (e.problem === 'long')
			return `The link's ${given} is too long: a name has at most ${e.max} characters. Using the default name.`;
		if (e.problem === 'blank')
			return `The link's ${given} has no visible character once invisible characters (${codes}) are removed. Using the default name.`;
		return `The link's ${given} holds invisible or control characters (${codes}): they are removed, the name is "${e.kept ?? ''}".`;
	}
};

/** Why a Connect Four item cannot be played: its column, and where a disc dropped there lands. */
function notPlayableEn(p: MoveListProblem): string {
	if (p.column === undefined || p.cell === undefined || p.cell === null)
		return 'cannot be played now';
	const named = `cell ${p.cell + 1} is in column ${p.column}`;
	return p.lands === null || p.lands === undefined
		? `cannot be played: ${named}, which is full`
		: `cannot be played: ${named}, and a disc dropped there lands on cell ${p.lands + 1}, the lowest empty cell of that column`;
}
