/** The workspace layout's strings, in French (`workspace` of the catalogue). */
import type { Messages } from '../messages';
import { typo } from './typography';

export const workspaceFr: Messages['workspace'] = {
	modesLabel: 'Modes de la page',
	play: 'Jouer',
	tools: 'Outils',
	stepShort: {
		start: 'Début',
		back: 'Précédente',
		out: 'Sortir',
		over: 'Passer',
		into: 'Entrer',
		forward: 'Suivante',
		end: 'Fin',
		previousCutoff: 'Coupure précédente',
		nextCutoff: 'Coupure suivante'
	},
	dockLabel: 'Pseudo-code, pile d’appels et export',
	dockCode: 'Code et pile d’appels',
	dockDetails: 'Détails de la recherche',
	dockHide: 'Masquer le panneau',
	dockShow: 'Afficher le panneau',
	emptyLead: typo`L’arbre de recherche de l’ordinateur s’affiche ici après son coup : chaque position examinée, avec sa valeur.`,
	emptyPlay: 'Jouer un coup sur le plateau',
	emptyDemo: 'Ouvrir la démo XOX/.O./X..',
	emptyLesson: 'Commencer la première leçon',
	tabsLabel: 'Vues',
	tabBoard: 'Plateau',
	tabTree: 'Arbre',
	tabSteps: 'Étapes',
	seeTree: 'Voir l’arbre',
	hintMouse:
		'Faites glisser pour déplacer, molette pour zoomer. Cliquez sur un nœud marqué + pour le déplier.',
	hintTouch:
		'Faites glisser pour déplacer, pincez pour zoomer. Touchez un nœud marqué + pour le déplier.',
	clickerHint: typo`Page suivante : avancer · Page précédente : reculer`,
	stepKeysHint: typo`→ : pas suivant · ← : pas précédent`,
	optionsFold: 'Réglages',
	settingsLabel: 'Réglages de la partie'
};
