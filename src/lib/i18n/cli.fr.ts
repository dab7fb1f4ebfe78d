/** La sortie texte de la ligne de commande en français (`cli` du catalogue, `--lang fr`). */
import type { CliMessages } from './cli-messages';
import { numbersFr } from './numbers.fr';
import { typo } from './typography.fr';

const { integer, milliseconds } = numbersFr;

export const cliFr: CliMessages = {
	analyzeUsage:
		typo`Utilisation : npm run --silent analyze -- [options] POSITION [CAMP]\n` +
		typo`La décision de l’IA dans POSITION (par exemple « XOX/.O./X.. », « XOX/.O./X.. o » ou « -X-/---/--- »).`,
	verifyUsage:
		typo`Utilisation : npm run --silent verify -- [options]\n` +
		'Joue toutes les parties où l’humain (X) essaie tous les coups et où l’IA (O) répond.',
	optionsHelp: [
		typo`  --alpha-beta              élagage alpha-bêta (par défaut : minimax simple)`,
		typo`  --order index|center-first  ordre des coups (par défaut : index ; « center » accepté aussi)`,
		'  --no-depth-penalty        une victoire vaut +10 et une défaite -10 à toute profondeur',
		'  --json                    un objet JSON sur la sortie standard (cases 0-8, le même dans toutes les langues)',
		typo`  --lang en|fr              langue de la sortie texte (par défaut : en)`,
		'  -h, --help                cette aide'
	].join('\n'),
	options: (o) =>
		[
			o.alphaBeta ? 'élagage alpha-bêta' : 'minimax simple',
			o.depthPenalty ? 'pénalité de profondeur activée' : 'pénalité de profondeur désactivée',
			o.order === 'index' ? 'ordre des coups index' : 'ordre des coups centre d’abord'
		].join(', '),
	positionLine: (notation, toMove, options) =>
		toMove === null
			? `Position ${notation}, partie finie (${options})`
			: `Position ${notation}, ${toMove} au trait (${options})`,
	over: (outcome) =>
		outcome === 'draw'
			? typo`La partie est finie : partie nulle.`
			: typo`La partie est finie : ${outcome} a gagné.`,
	cellHeader: 'Case',
	scoreHeader: 'Valeur',
	bestMarker: '<- meilleur coup',
	best: (cell, value) => typo`Meilleur coup : case ${cell + 1}. Valeur minimax : ${value}.`,
	nodes: (nodes, ms) =>
		typo`Nombre de nœuds : ${integer(nodes)}. Temps de recherche : ${milliseconds(ms, 2)}.`,
	searchesWith: (options) => `L’IA cherche avec ${options}.`,
	humanFirst: 'L’humain commence',
	aiFirst: 'L’IA commence',
	tally: (title, t) => {
		const byPly = t.aiWinsByPly.length
			? t.aiWinsByPly.map(([ply, n]) => `${integer(n)} au demi-coup ${ply}`).join(', ')
			: 'aucune';
		return (
			typo`${title} : ${integer(t.games)} parties. Victoires de l’humain : ${integer(t.humanWins)}. ` +
			typo`Victoires de l’IA : ${integer(t.aiWins)} (${byPly}). Parties nulles : ${integer(t.draws)}.`
		);
	},
	total: (games, humanWins) =>
		typo`${integer(games)} parties en tout ; l’humain en gagne ${integer(humanWins)}.`,
	unbeatable: 'L’IA est imbattable.',
	beatable: typo`L’IA peut être battue !`,
	usage: {
		'unknown-option': (p) =>
			typo`Option inconnue « ${p.option} ». Pour donner une position qui commence par « - », placez-la après « -- ».`,
		'missing-value': (p) => typo`L’option « ${p.option} » demande une valeur.`,
		'bad-arguments': (p) => typo`Arguments refusés : ${p.message}`,
		'unknown-order': (p) =>
			typo`Ordre des coups inconnu « ${p.value} » : utilisez ${p.orders.join(' ou ')}.`,
		'unknown-language': (p) =>
			typo`Langue inconnue « ${p.value} » : utilisez ${p.languages.join(' ou ')}.`,
		'missing-position': () => 'Il manque la POSITION, par exemple XOX/.O./X..',
		'unexpected-argument': (p) =>
			typo`Argument inattendu « ${p.value} » : donnez une seule position, suivie ou non de x ou o (une position avec des espaces se met entre guillemets).`,
		'verify-position': (p) => typo`verify ne prend pas de position, reçu « ${p.value} ».`
	}
};
