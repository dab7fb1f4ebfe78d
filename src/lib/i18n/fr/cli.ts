/** La sortie texte de la ligne de commande en français (`cli` du catalogue, `--lang fr`). */
import { DEFAULT_GAME, gameDef } from '$lib/engine/games';
import type { CliMessages } from '../cli-messages';
import { CLI_GAME_NAMES_FR } from './game-names';
import { numbersFr } from './numbers';
import { typo } from './typography';

const { integer, milliseconds } = numbersFr;

/** The option line's name of game `id` (its message key, GameDef.names). */
function gameNameCliFR(id: string): string {
	const game = gameDef(id);
	return CLI_GAME_NAMES_FR[game.names.game](game);
}

export const cliFr: CliMessages = {
	analyzeUsage:
		typo`Utilisation : npm run --silent analyze -- [options] POSITION [CAMP]\n` +
		typo`La décision de l’IA dans POSITION (par exemple « XOX/.O./X.. », « XOX/.O./X.. o » ou « -X-/---/--- » ;\n` +
		'avec --game ttt4 quatre rangées de quatre cases, avec --game connect4 six rangées de sept, avec\n' +
		typo`--game ultimate neuf rangées de neuf, une espace et la grille où jouer, 1-9 ou « * » pour n’importe laquelle).\n` +
		typo`Un arbre de manuel au lieu d’une position (voir --tree --help pour ses options) :\n` +
		"  --tree TEXTE              l’arbre en listes imbriquées, '[[3,12,8],[2,4,6],[14,5,2]]'\n" +
		typo`  --tree-file CHEMIN        l’arbre lu dans un fichier (un grand arbre : pas de limite du shell)\n` +
		'  --tree -                  l’arbre lu sur l’entrée standard (un tube ou une redirection)\n' +
		'                            (au plus 100\u202f000 nœuds et 4\u202f000\u202f000 octets de texte)',
	verifyUsage:
		typo`Utilisation : npm run --silent verify -- [options]\n` +
		'Joue toutes les parties où l’humain (X) essaie tous les coups et où l’IA (O) répond.',
	optionsHelp: [
		typo`Chaque jeu a ses réglages par défaut : ttt3 et ttt4 minimax simple, ordre index, sans table ni`,
		typo`approfondissement itératif, limite de profondeur none (ttt3) ou 5 (ttt4) ; connect4 élagage`,
		'alpha-bêta, ordre centre d’abord, table de transposition, approfondissement itératif sans limite',
		typo`de profondeur et solveur exact dans le même temps (sa preuve est jouée quand il termine) ;`,
		'ultimate de même sans solveur (limite de profondeur 5 sans approfondissement itératif).',
		'Les options --no- désactivent un réglage par défaut.',
		typo`  --alpha-beta, --no-alpha-beta  élagage alpha-bêta, ou minimax simple`,
		typo`  --order index|center-first  ordre des coups (« center » accepté aussi)`,
		typo`  --no-depth-penalty        une victoire vaut +WIN et une défaite -WIN à toute profondeur (WIN : 10, ${integer(1000)} au-delà du 3x3)`,
		typo`  --game ttt3|ttt4|connect4|ultimate  le jeu (par défaut : ttt3, le morpion 3x3)`,
		'  --transposition-table, --no-transposition-table  consulter une table de transposition',
		'  --depth-limit N|none      demi-coups cherchés avant que la fonction d’évaluation note une position',
		typo`                            (par défaut sans approfondissement itératif : none pour ttt3, 5 pour ttt4`,
		typo`                            et ultimate, 7 pour connect4 ; avec : none pour ttt3, connect4 et`,
		typo`                            ultimate, 5 pour ttt4)`,
		typo`  --iterative-deepening, --no-iterative-deepening  profondeurs 1, 2, 3... dans --time-budget`,
		typo`                            (--depth-limit : la plus profonde)`,
		typo`  --time-budget MS          millisecondes pour le solveur et les itérations (par défaut : ${integer(1000)})`,
		typo`  --no-solver               connect4 : pas de solveur exact à côté de l’approfondissement itératif`,
		typo`  --solve                   connect4 : le solveur exact seul, sans limite de temps : chaque colonne`,
		'                            exactement (note 22 - les pions du gagnant, comme le solveur de Pascal Pons)',
		typo`  --mcts                    recherche arborescente Monte-Carlo (UCT) au lieu du minimax : pour chaque`,
		'                            coup ses visites, son taux de victoire et la valeur minimax exacte',
		typo`                            (3x3, 4x4 ; connect4 quand il est résolu)`,
		typo`  --iterations N            itérations de MCTS, de 1 à ${integer(1000000)} (par défaut : ${integer(1000)})`,
		typo`  --seed S                  graine aléatoire de MCTS, de 0 à ${integer(4294967295)} (par défaut : 0) : la même graine rejoue`,
		typo`  --exploration C           la constante d’exploration d’UCT, un nombre >= 0 écrit avec un point (par défaut : racine de 2, « 1.414 »)`,
		typo`                            (avec --mcts, --time-budget MS cherche pendant MS millisecondes)`,
		'  --json                    un objet JSON sur la sortie standard (cases à partir de 0, le même dans toutes les langues)',
		typo`  --lang en|fr              langue de la sortie texte (par défaut : en)`,
		'  -h, --help                cette aide'
	].join('\n'),
	options: (o) =>
		[
			o.alphaBeta ? 'élagage alpha-bêta' : 'minimax simple',
			o.depthPenalty ? 'pénalité de profondeur activée' : 'pénalité de profondeur désactivée',
			o.order === 'index' ? 'ordre des coups index' : 'ordre des coups centre d’abord',
			...(o.game && o.game !== DEFAULT_GAME.id ? [gameNameCliFR(o.game)] : []),
			...(o.transpositionTable ? ['table de transposition'] : []),
			...(o.depthLimit ? [`limite de profondeur ${o.depthLimit}`] : []),
			...(o.solver ? ['solveur exact'] : [])
		].join(', '),
	positionLine: (notation, toMove, options) =>
		toMove === null
			? `Position ${notation}, partie finie (${options})`
			: `Position ${notation}, ${toMove} au trait (${options})`,
	over: (outcome) =>
		outcome === 'draw'
			? typo`La partie est finie : partie nulle.`
			: typo`La partie est finie : ${outcome} a gagné.`,
	ultimateToPlay: (board) =>
		board === null
			? typo`À jouer dans : n’importe quelle grille ouverte.`
			: typo`À jouer dans : grille ${board + 1}.`,
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
	proved: (winner, moves, nodes, ms) =>
		typo`Prouvé par le solveur exact (${integer(nodes)} nœuds, ${milliseconds(ms, 2)}) : ` +
		(winner === null
			? 'partie nulle si chacun joue au mieux.'
			: `${winner} gagne en ${moves} ${moves === 1 ? 'coup' : 'coups'}.`) +
		typo` Le meilleur coup et les valeurs ci-dessus sont ceux de la preuve ; les itérations estiment.`,
	notProved: (budget) =>
		typo`Non prouvé : le solveur exact n’a pas fini en ${milliseconds(budget, 0)} ; le meilleur coup est celui de la recherche.`,
	solveHeading: typo`Solveur exact (notes de Pascal Pons : 22 - les pions du gagnant quand il aligne quatre) :`,
	solveHeader: 'Colonne  Case   Note  Valeur',
	solveColumn: (column, cell, score, value) =>
		cell === null || score === null || value === null
			? `${String(column + 1).padStart(7)}  pleine`
			: `${String(column + 1).padStart(7)}  ${String(cell + 1).padStart(4)}  ${String(score).padStart(5)}  ${String(value).padStart(6)}`,
	solveVerdict: (score, winner, moves, disc, column) =>
		typo(
			(winner === null
				? 'Note 0 : partie nulle si chacun joue au mieux'
				: `Note ${score} : ${winner} gagne avec son pion numéro ${disc}, en ${moves} ${moves === 1 ? 'coup' : 'coups'}`) +
				` ; meilleure colonne ${column + 1}.`
		),
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
		'bad-iterations': (p) =>
			typo`Nombre d’itérations incorrect « ${p.value} » : donnez un nombre entier de 1 à ${integer(p.max)}.`,
		'bad-seed': (p) =>
			typo`Graine incorrecte « ${p.value} » : donnez un nombre entier de 0 à ${integer(4294967295)}.`,
		'bad-exploration': (p) =>
			typo`Constante d’exploration incorrecte « ${p.value} » : donnez un nombre à partir de 0 écrit avec un point, par exemple « 1.414 » (racine de 2, la valeur par défaut).`,
		'mcts-option': (p) =>
			typo`${p.option} règle la recherche arborescente Monte-Carlo : ajoutez --mcts.`,
		'not-with-mcts': (p) =>
			typo`${p.option} est une option du minimax ; la recherche arborescente Monte-Carlo (--mcts) ne s’en sert pas.`,
		'conflicting-options': (p) => `Donnez ${p.option} ou ${p.negated}, pas les deux.`,
		'time-budget-without-deepening': () =>
			typo`--time-budget borne l’approfondissement itératif : ajoutez --iterative-deepening (actif par défaut pour Puissance 4 seulement).`,
		'repeated-option': (p) =>
			typo`L’option « ${p.option} » est donnée deux fois, « ${p.first} » puis « ${p.second} » : donnez-la une seule fois.`,
		'solve-game': (p) =>
			typo`--solve ne résout que Puissance 4 (--game connect4), pas « ${p.value} ».`,
		'verify-game': (p) => typo`verify ne prouve que le morpion 3x3, pas « ${p.value} ».`,
		'missing-position': () => 'Il manque la POSITION, par exemple XOX/.O./X..',
		'unexpected-argument': (p) =>
			typo`Argument inattendu « ${p.value} » : donnez une seule position, suivie ou non de x ou o (une position avec des espaces se met entre guillemets).`,
		'verify-position': (p) => typo`verify ne prend pas de position, reçu « ${p.value} ».`,
		'solver-game': (p) =>
			typo`--no-solver désactive le solveur exact de Puissance 4 (--game connect4) ; --game ${p.game} n’a pas de solveur à désactiver.`,
		'solver-without-deepening': (p) =>
			typo`--no-solver ne s’applique pas avec --no-iterative-deepening : avec --game ${p.game}, le solveur exact ne tourne qu’à côté de l’approfondissement itératif.`,
		'not-with-solve': (p) =>
			p.option === '--no-solver'
				? typo`--solve lance le solveur exact et --no-solver le désactive (--game ${p.game}) : donnez l’un des deux.`
				: typo`${p.option} ne s’applique pas avec --solve : avec --game ${p.game}, il lance le solveur exact seul, sans limite de temps.`,
		'verify-option': (p) =>
			typo`verify ne prend pas ${p.option} : il prouve l’IA minimax du morpion 3x3 (--game ttt3).`
	}
};
