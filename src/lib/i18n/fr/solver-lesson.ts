/** La leçon du solveur de Puissance 4 en français : ses commentaires et son graphique (fr/lessons.ts). */
import type { LadderChartWords } from '../lessons-messages';
import type { NarrationCatalogue, NarrationCode } from '$lib/lessons';
import type { SolvedFacts } from '$lib/lessons/data/connect4-solver';
import { numbersFr, withTypography } from './typography';

const { integer } = numbersFr;
const movesWord = (n: number) => `${n} ${n === 1 ? 'coup' : 'coups'}`;
const result = (f: SolvedFacts) =>
	f.winner === null
		? 'partie nulle si chacun joue au mieux'
		: `${f.winner} gagne en ${movesWord(f.moves)}`;
const against = (nodes: number, before: number) =>
	nodes < before
		? `${integer(nodes)} nœuds au lieu de ${integer(before)}`
		: `${integer(nodes)} nœuds contre ${integer(before)} : ici, elle coûte plus qu’elle ne fait gagner`;

type Codes = Extract<NarrationCode, `connect4-solver.${string}`>;

/** Typography applied by narrationFr (fr/narration.ts), which spreads these in. */
export const solverNarrationFr: Pick<NarrationCatalogue, Codes> = {
	'connect4-solver.plain': (v) =>
		`${v.toMove} a le trait, ${v.discs} pions sur la grille. La réponse : ${result(v)} (coups du gagnant, le dernier compris). Le minimax simple le prouve en jouant chaque partie d’ici jusqu’à la fin : ${integer(v.nodes)} nœuds. Le graphique ajoute les techniques du solveur une à une, sur cette même position.`,
	'connect4-solver.alpha-beta': (v) =>
		`L’élagage alpha-bêta saute les coups qui ne peuvent pas changer la réponse : ${against(v.nodes, v.plainNodes)}, pour la même réponse. L’arbre est la recherche enregistrée du moteur, colonnes essayées de gauche à droite.`,
	'connect4-solver.centre': (v) =>
		`Le centre d’abord : colonnes 4, 3, 5, 2, 6, 1, 7. Un pion au centre est dans plus de lignes, donc un bon coup vient souvent tôt et coupe les autres : ${against(v.nodes, v.alphaBetaNodes)}.`,
	'connect4-solver.table': (v) =>
		`La table de transposition du solveur. Un bitboard tient la position : 7 bits par colonne (6 cases et un bit de réserve), les pions du joueur qui a le trait et tous les pions, chacun en deux moitiés de 32 bits ; une position est donc une clé de 49 bits. Une entrée garde une borne inférieure (après une coupure) ou supérieure, qui resserre la fenêtre quand la même position revient par d’autres coups : ${against(v.nodes, v.centreNodes)}.`,
	'connect4-solver.null-window': (v) =>
		`La fenêtre nulle : au lieu d’une recherche à fenêtre large, le solveur pose des questions fermées, « le score dépasse-t-il s ? », chacune une recherche avec la fenêtre (s, s + 1) qui coupe en deux l’intervalle des scores possibles, en commençant près de la nulle ; chaque nœud resserre aussi sa fenêtre au meilleur et au pire score encore possibles. ${v.searches} recherches, ${against(v.nodes, v.tableNodes)}.`,
	'connect4-solver.anticipate': (v) =>
		`Anticiper les défaites : un nœud gagne tout de suite quand il le peut ; sinon il doit bloquer la case gagnante de l’adversaire (deux : perdu) et ne joue jamais juste en dessous d’une telle case. Les coups qui perdent aussitôt ne sont jamais cherchés : ${against(v.nodes, v.nullWindowNodes)}.`,
	'connect4-solver.threats': (v) =>
		`L’ordre par menaces : les coups qui créent le plus de cases gagnantes passent d’abord (à égalité, le centre d’abord), ${against(v.nodes, v.anticipateNodes)}. Le solveur du moteur (les mêmes techniques dans des tableaux typés, et la colonne qui a coupé en dernier dans une position essayée d’abord) en demande ${integer(v.solverNodes)}.`,
	'connect4-solver.midgame': (v) =>
		`Dix coups plus tôt, ${v.discs} pions, ${v.toMove} a le trait (une position des données de référence, notée par le solveur de Pascal Pons) : ${result(v)}. Alpha-bêta, le centre d’abord et la table dépassent ${integer(v.budget)} nœuds sans réponse. La fenêtre nulle en demande ${integer(v.nullWindow)}, l’anticipation des défaites ${integer(v.anticipate)}, l’ordre par menaces ${integer(v.threats)}, le solveur du moteur ${integer(v.solver)} : chaque technique paie sur un arbre plus grand.`,
	'connect4-solver.in-game': (v) =>
		`En partie, l’ordinateur donne au solveur la moitié de ses ${integer(v.budgetMs)} ms (${integer(v.solverMs)} ms), puis le reste à l’approfondissement itératif : alpha-bêta, le centre d’abord et la table, un demi-coup plus profond à chaque fois, pour l’arbre à l’écran. Sur cette position, le solveur répond : ${result(v)}, en jouant la colonne ${v.column + 1} ; quand sa réponse arrive à temps, l’ordinateur joue cette colonne et le statut dit « Prouvé ».`
};

export const ladderChartFr: LadderChartWords = withTypography<LadderChartWords>({
	caption: 'Nœuds cherchés, chaque technique ajoutée à celles du dessus (échelle logarithmique)',
	rungs: {
		plain: 'Minimax simple',
		'alpha-beta': 'Alpha-bêta',
		'centre-first': 'Le centre d’abord',
		table: 'Table de transposition',
		'null-window': 'Fenêtre nulle',
		anticipate: 'Anticiper les défaites',
		'threat-order': 'Ordre par menaces',
		solver: 'Le solveur du moteur'
	},
	nodes: (n: number) => `${integer(n)} ${n <= 1 ? 'nœud' : 'nœuds'}`,
	outOfReach: 'hors de portée',
	technique: 'Technique ajoutée',
	nodesHeader: 'Nœuds'
});
