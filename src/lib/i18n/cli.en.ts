/** The command line's text output in English (`cli` of the catalogue). */
import type { CliMessages } from './cli-messages';
import { numbersEn } from './numbers.en';

const { integer, milliseconds } = numbersEn;

export const cliEn: CliMessages = {
	analyzeUsage:
		'Usage: npm run --silent analyze -- [options] POSITION [SIDE]\n' +
		"The AI's decision in POSITION (for example 'XOX/.O./X..', 'XOX/.O./X.. o' or '-X-/---/---').",
	verifyUsage:
		'Usage: npm run --silent verify -- [options]\n' +
		'Plays every game where the human (X) tries every move and the AI (O) answers.',
	optionsHelp: [
		'  --alpha-beta              alpha-beta pruning (default: plain minimax)',
		'  --order index|center-first  move order (default: index; "center" also accepted)',
		'  --no-depth-penalty        score wins +10 and losses -10 at any depth',
		'  --json                    one JSON object on stdout (cells 0-8, the same in every language)',
		'  --lang en|fr              language of the text output (default: en)',
		'  -h, --help                this help'
	].join('\n'),
	options: (o) =>
		[
			o.alphaBeta ? 'alpha-beta' : 'plain minimax',
			o.depthPenalty ? 'depth penalty on' : 'depth penalty off',
			`${o.order} order`
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
			`Unknown option '${p.option}'. To give a position starting with '-', put it after '--'.`,
		'missing-value': (p) => `Option '${p.option}' needs a value.`,
		'bad-arguments': (p) => p.message,
		'unknown-order': (p) => `Unknown move order "${p.value}": use ${p.orders.join(' or ')}.`,
		'unknown-language': (p) => `Unknown language "${p.value}": use ${p.languages.join(' or ')}.`,
		'missing-position': () => 'Missing POSITION, for example XOX/.O./X..',
		'unexpected-argument': (p) =>
			`Unexpected argument "${p.value}": give one position, optionally followed by x or o (quote a position with spaces).`,
		'verify-position': (p) => `verify takes no position, got "${p.value}".`
	}
};
