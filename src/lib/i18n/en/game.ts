/**
 * English strings of the game modes (`game` of the catalogue, ./game-messages.ts) and of the link's
 * game settings (`urlErrors` for src/lib/link/link-error.ts GameLinkError). Input quoted from a link is shortened.
 */
import { gameById, gameDef } from '$lib/engine/games';
import { boardOfCell, cellInBoard } from '$lib/engine/ultimate';
import { GAME_NAMES_EN } from './game-names';
import { ultimateEn } from './ultimate';
import { quote } from './errors';
import type { GameMessages } from '../game-messages';
import { storageNoteEn } from './storage';
import type { CellWriter, Messages, MoveWriter } from '../messages';
import { personName } from './status';
import type { GameLinkError, MoveListProblem } from '$lib/link/link-error';
import type { Level, Player, ShortfallValue, SymbolProblem } from '$lib/game';

function playerName(p: Player): string {
	if (p.kind === 'you') return 'You';
	if (p.kind === 'computer') return 'Computer';
	return personName(p);
}

/** The English game-mode strings, cells written with `cell` and moves with `move` ("cell 5"). */
export function makeGameEn(
	cell: CellWriter,
	move: MoveWriter = (c) => `cell ${cell(c)}`
): GameMessages {
	return {
		cell,
		seat: (seat: 0 | 1) => `Player ${seat + 1}`,
		playerName,
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
		game: 'Game',
		gameName: (id: string) => {
			const game = gameDef(id);
			return GAME_NAMES_EN[game.names.game](game);
		},
		columns: 'Columns',
		column: (column: number) => `Column ${column + 1}`,
		ultimate: ultimateEn,
		ultimateCell: (cell: number) => `board ${boardOfCell(cell) + 1}, cell ${cellInBoard(cell) + 1}`,
		opponentComputer: 'Computer',
		opponentPerson: 'Another person',
		names: 'Names',
		recentHeading: 'Recent games on this device',
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
		resume: 'Resume',
		clearRecent: 'Clear the recent games',
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
		timeOption: (seconds: number) => (seconds === 0 ? 'No limit' : `${seconds} s`),
		countdown: (p: Player, seconds: number) =>
			p.kind === 'you' ? `Your time: ${seconds} s` : `${playerName(p)} (${p.mark}): ${seconds} s`,
		clockPaused: 'paused while the page is hidden',
		score: 'Score',
		resetScore: 'Reset score',
		draws: 'Draws',
		level: 'Computer level',
		levelName: (level: Level, game?: string) =>
			level.kind === 'unbeatable'
				? game !== undefined && gameById(game)?.names.bestLevel === 'strongest'
					? 'Strongest'
					: 'Unbeatable'
				: level.kind === 'lookahead'
					? `Looks ${level.plies} ${level.plies === 1 ? 'ply' : 'plies'} ahead`
					: `Random move ${level.percent}% of the time`,
		cellNames: 'Cell names',
		cellNumbers: (count: number) => `Numbers 1-${count}`,
		cellCoordinates: (last: string) => `Coordinates a1-${last}`,
		moveNumbers: 'Show move numbers',
		symbols: 'Symbols',
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
		symbolLegend: (x: string, o: string) => `${x} stands for X, ${o} for O.`,
		analysis: 'Analysis',
		analysisHint: 'After every move, search the position for the side to move and show its tree.',
		storageNote: storageNoteEn,
		storageDownload: 'Download the data set aside',
		played: 'played',
		best: 'best',
		shortfall: (s: ShortfallValue) =>
			s.bound === 'at-least' && s.by <= 0
				? 'The move played may not be the best: its score is only a bound.'
				: `The move played is not the best by ${s.bound === 'exact' ? '' : s.bound === 'at-least' ? 'at least ' : 'at most '}${s.by}.`,
		analysisOf: (p: Player) =>
			p.kind === 'you'
				? 'Your moves, as the search scores them'
				: `${playerName(p)}’s moves (${p.mark}), as the search scores them`,
		noSearch: 'Choose a move in the timeline, or tick Analysis, to see the search.',
		analysing: 'Searching this position…',
		timelineEntry: (ply: number, c: number, p: Player) =>
			`Ply ${ply}: ${
				p.kind === 'computer'
					? 'computer'
					: p.kind === 'you'
						? 'you'
						: `${playerName(p)} (${p.mark})`
			} played ${move(c)}`,
		timelineNow: (ply: number) => `Ply ${ply + 1}: the position now`,
		linkToGame: 'Link to this game'
	};
}

/** The English messages of bad game settings in a link. */
export const gameUrlErrorsEn: { [K in GameLinkError['kind']]: Messages['urlErrors'][K] } = {
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
		`The link's ${quote(`game=${e.value}`)} is not valid: use ttt3, ttt4, connect4 or ultimate. Playing the game on screen.`,
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
