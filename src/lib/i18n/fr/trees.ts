/**
 * Les textes des arbres de jeu abstraits en français (trees-messages.ts) : problèmes, explications
 * des étapes, coupures, corrections des exercices, mots du pseudo-code et lignes `--tree` du CLI.
 * French typography (narrow no-break spaces before : ; ? !) is applied to the whole table.
 */
import type { Bound } from '$lib/engine';
import type { CutoffExplanation } from '$lib/trees';
import type { TreeMessages } from '../trees-messages';
import { capitalized, clip, scoreWords } from '../format';
import { numbersFr } from './numbers';
import { guillemets, listFr as list, withTypography } from './typography';

/** Une valeur d’arbre exacte : le décimal le plus court qui se relit en la même valeur (format.ts), ±∞. */
function number(v: number): string {
	return numbersFr.exact(v);
}

/** A count (nodes, leaves, a limit): a whole number with its groups, 100 000. */
const count = (n: number) => numbersFr.integer(n);

/** A probability, two decimals at most: 0.5, 0.33 (a third). */
const probability = (p: number) => numbersFr.decimal(p, 2).replace(/,?0+$/, '');

const { valueWithBound, windowText: window } = scoreWords(number);
const player = (p: 'max' | 'min' | 'chance') => (p === 'chance' ? 'hasard' : p.toUpperCase());
/** The place in the text, or nothing for a tree that was not typed (line 0). */
const at = (p: { line: number; column: number }) =>
	p.line > 0 ? `Ligne ${p.line}, colonne ${p.column} : ` : '';
const found = (f: string) => (f === '' ? 'mais le texte s’arrête' : `et non ${guillemets(f)}`);
const boundName = (b: Bound) => (b === 'lower' ? 'une borne inférieure' : 'une borne supérieure');

const algorithmName = (a: string) =>
	a === 'minimax'
		? 'Minimax'
		: a === 'alpha-beta'
			? 'Alpha-bêta'
			: a === 'negamax'
				? 'Négamax'
				: 'Expectimax';

/** « bêta 2 <= alpha 3 en C : les feuilles 4 et 6 ne sont jamais évaluées. » */
function cutoff(c: CutoffExplanation): string {
	const test =
		c.type === 'beta'
			? `alpha ${number(c.alpha)} >= bêta ${number(c.beta)}`
			: `bêta ${number(c.beta)} <= alpha ${number(c.alpha)}`;
	const leaves = c.prunedLeaves.map(number);
	let what: string;
	if (leaves.length === 0) what = 'il ne reste aucun enfant à élaguer.';
	else {
		const evaluated =
			leaves.length === 1
				? `la feuille ${leaves[0]} n’est jamais évaluée.`
				: `les feuilles ${list(leaves)} ne sont jamais évaluées.`;
		what =
			c.prunedNodes.length === 0
				? evaluated
				: `${list([...c.prunedNodes])} ${c.prunedNodes.length === 1 ? 'n’est' : 'ne sont'} jamais ${c.prunedNodes.length === 1 ? 'exploré' : 'explorés'}, donc ${evaluated}`;
	}
	return `${test} en ${c.node} : ${what}`;
}

const problems: TreeMessages['problems'] = capitalized({
	'empty-text': () =>
		'L’arbre est vide : tapez un nombre ou une liste comme [[3, 12, 8], [2, 4, 6]].',
	'expected-node': (p) => `${at(p)}un nombre ou « [ » est attendu, ${found(p.found)}.`,
	'non-numeric-leaf': (p) =>
		`${at(p)}une feuille est un nombre, et ${guillemets(p.word)} n’en est pas un.`,
	'expected-comma': (p) => `${at(p)}« , » ou « ] » est attendu, ${found(p.found)}.`,
	'trailing-text': (p) => `${at(p)}l’arbre est complet, mais ${guillemets(p.found)} le suit.`,
	'empty-list': (p) => `${at(p)}une liste vide : un nœud a au moins un enfant.`,
	'value-range': (p) =>
		`${at(p)}la valeur de feuille ${p.value} est hors limites : utilisez des nombres de ${number(-p.max)} à ${number(p.max)}.`,
	'too-deep': (p) => `${at(p)}l’arbre a plus de ${p.max} niveaux sous la racine.`,
	'too-many-nodes': (p) => `${at(p)}l’arbre a plus de ${count(p.max)} nœuds.`,
	'too-many-children': (p) => `${at(p)}un nœud a plus de ${p.max} enfants.`,
	'probability-range': (p) => `${at(p)}la probabilité ${p.value} n’est pas entre 0 et 1.`,
	'probability-sum': (p) =>
		`${at(p)}les probabilités de ce nœud de hasard ont pour somme ${numbersFr.decimal(p.sum, 4).replace(/,?0+$/, '')}, et non 1.`,
	'probability-mixed': (p) =>
		`${at(p)}donnez une probabilité à chaque enfant de ce nœud de hasard, ou à aucun (probabilités égales).`,
	'probability-outside-chance': (p) =>
		`${at(p)}une probabilité se place dans un nœud de hasard, écrit ?[0.25: a, 0.75: b].`,
	'chance-node': (p) =>
		`${algorithmName(p.algorithm)} ne traite pas les nœuds de hasard, et le nœud ${p.node} en est un : choisissez Expectimax.`,
	'edit-root': () => 'La racine ne peut pas être supprimée.',
	'not-a-leaf': (p) => `${p.node} n’est pas une feuille : seule une feuille a une valeur à taper.`,
	'no-such-node': (p) => `L’arbre n’a pas de nœud numéro ${p.id}.`,
	'random-settings': (p) =>
		p.field === 'depth'
			? `La profondeur d’un arbre aléatoire est un entier de 1 à ${p.max}.`
			: p.field === 'branching'
				? `Le facteur de branchement d’un arbre aléatoire est un entier de 1 à ${p.max}.`
				: p.field === 'values'
					? `Les valeurs des feuilles sont des entiers de ${number(-p.max)} à ${number(p.max)}, la plus petite d’abord.`
					: p.field === 'seed'
						? `La graine est un entier de 0 à ${count(p.max)}.`
						: `Cet arbre aléatoire aurait plus de ${count(p.max)} nœuds.`
});

export const treesFr: TreeMessages = withTypography<TreeMessages>({
	number,
	valueWithBound,
	player,
	algorithmName,
	problems,
	cutoff,
	steps: {
		enter(p) {
			const win = p.algorithm === 'alpha-beta' || p.algorithm === 'negamax';
			const w = win && !p.leaf ? `, explorée avec la fenêtre ${window(p.alpha, p.beta)}` : '';
			if (p.leaf) return `Entrée dans la feuille ${p.node} à la profondeur ${p.depth}.`;
			if (p.root) return `Entrée dans la racine ${p.node} (${player(p.player)})${w}.`;
			return `Entrée dans ${p.node} (${player(p.player)}) à la profondeur ${p.depth}${w}.`;
		},
		leaf: (p) =>
			p.negamaxValue === null
				? `La valeur de la feuille est ${number(p.value)}.`
				: `La valeur de la feuille est ${number(p.value)} ; négamax renvoie couleur × ${number(p.value)} = ${number(p.negamaxValue)}.`,
		update(p) {
			if (p.chance) {
				return `${p.child} a renvoyé ${number(p.childValue)}, avec la probabilité ${probability(p.chance.probability)} : la somme pondérée en ${p.node} vaut maintenant ${number(p.chance.sum)}.`;
			}
			const came = p.negamax
				? `${p.child} a renvoyé ${number(p.negamax.returned)} ; ${p.node} lit -(${number(p.negamax.returned)}) = ${number(p.negamax.negated)}`
				: `${p.child} a renvoyé ${valueWithBound(p.childValue, p.childBound)} à ${p.node}`;
			const best = p.improved
				? ` : nouveau meilleur, ${number(p.best)}.`
				: ` : pas mieux que le meilleur jusqu’ici, ${number(p.best)}.`;
			const moved =
				p.windowChange === 'alpha'
					? ` Alpha monte à ${number(p.alpha)}.`
					: p.windowChange === 'beta'
						? ` Bêta descend à ${number(p.beta)}.`
						: '';
			const cut = p.cutoff ? ' Maintenant alpha >= bêta : coupure.' : '';
			return came + best + moved + cut;
		},
		cutoff: (p) => cutoff(p).replace(/^./, (c) => c.toUpperCase()),
		return(p) {
			const v =
				p.negamaxValue !== null
					? `${number(p.negamaxValue)} (négamax, du point de vue de son joueur)`
					: p.bound === 'exact'
						? number(p.value)
						: `${valueWithBound(p.value, p.bound)} (seulement ${boundName(p.bound)})`;
			const who = p.leaf ? 'La feuille' : p.node;
			return p.parent === null ? `${who} renvoie ${v}.` : `${who} renvoie ${v} à ${p.parent}.`;
		},
		choose: (p) =>
			p.root === 'chance'
				? `La racine est un nœud de hasard : sa valeur est la moyenne pondérée, ${number(p.value)}.`
				: p.child === null
					? `La racine est une feuille : sa valeur est ${number(p.value)}.`
					: `La valeur de la racine est ${number(p.value)} : le meilleur coup mène à ${p.child}.`
	},
	mistakes: {
		'not-pruned': (p) =>
			`La feuille ${number(p.leaf)} sous ${p.parent} est évaluée : aucune coupure ne l’élague.`,
		'missed-pruned': (p) =>
			`La feuille ${number(p.leaf)} sous ${p.parent} est élaguée : ${
				p.type === 'beta'
					? `alpha ${number(p.alpha)} >= bêta ${number(p.beta)}`
					: `bêta ${number(p.beta)} <= alpha ${number(p.alpha)}`
			} en ${p.cutoffAt}.`,
		'wrong-value': (p) =>
			`${p.node} : ${p.given === '' ? 'aucune valeur donnée' : `vous avez écrit ${p.given}`} ; ${
				p.bound === 'exact'
					? `sa valeur est ${number(p.expected)}.`
					: `la recherche sait seulement ${valueWithBound(p.expected, p.bound)} (${boundName(p.bound)}).`
			}`,
		'wrong-bound': (p) =>
			p.bound === 'exact'
				? `${p.node} : ${number(p.expected)} est exacte, pas une borne.`
				: `${p.node} : ${number(p.expected)} n’est que ${boundName(p.bound)} : écrivez ${valueWithBound(p.expected, p.bound)}.`,
		'pruned-node': (p) => `${p.node} n’est jamais examiné (élagué) : laissez-le vide.`,
		'wrong-window': (p) =>
			`${p.node} : quand il renvoie sa valeur, ${p.end === 'beta' ? 'bêta' : 'alpha'} vaut ${number(p.expected)}${p.given === '' ? '' : `, et non ${p.given}`}.`,
		'not-best-first': (p) =>
			`En ${p.node} (${player(p.player)}) vous explorez d’abord ${p.first} (${number(p.firstValue)}) ; ${p.best} (${number(p.bestValue)}) est meilleur pour ${player(p.player)}.`,
		'more-nodes': (p) =>
			`Votre ordre examine ${count(p.nodes)} nœuds ; le meilleur ordre en examine ${count(p.best)}.`
	},
	pseudo: {
		mmHeader: 'fonction minimax(nœud)',
		abHeader: 'fonction alphabeta(nœud, α, β)',
		nmHeader: 'fonction negamax(nœud, α, β, couleur)',
		emHeader: 'fonction expectimax(nœud)',
		leaf: 'si nœud est une feuille : renvoyer valeur(nœud)',
		nmLeaf: 'si nœud est une feuille : renvoyer couleur × valeur(nœud)',
		ifChance: 'si nœud est un nœud de hasard :',
		ifMax: 'si nœud est un nœud MAX :',
		ifMin: 'sinon (un nœud MIN) :',
		maxInit: 'meilleur ← −∞',
		minInit: 'meilleur ← +∞',
		sumInit: 'somme ← 0',
		forEach: 'pour chaque enfant e de nœud, dans l’ordre :',
		forEachChance: 'pour chaque enfant e de nœud, de probabilité p :',
		mmMax: 'meilleur ← max(meilleur, minimax(e))',
		mmMin: 'meilleur ← min(meilleur, minimax(e))',
		emMax: 'meilleur ← max(meilleur, expectimax(e))',
		emMin: 'meilleur ← min(meilleur, expectimax(e))',
		abMax: 'meilleur ← max(meilleur, alphabeta(e, α, β))',
		abMin: 'meilleur ← min(meilleur, alphabeta(e, α, β))',
		abAlpha: 'α ← max(α, meilleur)',
		abBeta: 'β ← min(β, meilleur)',
		maxCut: 'si α ≥ β : sortir de la boucle',
		minCut: 'si β ≤ α : sortir de la boucle',
		nmUpdate: 'meilleur ← max(meilleur, −negamax(e, −β, −α, −couleur))',
		sumUpdate: 'somme ← somme + p × expectimax(e)',
		returnBest: 'renvoyer meilleur',
		returnSum: 'renvoyer somme',
		rootMm: 'valeur ← minimax(racine)',
		rootAb: 'valeur ← alphabeta(racine, −∞, +∞)',
		rootNm: 'valeur ← couleur(racine) × negamax(racine, −∞, +∞, couleur(racine))',
		rootEm: 'valeur ← expectimax(racine)',
		choose: 'jouer le premier enfant de la racine dont la valeur est valeur',
		colorComment: 'couleur : +1 aux nœuds MAX, −1 aux nœuds MIN',
		betaCutComment: 'coupure bêta : les enfants restants sont élagués',
		alphaCutComment: 'coupure alpha : les enfants restants sont élagués',
		nmCutComment: 'coupure : les enfants restants sont élagués',
		failSoftComment: 'hors de [α, β], ce n’est qu’une borne',
		chanceComment: 'la moyenne pondérée des enfants'
	},
	cli: {
		help: [
			"Usage : npm run --silent analyze -- --tree '[[3,12,8],[2,4,6],[14,5,2]]' [options]",
			'Explore un arbre écrit en listes imbriquées : un nombre est une feuille, [a, b] un nœud,',
			'?[a, b] ou ?[0.25: a, 0.75: b] un nœud de hasard ; la racine est MAX sauf avec --root min,',
			'les niveaux alternent.',
			'  --tree TEXTE, --tree-file CHEMIN, --tree -  l’arbre tapé, lu dans un fichier ou lu sur',
			'                            l’entrée standard (au plus 100\u202f000 nœuds et 4\u202f000\u202f000 octets)',
			'  --minimax (ou --no-alpha-beta), --alpha-beta, --negamax, --expectimax',
			'                            l’algorithme (par défaut : minimax, expectimax avec du hasard)',
			'  --order as-given|best-first|worst-first  ordre des coups (par défaut : as-given)',
			'  --root max|min            le joueur à la racine (par défaut : max)',
			'  --json                    un objet JSON sur stdout (le même dans toutes les langues)',
			'  --lang en|fr              langue de la sortie texte (par défaut : en)',
			'  -h, --help                cette aide'
		].join('\n'),
		usage: {
			'unknown-option': (p) =>
				`Option inconnue « ${p.option} » pour un arbre (voir --tree --help).`,
			'game-option': (p) => `${p.option} sert aux jeux, pas à un arbre donné par --tree.`,
			'missing-value': (p) => `L’option ${p.option} demande une valeur.`,
			'two-algorithms': (p) =>
				`Choisissez un seul algorithme : ${p.first} et ${p.second} sont donnés tous les deux.`,
			'unknown-order': (p) =>
				`Ordre des coups inconnu « ${p.value} » pour un arbre : utilisez ${p.orders.join(', ')}.`,
			'unknown-root': (p) => `Joueur à la racine inconnu « ${p.value} » : utilisez max ou min.`,
			'unknown-language': (p) =>
				`Langue inconnue « ${p.value} » : utilisez ${p.languages.join(' ou ')}.`,
			'unexpected-argument': (p) =>
				`Argument inattendu « ${p.value} » : l’arbre est la valeur de --tree.`,
			'repeated-option': (p) =>
				`L’option ${p.option} est donnée deux fois avec des valeurs différentes.`,
			'two-trees': (p) =>
				`Donnez un seul arbre : ${p.first} et ${p.second} sont donnés tous les deux.`,
			'stdin-terminal': () =>
				'--tree - lit l’arbre sur l’entrée standard, qui est ici un terminal : envoyez-y un arbre par un tube (cat arbre.txt | ...) ou une redirection (< arbre.txt), ou utilisez --tree-file CHEMIN.',
			'tree-too-large': (p) =>
				`Le texte de l’arbre dépasse ${numbersFr.integer(p.max)} octets, la limite (un arbre a au plus ${numbersFr.integer(p.nodes)} nœuds).`,
			'tree-file': (p) =>
				`Impossible de lire le fichier d’arbre ${guillemets(clip(p.path).text)} : ${
					p.reason === 'not-found'
						? 'ce fichier n’existe pas'
						: p.reason === 'directory'
							? 'c’est un dossier'
							: p.reason === 'denied'
								? 'permission refusée'
								: p.reason === 'terminal'
									? 'c’est un terminal ; utilisez --tree - avec un tube ou une redirection'
									: `le système répond ${p.code}`
				}.`
		},
		settings: (a, o) =>
			`Algorithme : ${algorithmName(a)}, ordre des coups ${o === 'as-given' ? 'tel quel' : o === 'best-first' ? 'meilleur d’abord' : 'pire d’abord'}`,
		tree: (nodes, leaves, height, root) =>
			`Arbre : ${count(nodes)} ${nodes === 1 ? 'nœud' : 'nœuds'}, ${count(leaves)} ${leaves === 1 ? 'feuille' : 'feuilles'}, ${height} ${height === 1 ? 'niveau' : 'niveaux'} sous la racine, racine ${root.toUpperCase()}`,
		value: (v) => `Valeur : ${number(v)}`,
		nodes: (examined, total) => `Nœuds examinés : ${count(examined)} sur ${count(total)}`,
		evaluated: (values) =>
			`Feuilles évaluées : ${values.length ? values.map(number).join(', ') : 'aucune'}`,
		pruned: (values) =>
			`Feuilles élaguées : ${values.length ? values.map(number).join(', ') : 'aucune'}`,
		cutoffsTitle: (n) => (n === 0 ? 'Coupures : aucune' : `Coupures (${n}) :`),
		best: (root, child, v) =>
			root === 'chance'
				? `La racine est un nœud de hasard : sa valeur est la moyenne pondérée de ses enfants, ${number(v)}.`
				: root === 'leaf' || child === null
					? `La racine est une feuille de valeur ${number(v)}.`
					: `Meilleur coup : vers ${child} (${number(v)})`
	}
});
