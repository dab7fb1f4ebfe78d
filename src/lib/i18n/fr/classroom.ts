/**
 * Les textes de la classe en français (`classroom` du catalogue, typé par l’anglais :
 * `Messages['classroom']`).
 */
import type { Messages } from '../messages';
import type { OpeningKind } from '$lib/classroom';
import type { TaskPhase } from '$lib/classroom';
import { listFr as list, numbersFr, typo, withTypography } from './typography';

const { integer, decimal } = numbersFr;
const cellName = (c: number) => `case ${c + 1}`;
const settingNames = {
	minimax: 'Minimax simple',
	'alpha-beta': 'Alpha-bêta',
	'center-first': "Alpha-bêta, centre d'abord"
} as const;
const phases: Record<TaskPhase, string> = {
	proof: 'Preuve',
	compare: 'Recherches',
	search: 'Recherche'
};
const kinds: Record<OpeningKind, string> = { corner: 'coin', edge: 'bord', centre: 'centre' };

export const classroomFr: Messages['classroom'] = withTypography<Messages['classroom']>({
	barLabel: 'Classe',
	lessons: 'Leçons',
	presenter: 'Mode présentation',
	compare: 'Comparer les réglages',
	prove: 'Le prouver',
	edit: 'Modifier la position',
	copyLink: 'Copier le lien',
	linkLabel: "Lien vers ce qui est à l'écran",
	linkCopied: 'Lien copié dans le presse-papiers.',
	linkNotCopied: "Le navigateur n'a pas permis la copie : sélectionnez le lien et copiez-le.",
	close: 'Fermer',
	cancel: 'Annuler',
	progress: (phase, done, total) =>
		phase === 'search' && total <= 1
			? 'Recherche…'
			: `${phases[phase]} : ${integer(done)} sur ${integer(total)} faites`,
	failed: (message) => `Le calcul a échoué : ${message}`,
	help: {
		heading: 'Raccourcis clavier',
		key: 'Touche',
		action: 'Action',
		close: 'Fermer',
		names: {
			'next-slide': 'Diapositive suivante',
			'previous-slide': 'Diapositive précédente',
			'exit-lesson': 'Quitter la leçon',
			presenter: 'Activer ou quitter le mode présentation',
			help: 'Afficher ces raccourcis',
			'exit-presenter': 'Quitter le mode présentation',
			forward: 'Étape suivante',
			back: 'Étape précédente',
			into: 'Entrer dans le nœud',
			over: 'Passer le sous-arbre',
			out: 'Sortir du nœud',
			start: 'Aller au début',
			end: 'Aller à la fin',
			togglePlay: 'Lecture ou pause',
			previousCutoff: 'Coupure précédente',
			nextCutoff: 'Coupure suivante'
		}
	},
	compareSettings: {
		heading: 'Comparer les réglages de recherche',
		caption: (position, toMove) =>
			`Nombre de nœuds et valeur de la racine pour ${position}, trait à ${toMove}`,
		finished: "Cette position est finie : chaque recherche n'examine que la racine.",
		setting: settingNames,
		depthPenalty: 'Pénalité de profondeur',
		penaltyOn: 'oui',
		penaltyOff: 'non',
		nodes: 'Nœuds',
		value: 'Valeur de la racine',
		move: 'Coup',
		fewer: 'Fois moins que le minimax simple',
		ratio: (fewer) => `${decimal(fewer, 1)}×`,
		chartLabel: 'Diagramme en barres du nombre de nœuds, échelle logarithmique',
		axis: 'Nœuds examinés (échelle logarithmique)',
		bar: (setting, depthPenalty, nodes) =>
			`${settingNames[setting]}, pénalité de profondeur ${depthPenalty ? 'oui' : 'non'} : ${integer(nodes)} ${nodes < 2 ? 'nœud' : 'nœuds'}`,
		openingsCaption: (depthPenalty) =>
			`Après chaque premier coup : nombre de nœuds de la réponse (pénalité de profondeur ${depthPenalty ? 'oui' : 'non'})`,
		opening: 'Premier coup',
		openingName: (cell, kind) => `${cellName(cell)} (${kinds[kind]})`,
		stale: 'Le plateau a changé depuis : ces chiffres sont pour la position ci-dessus.',
		again: 'Comparer le plateau actuel',
		mctsSetting: (iterations, seed) =>
			`Recherche arborescente Monte-Carlo, ${integer(iterations)} itérations, graine ${seed}`,
		mctsNoPenalty: 'aucune',
		mctsWinRate: (rate) => (rate === null ? '–' : `taux de gain ${decimal(rate, 3)}`),
		mctsWork: (treeNodes, playoutMoves, ms, iterations) =>
			`Recherche arborescente Monte-Carlo, ${integer(iterations)} itérations : ${integer(treeNodes)} nœuds dans l’arbre (sa colonne Nœuds) et ${integer(playoutMoves)} coups de simulations au hasard, en ${numbersFr.milliseconds(ms)}. Son coup est le plus visité ; sa valeur est le taux de gain de ce coup (une nulle compte ½), une estimation, pas la valeur minimax.`
	},
	proof: {
		heading: "La preuve : l'ordinateur ne perd jamais",
		intro:
			"L'humain essaie tous les coups légaux à chaque tour ; l'ordinateur répond par son unique meilleur coup. Celui qui commence joue X.",
		only3x3: 'Cette preuve porte sur le morpion 3x3, quel que soit le jeu sur le plateau.',
		run: (depthPenalty) =>
			depthPenalty ? 'Avec la pénalité de profondeur' : 'Sans la pénalité de profondeur',
		starter: (starter) => (starter === 'human' ? "L'humain commence" : "L'ordinateur commence"),
		games: 'Parties',
		aiWins: "Victoires de l'ordinateur",
		humanWins: "Victoires de l'humain",
		draws: 'Parties nulles',
		byPly: (counts) =>
			counts.length
				? list(counts.map((c) => `${integer(c.count)} au demi-coup ${c.ply}`))
				: 'aucune',
		total: (games) => `${integer(games)} parties en tout`,
		verdict: (humanEverWins, games, humanWins) =>
			humanEverWins
				? `L'humain gagne ${integer(humanWins)} des ${integer(games)} parties : l'ordinateur peut être battu.`
				: `L'humain ne gagne aucune des ${integer(games)} parties : l'ordinateur ne perd jamais.`,
		listLabel: 'Parties',
		filterRun: 'Pénalité de profondeur',
		filterStarter: 'Qui commence',
		gameName: (n, moves, outcome) =>
			`Partie ${integer(n)} : ${moves.map((c) => c + 1).join(' ')} — ${outcome === 'draw' ? 'nulle' : `${outcome} gagne`} au demi-coup ${moves.length}`,
		replayHeading: (n) => `Partie ${integer(n)}, coup par coup`,
		move: (ply, mark, cell, ai) =>
			`Demi-coup ${ply} : ${ai ? "l'ordinateur" : "l'humain"} (${mark}) joue la ${cellName(cell)}`,
		showDecision: "Voir la décision de l'ordinateur",
		showEnd: 'Voir la position finale'
	},
	editor: {
		heading: 'Éditeur de position',
		boardLabel: "Plateau de l'éditeur de position",
		only3x3:
			"L'éditeur de position fonctionne sur la grille 3x3 : choisissez « Morpion 3x3 » dans les réglages de la partie pour l'utiliser.",
		hint: 'Cliquez sur une case pour la faire tourner : vide, X, O.',
		side: 'Trait',
		sideAuto: "d'après le nombre de marques",
		valid: (notation, toMove) => `Position valide ${notation} : trait à ${toMove}.`,
		finished: (outcome) =>
			outcome === 'draw'
				? 'La partie est finie : partie nulle.'
				: `La partie est finie : ${outcome} a gagné.`,
		letComputerMove: "Laisser jouer l'ordinateur",
		playFromHere: "Jouer à partir d'ici",
		copyLink: 'Copier le lien',
		clear: 'Vider le plateau'
	},
	export: {
		label: 'Exporter',
		svg: 'Télécharger en SVG',
		png: 'Télécharger en PNG',
		trace: 'Télécharger la trace (JSON)',
		traceCut: ({ nodes, of, recorded, limit }) => {
			const n = numbersFr.integer;
			const record =
				recorded === undefined ? '' : `, dont son enregistrement garde les ${n(recorded)} premiers`;
			const why =
				limit === undefined
					? 'tout ce que l’enregistrement contient'
					: 'le plus qu’une trace contienne';
			return typo`La recherche a ${n(of)} nœuds${record} : le fichier de trace garde les ${n(nodes)} premiers, ${why} (son champ « cut » le dit).`;
		},
		traceFailed: (message: string) => typo`La trace n’a pas pu être construite : ${message}`,
		nothing: "Il n'y a pas encore d'arbre à exporter."
	}
});
