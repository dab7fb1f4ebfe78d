/** Les commentaires des deux leçons des techniques de recherche, en français (fr/narration.ts). */
import type { NarrationCatalogue, NarrationCode } from '$lib/lessons';
import { listFr as list, numbersFr } from './typography';

const { integer, score } = numbersFr;
const cell = (c: number) => `case ${c + 1}`;
const moves = (p: readonly number[]) => p.map((c) => `la ${cell(c)}`).join(', ');

type Codes = Extract<NarrationCode, `transpositions.${string}` | `depth-limit.${string}`>;

export const techniqueNarrationFr: Pick<NarrationCatalogue, Codes> = {
	'transpositions.twice': (v) =>
		`La position ${v.position} apparaît ${v.count} fois dans cet arbre de ${integer(v.nodes)} nœuds, par exemple après ${moves(v.paths[0])} et après ${moves(v.paths[1])}. Les mêmes marques dans un autre ordre : une transposition. Le minimax simple la cherche de nouveau à chaque fois.`,
	'transpositions.table': (v) =>
		`Avec une table de transposition, une position déjà cherchée est consultée dans la table : ${integer(v.nodes)} nœuds au lieu de ${integer(v.plainNodes)}. La table garde ${integer(v.entries)} entrées et répond ${integer(v.hits)} fois ; chaque réponse de la table est une feuille tracée en tirets avec TT.`,
	'transpositions.lookup': (v) =>
		`Après ${moves(v.path)}, la recherche rencontre une position déjà cherchée après ${moves(v.linkPath)}. La table répond avec la valeur gardée alors, ${score(v.value)} : ce sous-arbre n’est pas cherché de nouveau. Pointez le nœud TT pour voir le nœud auquel il renvoie.`,
	'transpositions.empty-board': (v) =>
		`Sur le plateau vide (sans pénalité de profondeur) : minimax simple ${integer(v.plain)} nœuds, ${integer(v.plainTable)} avec la table (${integer(v.entries)} entrées : chaque position non finie une fois). Alpha-bêta ${integer(v.alphaBeta)} nœuds, ${integer(v.alphaBetaTable)} avec la table. Avec l’élagage alpha-bêta, une entrée peut ne garder qu’une borne, qui ne répond que si elle sort de la fenêtre.`,
	'depth-limit.horizon': (v) =>
		`L’arbre complet du plateau vide compte ${integer(v.fullNodes)} nœuds ; les jeux plus grands en ont beaucoup trop. Une limite de profondeur de ${v.limit} demi-coups arrête la recherche là : ${integer(v.nodes)} nœuds, dont ${integer(v.horizon)} feuilles à l’horizon, tracées en pointillés avec H.`,
	'depth-limit.evaluation': (v) =>
		`À l’horizon (profondeur ${v.depth}, après ${moves(v.path)}), la partie n’est pas finie : la fonction d’évaluation lui donne une valeur. Pour chaque ligne que l’adversaire n’a pas bloquée, 1, 4 ou 16 pour 1, 2 ou 3 marques à soi, moins la même chose pour l’adversaire. Ici ${score(v.value)}. Elle reste sous la valeur d’une victoire : une estimation, pas un résultat.`,
	'depth-limit.choice': (v) =>
		`À ${v.limit === 1 ? 'un demi-coup' : `${v.limit} demi-coups`} de profondeur, l’évaluation préfère la ${cell(v.best)} (valeur ${score(v.value)} : elle ouvre le plus de lignes). La recherche complète voit plus loin : tous les premiers coups mènent à la partie nulle (valeur ${score(v.fullValue)}) et elle joue la ${cell(v.fullBest)}. Une limite de profondeur échange la certitude contre la vitesse.`,
	'depth-limit.bigger': (v) =>
		`Depuis la plateau 4x4 vide, une recherche simple examine ${list(v.ttt4.map(integer))} nœuds pour les limites 1 à 4 ; au Puissance 4, ${list(v.connect4.map(integer))}. Chaque demi-coup de plus multiplie le travail : les programmes cherchent aussi profond que leur temps le permet, par approfondissement itératif.`
};
