/**
 * Les narrations des leçons en français (NarrationCatalogue) : une phrase par code, écrite à partir
 * des valeurs que les données de la leçon calculent sur la recherche enregistrée. Cases dites 1-9
 * (« case 8 ») ou en coordonnées avec le numéro (« c1 (case 9) ») ; typographie française via typo.
 */
import type { Bound } from '$lib/engine';
import type { NarrationCatalogue } from '$lib/lessons';
import type { CutoffValues } from '$lib/lessons/data/alpha-beta';
import type { HalfValues } from '$lib/lessons/data/proof';
import { listFr as list, numbersFr, withTypography } from './typography';
import { techniqueNarrationFr } from './narration-techniques';
import { solverNarrationFr } from './solver-lesson';
import { mctsNarrationFr } from './mcts-lesson';

const { integer, decimal, score } = numbersFr;
const cell = (c: number) => `case ${c + 1}`;
const Cell = (c: number) => `La case ${c + 1}`;
const cells = (cs: readonly number[]) => list(cs.map((c) => String(c + 1)));
const coord = (c: number) => `${'abc'[c % 3]}${3 - Math.floor(c / 3)} (case ${c + 1})`;
const moves = (p: readonly number[]) => p.map((c) => `la ${cell(c)}`).join(' puis ');
const path = (p: readonly number[]) =>
	p.length === 0 ? 'la racine' : `la position après ${moves(p)}`;
const scored = (cs: readonly number[], ss: readonly number[], name = cell) =>
	list(cs.map((c, k) => `${name(c)} : ${score(ss[k])}`));
const withBound = (v: number, b: Bound) =>
	b === 'upper' ? `<= ${score(v)}` : b === 'lower' ? `>= ${score(v)}` : score(v);
const outcomeText = (o: 'X' | 'O' | 'draw') =>
	o === 'draw' ? 'la partie est nulle' : `${o} a gagné`;
const depths = (ds: readonly number[]) =>
	ds.length > 1 ? `aux profondeurs ${list(ds.map(String))}` : `à la profondeur ${ds[0] ?? 0}`;

function leafFormula(depth: number, value: number): string {
	if (value > 0 && value === 10 - depth && value !== 10) return `10 - ${depth} = ${value}`;
	if (value < 0 && value === depth - 10 && value !== -10) return `${depth} - 10 = ${value}`;
	return score(value);
}

function cutoff(where: string, v: CutoffValues): string {
	const test = v.maximizing
		? `alpha ${score(v.alpha)} >= bêta ${score(v.beta)}, une coupure bêta`
		: `bêta ${score(v.beta)} <= alpha ${score(v.alpha)}, une coupure alpha`;
	const kind = v.maximizing ? 'un nœud max' : 'un nœud min';
	const pruned =
		v.pruned.length === 0
			? 'Aucun coup ne restait à élaguer : le test a réussi après le dernier.'
			: v.pruned.length === 1
				? `Le coup ${cells(v.pruned)} est élagué, jamais examiné.`
				: `Les coups ${cells(v.pruned)} sont élagués, jamais examinés.`;
	return (
		`${where}, à ${path(v.path)} (${kind}) : ${test}. ` +
		`Le nœud renvoie ${withBound(v.value, v.bound)}, une borne, pas une valeur exacte. ${pruned}`
	);
}

function half(name: string, h: HalfValues): string {
	const wins = h.aiWins.map((w) => `${integer(w.count)} au demi-coup ${w.ply}`);
	return (
		`${name} : ${integer(h.games)} parties ; l'ordinateur en gagne ${wins.length ? list(wins) : 'aucune'}, ` +
		`${integer(h.draws)} sont nulles, l'humain en gagne ${integer(h.humanWins)}.`
	);
}

export const narrationFr: NarrationCatalogue = withTypography<NarrationCatalogue>({
	...techniqueNarrationFr,
	...solverNarrationFr,
	...mctsNarrationFr,
	'game-tree.root': (v) =>
		`Voici la racine de l'arbre de recherche : la position à décider. ${v.toMove} a le trait avec ${v.empty} cases vides, donc la racine a ${v.moves} coups. L'arbre entier compte ${integer(v.nodes)} nœuds.`,
	'game-tree.moves': (v) =>
		`Chaque coup est une arête de la racine vers un enfant : ${v.toMove} peut jouer les cases ${cells(v.cells)}, un nœud enfant pour chacune.`,
	'game-tree.leaf': (v) =>
		`Une feuille est une partie finie. Après ${moves(v.path)}, ${outcomeText(v.outcome)} : cette feuille est à la profondeur ${v.depth}, ${v.depth} demi-coups sous la racine.`,
	'game-tree.leaves': (v) =>
		`L'arbre a ${v.leaves} feuilles : X gagne ${v.xWins} parties, O en gagne ${v.oWins} et ${v.draws} sont nulles. Les parties finissent ${depths(v.depths)}.`,
	'game-tree.levels': (v) =>
		`${v.maximizer}, qui a le trait à la racine, est le maximiseur (▲) : il prend le score le plus haut, ${depths(v.maximizerDepths)}. ${v.minimizer} est le minimiseur (▼) : il prend le plus bas, ${depths(v.minimizerDepths)}.`,
	'game-tree.size': (v) =>
		`En tout : ${integer(v.nodes)} nœuds, ${v.leaves} feuilles et ${v.inner} nœuds internes, jusqu'à la profondeur ${v.maxDepth}. Le minimax simple les examine tous.`,
	'minimax.start': (v) =>
		`La recherche part de la racine. ${v.maximizer} a le trait : c'est le maximiseur. Il essaie ses ${v.moves} coups l'un après l'autre, en descendant jusqu'au bout de chacun avant le suivant.`,
	'minimax.first-leaf': (v) =>
		`Première partie finie : après ${moves(v.path)}, ${outcomeText(v.outcome)}, à la profondeur ${v.depth}. Son score : ${leafFormula(v.depth, v.score)}.`,
	'minimax.min-returns': (v) =>
		`Après la ${cell(v.cell)}, ${v.minimizer} a le trait : le minimiseur prend la plus petite des valeurs de ses enfants, ${list(v.scores.map(score))}. Ce nœud renvoie donc ${score(v.value)} à la racine.`,
	'minimax.update': (v) =>
		`${Cell(v.cell)} a renvoyé ${score(v.value)}. Le meilleur score de la racine jusqu'ici était ${score(v.bestBefore)} ; ` +
		(v.improved
			? `${score(v.value)} est plus haut, donc le meilleur devient ${score(v.best)}.`
			: `${score(v.value)} n'est pas plus haut, il reste ${score(v.best)}.`),
	'minimax.choose': (v) =>
		`Chaque coup a son score : ${scored(v.cells, v.scores)}. Le maximiseur joue la ${cell(v.best)}, le score le plus haut, et la valeur minimax de la racine est ${score(v.value)}.`,
	'depth-penalty.position': (v) =>
		`${v.toMove} a le trait ; les cases libres sont ${cells(v.free)}. ` +
		(v.wins.length
			? `${v.toMove} peut gagner tout de suite en ${list(v.wins.map(cell))}.`
			: `${v.toMove} n'a pas de victoire immédiate.`) +
		(v.wins.includes(v.chosen)
			? ` L'IA joue ${cell(v.chosen)}.`
			: ` Pourtant, ${v.depthPenalty ? 'avec' : 'sans'} la pénalité de profondeur, l'IA joue ${cell(v.chosen)}, comme le montre le tableau : pourquoi ?`),
	'depth-penalty.without': (v) => {
		const tied = v.cells.filter((_, k) => v.scores[k] === v.value);
		return (
			`Sans la pénalité de profondeur, toute victoire vaut 10 et toute défaite -10 : ${scored(v.cells, v.scores)}. ` +
			(tied.length > 1
				? `Les cases ${cells(tied)} sont à égalité à ${score(v.value)}, et le départage garde le premier coup essayé : l'ordinateur joue la ${cell(v.best)}.`
				: `L'ordinateur joue la ${cell(v.best)}.`)
		);
	},
	'depth-penalty.later': (v) =>
		v.best === v.quick
			? `${Cell(v.best)} gagne à la profondeur ${v.bestDepth}, la victoire la plus rapide.`
			: `${Cell(v.best)} gagne bien, mais seulement à la profondeur ${v.bestDepth} ; la ${cell(v.quick)} gagne à la profondeur ${v.quickDepth}. Sans la pénalité de profondeur, le minimax ne peut pas les distinguer.`,
	'depth-penalty.with': (v) =>
		`Avec la pénalité de profondeur, une victoire à la profondeur d vaut 10 - d et une défaite d - 10 : ${scored(v.cells, v.scores)}. L'ordinateur joue la ${cell(v.best)}, valeur ${score(v.value)} : la victoire la plus rapide.`,
	'depth-penalty.rule': (v) =>
		`Chaque score vient de la partie où mène le coup : ${list(v.cells.map((c, k) => `${cell(c)} : ${score(v.scores[k])} (profondeur ${v.depths[k]})`))}. Une victoire plus tôt vaut plus ; une défaite plus tard coûte moins.`,
	'win-before-block.position': (v) =>
		`${v.toMove} a le trait. ` +
		(v.wins.length
			? `${v.toMove} gagne tout de suite en ${list(v.wins.map(coord))}`
			: `${v.toMove} n'a pas de victoire immédiate`) +
		(v.threats.length
			? ` ; l'adversaire menace de gagner en ${list(v.threats.map(coord))}.`
			: " ; l'adversaire n'a pas de menace."),
	'win-before-block.choice': (v) =>
		`Les scores : ${scored(v.cells, v.scores, coord)}. L'ordinateur joue ${coord(v.best)}, valeur ${score(v.value)} : il gagne tout de suite.`,
	'win-before-block.block': (v) =>
		`Bloquer en ${coord(v.cell)} ne vaut que ${score(v.score)} : ${v.score === 0 ? 'une partie nulle' : 'pas le meilleur coup'}.`,
	'win-before-block.others': (v) =>
		`${list(v.cells.map(coord))} ne gagnent pas et ne bloquent pas : chacun vaut ${score(v.score)}, car la réponse en ${coord(v.reply)} gagne.`,
	'win-before-block.no-penalty': (v) =>
		`Sans la pénalité de profondeur : ${scored(v.cells, v.scores, coord)}. L'ordinateur joue ${coord(v.best)}, valeur ${score(v.value)} : gagner passe avant bloquer dans les deux cas.`,
	'alpha-beta.plain': (v) =>
		`Le minimax simple examine ${integer(v.nodes)} nœuds pour choisir la ${cell(v.best)} (valeur ${score(v.value)}).`,
	'alpha-beta.pruned': (v) =>
		`L'élagage alpha-bêta examine ${integer(v.nodes)} nœuds au lieu de ${integer(v.plainNodes)} : ${integer(v.skipped)} sont évités, ` +
		(v.best === v.plainBest
			? `et le choix est le même, la ${cell(v.best)} (valeur ${score(v.value)}).`
			: `et il choisit la ${cell(v.best)} au lieu de la ${cell(v.plainBest)} (valeur ${score(v.value)}).`),
	'alpha-beta.window': (v) =>
		`${Cell(v.cell)} a renvoyé ${score(v.value)}, donc la fenêtre de la racine devient [${score(v.alpha)}, ${score(v.beta)}] : alpha = ${score(v.alpha)}, le score dont le maximiseur est déjà sûr. Un coup qui ne peut pas le battre ne compte pas.`,
	'alpha-beta.first-cutoff': (v) => cutoff('La première coupure', v),
	'alpha-beta.first-prune': (v) => cutoff('La première coupure qui élague un coup', v),
	'alpha-beta.root-cutoff': (v) => cutoff('Une coupure juste sous la racine', v),
	'alpha-beta.bounds': (v) =>
		`À la racine : ${list(v.cells.map((c, k) => `${cell(c)} : ${withBound(v.scores[k], v.bounds[k])}`))}. Une borne n'est qu'une limite, jamais une égalité avec le meilleur coup : l'ordinateur joue la ${cell(v.best)}.`,
	'move-ordering.plain': (v) =>
		`Minimax simple depuis le plateau vide, sans pénalité de profondeur : ${integer(v.nodes)} nœuds pour choisir la ${cell(v.best)}, valeur ${score(v.value)} (partie nulle si les deux jouent au mieux).`,
	'move-ordering.alpha-beta': (v) =>
		`Alpha-bêta dans l'ordre des cases : ${integer(v.nodes)} nœuds, ${decimal(v.fewer, 1)} fois moins que ${integer(v.plainNodes)}, pour la même valeur ${score(v.value)}. Il joue la ${cell(v.best)}.`,
	'move-ordering.center-first': (v) =>
		`Alpha-bêta avec le centre d'abord, puis les coins, puis les bords : ${integer(v.nodes)} nœuds au lieu de ${integer(v.indexNodes)} dans l'ordre des cases, ${decimal(v.fewer, 1)} fois moins que les ${integer(v.plainNodes)} du minimax simple. Il joue la ${cell(v.best)} (valeur ${score(v.value)}).`,
	'move-ordering.first-move': (v) =>
		`Le premier coup essayé, la ${cell(v.cell)}, prend ${integer(v.firstNodes)} nœuds et prouve déjà la valeur ${score(v.value)}. Les ${v.others} autres coups n'en demandent que ${integer(v.otherNodes)} à eux tous : un bon coup d'abord fait venir les coupures tôt.`,
	'move-ordering.compare': (v) =>
		`Nombre de nœuds sans la pénalité de profondeur : minimax ${integer(v.withoutPenalty.minimax)}, alpha-bêta ${integer(v.withoutPenalty['alpha-beta'])}, centre d'abord ${integer(v.withoutPenalty['center-first'])}. Avec : ${integer(v.withPenalty.minimax)}, ${integer(v.withPenalty['alpha-beta'])} et ${integer(v.withPenalty['center-first'])}.`,
	'move-ordering.openings': (v) =>
		`Après une première marque, le minimax simple demande ${integer(v.minimaxByKind.corner)} nœuds après un coin, ${integer(v.minimaxByKind.edge)} après un bord et ${integer(v.minimaxByKind.centre)} après le centre. Alpha-bêta en demande de ${Math.round(v.fewer['alpha-beta'].min)} à ${Math.round(v.fewer['alpha-beta'].max)} fois moins, et le centre d'abord de ${integer(v.centerFirstNodes.min)} à ${integer(v.centerFirstNodes.max)} nœuds.`,
	'proof.method': (v) =>
		`La preuve : l'humain (X) essaie tous les coups légaux à chaque tour ; l'ordinateur (O) répond par son unique meilleur coup. Quand l'humain commence, cela fait ${integer(v.humanFirst)} parties différentes, quand l'ordinateur commence ${integer(v.aiFirst)} : ${integer(v.total)} en tout.`,
	'proof.with-penalty': (v) =>
		`Avec la pénalité de profondeur. ${half("L'humain commence", v.humanFirst)} ${half("L'ordinateur commence", v.aiFirst)}`,
	'proof.without-penalty': (v) =>
		`Sans la pénalité de profondeur. ${half("L'humain commence", v.humanFirst)} ${half("L'ordinateur commence", v.aiFirst)}`,
	'proof.never': (v) =>
		`Sur les ${integer(v.games)} parties, l'humain en gagne ${integer(v.humanWins)} : ` +
		(v.humanEverWins ? "l'ordinateur peut être battu." : "l'ordinateur ne perd jamais."),
	'proof.answer': (v) =>
		`Quand l'humain ouvre en ${cell(v.opening)}, l'ordinateur répond en ${cell(v.answer)} (valeur ${score(v.value)}). La preuve joue ${integer(v.games)} parties après cette ouverture.`,
	'whole-tree.nodes': (v) =>
		`L'arbre entier du minimax simple depuis le plateau vide : ${integer(v.nodes)} nœuds, la racine et ${integer(v.belowRoot)} positions en dessous.`,
	'whole-tree.games': (v) =>
		`Ses feuilles sont les ${integer(v.games)} parties possibles : X en gagne ${integer(v.xWins)}, O ${integer(v.oWins)} et ${integer(v.draws)} sont nulles.`,
	'whole-tree.positions': (v) =>
		`Pourtant il n'y a que ${integer(v.positions)} positions différentes : chacune apparaît en moyenne ${decimal(v.perPosition, 1)} fois parmi les ${integer(v.nodes)} nœuds.`,
	'whole-tree.transpositions': (v) =>
		`La position surlignée apparaît dans ${integer(v.count)} nœuds, tous à la profondeur ${v.depth} : chacun est atteint par un autre ordre des coups, une transposition.`,
	'whole-tree.subtree': (v) =>
		`L'un d'eux, atteint par les cases ${cells(v.path)} : son sous-arbre compte ${integer(v.nodes)} nœuds` +
		(v.nodes === v.searchNodes
			? `, exactement les ${integer(v.searchNodes)} de sa propre recherche dans la leçon sur la pénalité de profondeur.`
			: ` ; sa propre recherche en examine ${integer(v.searchNodes)}.`)
});
