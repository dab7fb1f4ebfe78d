/**
 * Toutes les chaînes du produit en français : le catalogue `Messages` (the same keys and shapes as
 * en.ts, checked by the type and by tests/unit/i18n/fr.test.ts). Terms from the glossary
 * (fr/glossary.ts); typography from fr/typography.ts (`typo`: U+202F before : ; ? ! and inside
 * « »); numbers from fr/numbers.ts (549 946, 1,8 ms). Made for one cell writer (numbers 1-9 or
 * coordinates a1-c3), like en.ts `makeEn`.
 */
import { workspaceFr } from './workspace';
import { makeMctsPageFr } from './mcts-page';
import { makeReviewFr, reviewUrlErrorsFr } from './review';
import { treePageFr } from './tree-page';
import { moveWriter, numberCell } from '../cells';
import { classroomFr } from './classroom';
import { liveStartFr } from './live-start';
import { makeCoachFr } from './coach';
import { positionErrorsFr, urlErrorsFr } from './errors';
import { gameUrlErrorsFr, makeGameFr } from './game';
import { glossaryFr } from './glossary';
import { lessonsFr } from './lessons';
import type { CellWriter, Messages, MoveWriter } from '../messages';
import { formatFr, numbersFr } from './numbers';
import { pseudoCodeFr } from './pseudo-code';
import { makeStatusFr } from './status';
import { makeStepsFr } from './steps';
import { makeTechniquesFr } from './techniques';
import { typo } from './typography';
import { makeWholeTreeFr } from './whole-tree';

const { integer, milliseconds, compact } = numbersFr;
/** French takes the singular for 0 and 1: "1 nœud", "2 nœuds". */
const s = (n: number) => (n > 1 ? 's' : '');
/** Key names as French keyboards write them (step-keys.ts gives "→", "I", "Home"…). */
const KEYS_FR: Readonly<Record<string, string>> = { Home: 'Début', End: 'Fin' };

/**
 * The French catalogue with cells written by `cell` ("5" or "b2"); with `columns` (Connect Four's
 * width), moves are named by their column (« colonne 4 ») in the status, candidates, tree and steps;
 * with `move` (ultimate tic-tac-toe: « grille 5, case 3 »), moves are named by it instead.
 */
export function makeFr(
	cell: CellWriter,
	columns: number | null = null,
	move: MoveWriter | null = null
): Messages {
	const moveName = move ?? moveWriter(cell, columns, 'case', 'colonne');
	const shortMove = (c: number) => (columns === null ? cell(c) : moveName(c));
	return {
		workspace: workspaceFr,
		mctsPage: makeMctsPageFr(moveName),
		review: makeReviewFr(moveName, shortMove),
		treePage: treePageFr,
		languageLabel: 'Langue',
		languageLoadFailed: (name) =>
			typo`Impossible de charger ${name} : les fichiers de la page sont hors d’atteinte (hors ligne, ou le serveur est arrêté). Rechargez la page pour réessayer.`,
		glossary: glossaryFr,
		format: formatFr,
		numbers: numbersFr,
		appTitle: 'Minimax Lab',
		tagline: typo`Regardez réfléchir une IA imbattable au morpion : minimax, élagage alpha-bêta et arbre de recherche.`,
		gameRegion: 'Partie',
		notFound: (status) =>
			status === 404
				? 'Cette page n’existe pas (erreur 404).'
				: `Une erreur est survenue (erreur ${status}).`,
		backToStart: 'Retour à Minimax Lab',
		board: 'Grille',
		cellLabel: (index, mark) => typo`Case ${cell(index)} : ${mark ?? 'vide'}`,
		ghostNote: (depth) => `Position de l’arbre de recherche affichée (profondeur ${depth}).`,
		searchBoard: {
			caption: (depth, moves) =>
				depth === 0
					? typo`Recherche : profondeur 0, la position avant la recherche`
					: typo`Recherche : profondeur ${depth}, après ${moves.map((m) => `${m.mark} ${shortMove(m.cell)}`).join(', ')}`,
			notPlayable: typo`La grille montre une position de la recherche : ses cases ne se jouent pas maintenant.`,
			back: 'Retour à la partie'
		},
		discLegend: (x, o) => typo`Pions jaunes : ${x} ; pions rouges : ${o}.`,
		newGameHumanFirst: typo`Nouvelle partie : vous commencez`,
		newGameComputerFirst: typo`Nouvelle partie : l’ordinateur commence`,
		positionsMenu: 'Positions d’exemple',
		positionsPlaceholder: 'Ouvrir une position…',
		positionNames: {
			empty: typo`Grille vide : l’ordinateur joue X et commence`,
			depthPenalty: 'XOX/.O./X.. — la pénalité de profondeur compte',
			winNow: 'XX./OO./... — gagner tout de suite plutôt que bloquer',
			winNowO: 'XX./OO./... o — la pénalité de profondeur fait gagner O tout de suite'
		},
		status: makeStatusFr(cell, moveName),
		options: {
			legend: 'Options de recherche',
			alphaBeta: 'Élagage alpha-bêta',
			depthPenalty: 'Pénalité de profondeur',
			moveOrder: 'Ordre des coups',
			orderIndex: (count) => `index (1 à ${count})`,
			orderCenter: 'centre d’abord',
			keptMove: typo`La partie garde le coup déjà joué ; l’arbre montre la nouvelle recherche.`
		},
		candidates: {
			caption: 'Coups candidats',
			cell: columns === null ? 'Case' : 'Coup',
			move: (c) => (columns === null ? cell(c) : `Colonne ${(c % columns) + 1}`),
			before: (score) => `${score} → `,
			changeNote: 'Valeurs avant → après le dernier changement des options de recherche.',
			score: 'Valeur',
			chosen: 'Choisi',
			chosenYes: 'choisi',
			none: typo`Pas encore de décision : l’ordinateur n’a pas joué.`,
			finished: typo`La partie est finie : il n’y a aucun coup à choisir.`
		},
		tree: {
			heading: 'Arbre de recherche',
			summary: (nodes, ms, move, value) =>
				`${integer(nodes)} nœud${s(nodes)} examiné${s(nodes)} en ${milliseconds(ms)}` +
				(move === null ? '.' : typo` ; meilleur coup ${moveName(move)}, valeur minimax ${value}.`),
			searchedWith: (o) =>
				`Recherche faite avec ${o.alphaBeta ? 'l’élagage alpha-bêta' : 'le minimax simple'}, ` +
				`pénalité de profondeur ${o.depthPenalty ? 'activée' : 'désactivée'}, ` +
				`ordre des coups ${o.order === 'index' ? 'index' : 'centre d’abord'}.`,
			differs: typo`Ce ne sont pas les options cochées maintenant : choisissez de nouveau les options pour relancer la recherche.`,
			cli: typo`Reproduire en ligne de commande :`,
			viewLegend: 'Vue de l’arbre',
			viewOpen: 'Nœuds ouverts',
			viewWhole: 'Arbre complet',
			wholeWhileStepping: typo`L’arbre complet montre la recherche terminée ; l’anneau marque l’étape courante. Choisissez Nœuds ouverts pour voir l’arbre se remplir.`,
			empty: 'L’arbre de recherche de la dernière décision de l’ordinateur s’affiche ici.',
			emptyPeople: typo`Deux personnes jouent : cochez Analyse dans les réglages de la partie pour voir, après chaque coup, l’arbre de recherche du camp qui a le trait.`,
			zoomIn: 'Zoomer',
			zoomOut: 'Dézoomer',
			fit: 'Ajuster',
			zoomGroup: 'Zoom de l’arbre',
			foldedLevels: (levels) => `+${levels} ${levels === 1 ? 'niveau' : 'niveaux'}`,
			foldedName: (levels) =>
				`${levels} ${levels === 1 ? 'niveau replié' : 'niveaux repliés'} ici sur le chemin depuis la racine, pour que la racine et le nœud courant tiennent dans l’image`,
			legend: {
				max: '▲ maximiseur (l’ordinateur au trait)',
				min: '▼ minimiseur (l’adversaire au trait)',
				pv: 'variation principale',
				pruned: 'branche élaguée (coupée, jamais explorée)',
				best: '★ meilleur enfant jusqu’ici (pas à pas)',
				window: 'fenêtre [alpha, bêta] sur le chemin courant',
				highlighted: 'nœud mis en évidence'
			},
			nodeLabel: (parts) =>
				[
					parts.move === null ? 'Racine' : `Coup ${moveName(parts.move)}`,
					`profondeur ${parts.depth}`,
					parts.maximizing ? 'maximiseur' : 'minimiseur',
					`valeur ${parts.score}`,
					parts.outcome
						? parts.outcome === 'draw'
							? 'partie nulle'
							: `${parts.outcome} gagne`
						: parts.hidden > 0
							? // The visible "+N" badge's number first (WCAG 2.5.3), then the exact count if it differs.
								`${compact(parts.hidden)} nœud${s(parts.hidden)} caché${s(parts.hidden)}` +
								`${parts.hidden >= 1000 ? ` (${integer(parts.hidden)})` : ''}, appuyez sur Entrée pour déplier`
							: '',
					// The ring drawn around a highlighted node, said in words.
					parts.highlighted ? 'mis en évidence' : ''
				]
					.filter(Boolean)
					.join(', '),
			hiddenBadge: (n) => `+${compact(n)}`,
			prunedLabel: (cells) => typo`élagué${s(cells.length)} : ${cells.map(shortMove).join(', ')}`,
			navHint:
				'Faites glisser pour déplacer, molette pour zoomer. Cliquez sur un nœud marqué + pour le déplier.'
		},
		wholeTree: makeWholeTreeFr(cell, moveName, columns),
		stepper: {
			heading: 'Pas à pas dans la recherche',
			forward: 'Étape suivante',
			back: 'Étape précédente',
			into: 'Entrer dans le nœud',
			over: 'Passer le sous-arbre',
			out: 'Sortir vers le parent',
			start: 'Aller au début',
			end: 'Aller à la fin',
			nextCutoff: 'Coupure suivante',
			previousCutoff: 'Coupure précédente',
			play: 'Lecture',
			pause: 'Pause',
			speed: 'Vitesse',
			speedOption: (n) => `${n} étape${s(n)}/s`,
			slider: 'Étape',
			position: (k, n) => `Étape ${integer(k + 1)} sur ${integer(n)}`,
			shortcut: (name, key) => typo`${name} (raccourci : ${KEYS_FR[key] ?? key})`,
			pseudoCode: 'Pseudo-code',
			callStack: 'Pile d’appels',
			frame: (move, depth) =>
				move === null ? 'racine, profondeur 0' : `${moveName(move)}, profondeur ${depth}`,
			window: (alpha, beta) => `fenêtre [${alpha}, ${beta}]`,
			best: (best) => `meilleur jusqu’ici ${best}`,
			noBest: 'aucun enfant n’a encore renvoyé de valeur',
			movedUp: (moves, kept) => {
				const after = (n: number) =>
					n === 0
						? 'la racine'
						: `après ${moves
								.slice(0, n)
								.map((m) => `${m.mark} ${shortMove(m.cell)}`)
								.join(', ')}`;
				return typo`Avec ces options, la recherche n’atteint pas la position affichée avant (${after(moves.length)}) : voici son plus proche ancêtre dans cet arbre (${after(kept)}).`;
			},
			startHint:
				'Appuyez sur Aller au début, puis sur Étape suivante (→) pour suivre la recherche depuis le premier nœud.'
		},
		steps: makeStepsFr(cell, moveName, columns),
		pseudoCode: pseudoCodeFr,
		timeline: {
			heading: 'Déroulement de la partie',
			empty: 'Aucun coup n’a encore été joué dans cette partie.'
		},
		game: makeGameFr(cell, moveName),
		urlErrors: { ...urlErrorsFr, ...gameUrlErrorsFr, ...reviewUrlErrorsFr },
		positionErrors: positionErrorsFr,
		// The Coach names cells as the board does; the practice page keeps numbers.
		practice: { open: 'Entraînement', coach: makeCoachFr(cell) },
		lessons: lessonsFr,
		classroom: classroomFr,
		live: liveStartFr,
		techniques: makeTechniquesFr(cell, moveName)
	};
}

/** The French catalogue with cells numbered 1-9. */
export const fr: Messages = makeFr(numberCell);
