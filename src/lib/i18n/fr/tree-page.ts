/**
 * Les textes de la page des arbres, en français (../tree-page-messages.ts). French typography is
 * applied to the whole table (`withTypography`), and by hand to the lessons' narrations (a list).
 */
import type { Messages } from '../messages';
import { numbersFr } from './numbers';
import { listFr, typo, withTypography } from './typography';

const int = numbersFr.integer;
const kindWord = {
	max: 'nœud MAX',
	min: 'nœud MIN',
	chance: 'nœud de hasard',
	leaf: 'feuille'
} as const;

export const treePageFr: Messages['treePage'] = withTypography<Messages['treePage']>({
	open: 'Arbres',
	heading: 'Arbres',
	intro:
		'Tapez un arbre, dessinez-le en pointant ou tirez-en un au hasard, puis suivez pas à pas minimax, alpha-bêta, négamax ou expectimax.',
	editorLabel: 'Votre arbre',
	textLabel: 'Arbre',
	textHint:
		'Un nombre est une feuille, « [a, b, c] » un nœud et ses enfants, « ?[a, b] » un nœud de hasard (« ?[0.25: a, 0.75: b] » avec des probabilités). Les niveaux alternent sous la racine.',
	rootLabel: 'Racine',
	problemAt: (line, column, message) => `Ligne ${line}, colonne ${column} : ${message}`,
	keptTree: 'Le dernier arbre correct reste affiché.',
	editProblem: {
		'no-such-node': 'Ce nœud n’est plus dans l’arbre.',
		root: 'La racine ne peut pas être supprimée : tapez plutôt un nouvel arbre.',
		'not-a-leaf': 'Seule une feuille a une valeur à taper : sélectionnez une feuille.',
		'bad-value': 'La valeur d’une feuille est un nombre, comme 3, -1 ou 2,5.',
		'bad-move': 'Cet enfant ne peut pas aller plus loin.'
	},
	selectedNone: 'Sélectionnez un nœud de l’image pour le modifier.',
	selectedNode: (name) => `Sélection : ${name}`,
	addChild: 'Ajouter un enfant',
	deleteNode: 'Supprimer le nœud',
	leafValue: 'Valeur de la feuille',
	setValue: 'Appliquer',
	moveLeft: 'Vers la gauche',
	moveRight: 'Vers la droite',
	reorderHint:
		'Faites glisser un nœud de côté pour le déplacer parmi ses frères, ou appuyez sur Alt+← / Alt+→.',
	randomLegend: 'Arbre aléatoire',
	randomDepth: 'Profondeur',
	randomBranching: 'Facteur de branchement',
	randomMin: 'Valeur la plus basse',
	randomMax: 'Valeur la plus haute',
	randomSeed: 'Graine',
	randomTree: 'Arbre aléatoire',
	algorithmLabel: 'Algorithme',
	orderLabel: 'Ordre des coups',
	orders: {
		'as-given': 'Tel qu’écrit',
		'best-first': 'Le meilleur d’abord',
		'worst-first': 'Le pire d’abord'
	},
	summary: (value, examined, total) =>
		`Valeur ${value} · ${int(examined)} ${examined === 1 ? 'nœud examiné' : 'nœuds examinés'} sur ${int(total)}`,
	evaluatedLeaves: (leaves, more) =>
		`Feuilles évaluées : ${leaves.join(' ; ')}${more > 0 ? ` et ${int(more)} autres` : ''}`,
	prunedLeaves: (leaves, more) =>
		`Jamais ${leaves.length + more === 1 ? 'évaluée : la feuille' : 'évaluées : les feuilles'} ${more > 0 ? `${leaves.join(', ')} et ${int(more)} autres` : listFr(leaves)}`,
	noPruned: 'Aucune feuille élaguée',
	movedUp: (shown, ancestor) =>
		`Avec ces réglages, la recherche n’atteint jamais le nœud ${shown}, montré avant : voici son plus proche ancêtre dans cette recherche, le nœud ${ancestor}.`,
	pictureLabel: 'L’arbre',
	nodeLabel: (p) =>
		[
			p.kind === 'leaf' ? `Feuille ${p.name}` : `${p.name} : ${kindWord[p.kind]}`,
			p.value !== null && p.kind !== 'leaf' ? `valeur ${p.value}` : '',
			p.window ? `fenêtre ${p.window}` : '',
			p.current ? 'étape en cours' : '',
			p.pruned ? 'élagué' : '',
			p.marked ? 'marquée élaguée' : ''
		]
			.filter(Boolean)
			.join(', '),
	tooBig: (nodes) =>
		`Cet arbre a ${int(nodes)} nœuds : trop pour le dessiner. La valeur, les comptes et les étapes sont ci-dessous.`,
	callStack: 'Pile d’appels',
	frame: (name, kind) =>
		`${name} (${kind === 'leaf' ? 'feuille' : kind === 'chance' ? 'hasard' : kind.toUpperCase()})`,
	window: (alpha, beta) => `[α, β] = [${alpha}, ${beta}]`,
	best: (value) => `meilleur jusqu’ici ${value}`,
	sumSoFar: (value) => `somme pondérée jusqu’ici ${value}`,
	noBest: 'aucun enfant revenu',
	negamaxSign: (sign) => (sign > 0 ? 'signe +1' : 'signe −1'),
	exportLabel: 'Exporter',
	exportText: 'Texte',
	exportSvg: 'Image SVG',
	exportPng: 'Image PNG',
	exportLatex: 'Fichier LaTeX',
	exportLatexSolution: 'LaTeX avec la solution',
	exportNoPicture: (nodes) =>
		`Pas de SVG ni de PNG : cet arbre de ${int(nodes)} nœuds est trop grand pour être dessiné, il n’y a donc pas d’image à enregistrer. Texte et LaTeX enregistrent l’arbre entier.`,
	copyLink: 'Copier le lien',
	linkCopied: 'Lien copié.',
	print: 'Imprimer',
	tabsLabel: 'Vues',
	tabEdit: 'Édition',
	tabTree: 'Arbre',
	tabSteps: 'Étapes',
	practice: {
		heading: 'S’exercer sur des arbres',
		open: 'S’exercer sur des arbres',
		intro: 'Cinq arbres aléatoires tirés d’une graine, corrigés d’après la recherche enregistrée.',
		kinds: {
			'pruned-leaves': {
				title: 'Quelles feuilles sont élaguées ?',
				task: 'Alpha-bêta parcourt cet arbre de gauche à droite. Cliquez sur chaque feuille qu’il n’évalue jamais, puis sur Vérifier.'
			},
			'node-values': {
				title: 'La valeur de chaque nœud',
				task: 'Tapez la valeur de chaque nœud intérieur, puis Vérifier.'
			},
			windows: {
				title: 'Alpha et bêta à chaque nœud quand il rend sa valeur',
				task: 'Avec alpha-bêta, tapez alpha, bêta et la valeur de chaque nœud examiné, au moment où il rend sa valeur (une valeur qui n’est qu’une borne s’écrit >= 6 ou <= 2). Laissez vides les nœuds jamais examinés.'
			},
			'move-order': {
				title: 'Le meilleur ordre des coups',
				task: 'Réordonnez les enfants (glisser, ou Alt+← / Alt+→) pour qu’alpha-bêta élague le plus possible, puis Vérifier.'
			}
		},
		question: (n, of) => `Question ${n} sur ${of}`,
		score: (correct, attempted) => `Score : ${int(correct)} sur ${int(attempted)}`,
		check: 'Vérifier',
		next: 'Question suivante',
		again: 'Réessayer',
		setLink: 'Lien vers cette série',
		leave: 'Retour à l’éditeur',
		correct: 'Juste !',
		valueOf: (name) => `Valeur de ${name}`,
		alphaOf: (name) => `Alpha en ${name}`,
		betaOf: (name) => `Bêta en ${name}`,
		onlyBound: 'Tapez >= v ou <= v là où le nœud n’a qu’une borne.',
		done: (correct, of) => `Série terminée : ${int(correct)} sur ${int(of)} justes.`,
		partsRight: (right, total) => `${int(right)} sur ${int(total)} justes.`,
		orderTask: 'Enfants dans l’ordre de recherche'
	},
	lessons: {
		menuHeading: 'Arbres',
		titles: {
			'alpha-beta-by-hand': 'Alpha-bêta à la main : l’arbre du manuel',
			expectimax: 'Le hasard : expectimax'
		},
		summaries: {
			'alpha-beta-by-hand':
				'L’arbre du manuel de Russell et Norvig (chapitre 5), pas à pas : la fenêtre, la coupure en C, les feuilles jamais évaluées.',
			expectimax: 'Les nœuds de hasard prennent la moyenne pondérée de leurs enfants.'
		},
		slide: (n, of) => `Diapositive ${n} sur ${of}`,
		previous: 'Diapositive précédente',
		next: 'Diapositive suivante',
		leave: 'Quitter la leçon',
		list: listFr,
		narrations: {
			'alpha-beta-by-hand': [
				(v) =>
					typo`L’arbre du manuel (Russell et Norvig, chapitre 5) : MAX, à la racine A, choisit entre B, C et D, où MIN répond. Alpha-bêta part de A avec la fenêtre ${v.window}.`,
				(v) =>
					typo`B est parcouru d’abord : ses feuilles 3, 12 et 8 sont toutes évaluées et MIN prend la plus petite, donc B rend ${v.value}.`,
				(v) =>
					typo`De retour en A : MAX est sûr d’obtenir au moins ${v.alpha}, donc alpha = ${v.alpha}. C est parcouru avec la fenêtre ${v.window}.`,
				(v) =>
					typo`La première feuille de C vaut ${v.first} : MIN peut tenir C à ${v.first} ou moins, pire pour MAX que les ${v.b} de B. ` +
					v.cutoff,
				(v) =>
					typo`Les feuilles ${v.leaves} de D sont toutes évaluées : D rend ${v.value}, moins que 3.`,
				(v) =>
					typo`A = ${v.value}, par B. Alpha-bêta a examiné ${v.examined} des ${v.total} nœuds ; les feuilles ${v.pruned} n’ont jamais été évaluées.`
			],
			expectimax: [
				(v) =>
					typo`MAX, en A, choisit entre B, C et D ; chacun est un nœud de hasard (un dé, une pièce) dont les enfants sont équiprobables. ${v.count} nœuds.`,
				(v) => typo`Un nœud de hasard prend la moyenne pondérée de ses enfants : B = ${v.formula}.`,
				(v) => typo`De même C = ${v.c} et D = ${v.d}.`,
				(v) =>
					typo`MAX prend la plus grande moyenne : A = ${v.value}, par B. Expectimax examine tous les nœuds (${v.examined}) : un nœud de hasard a besoin de tous ses enfants.`
			]
		}
	}
});
