/** The command line's text output in English (`cli` of the catalogue). */
import type { CliMessages } from '../cli-messages';
import { numbersEn } from './numbers';

/** The games' names in the CLI's option line (the page's "Game" select uses the same). */
const GAME_NAMES_EN = {
	ttt3: 'tic-tac-toe 3x3',
	ttt4: 'tic-tac-toe 4x4',
	connect4: 'Connect Four'
};

const { integer, milliseconds } = numbersEn;

export const cliEn: CliMessages = {
	analyzeUsage:
		'Usage: npm run --silent analyze -- [options] POSITION [SIDE]\n' +
		"The AI's decision in POSITION (for example 'XOX/.O./X..', 'XOX/.O./X.. o' or '-X-/---/---';\n" +
		'with --game ttt4 four rows of four cells, with --game connect4 six rows of seven).',
	verifyUsage:
		'Usage: npm run --silent verify -- [options]\n' +
		'Plays every game where the human (X) tries every move and the AI (O) answers.',
	optionsHelp: [
		'  --alpha-beta              alpha-beta pruning (default: plain minimax)',
		'  --order index|center-first  move order (default: index; "center" also accepted)',
		'  --no-depth-penalty        score wins +WIN and losses -WIN at any depth (WIN: 10, 1000 beyond 3x3)',
		'  --game ttt3|ttt4|connect4 the game (default: ttt3, tic-tac-toe 3x3)',
		'  --transposition-table     look positions already searched up in a transposition table',
		'  --depth-limit N|none      plies searched before the evaluation function scores a position',
		'                            (default: none for ttt3, 5 for ttt4, 7 for connect4)',
		'  --iterative-deepening     depths 1, 2, 3... within --time-budget (--depth-limit: the deepest)',
		'  --time-budget MS          milliseconds for the iterations (default: 1000)',
		'  --json                    one JSON object on stdout (cells from 0, the same in every language)',
		'  --lang en|fr              language of the text output (default: en)',
		'  -h, --help                this help'
	].join('\n'),
	options: (o) =>
		[
			o.alphaBeta ? 'alpha-beta' : 'plain minimax',
			o.depthPenalty ? 'depth penalty on' : 'depth penalty off',
			`${o.order} order`,
			...(o.game && o.game !== 'ttt3' ? [GAME_NAMES_EN[o.game]] : []),
			...(o.transpositionTable ? ['transposition table'] : []),
			...(o.depthLimit ? [`depth limit ${o.depthLimit}`] : [])
		].join(', '),
	positionLine: (notation, toMove, options) =>
		toMove === null
			? `Position ${notation} (${options})`
			: `Position ${notation}, ${toMove} to move (${options})`,
	over: (outcome) =>
		outcome === 'draw' ? 'The game is over: draw.' : `The game is over: ${outcome} won.`,
	cellHeader: 'Cell',
	scoreHeader: 'Score',
	bestMarker: '<- best move',
	best: (cell, value) => `Best move: cell ${cell + 1}. Minimax value: ${value}.`,
	deepening: (ms) => `Iterative deepening within ${milliseconds(ms, 0)}:`,
	iteration: (depth, bestMove, value, nodes, ms) =>
		`  depth ${depth}: best move ${bestMove === null ? 'none' : `cell ${bestMove + 1}`}, value ${value}, ${integer(nodes)} nodes, ${milliseconds(ms, 2)}`,
	stoppedBy: (reason) =>
		({
			complete: 'Stopped: the last iteration met no horizon leaf (a deeper one finds the same).',
			'max-depth': 'Stopped: the deepest iteration asked for is done.',
			time: 'Stopped: the time budget ran out (the iteration it interrupted is dropped).'
		})[reason],
	nodes: (nodes, ms) => `Nodes: ${integer(nodes)}. Search time: ${milliseconds(ms, 2)}.`,
	searchesWith: (options) => `The AI searches with ${options}.`,
	humanFirst: 'Human first',
	aiFirst: 'AI first',
	tally: (title, t) => {
		const byPly = t.aiWinsByPly.length
			? t.aiWinsByPly.map(([ply, n]) => `${integer(n)} on ply ${ply}`).join(', ')
			: 'none';
		return (
			`${title}: ${integer(t.games)} games. Human wins: ${integer(t.humanWins)}. ` +
			`AI wins: ${integer(t.aiWins)} (${byPly}). Draws: ${integer(t.draws)}.`
		);
	},
	total: (games, humanWins) =>
		`${integer(games)} games in all; the human wins ${integer(humanWins)}.`,
	unbeatable: 'The AI is unbeatable.',
	beatable: 'The AI can be beaten!',
	usage: {
		'unknown-option': (p) =>
			p.takesPosition
				? `Unknown option '${p.option}'. To give a position starting with '-', put it after '--'.`
				: `Unknown option '${p.option}'.`,
		'missing-value': (p) => `Option '${p.option}' needs a value.`,
		'bad-arguments': (p) => p.message,
		'unknown-order': (p) => `Unknown move order "${p.value}": use ${p.orders.join(' or ')}.`,
		'unknown-language': (p) => `Unknown language "${p.value}": use ${p.languages.join(' or ')}.`,
		'unknown-game': (p) => `Unknown game "${p.value}": use ${p.games.join(', ')}.`,
		'bad-depth-limit': (p) =>
			`Bad depth limit "${p.value}": give a whole number of plies from 1 to ${p.max}, or none.`,
		'bad-time-budget': (p) =>
			`Bad time budget "${p.value}": give a whole number of milliseconds from 1 to 600000.`,
		'verify-game': (p) => `verify proves tic-tac-toe 3x3 only, not "${p.value}".`,
		'missing-position': () => 'Missing POSITION, for example XOX/.O./X..',
		'unexpected-argument': (p) =>
			`Unexpected argument "${p.value}": give one position, optionally followed by x or o (quote a position with spaces).`,
		'verify-position': (p) => `verify takes no position, got "${p.value}".`
	}
};
