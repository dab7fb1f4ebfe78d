/** La sortie texte de la ligne de commande en français (`cli` du catalogue, `--lang fr`). */
import type { CliMessages } from '../cli-messages';
import { numbersFr } from './numbers';
import { typo } from './typography';

/** Les noms des jeux dans la ligne des options (les mêmes que le menu « Jeu » de la page). */
const GAME_NAMES_FR = { ttt3: 'morpion 3x3', ttt4: 'morpion 4x4', connect4: 'Puissance 4' };

const { integer, milliseconds } = numbersFr;

export const cliFr: CliMessages = {
	analyzeUsage:
		typo`Utilisation : npm run --silent analyze -- [options] POSITION [CAMP]\n` +
		typo`La décision de l’IA dans POSITION (par exemple « XOX/.O./X.. », « XOX/.O./X.. o » ou « -X-/---/--- » ;\n` +
		'avec --game ttt4 quatre rangées de quatre cases, avec --game connect4 six rangées de sept).',
	verifyUsage:
		typo`Utilisation : npm run --silent verify -- [options]\n` +
		'Joue toutes les parties où l’humain (X) essaie tous les coups et où l’IA (O) répond.',
	optionsHelp: [
		typo`  --alpha-beta              élagage alpha-bêta (par défaut : minimax simple)`,
		typo`  --order index|center-first  ordre des coups (par défaut : index ; « center » accepté aussi)`,
		typo`  --no-depth-penalty        une victoire vaut +WIN et une défaite -WIN à toute profondeur (WIN : 10, ${integer(1000)} au-delà du 3x3)`,
		typo`  --game ttt3|ttt4|connect4 le jeu (par défaut : ttt3, le morpion 3x3)`,
		'  --transposition-table     consulter une table de transposition pour les positions déjà cherchées',
		'  --depth-limit N|none      demi-coups cherchés avant que la fonction d’évaluation note une position',
		typo`                            (par défaut : none pour ttt3, 5 pour ttt4, 7 pour connect4)`,
		typo`  --iterative-deepening     approfondissement itératif : profondeurs 1, 2, 3... dans --time-budget (--depth-limit : la plus profonde)`,
		typo`  --time-budget MS          millisecondes pour les itérations (par défaut : ${integer(1000)})`,
		'  --json                    un objet JSON sur la sortie standard (cases à partir de 0, le même dans toutes les langues)',
		typo`  --lang en|fr              langue de la sortie texte (par défaut : en)`,
		'  -h, --help                cette aide'
	].join('\n'),
	options: (o) =>
		[
			o.alphaBeta ? 'élagage alpha-bêta' : 'minimax simple',
			o.depthPenalty ? 'pénalité de profondeur activée' : 'pénalité de profondeur désactivée',
			o.order === 'index' ? 'ordre des coups index' : 'ordre des coups centre d’abord',
			...(o.game && o.game !== 'ttt3' ? [GAME_NAMES_FR[o.game]] : []),
			...(o.transpositionTable ? ['table de transposition'] : []),
			...(o.depthLimit ? [`limite de profondeur ${o.depthLimit}`] : [])
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
	deepening: (ms) => typo`Approfondissement itératif en ${milliseconds(ms, 0)} au plus :`,
	iteration: (depth, bestMove, value, nodes, ms) =>
		typo`  profondeur ${depth} : meilleur coup ${bestMove === null ? 'aucun' : `case ${bestMove + 1}`}, valeur ${value}, ${integer(nodes)} nœuds, ${milliseconds(ms, 2)}`,
	stoppedBy: (reason) =>
		({
			complete: typo`Arrêt : la dernière itération n’a rencontré aucune feuille d’horizon (une plus profonde trouve la même chose).`,
			'max-depth': typo`Arrêt : l’itération la plus profonde demandée est faite.`,
			time: typo`Arrêt : le temps imparti est écoulé (l’itération interrompue est abandonnée).`
		})[reason],
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
			p.takesPosition
				? typo`Option inconnue « ${p.option} ». Pour donner une position qui commence par « - », placez-la après « -- ».`
				: typo`Option inconnue « ${p.option} ».`,
		'missing-value': (p) => typo`L’option « ${p.option} » demande une valeur.`,
		'bad-arguments': (p) => typo`Arguments refusés : ${p.message}`,
		'unknown-order': (p) =>
			typo`Ordre des coups inconnu « ${p.value} » : utilisez ${p.orders.join(' ou ')}.`,
		'unknown-language': (p) =>
			typo`Langue inconnue « ${p.value} » : utilisez ${p.languages.join(' ou ')}.`,
		'unknown-game': (p) => typo`Jeu inconnu « ${p.value} » : utilisez ${p.games.join(', ')}.`,
		'bad-depth-limit': (p) =>
			typo`Limite de profondeur incorrecte « ${p.value} » : donnez un nombre entier de demi-coups de 1 à ${p.max}, ou none.`,
		'bad-time-budget': (p) =>
			typo`Temps imparti incorrect « ${p.value} » : donnez un nombre entier de millisecondes de 1 à ${integer(600000)}.`,
		'verify-game': (p) => typo`verify ne prouve que le morpion 3x3, pas « ${p.value} ».`,
		'missing-position': () => 'Il manque la POSITION, par exemple XOX/.O./X..',
		'unexpected-argument': (p) =>
			typo`Argument inattendu « ${p.value} » : donnez une seule position, suivie ou non de x ou o (une position avec des espaces se met entre guillemets).`,
		'verify-position': (p) => typo`verify ne prend pas de position, reçu « ${p.value} ».`
	}
};
